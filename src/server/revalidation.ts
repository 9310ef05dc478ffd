/**
 * Running the outbox consumer inside the web server: started once PocketBase answers (the
 * stored pages are served meanwhile; the outbox waits for us), and the `POST /_revalidate`
 * endpoint that drains it and re-renders given tags or paths on request.
 */
import { errorBody } from '../lib/contract/errors.ts';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypedPocketBase } from '../lib/data/pb-server.ts';
import type { ServerConfig } from './config.ts';
import type { PageStore } from './page-store.ts';
import { pageUrl } from './page-key.ts';
import type { Pages } from './pages.ts';
import type { SlugRedirects } from './redirects.ts';
import { Revalidator, type PassReport, type RevalidatorOptions } from './revalidator.ts';

const RETRY_MS = 5000;

export interface Revalidation {
  /** The running consumer, or undefined while PocketBase has not answered yet. */
  readonly current: Revalidator | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the consumer; when PocketBase is unreachable, keeps trying every 5 s in the
 * background. `onPass` runs after every pass (the server clears its short-lived cache).
 */
export async function startRevalidation(
  cfg: ServerConfig,
  superuser: () => Promise<TypedPocketBase>,
  pages: Pages,
  redirects: SlugRedirects,
  on: {
    pass: (pass: PassReport) => void;
    log: (msg: string) => void;
    quietLog?: ((msg: string) => void) | undefined;
  } & Pick<RevalidatorOptions, 'onPageStored' | 'onStale' | 'ranked'>,
): Promise<Revalidation> {
  const { pass: onPass, log, quietLog, onPageStored, onStale, ranked } = on;
  let current: Revalidator | undefined;
  let retry: NodeJS.Timeout | undefined;

  const attempt = async () => {
    const rv = new Revalidator(await superuser(), pages, redirects, {
      pollMs: cfg.pollMs,
      debounceMs: cfg.debounceMs,
      maxDelayMs: cfg.maxDelayMs,
      onPass,
      ...(onPageStored ? { onPageStored } : {}),
      ...(onStale ? { onStale } : {}),
      ...(quietLog ? { log: quietLog } : {}),
      ...(ranked ? { ranked } : {}),
    });
    await rv.start();
    current = rv;
  };

  try {
    await attempt();
  } catch (e) {
    log(`revalidation not started (${e instanceof Error ? e.message : String(e)}); retrying`);
    retry = setInterval(() => {
      attempt().then(
        () => {
          clearInterval(retry);
          log('revalidation started');
        },
        () => {
          /* still down */
        },
      );
    }, RETRY_MS);
    retry.unref();
  }

  return {
    get current() {
      return current;
    },
    async stop() {
      clearInterval(retry);
      await current?.stop();
    },
  };
}

/**
 * `POST /_revalidate` with `Authorization: Bearer <REVALIDATE_SECRET>` and an optional JSON
 * body `{ tags?, paths? }`: drains the outbox, then re-renders the stored pages carrying the
 * tags and the given paths. Anything else: 401.
 */
export async function revalidateEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: {
    secret: string;
    store: PageStore;
    pages: Pages;
    revalidation: Revalidation | undefined;
    /** Runs once the pages are stored (the shared cache's purge). */
    refreshed?: (keys: ReadonlySet<string>) => Promise<void>;
  },
): Promise<void> {
  const auth = req.headers['authorization'] ?? '';
  const given = Buffer.from(auth.replace(/^Bearer\s+/i, ''));
  const secret = Buffer.from(ctx.secret);
  const ok = given.length === secret.length && timingSafeEqual(given, secret);
  if (!ok || req.method !== 'POST') {
    const body = errorBody('revalidate_unauthorized');
    res
      .writeHead(body.status, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(body));
    return;
  }
  let raw = '';
  for await (const c of req) {
    raw += String(c);
    if (raw.length > 100_000) break;
  }
  let body: { tags?: string[]; paths?: string[] } = {};
  try {
    body = raw ? (JSON.parse(raw) as typeof body) : {};
  } catch {
    /* empty body: just drain the outbox */
  }
  await ctx.revalidation?.current?.drain();
  const keys = ctx.store.keysForTags(body.tags ?? []);
  for (const p of body.paths ?? []) keys.add(pageUrl(p).key);
  const report = await ctx.pages.refresh(keys);
  await ctx.refreshed?.(keys);
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      rendered: report.rendered,
      stored: report.stored.length,
      removed: report.removed.length,
      failed: report.failed,
    }),
  );
}

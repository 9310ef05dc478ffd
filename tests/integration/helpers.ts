// Fixtures built through the API of the PocketBase started by global-setup.ts, and the one
// fixture for a test file that needs a PocketBase of its own (ownStack, at the end).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, inject } from 'vitest';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';

export const url = () => inject('pbUrl');

let counter = 0;
/** A unique suffix for names and e-mails within the run. */
export const uid = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

// Client addresses, as production sees them: PocketBase trusts the proxy's X-Forwarded-For
// (pb_hooks/settings.pb.js). Each client of a test gets its own /24 network, so the review
// network signal (two accounts reviewing one provider from one network) sees distinct people.
let network = Math.floor(Math.random() * 60_000);
/** A client address in a /24 no other client of this run uses. */
export function clientAddress(): string {
  const n = network++ % 65_536;
  return `10.${n >> 8}.${n & 255}.${1 + Math.floor(Math.random() * 250)}`;
}

/**
 * Sends the client's requests from `address` (a fixed network), or, with `'each'`, every request
 * from a fresh network (the superuser acting for many members, as the seed does).
 */
export function fromNetwork<T extends PocketBase>(
  pb: T,
  address: string | 'each' = clientAddress(),
): T {
  pb.beforeSend = (requestUrl, options) => {
    const headers = (options.headers ?? {}) as Record<string, string>;
    headers['X-Forwarded-For'] = address === 'each' ? clientAddress() : address;
    options.headers = headers;
    return { url: requestUrl, options };
  };
  return pb;
}

export function anonymous(): PocketBase {
  const pb = new PocketBase(url());
  pb.autoCancellation(false);
  return fromNetwork(pb);
}

export function superuser(): PocketBase {
  const pb = fromNetwork(new PocketBase(url()), 'each');
  pb.autoCancellation(false);
  pb.authStore.save(inject('superuserToken'), null);
  return pb;
}

export interface Actor {
  id: string;
  email: string;
  pb: PocketBase;
}

export interface UserOptions {
  email?: string;
  roles?: string[];
  approved?: boolean;
  verified?: boolean;
  blocked?: boolean;
  user_type?: 'hr_professional' | 'provider';
  first_name?: string;
}

/** Creates a user as the superuser and returns a client signed in as that user. */
export async function makeUser(opts: UserOptions = {}): Promise<Actor> {
  const su = superuser();
  const email = opts.email ?? `user-${uid()}@example.com`;
  const rec = await su.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: opts.first_name ?? 'Ana',
    last_name: 'Pérez',
    job_title: 'HR Manager',
    company_name: 'Acme',
    linkedin_url: `https://www.linkedin.com/in/${uid()}`,
    user_type: opts.user_type ?? 'hr_professional',
    roles: opts.roles ?? ['hr_professional'],
    approved: opts.approved ?? true,
    verified: opts.verified ?? true,
    blocked: opts.blocked ?? false,
    blocked_reason: opts.blocked ? 'spam' : '',
  });
  const pb = fromNetwork(await su.collection('users').impersonate(rec.id, 3600));
  pb.autoCancellation(false);
  return { id: rec.id, email, pb };
}

export { honestText } from '../shared/honest-text';

let categoriesReady: Promise<void> | null = null;
/** The categories used by the fixtures. */
export function ensureCategories(): Promise<void> {
  categoriesReady ??= (async () => {
    const su = superuser();
    for (const name of ['recruiting', 'payroll', 'benefits']) {
      const found = await su.collection('service_categories').getList(1, 1, {
        filter: su.filter('name = {:name}', { name }),
      });
      if (found.totalItems === 0) {
        await su
          .collection('service_categories')
          .create({ name, label: name[0]!.toUpperCase() + name.slice(1), active: true });
      }
    }
  })();
  return categoriesReady;
}

export function providerData(extra: Record<string, unknown> = {}) {
  return {
    company_name: `Proveedor ${uid()}`,
    description: 'Servicios de recursos humanos para empresas de la región.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    founded_year: 2010,
    // Its own domain: the members' example.com e-mails are not its employees (review signals).
    website: `https://proveedor-${uid()}.example.com`,
    ...extra,
  };
}

/** A provider owned by `owner`, created by the superuser with the given status. */
export async function makeProvider(
  ownerId: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; slug: string }> {
  await ensureCategories();
  return superuser()
    .collection('providers')
    .create({ status: 'approved', verified: true, user: ownerId, ...providerData(extra) });
}

/** Status code of a failed call (0 when it succeeded). */
export async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 0;
  } catch (err) {
    if (err instanceof ClientResponseError) return err.status;
    throw err;
  }
}

/** The error of a call that must fail. */
export async function errorOf(p: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** A PNG image of `size` bytes (a real 1×1 PNG padded with an ignored chunk). */
export function pngBytes(size = 100): Uint8Array<ArrayBuffer> {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const out = new Uint8Array(Math.max(size, base.length));
  out.set(base);
  return out;
}

// ---------------------------------------------------------------------------------------------
// A PocketBase of a test file's own: for what the shared instance cannot show (other settings
// such as rate limits on, the e-mails the product sends, a restart, a database without hooks).

/** A PocketBase as scripts/lib/pocketbase.mjs starts it. */
export type Instance = Awaited<ReturnType<typeof startPocketBase>>;
/** The project's mail catcher (scripts/lib/mail-catcher.mjs). */
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface StackOptions {
  /** Environment on top of the defaults (rate limits off, SITE_URL http://site.test). */
  env?: Record<string, string>;
  /** Start the mail catcher and point PocketBase's SMTP at it. */
  mail?: boolean;
  /** The migrations alone: an empty hooks directory (nothing server-kept, no bootstrap). */
  noHooks?: boolean;
  /** The HTTP port (a free one when absent). */
  port?: number;
  /** The data directory (a fresh temporary one, removed at stop, when absent). */
  dataDir?: string;
}

export interface Stack {
  readonly pbi: Instance;
  readonly url: string;
  /** The superuser's client (no auto-cancellation). */
  readonly su: PocketBase;
  /** The mail catcher (only with `mail: true`). */
  readonly mail: MailCatcher;
  readonly dataDir: string;
  /** A new client of this PocketBase (no auto-cancellation). */
  client: () => PocketBase;
  /** Every e-mail caught for `to`, oldest first. */
  mailsTo: (to: string) => CaughtMail[];
  /** Waits (15 s at most) for the n-th e-mail sent to `to`. */
  nthMail: (to: string, nth?: number) => Promise<CaughtMail>;
  /** An approved, confirmed account created by the superuser (`body` overrides), signed in. */
  account: (
    body?: Record<string, unknown>,
  ) => Promise<{ id: string; email: string; pb: PocketBase }>;
  /** A name no other call of this run gives. */
  unique: (name: string) => string;
  /**
   * Stops PocketBase (`signal`, SIGTERM by default) and starts it again on the same data and
   * port, `env` on top of the first start's; the superuser signs in again.
   */
  restart: (opts?: { env?: Record<string, string>; signal?: NodeJS.Signals }) => Promise<void>;
  /** Stops PocketBase (`signal`) and the catcher and removes a temporary data directory. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts a PocketBase (and, with `mail`, the mail catcher) of the caller's own. */
export async function startStack(name: string, opts: StackOptions = {}): Promise<Stack> {
  const temp: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    temp.push(dir);
    return dir;
  };
  const mail = opts.mail ? await startMailCatcher({ smtpPort: 0, httpPort: 0 }) : undefined;
  const dataDir = opts.dataDir ?? tempDir(`lp-${name}-`);
  const hooksDir = opts.noHooks ? tempDir(`lp-${name}-hooks-`) : undefined;
  let env: Record<string, string> = {
    RATE_LIMITS: 'off',
    SITE_URL: 'http://site.test',
    ...(mail ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.smtpPort) } : {}),
    ...opts.env,
  };
  let pbi: Instance;
  let su: PocketBase;
  const client = () => {
    const c = new PocketBase(pbi.url);
    c.autoCancellation(false);
    return c;
  };
  const start = async (port?: number) => {
    pbi = await startPocketBase({
      dataDir,
      env,
      ...(hooksDir ? { hooksDir } : {}),
      ...(port ? { port } : {}),
    });
    su = client();
    await su
      .collection('_superusers')
      .authWithPassword(pbi.superuser.email, pbi.superuser.password);
  };
  await start(opts.port);
  let n = 0;
  const unique = (base: string) => `${base}-${Date.now().toString(36)}${(n++).toString(36)}`;
  const mailsTo = (to: string) =>
    ((mail?.messages() ?? []) as CaughtMail[]).filter((m) => m.to.includes(to.toLowerCase()));
  return {
    get pbi() {
      return pbi;
    },
    get url() {
      return pbi.url;
    },
    get su() {
      return su;
    },
    get mail() {
      if (!mail) throw new Error('this stack was started without `mail: true`');
      return mail;
    },
    dataDir,
    client,
    mailsTo,
    unique,
    nthMail: async (to, nth = 1) => {
      const deadline = Date.now() + 15000;
      for (;;) {
        const m = mailsTo(to)[nth - 1];
        if (m) return m;
        if (Date.now() > deadline) throw new Error(`no e-mail #${nth} to ${to}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    account: async (body = {}) => {
      const given = body['email'];
      const email = typeof given === 'string' ? given : `${unique('cuenta')}@example.com`;
      const rec = await su.collection('users').create({
        password: 'secret123',
        passwordConfirm: 'secret123',
        linkedin_url: `https://www.linkedin.com/in/${unique('x')}`,
        approved: true,
        verified: true,
        ...body,
        email,
      });
      const signedIn = client();
      await signedIn.collection('users').authWithPassword(email, 'secret123');
      return { id: rec.id, email, pb: signedIn };
    },
    restart: async ({ env: more = {}, signal } = {}) => {
      await pbi.stop(signal);
      env = { ...env, ...more };
      await start(pbi.port);
    },
    stop: async (signal) => {
      await pbi?.stop(signal);
      await mail?.stop();
      for (const dir of temp) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const STACK_METHODS = new Set<string | symbol>([
  'client',
  'mailsTo',
  'nthMail',
  'account',
  'unique',
  'restart',
  'stop',
]);

/**
 * The file's own stack, started before its tests (or the enclosing describe's) and stopped
 * after them. `opts` may be a function, called at start (to start first what PocketBase needs).
 * Its methods may be taken at load time (`const { nthMail } = stack`); its other properties
 * are read inside tests and hooks.
 */
export function ownStack(
  name: string,
  opts: StackOptions | (() => Promise<StackOptions>) = {},
  stopSignal?: NodeJS.Signals,
): Stack {
  let stack: Stack | undefined;
  const started = () => {
    if (!stack) throw new Error(`the ${name} stack is not started yet`);
    return stack;
  };
  beforeAll(async () => {
    stack = await startStack(name, typeof opts === 'function' ? await opts() : opts);
  }, 60_000);
  afterAll(() => stack?.stop(stopSignal));
  return new Proxy({} as Stack, {
    get(_, key) {
      if (STACK_METHODS.has(key))
        return (...args: unknown[]) =>
          (Reflect.get(started(), key) as (...a: unknown[]) => unknown)(...args);
      return Reflect.get(started(), key) as unknown;
    },
  });
}

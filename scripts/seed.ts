/**
 * `npm run seed`: loads the deterministic Spanish demo data (scripts/seed-data/) into a
 * running PocketBase, as a superuser, through the batch API.
 *
 *   npm run seed -- [--url http://127.0.0.1:8090] [--providers 520] [--reviews 3120]
 *     [--users 10000] [--force]
 *
 * Idempotent: every record has a natural key (category name, e-mail, company name, blog
 * slug or title, provider+reviewer, review+reporter, review+voter…); existing ones are kept,
 * missing ones created. A data
 * dir whose seed finished (see isSeeded) is left alone unless --force is given, so the start
 * command can run the seed on every start. Server-kept fields (slugs, ratings, counters,
 * excerpts, reading time) are never written here: the hooks compute them.
 *
 * Also a module: `seed(options)` and `isSeeded(pb)` for the start script and test runners.
 */
import { parseArgs } from 'node:util';
import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { config } from '@/lib/config';
import { INVITATION_TTL_DAYS } from '@/lib/contract/invitations';
import { lastEndedQuarter, quarterKey } from '@/lib/domain/recognitions';
import { bannerPng, hex, logoPng } from './lib/png.ts';
import { demoReviewContext } from './seed-data/review-context.ts';
import {
  DEFAULT_PROVIDERS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  PENDING_USER,
  buildDataset,
  defaultReviews,
  type Dataset,
  type ReviewKey,
  type ReviewRecord,
  type UserRecord,
} from './seed-data/dataset.ts';
import { buildInvitations, withApprovalRules } from './seed-data/invitations.ts';
import { accountAges, heldReviews } from './seed-data/history.ts';
import { API, SERVER_API } from '@/lib/contract/api-routes';
import { sendApi } from '@/lib/api-client';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, buildDataset, defaultReviews, DEFAULT_PROVIDERS };

export interface SeedOptions {
  /** PocketBase URL (default: PB_URL or http://127.0.0.1:8090). */
  url?: string;
  /** Superuser credentials (default: PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD). */
  email?: string;
  password?: string;
  /** Number of providers (default 520). */
  providers?: number;
  /** Number of reviews (default: at least 3,000, six per provider). */
  reviews?: number;
  /** At least this many user accounts (default: those the providers and reviews need). */
  users?: number;
  /** Complete the data even when a finished seed is detected. */
  force?: boolean;
  /** Progress lines (default: console.log; pass `() => {}` for silence). */
  log?: (line: string) => void;
}

export interface StepReport {
  created: number;
  existing: number;
  ms: number;
}

export interface SeedReport {
  /** True when a finished seed was found and nothing was done. */
  skipped: boolean;
  steps: Record<string, StepReport>;
  totalMs: number;
  /** Whether the server kept the seed's past `published_at` dates for blog posts. */
  blogDatesKept?: boolean;
}

/** Requests per batch call; one batch is one transaction on the server. */
const BATCH = { providers: 100, reviews: 500, other: 500 } as const;
/** Parallel single creates for users (password hashing is the slow part and runs in parallel). */
const USER_CONCURRENCY = 4;

/**
 * True when a seed has finished on this PocketBase: the pending demo account, which the seed
 * creates last, exists. `pb` must be authenticated as a superuser.
 */
export async function isSeeded(pb: PocketBase): Promise<boolean> {
  try {
    await pb
      .collection('users')
      .getFirstListItem(pb.filter('email = {:email}', { email: PENDING_USER.email }), {
        fields: 'id',
        requestKey: null,
      });
    return true;
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return false;
    throw err;
  }
}

/** Loads the demo data. Resolves with what was created and how long each step took. */
export async function seed(options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const providers = options.providers ?? DEFAULT_PROVIDERS;
  const reviews = options.reviews ?? defaultReviews(providers);
  const pb = new PocketBase(options.url ?? config.pocketbaseUrl);
  pb.autoCancellation(false);
  await pb
    .collection('_superusers')
    .authWithPassword(
      options.email ?? config.superuserEmail,
      options.password ?? config.superuserPassword,
    );

  if (!options.force && (await isSeeded(pb))) {
    log('Los datos de demostración ya están cargados (usa --force para completarlos).');
    return { skipped: true, steps: {}, totalMs: performance.now() - started };
  }

  const data = buildDataset({
    providers,
    reviews,
    ...(options.users ? { users: options.users } : {}),
  });
  const report: SeedReport = { skipped: false, steps: {}, totalMs: 0 };
  const step = async (name: string, label: string, run: () => Promise<Omit<StepReport, 'ms'>>) => {
    const t0 = performance.now();
    const result = await run();
    const ms = performance.now() - t0;
    report.steps[name] = { ...result, ms };
    log(
      `  ${label.padEnd(22)} ${String(result.created).padStart(6)} creados, ${String(result.existing).padStart(6)} ya existían  (${(ms / 1000).toFixed(1)} s)`,
    );
  };

  log(
    `Sembrando ${pb.baseURL}: ${data.providers.length} proveedores, ${data.reviews.length} reseñas…`,
  );
  const restoreBatch = await enableBatch(pb);
  try {
    const ids = new Ids();
    // Dates in the dataset are "days before the seed run".
    const ctx: Context = { pb, data, ids, log, now: Date.now() };
    await step('categories', 'Categorías', () => seedCategories(ctx));
    await step('users', 'Usuarios', () => seedUsers(ctx, withApprovalRules(data)));
    await step('providers', 'Proveedores', () => seedProviders(ctx));
    // Before the reviews: the reviews hook labels a review invited from its invitation.
    await step('invitations', 'Invitaciones', () => seedInvitations(ctx));
    await step('reviews', 'Reseñas', () => seedReviews(ctx));
    await step('held', 'Reseñas retenidas', () => seedHeldReviews(ctx));
    await step('replies', 'Respuestas', () => seedReplies(ctx));
    await step('votes', 'Votos útiles', () => seedVotes(ctx));
    await step('reports', 'Reportes', () => seedReports(ctx));
    await step('decisions', 'Decisiones', () => seedDecisions(ctx));
    await step('warnings', 'Advertencias', () => seedWarnings(ctx));
    // The ranking's prior m and every score over the reviews just loaded (the daily
    // recompute would otherwise keep the m of the empty database until tomorrow).
    await step('ranking', 'Puntuación de ranking', async () => {
      await sendApi(pb, SERVER_API.rankingRecompute, []);
      return { created: 0, existing: 0 };
    });
    // The last ended quarter's recognitions over the history just loaded (the quarterly job
    // would publish it within the hour, from whatever the database held then).
    await step('recognitions', 'Reconocimientos del último trimestre', async () => {
      const quarter = quarterKey(lastEndedQuarter(new Date()));
      const r = await sendApi(pb, SERVER_API.recognitionsPublish, [], { query: { quarter } });
      return r.published
        ? { created: r.recognitions, existing: 0 }
        : { created: 0, existing: r.recognitions };
    });
    await step('favorites', 'Favoritos', () => seedFavorites(ctx));
    await step('caseStudies', 'Casos de éxito', () => seedCaseStudies(ctx));
    await step('blogTaxonomy', 'Categorías y etiquetas', () => seedBlogTaxonomy(ctx));
    await step('blogPosts', 'Artículos del blog', async () => {
      const r = await seedBlogPosts(ctx);
      report.blogDatesKept = r.datesKept;
      return r;
    });
    // Last: its presence tells isSeeded() that everything before it is in place.
    await step('marker', 'Cuenta pendiente', () => seedUsers(ctx, [PENDING_USER]));
  } finally {
    await restoreBatch();
  }
  report.totalMs = performance.now() - started;
  log(`Listo en ${(report.totalMs / 1000).toFixed(1)} s.`);
  return report;
}

// ------------------------------------------------------------------------- helpers

interface Context {
  pb: PocketBase;
  data: Dataset;
  ids: Ids;
  log: (line: string) => void;
  /** When the seed started (ms): dataset ages count back from here. */
  now: number;
}

/** A PocketBase date `days` before `now`. */
const daysBefore = (now: number, days: number) =>
  new Date(now - Math.round(days * 86_400_000)).toISOString().replace('T', ' ');

/** Natural key → record id, per collection. */
class Ids {
  private maps = new Map<string, Map<string, string>>();
  map(collection: string): Map<string, string> {
    let m = this.maps.get(collection);
    if (!m) this.maps.set(collection, (m = new Map()));
    return m;
  }
  get(collection: string, key: string): string {
    const id = this.map(collection).get(key);
    if (!id) throw new Error(`seed: no ${collection} record for "${key}"`);
    return id;
  }
}

const norm = (text: string) => text.trim().toLowerCase();

/** The id of a seeded review from its natural key (provider name + reviewer e-mail). */
function reviewId(ids: Ids, key: ReviewKey): string {
  const provider = ids.get('providers', norm(key.provider));
  const reviewer = ids.get('users', norm(key.reviewer));
  return ids.get('reviews', `${provider}:${reviewer}`);
}

/** Turns the batch API on (with room for the seed's chunks); resolves to a function restoring the settings. */
async function enableBatch(pb: PocketBase): Promise<() => Promise<void>> {
  const settings = await pb.settings.getAll();
  const before = settings['batch'] as {
    enabled: boolean;
    maxRequests: number;
    timeout: number;
    maxBodySize: number;
  };
  const wanted = {
    enabled: true,
    maxRequests: Math.max(before.maxRequests, BATCH.reviews),
    timeout: Math.max(before.timeout, 120),
    maxBodySize: before.maxBodySize,
  };
  if (
    before.enabled &&
    before.maxRequests >= wanted.maxRequests &&
    before.timeout >= wanted.timeout
  ) {
    return async () => {};
  }
  await pb.settings.update({ batch: wanted });
  return async () => {
    await pb.settings.update({ batch: before });
  };
}

/** Creates `bodies` in `collection` through batch calls of `size`; returns the created records. */
async function createInBatches(
  pb: PocketBase,
  collection: string,
  bodies: readonly (() => Record<string, unknown>)[],
  size: number,
  log: (line: string) => void,
  headersOf?: (body: Record<string, unknown>) => Record<string, string>,
): Promise<RecordModel[]> {
  const created: RecordModel[] = [];
  const every = 2000;
  for (let i = 0; i < bodies.length; i += size) {
    if (i > 0 && bodies.length > every && Math.floor(i / every) > Math.floor((i - size) / every)) {
      log(`    ${collection}: ${i} / ${bodies.length}`);
    }
    const batch = pb.createBatch();
    for (const make of bodies.slice(i, i + size)) {
      const body = make();
      batch.collection(collection).create(body, headersOf ? { headers: headersOf(body) } : {});
    }
    try {
      const results = await batch.send({ requestKey: null });
      created.push(...results.map((r) => r.body as RecordModel));
    } catch (err) {
      throw explain(err, `${collection}: batch starting at item ${i}`);
    }
  }
  return created;
}

function explain(err: unknown, where: string): Error {
  if (err instanceof ClientResponseError) {
    return new Error(
      `seed: ${where} failed (${err.status}): ${JSON.stringify(err.response).slice(0, 2000)}`,
    );
  }
  return err instanceof Error ? err : new Error(String(err));
}

async function existing(
  pb: PocketBase,
  collection: string,
  fields: string,
): Promise<RecordModel[]> {
  return pb.collection(collection).getFullList({ fields, batch: 1000, requestKey: null });
}

/**
 * Creates the `wanted` bodies whose natural key (`keyOf`, over the fields a body shares with
 * its stored record) is not stored yet; `fields` are those the key reads.
 */
async function createMissing<T extends Record<string, unknown>>(
  { pb, log }: Context,
  collection: string,
  fields: string,
  keyOf: (r: Record<string, unknown>) => string,
  wanted: readonly T[],
): Promise<Omit<StepReport, 'ms'>> {
  const have = new Set((await existing(pb, collection, fields)).map(keyOf));
  const missing = wanted.filter((w) => !have.has(keyOf(w)));
  const created = await createInBatches(
    pb,
    collection,
    missing.map((w) => () => w),
    BATCH.other,
    log,
  );
  return { created: created.length, existing: wanted.length - missing.length };
}

const png = (bytes: Buffer, name: string) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

// --------------------------------------------------------------------------- steps

async function seedCategories({ pb, data, ids, log }: Context) {
  const map = ids.map('service_categories');
  for (const r of await existing(pb, 'service_categories', 'id,name')) map.set(r['name'], r.id);
  const missing = data.categories.filter((c) => !map.has(c.name));
  const created = await createInBatches(
    pb,
    'service_categories',
    missing.map((c) => () => ({ ...c })),
    BATCH.other,
    log,
  );
  for (const r of created) map.set(r['name'], r.id);
  return { created: created.length, existing: data.categories.length - missing.length };
}

/**
 * The accounts, each dated as an import (opened and approved before its first activity:
 * scripts/seed-data/history.ts) so the transparency report's approvals spread over the demo's
 * months; the hooks record the approval rule from the account's evidence.
 */
async function seedUsers({ pb, data, ids, now }: Context, users: readonly UserRecord[]) {
  const ages = accountAges(data, users);
  const map = ids.map('users');
  if (map.size === 0) {
    for (const r of await existing(pb, 'users', 'id,email')) map.set(norm(r['email']), r.id);
  }
  const missing = users.filter((u) => !map.has(norm(u.email)));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const u = missing[next++]!;
      const age = ages.get(u.email.toLowerCase());
      try {
        const r = await pb.collection('users').create(
          {
            ...u,
            ...(age ? { original_created: daysBefore(now, age.createdAgeDays) } : {}),
            ...(age?.approvedAgeDays != null
              ? { approved_at: daysBefore(now, age.approvedAgeDays) }
              : {}),
            password: DEMO_PASSWORD,
            passwordConfirm: DEMO_PASSWORD,
            emailVisibility: false,
          },
          { requestKey: null },
        );
        map.set(norm(u.email), r.id);
      } catch (err) {
        throw explain(err, `users: ${u.email}`);
      }
    }
  };
  await Promise.all(Array.from({ length: USER_CONCURRENCY }, worker));
  return { created: missing.length, existing: users.length - missing.length };
}

async function seedProviders({ pb, data, ids, log }: Context) {
  const map = ids.map('providers');
  for (const r of await existing(pb, 'providers', 'id,company_name')) {
    if (!map.has(norm(r['company_name']))) map.set(norm(r['company_name']), r.id);
  }
  const adminId = ids.get('users', DEMO_ACCOUNTS.admin);
  // A server-style stamp, not content: when the seed approved the listing.
  const approvedAt = new Date().toISOString().replace('T', ' ');
  const missing = data.providers.filter((p) => !map.has(norm(p.company_name)));
  const bodies = missing.map((p) => () => {
    const { owner, logo, factsAgeDays, ...fields } = p;
    return {
      ...fields,
      // the facts' date counts back from the day the seed runs.
      facts_updated:
        factsAgeDays === null
          ? ''
          : new Date(Date.now() - factsAgeDays * 86_400_000).toISOString().replace('T', ' '),
      // A listing the platform holds has no owner (unclaimed).
      user: owner === null ? '' : ids.get('users', owner),
      approved_at: p.status === 'approved' ? approvedAt : '',
      approved_by: p.status === 'approved' ? adminId : '',
      logo: png(logoPng(p.company_name, hex(logo.color), logo.variant), 'logo.png'),
    };
  });
  const created = await createInBatches(pb, 'providers', bodies, BATCH.providers, log);
  for (const r of created) map.set(norm(r['company_name']), r.id);
  return { created: created.length, existing: data.providers.length - missing.length };
}

/** A demo review with its context (older ones without, as written before it). */
function withDemoContext(
  r: ReviewRecord,
  categories: readonly string[],
): Record<string, unknown> & Omit<ReviewRecord, 'ageDays' | 'would_recommend'> {
  const { ageDays, would_recommend, ...rest } = r;
  const { add, omitRecommend } = demoReviewContext({ ...rest, ageDays }, categories);
  return { ...rest, ...(omitRecommend ? {} : { would_recommend }), ...add };
}

const addresses = new Map<string, string>();
/**
 * The address a demo member writes from, as PocketBase sees it behind the proxy
 * (X-Forwarded-For, trusted: pb_hooks/settings.pb.js): one /24 network per member, so the
 * review network signal (two accounts reviewing one provider from one network) sees the
 * demo's people as distinct, as they would be.
 */
function memberAddress(userId: string): string {
  let a = addresses.get(userId);
  if (!a) {
    const n = addresses.size;
    a = `10.${(n >> 8) & 255}.${n & 255}.${10 + (n % 200)}`;
    addresses.set(userId, a);
  }
  return a;
}

async function seedReviews({ pb, data, ids, log, now }: Context) {
  // The my_reviews view has the same ids and (provider, reviewer) pairs without the reviews'
  // output hook, which looks up every author's profile and is slow on thousands of rows.
  const map = ids.map('reviews');
  for (const r of await existing(pb, 'my_reviews', 'id,provider,reviewer')) {
    map.set(`${r['provider']}:${r['reviewer']}`, r.id);
  }
  const categoriesOf = new Map(data.providers.map((p) => [p.company_name, p.categories]));
  const wanted = data.reviews.map(({ ageDays, ...r }) => ({
    ...withDemoContext({ ...r, ageDays }, categoriesOf.get(r.provider) ?? []),
    provider: ids.get('providers', norm(r.provider)),
    reviewer: ids.get('users', norm(r.reviewer)),
    // Kept by the reviews hook for superusers only (pb_hooks/lib/imports.js).
    original_created: daysBefore(now, ageDays),
  }));
  const missing = wanted.filter((r) => !map.has(`${r.provider}:${r.reviewer}`));
  const created = await createInBatches(
    pb,
    'reviews',
    missing.map((r) => () => r),
    BATCH.reviews,
    log,
    (r) => ({ 'X-Forwarded-For': memberAddress(String(r['reviewer'])) }),
  );
  for (const r of created) map.set(`${r['provider']}:${r['reviewer']}`, r.id);
  return { created: created.length, existing: wanted.length - missing.length };
}

/**
 * The invitations behind the demo's invited reviews (scripts/seed-data/invitations.ts): sent
 * by the provider's owner, opened and bound to the reviewer's account before the review.
 * Only for reviews not loaded yet (an existing review keeps the label it got); the links'
 * tokens are random and never sent (only their hash is stored).
 */
async function seedInvitations({ pb, data, ids, now }: Context) {
  const reviewed = new Set<string>();
  for (const r of await existing(pb, 'my_reviews', 'id,provider,reviewer')) {
    reviewed.add(`${r['provider']}:${r['reviewer']}`);
  }
  const held = new Set<string>();
  for (const r of await existing(pb, 'review_invitations', 'id,provider,user')) {
    held.add(`${r['provider']}:${r['user']}`);
  }
  const emails = new Map(data.users.map((u) => [norm(u.email), u.email.toLowerCase()]));
  const wanted = buildInvitations(data)
    .map((i) => {
      const provider = ids.get('providers', norm(i.provider));
      const user = ids.get('users', norm(i.reviewer));
      const sent = daysBefore(now, i.sentAgeDays);
      return {
        key: `${provider}:${user}`,
        body: {
          provider,
          user,
          invited_by: ids.get('users', norm(i.owner)),
          email: emails.get(norm(i.reviewer)) ?? i.reviewer,
          token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          status: 'opened',
          sent_at: sent,
          opened_at: daysBefore(now, i.openedAgeDays),
          expires: daysBefore(now, i.sentAgeDays - INVITATION_TTL_DAYS),
        },
      };
    })
    .filter((i) => !reviewed.has(i.key));
  const missing = wanted.filter((i) => !held.has(i.key));
  const created = await createInBatches(
    pb,
    'review_invitations',
    missing.map((i) => () => i.body),
    BATCH.other,
    () => undefined,
  );
  return { created: created.length, existing: wanted.length - missing.length };
}

/**
 * Provider replies, as the superuser: the hook makes the provider's owner their author and
 * keeps the dates (an imported reply e-mails nobody). One reply per review.
 */
async function seedReplies(ctx: Context) {
  const { data, ids, now } = ctx;
  const wanted = data.replies.map((r) => ({
    review: reviewId(ids, r),
    body: r.body,
    original_created: daysBefore(now, r.ageDays),
    edited_at: r.editedAgeDays === null ? '' : daysBefore(now, r.editedAgeDays),
    rejoinder: r.rejoinder,
    rejoinder_at: r.rejoinderAgeDays === null ? '' : daysBefore(now, r.rejoinderAgeDays),
  }));
  return createMissing(ctx, 'review_replies', 'review', (r) => String(r['review']), wanted);
}

/** "Útil" votes, as the superuser on behalf of each voter; the hook recounts helpful_count. */
async function seedVotes(ctx: Context) {
  const { data, ids } = ctx;
  const wanted = data.votes.map((v) => ({
    review: reviewId(ids, v),
    user: ids.get('users', norm(v.user)),
  }));
  return createMissing(
    ctx,
    'helpful_votes',
    'review,user',
    (v) => `${v['review']}:${v['user']}`,
    wanted,
  );
}

/**
 * Reports, created open as the superuser on behalf of each reporter: the hook labels or hides
 * the review as for a member's report. Decisions follow in seedDecisions.
 */
async function seedReports(ctx: Context) {
  const { data, ids, now } = ctx;
  const wanted = data.reports.map((r) => ({
    review: reviewId(ids, r),
    reporter: ids.get('users', norm(r.reporter)),
    reason: r.reason,
    detail: r.detail,
    original_created: daysBefore(now, r.ageDays),
  }));
  return createMissing(
    ctx,
    'review_reports',
    'review,reporter',
    (r) => `${r['review']}:${r['reporter']}`,
    wanted,
  );
}

/**
 * The demo's held reviews (scripts/seed-data/history.ts): near-copies written through the
 * records API as an import, from the original author's network, so the integrity signals hold
 * them as they would hold a member's; then the admin's decisions through the verification
 * route, dated as an import (`original_decided_at`). Idempotent: existing copies are kept and
 * only those still held with a decision in the dataset are decided.
 */
async function seedHeldReviews({ pb, data, ids, log, now }: Context) {
  const held = heldReviews(data);
  const map = ids.map('reviews');
  const key = (h: { provider: string; reviewer: string }) =>
    `${ids.get('providers', norm(h.provider))}:${ids.get('users', norm(h.reviewer))}`;
  const missing = held.filter((h) => !map.has(key(h)));
  // Each copy comes from its original author's network (the shared-network signal).
  const network = new WeakMap<Record<string, unknown>, string>();
  const bodies = missing.map((h) => {
    const body: Record<string, unknown> = {
      provider: ids.get('providers', norm(h.provider)),
      reviewer: ids.get('users', norm(h.reviewer)),
      title: h.title,
      review_text: h.review_text,
      pros: h.pros,
      cons: h.cons,
      overall_rating: h.overall_rating,
      anonymous: h.anonymous,
      would_recommend: h.would_recommend,
      original_created: daysBefore(now, h.ageDays),
    };
    network.set(body, memberAddress(ids.get('users', norm(h.originalReviewer))));
    return body;
  });
  const created = await createInBatches(
    pb,
    'reviews',
    bodies.map((b) => () => b),
    BATCH.reviews,
    log,
    (b) => ({ 'X-Forwarded-For': network.get(b) ?? '' }),
  );
  for (const r of created) map.set(`${r['provider']}:${r['reviewer']}`, r.id);
  for (const h of held) {
    if (!h.decision) continue;
    const id = map.get(key(h));
    if (!id) continue;
    const review = await pb
      .collection('reviews')
      .getOne(id, { fields: 'moderation', requestKey: null });
    if (review['moderation'] !== 'verifying') continue;
    try {
      await sendApi(pb, API.adminVerificationDecide, [id], {
        body: {
          decision: h.decision,
          reason: h.reason,
          original_decided_at: daysBefore(now, h.decisionAgeDays),
        },
      });
    } catch (err) {
      throw explain(err, `verification decision on ${h.provider}`);
    }
  }
  return { created: created.length, existing: held.length - missing.length };
}

/** Days before the seed run the demo's public warning was issued (then lifted). */
const WARNING_AGE_DAYS = 45;

/**
 * One public warning in the demo's history, issued through the admin route as an import
 * (dated WARNING_AGE_DAYS ago) and lifted at once, so the transparency report counts it and no
 * page shows it. On the first provider with an owner; skipped once that provider has one.
 */
async function seedWarnings({ pb, data, ids, now }: Context) {
  const target = data.providers.find((p) => p.owner);
  if (!target) return { created: 0, existing: 0 };
  const id = ids.get('providers', norm(target.company_name));
  const filter = pb.filter('provider = {:id}', { id });
  if (
    (await pb.collection('provider_warnings').getList(1, 1, { filter, requestKey: null }))
      .totalItems
  ) {
    return { created: 0, existing: 1 };
  }
  try {
    await sendApi(pb, API.adminProviderWarning, [id], {
      body: { reason: 'duplicate_reviews', original_created: daysBefore(now, WARNING_AGE_DAYS) },
    });
    await sendApi(pb, API.adminProviderWarningLift, [id], { body: {} });
  } catch (err) {
    throw explain(err, `warning of ${target.company_name}`);
  }
  return { created: 1, existing: 0 };
}

/** Parallel moderation decisions (each one a transaction, an audit row and an e-mail). */
const DECISION_CONCURRENCY = 4;

/**
 * The admin's decisions ("mantener" / "retirar") on the reported reviews that have one,
 * through the admin moderation route as the demo admin (audited, the author e-mailed), so
 * the reports, the review's state and the aggregates are exactly what a real decision
 * leaves. Idempotent: only reviews whose reports are still open are decided.
 */
async function seedDecisions({ pb, data, ids }: Context) {
  const decisions = new Map<string, { decision: 'keep' | 'remove'; reason: string }>();
  for (const r of data.reports) {
    if (r.decision) {
      decisions.set(reviewId(ids, r), { decision: r.decision, reason: r.decisionReason });
    }
  }
  const open = new Set(
    (
      await pb.collection('review_reports').getFullList({
        filter: "status = 'open'",
        fields: 'review',
        batch: 1000,
        requestKey: null,
      })
    ).map((r) => String(r['review'])),
  );
  const pending = [...decisions].filter(([review]) => open.has(review));
  if (pending.length === 0) return { created: 0, existing: decisions.size };
  const admin = new PocketBase(pb.baseURL);
  admin.autoCancellation(false);
  await admin.collection('users').authWithPassword(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const [review, body] = pending[next++]!;
      try {
        await sendApi(admin, API.adminReviewModeration, [review], { body });
      } catch (err) {
        throw explain(err, `moderation of review ${review}`);
      }
    }
  };
  await Promise.all(Array.from({ length: DECISION_CONCURRENCY }, worker));
  return { created: pending.length, existing: decisions.size - pending.length };
}

async function seedFavorites(ctx: Context) {
  const { data, ids } = ctx;
  const wanted = data.favorites.map((f) => ({
    user: ids.get('users', norm(f.user)),
    provider: ids.get('providers', norm(f.provider)),
  }));
  return createMissing(
    ctx,
    'user_favorites',
    'user,provider',
    (r) => `${r['user']}:${r['provider']}`,
    wanted,
  );
}

async function seedCaseStudies(ctx: Context) {
  const { data, ids } = ctx;
  const wanted = data.caseStudies.map((c) => ({
    ...c,
    provider: ids.get('providers', norm(c.provider)),
  }));
  return createMissing(
    ctx,
    'case_studies',
    'provider,title',
    (r) => `${r['provider']}:${norm(String(r['title']))}`,
    wanted,
  );
}

async function seedBlogTaxonomy({ pb, data, ids, log }: Context) {
  let created = 0;
  let found = 0;
  for (const [collection, items] of [
    ['blog_categories', data.blogCategories],
    ['blog_tags', data.blogTags],
  ] as const) {
    const map = ids.map(collection);
    for (const r of await existing(pb, collection, 'id,slug')) map.set(r['slug'], r.id);
    const missing = items.filter((i) => !map.has(i.slug));
    const records = await createInBatches(
      pb,
      collection,
      missing.map((i) => () => ({ ...i })),
      BATCH.other,
      log,
    );
    for (const r of records) map.set(r['slug'], r.id);
    created += records.length;
    found += items.length - missing.length;
  }
  return { created, existing: found };
}

async function seedBlogPosts({ pb, data, ids, log }: Context) {
  const have = new Set((await existing(pb, 'blog_posts', 'title')).map((r) => norm(r['title'])));
  const missing = data.blogPosts.filter((p) => !have.has(norm(p.title)));
  const author = ids.get('users', DEMO_ACCOUNTS.admin);
  const bodies = missing.map((p) => () => {
    const { image, categories, tags, published_at, ...fields } = p;
    return {
      ...fields,
      ...(published_at ? { published_at } : {}),
      author,
      categories: categories.map((slug) => ids.get('blog_categories', slug)),
      tags: tags.map((slug) => ids.get('blog_tags', slug)),
      featured_image: png(bannerPng(hex(image.color), image.seed), 'portada.png'),
    };
  });
  const created = await createInBatches(pb, 'blog_posts', bodies, 10, log);
  // Did the server keep our past dates, or stamp "now"?
  const byTitle = new Map(created.map((r) => [norm(r['title']), r]));
  const datesKept = missing
    .filter((p) => p.published_at)
    .every((p) =>
      String(byTitle.get(norm(p.title))?.['published_at'] ?? '').startsWith(
        p.published_at.slice(0, 10),
      ),
    );
  return { created: created.length, existing: data.blogPosts.length - missing.length, datesKept };
}

// ----------------------------------------------------------------------------- CLI

function printAccounts(log: (line: string) => void) {
  log(`
Cuentas de demostración (contraseña ${DEMO_PASSWORD}, solo para uso local):
  ${DEMO_ACCOUNTS.admin.padEnd(34)} administradora
  ${DEMO_ACCOUNTS.hr.padEnd(34)} profesional de RRHH
  ${DEMO_ACCOUNTS.provider.padEnd(34)} dueño del proveedor "Nómina Ágil"
  ${DEMO_ACCOUNTS.pending.padEnd(34)} cuenta pendiente de aprobación (correo gratuito)`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      providers: { type: 'string' },
      reviews: { type: 'string' },
      users: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'npm run seed -- [--url URL] [--providers N] [--reviews N] [--users N] [--force]\n' +
        'Superuser from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD.',
    );
    return;
  }
  const count = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
    return n;
  };
  const providers = count(values.providers, 'providers');
  const report = await seed({
    url: values.url ?? config.pocketbaseUrl,
    force: values.force,
    ...(providers ? { providers } : {}),
    ...(values.reviews ? { reviews: count(values.reviews, 'reviews')! } : {}),
    ...(values.users ? { users: count(values.users, 'users')! } : {}),
  });
  if (!report.skipped && report.blogDatesKept === false) {
    console.log(
      '  (El servidor fija published_at al guardar: las fechas de los artículos son las de hoy.)',
    );
  }
  printAccounts((l) => console.log(l));
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

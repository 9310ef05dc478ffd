// The demo seed against the integration PocketBase, at a small size: counts, server-kept
// aggregates matching the dataset, review dates, replies, reports in each state and votes,
// determinism of names and idempotency.
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDataset, isSeeded, seed, type SeedReport } from '../../scripts/seed.ts';
import { withApprovalRules } from '../../scripts/seed-data/invitations.ts';
import { accountAges, heldReviews } from '../../scripts/seed-data/history.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PENDING_USER } from '../../scripts/seed-data/dataset.ts';
import { RANKING_PRIOR_ID } from '@/lib/contract/ranking';
import { lastEndedQuarter, quarterKey } from '@/lib/domain/recognitions';

const SIZE = { providers: 30, reviews: 120 };
const options = () => ({
  url: inject('pbUrl'),
  email: inject('superuserEmail'),
  password: inject('superuserPassword'),
  ...SIZE,
  log: () => {},
});
const data = buildDataset(SIZE);

const reviewKey = (r: { provider: string; reviewer: string }) => `${r.provider}|${r.reviewer}`;
/** Reviews the seeded moderation hides: retired by an admin, or held by an open report. */
const hiddenKeys = new Set(
  data.reports
    .filter(
      (r) =>
        r.decision === 'remove' ||
        (r.decision === null && (r.reason === 'harmful' || r.reason === 'personal_data')),
    )
    .map(reviewKey),
);

/** The near-copies the integrity signals hold (scripts/seed-data/history.ts). */
const held = heldReviews(data);
/** Held copies an admin did not publish: removed, or still waiting. */
const heldHidden = held.filter((h) => h.decision !== 'publish').length;

let su: PocketBase;
let first: SeedReport;

/** The seeded providers, by company name (other test files add their own providers). */
async function seededProviders() {
  const names = new Set(data.providers.map((p) => p.company_name));
  const all = await su.collection('providers').getFullList({
    fields: 'id,company_name,status,verified,average_rating,total_reviews,slug,logo',
    batch: 1000,
  });
  return all.filter((p) => names.has(p['company_name']));
}

async function seededReviewCount(providerIds: string[]) {
  let n = 0;
  for (const id of providerIds) {
    n += (
      await su
        .collection('reviews')
        .getList(1, 1, { filter: su.filter('provider = {:id}', { id }), fields: 'id' })
    ).totalItems;
  }
  return n;
}

beforeAll(async () => {
  su = new PocketBase(inject('pbUrl'));
  su.autoCancellation(false);
  await su
    .collection('_superusers')
    .authWithPassword(inject('superuserEmail'), inject('superuserPassword'));
  first = await seed(options());
}, 180_000);

describe('npm run seed (small size)', () => {
  it('creates every record of the dataset and marks the data dir as seeded', async () => {
    expect(first.skipped).toBe(false);
    expect(first.steps['providers']?.created).toBe(30);
    expect(first.steps['reviews']?.created).toBe(data.reviews.length);
    expect(await isSeeded(su)).toBe(true);

    const providers = await seededProviders();
    expect(providers).toHaveLength(30);
    expect(providers.every((p) => p['slug'] && p['logo'])).toBe(true);
    expect(await seededReviewCount(providers.map((p) => p.id))).toBe(
      data.reviews.length + held.length,
    );

    // The ranking's m covers the seeded reviews (the seed ends with a recompute).
    const prior = await su.collection('ranking_prior').getOne(RANKING_PRIOR_ID);
    const visible = await su
      .collection('reviews')
      .getFullList({ filter: 'hidden = false', fields: 'overall_rating' });
    expect(prior['reviews']).toBe(visible.length);
    expect(prior['mean']).toBeCloseTo(
      visible.reduce((t, r) => t + (r['overall_rating'] as number), 0) / visible.length,
      9,
    );

    // The seed publishes the last ended quarter's recognitions over the history it loaded.
    const quarter = quarterKey(lastEndedQuarter(new Date()));
    const published = await su
      .collection('recognition_quarters')
      .getFirstListItem(su.filter('quarter = {:quarter}', { quarter }));
    expect(published['providers_considered']).toBeGreaterThan(0);

    // By name only: other test files may have created some of them first (the seed keeps those).
    const categories = await su.collection('service_categories').getFullList({ fields: 'name' });
    const names = new Set(categories.map((c) => c['name']));
    for (const c of data.categories) expect(names).toContain(c.name);

    const posts = await su
      .collection('blog_posts')
      .getFullList({ fields: 'title,status,published_at,excerpt' });
    for (const p of data.blogPosts) {
      const post = posts.find((x) => x['title'] === p.title);
      expect(post?.['status']).toBe(p.status);
      expect(post?.['excerpt']).toBeTruthy();
    }
  });

  it('is deterministic: the stored names, statuses and ratings are those of the dataset', async () => {
    const providers = new Map((await seededProviders()).map((p) => [p['company_name'], p]));
    for (const p of data.providers) {
      const stored = providers.get(p.company_name)!;
      expect(stored['status']).toBe(p.status);
      expect(stored['verified']).toBe(p.verified);
      // The server keeps the aggregates; they must match the generated public reviews exactly.
      const ratings = [
        ...data.reviews.filter(
          (r) => r.provider === p.company_name && !hiddenKeys.has(reviewKey(r)),
        ),
        ...held.filter((h) => h.provider === p.company_name && h.decision === 'publish'),
      ].map((r) => r.overall_rating);
      expect(stored['total_reviews']).toBe(ratings.length);
      const avg = ratings.length
        ? Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 100) / 100
        : 0;
      expect(stored['average_rating']).toBeCloseTo(avg, 2);
    }
    expect(buildDataset(SIZE)).toEqual(data);
  });

  it('leaves the listings no company claimed without owner, the others with theirs', async () => {
    const owners = new Map(data.providers.map((p) => [p.company_name, p.owner]));
    const stored = await su.collection('providers').getFullList({
      fields: 'company_name,user,expand.user.email',
      expand: 'user',
      batch: 1000,
    });
    const seeded = stored.filter((p) => owners.has(String(p['company_name'])));
    expect(seeded).toHaveLength(30);
    const held = seeded.filter((p) => owners.get(String(p['company_name'])) === null);
    expect(held.length).toBeGreaterThan(0);
    for (const p of seeded) {
      const owner = owners.get(String(p['company_name']));
      if (owner === null) expect(p['user']).toBe('');
      else expect(p.expand?.['user']?.['email']).toBe(owner);
    }
  });

  it("dates the reviews over the last three years, the demo HR professional's recently", async () => {
    const providers = await seededProviders();
    const ids = new Set(providers.map((p) => p.id));
    const reviews = (
      await su.collection('my_reviews').getFullList({ fields: 'provider,created', batch: 1000 })
    ).filter((r) => ids.has(r['provider']));
    const days = reviews.map(
      (r) => (Date.now() - Date.parse(String(r['created']).replace(' ', 'T'))) / 86_400_000,
    );
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(3 * 365 + 1);
    expect(Math.max(...days)).toBeGreaterThan(365);
    const lastYear = days.filter((d) => d <= 365).length / days.length;
    expect(lastYear).toBeGreaterThan(0.3);
    expect(lastYear).toBeLessThan(0.8);
    expect(new Set(reviews.map((r) => String(r['created']).slice(0, 10))).size).toBeGreaterThan(
      days.length / 2,
    );
    const hr = await su
      .collection('users')
      .getFirstListItem(su.filter('email = {:e}', { e: DEMO_ACCOUNTS.hr }), { fields: 'id' });
    const mine = await su.collection('my_reviews').getFullList({
      filter: su.filter('reviewer = {:u}', { u: hr.id }),
      fields: 'created',
    });
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) {
      expect(Date.now() - Date.parse(String(r['created']).replace(' ', 'T'))).toBeLessThan(
        30 * 86_400_000,
      );
    }
  });

  it('adds provider replies, reports in each state and helpful votes, kept exact by the server', async () => {
    const providers = await seededProviders();
    const ids = providers.map((p) => p.id);
    const byProvider = async (collection: string, fields: string) =>
      (await su.collection(collection).getFullList({ fields, batch: 1000 })).filter((r) =>
        ids.includes(r['provider']),
      );

    const replies = await byProvider(
      'review_replies',
      'provider,author,created,edited_at,rejoinder',
    );
    expect(replies).toHaveLength(data.replies.length);
    expect(replies.length).toBeGreaterThan(0);
    const owners = new Map(providers.map((p) => [p.id, p]));
    expect(replies.every((r) => owners.has(r['provider']) && r['author'])).toBe(true);
    expect(replies.filter((r) => r['edited_at']).length).toBe(
      data.replies.filter((r) => r.editedAgeDays !== null).length,
    );
    expect(replies.filter((r) => r['rejoinder']).length).toBe(
      data.replies.filter((r) => r.rejoinder).length,
    );
    // Dated in the past (the reply time shows on the page), so nobody was e-mailed about them.
    expect(
      replies.every((r) => Date.parse(String(r['created']).replace(' ', 'T')) < Date.now()),
    ).toBe(true);

    const reports = await byProvider('review_reports', 'provider,status,by_owner,decided_by');
    const expected = {
      open: data.reports.filter((r) => r.decision === null).length,
      upheld: data.reports.filter((r) => r.decision === 'remove').length,
      dismissed: data.reports.filter((r) => r.decision === 'keep').length,
    };
    for (const [status, n] of Object.entries(expected)) {
      expect({ status, n: reports.filter((r) => r['status'] === status).length }).toEqual({
        status,
        n,
      });
      expect(n).toBeGreaterThan(0);
    }
    expect(reports.some((r) => r['by_owner'] && r['status'] === 'upheld')).toBe(true);
    // Decided through the admin route by the demo admin (audited).
    expect(reports.filter((r) => r['status'] !== 'open').every((r) => r['decided_by'])).toBe(true);

    const reviews = (
      await su.collection('reviews').getFullList({
        fields: 'provider,moderation,hidden,helpful_count',
        batch: 1000,
      })
    ).filter((r) => ids.includes(r['provider']));
    expect(reviews.filter((r) => r['hidden']).length).toBe(hiddenKeys.size + heldHidden);
    expect(reviews.some((r) => r['moderation'] === 'under_review')).toBe(true);
    expect(reviews.some((r) => r['moderation'] === 'removed')).toBe(true);

    const votes = await byProvider('helpful_votes', 'provider');
    expect(votes).toHaveLength(data.votes.length);
    expect(reviews.reduce((n, r) => n + r['helpful_count'], 0)).toBe(data.votes.length);
  });

  it('signs in the demo accounts with the local demo password', async () => {
    for (const email of [
      DEMO_ACCOUNTS.admin,
      DEMO_ACCOUNTS.hr,
      DEMO_ACCOUNTS.provider,
      PENDING_USER.email,
    ]) {
      const pb = new PocketBase(inject('pbUrl'));
      const auth = await pb.collection('users').authWithPassword(email, DEMO_PASSWORD);
      expect(auth.record['approved']).toBe(email !== PENDING_USER.email);
    }
    const admin = new PocketBase(inject('pbUrl'));
    const a = await admin.collection('users').authWithPassword(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    expect(a.record['is_admin']).toBe(true);
    const owner = new PocketBase(inject('pbUrl'));
    const o = await owner
      .collection('users')
      .authWithPassword(DEMO_ACCOUNTS.provider, DEMO_PASSWORD);
    const mine = await owner
      .collection('providers')
      .getFullList({ filter: owner.filter('user = {:id}', { id: o.record.id }) });
    expect(mine.map((p) => p['company_name'])).toEqual(['Nómina Ágil']);
  });

  it('records the approval rule of each account as the hooks decide it from its evidence', async () => {
    const expected = new Map(
      withApprovalRules(data).map((u) => [
        u.email,
        !u.approved
          ? ''
          : (u.approved_by ??
            (/@(demo\.)?lapieza\.io$/.test(u.email) ? 'company_domain' : 'admin')),
      ]),
    );
    expected.set(PENDING_USER.email, '');
    const stored = await su.collection('users').getFullList({
      fields: 'email,approved,approved_by,verified',
      batch: 1000,
    });
    const seeded = stored.filter((u) => expected.has(u['email']));
    expect(seeded).toHaveLength(expected.size);
    const counts: Record<string, number> = {};
    for (const u of seeded) {
      expect([u['email'], u['approved_by']]).toEqual([u['email'], expected.get(u['email'])]);
      counts[u['approved_by']] = (counts[u['approved_by']] ?? 0) + 1;
    }
    // Most by their company address; the pending one waits (the full-size mix: seed-dataset.test.ts).
    expect(counts['company_domain']).toBeGreaterThan(seeded.length / 2);
    expect(counts['']).toBe(1);
    const pending = seeded.find((u) => u['email'] === PENDING_USER.email)!;
    expect([pending['verified'], pending['approved']]).toEqual([true, false]);
  });

  it('gives the transparency report a history: held copies decided over past months, approvals dated, a warning', async () => {
    expect(held.length).toBeGreaterThanOrEqual(4);
    const ids = new Set((await seededProviders()).map((p) => p.id));
    const signals = (
      await su.collection('review_signals').getFullList({
        fields: 'provider,created,held,decision,decided_at',
        batch: 1000,
      })
    ).filter((s) => ids.has(s['provider']));
    const heldRows = signals.filter((s) => s['held']);
    // Exactly the copies: the demo's own reviews are never held.
    expect(heldRows).toHaveLength(held.length);
    expect(signals).toHaveLength(data.reviews.length + held.length);
    const month = (iso: unknown) => String(iso).slice(0, 7);
    const decided = heldRows.filter((s) => s['decision']);
    expect(decided.map((s) => s['decision']).sort()).toEqual(
      held.flatMap((h) => (h.decision ? [h.decision] : [])).sort(),
    );
    expect(new Set(decided.map((s) => month(s['decided_at']))).size).toBeGreaterThan(1);
    expect(new Set(signals.map((s) => month(s['created']))).size).toBeGreaterThan(6);

    const ages = accountAges(data, withApprovalRules(data));
    const users = await su.collection('users').getFullList({
      fields: 'email,created,approved_at,approved_by',
      filter: "approved_at != ''",
      batch: 1000,
    });
    const seeded = users.filter((u) => ages.has(String(u['email']).toLowerCase()));
    expect(new Set(seeded.map((u) => month(u['approved_at']))).size).toBeGreaterThan(6);
    for (const u of seeded) {
      const wait =
        Date.parse(String(u['approved_at']).replace(' ', 'T')) -
        Date.parse(String(u['created']).replace(' ', 'T'));
      expect(wait).toBeGreaterThan(0);
      if (u['approved_by'] === 'admin') expect(wait).toBeGreaterThan(3600_000);
    }
    const warnings = await su
      .collection('provider_warnings')
      .getFullList({ fields: 'created,lifted_at' });
    expect(
      warnings.some(
        (w) =>
          w['lifted_at'] &&
          Date.now() - Date.parse(String(w['created']).replace(' ', 'T')) > 30 * 86_400_000,
      ),
    ).toBe(true);
  });

  it('is idempotent: a second run skips, a forced run finds everything in place', async () => {
    const again = await seed(options());
    expect(again.skipped).toBe(true);
    const forced = await seed({ ...options(), force: true });
    expect(forced.skipped).toBe(false);
    for (const [name, step] of Object.entries(forced.steps)) {
      expect({ name, created: step.created }).toEqual({ name, created: 0 });
    }
    const providers = await seededProviders();
    expect(providers).toHaveLength(30);
    expect(await seededReviewCount(providers.map((p) => p.id))).toBe(
      data.reviews.length + held.length,
    );
  }, 120_000);
});

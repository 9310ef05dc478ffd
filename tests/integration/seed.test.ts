// The demo seed against the integration PocketBase, at a small size: counts, server-kept
// aggregates matching the dataset, determinism of names and idempotency.
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDataset, isSeeded, seed, type SeedReport } from '../../scripts/seed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PENDING_USER } from '../../scripts/seed-data/dataset.ts';

const SIZE = { providers: 30, reviews: 120 };
const options = () => ({
  url: inject('pbUrl'),
  email: inject('superuserEmail'),
  password: inject('superuserPassword'),
  ...SIZE,
  log: () => {},
});
const data = buildDataset(SIZE);

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
    expect(await seededReviewCount(providers.map((p) => p.id))).toBe(data.reviews.length);

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
      // The server keeps the aggregates; they must match the generated reviews exactly.
      const ratings = data.reviews
        .filter((r) => r.provider === p.company_name)
        .map((r) => r.overall_rating);
      expect(stored['total_reviews']).toBe(ratings.length);
      const avg = ratings.length
        ? Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 100) / 100
        : 0;
      expect(stored['average_rating']).toBeCloseTo(avg, 2);
    }
    expect(buildDataset(SIZE)).toEqual(data);
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
    expect(await seededReviewCount(providers.map((p) => p.id))).toBe(data.reviews.length);
  }, 120_000);
});

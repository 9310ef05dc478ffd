// Quarterly recognitions (docs/DECISIONS.md § Quarterly recognitions): a published quarter is
// frozen (later edits, new reviews and hides change none of its rows), publishing twice
// changes nothing, and nobody writes the rows through the records API.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorCodeOf } from '@/lib/contract/errors';
import {
  anonymous,
  errorOf,
  honestText,
  makeProvider,
  makeUser,
  statusOf,
  superuser,
  uid,
} from './helpers';

// An old quarter no other test file publishes, and the one before it (the growth base).
const QUARTER = '2024-t2';
/** A day within 2024-t1 (i = 0) or 2024-t2 (i = 1), at noon UTC, 3 days apart per review. */
const dated = (quarterIndex: number, n: number) =>
  new Date(Date.UTC(2024, quarterIndex * 3, 2 + n * 3, 12)).toISOString();

interface Row {
  id: string;
  quarter: string;
  kind: string;
  provider: string;
  category: string;
  country: string;
  value: number;
  reviews: number;
  base: number;
  eligible: number;
}

const publish = (quarter: string, pb: PocketBase = superuser()) =>
  pb.send<{ quarter: string; published: boolean; recognitions: number }>(
    `/api/lp/recognitions/publish?quarter=${quarter}`,
    { method: 'POST' },
  );

let category = '';
let best: { id: string } = { id: '' };
let fair: { id: string } = { id: '' };
const bestReviews: string[] = [];

async function review(provider: string, rating: number, created: string): Promise<string> {
  const member = await makeUser();
  const r = await superuser()
    .collection('reviews')
    .create({
      provider,
      reviewer: member.id,
      title: `Servicio ${uid()}`,
      review_text: honestText(),
      overall_rating: rating,
      original_created: created,
    });
  return r.id;
}

async function rowsOf(quarter: string): Promise<Row[]> {
  const rows = await superuser()
    .collection('recognitions')
    .getFullList<Row>({ filter: `quarter = "${quarter}" && category = "${category}"`, sort: 'id' });
  return rows.map((r) => ({
    id: r.id,
    quarter: r.quarter,
    kind: r.kind,
    provider: r.provider,
    category: r.category,
    country: r.country,
    value: r.value,
    reviews: r.reviews,
    base: r.base,
    eligible: r.eligible,
  }));
}

beforeAll(async () => {
  const su = superuser();
  const cat = await su
    .collection('service_categories')
    .create({ name: `rec-${uid()}`, label: 'Reconocida', active: true });
  category = String(cat['name']);
  const owner = await makeUser({ user_type: 'provider' });
  best = await makeProvider(owner.id, { categories: [category], headquarters_country: 'Chile' });
  fair = await makeProvider(owner.id, { categories: [category], headquarters_country: 'Chile' });
  // best: 5 reviews in 2024-t1, 10 in 2024-t2, all 5 stars (12 months: 15 at 5.0; +100 %).
  for (let n = 0; n < 5; n++) bestReviews.push(await review(best.id, 5, dated(0, n)));
  for (let n = 0; n < 10; n++) bestReviews.push(await review(best.id, 5, dated(1, n)));
  // fair: 10 reviews in 2024-t2 at 4 stars (under 4.2; no base to grow from).
  for (let n = 0; n < 10; n++) await review(fair.id, 4, dated(1, n));
}, 240_000);

describe('quarterly recognitions', () => {
  it('publishes a quarter once, with the figures of its public reviews', async () => {
    const first = await publish(QUARTER);
    expect(first).toMatchObject({ quarter: QUARTER, published: true });
    const rows = await rowsOf(QUARTER);
    expect(rows.map(({ id: _, ...r }) => r).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      {
        quarter: QUARTER,
        kind: 'fastest_growing',
        provider: best.id,
        category,
        country: 'Chile',
        value: 1,
        reviews: 10,
        base: 5,
        eligible: 1,
      },
      {
        quarter: QUARTER,
        kind: 'top_rated',
        provider: best.id,
        category,
        country: 'Chile',
        value: 5,
        reviews: 15,
        base: 0,
        eligible: 1,
      },
    ]);
    // The quarter's row and the outbox event that re-renders the archive and the provider.
    const q = await anonymous()
      .collection('recognition_quarters')
      .getFirstListItem(`quarter = "${QUARTER}"`);
    expect(q['recognitions']).toBe(first.recognitions);
    const events = await superuser()
      .collection('change_events')
      .getFullList({ filter: `topic = "recognition" && record_id = "${q.id}"` });
    expect(events).toHaveLength(1);
    expect(events[0]!['data']).toMatchObject({ quarter: QUARTER });
    expect((events[0]!['data'] as { providers: string[] }).providers).toContain(best.id);
    // Public read.
    const seen = await anonymous()
      .collection('recognitions')
      .getFullList({ filter: `provider = "${best.id}"` });
    expect(seen).toHaveLength(2);

    // Twice: nothing new.
    const again = await publish(QUARTER);
    expect(again).toEqual({ quarter: QUARTER, published: false, recognitions: first.recognitions });
    expect(await rowsOf(QUARTER)).toEqual(rows);
  });

  it('keeps the published quarter frozen: a later edit, new review or hide changes no row', async () => {
    const before = await rowsOf(QUARTER);
    expect(before).toHaveLength(2);
    const su = superuser();
    await su.collection('reviews').update(bestReviews[14]!, { overall_rating: 1 });
    await su.collection('reviews').update(bestReviews[13]!, { moderation: 'removed' });
    await review(fair.id, 5, dated(1, 12));
    await review(best.id, 5, dated(1, 13));
    expect((await publish(QUARTER)).published).toBe(false);
    expect(await rowsOf(QUARTER)).toEqual(before);
    // The same data computed for a quarter not yet published does see the changes: the
    // freeze, not the data, kept the rows (best's 2024-t2 reviews read 5 and 1 after the edit).
    await publish('2024-t3');
    const later = await rowsOf('2024-t3');
    const top = later.find((r) => r.kind === 'top_rated' && r.provider === best.id);
    expect(top?.reviews).toBe(15);
    expect(top?.value).toBe(4.73);
  });

  it('refuses every write of the rows through the records API, even a superuser’s', async () => {
    const [row] = await rowsOf(QUARTER);
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    const member = await makeUser();
    const body = {
      quarter: QUARTER,
      kind: 'top_rated',
      provider: fair.id,
      category,
      country: 'Chile',
      value: 5,
    };
    for (const pb of [superuser(), admin.pb, member.pb, anonymous()]) {
      expect(await statusOf(pb.collection('recognitions').create(body))).toBeGreaterThanOrEqual(
        400,
      );
      expect(
        await statusOf(pb.collection('recognitions').update(row!.id, { value: 1 })),
      ).toBeGreaterThanOrEqual(400);
      expect(await statusOf(pb.collection('recognitions').delete(row!.id))).toBeGreaterThanOrEqual(
        400,
      );
      expect(
        await statusOf(
          pb
            .collection('recognition_quarters')
            .create({ quarter: '2023-t1', published_at: '2024-01-01 00:00:00.000Z' }),
        ),
      ).toBeGreaterThanOrEqual(400);
    }
    const err = await errorOf(superuser().collection('recognitions').update(row!.id, { value: 1 }));
    expect(err.status).toBe(403);
    expect(errorCodeOf(err)).toBe('recognition_frozen');
    expect(await rowsOf(QUARTER)).toContainEqual(row);
  });

  it('publishes only ended quarters given as AAAA-tN, and only for superusers', async () => {
    for (const bad of ['2024-t5', '2024-T2', 'ayer', '', '2999-t1']) {
      const err = await errorOf(publish(bad));
      expect(err.status).toBe(400);
      expect(errorCodeOf(err)).toBe('recognition_quarter_invalid');
    }
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    expect(await statusOf(publish('2023-t4', admin.pb))).toBe(403);
    expect(await statusOf(publish('2023-t4', anonymous()))).toBe(401);
    expect(
      await superuser()
        .collection('recognition_quarters')
        .getList(1, 1, { filter: 'quarter = "2023-t4"' }),
    ).toMatchObject({ totalItems: 0 });
  });
});

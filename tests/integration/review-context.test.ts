// a review's context and sub-ratings. Every value is checked on the server with a
// Spanish message per bad field (nothing stored); the contract model and cost band never leave
// the server except as aggregates of at least 3 public reviews; the per-provider aggregate
// (`review_facts`) is exact after every review change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorText, type ErrorCode } from '@/lib/contract/errors';
import {
  PRIVATE_AGGREGATE_MIN,
  reviewFacts,
  SUB_RATINGS,
  type ReviewFacts,
} from '@/lib/contract/review-context';
import {
  honestText,
  anonymous,
  errorOf,
  makeProvider,
  makeUser,
  superuser,
  type Actor,
} from './helpers';

const FULL = {
  service: 'recruiting',
  company_size: '51-200',
  reviewer_country: 'Colombia',
  industry: 'retail',
  relationship_duration: '1-2y',
  relationship_status: 'ongoing',
  would_recommend: true,
  rating_quality: 5,
  rating_compliance: 4,
  rating_support: 3,
  rating_value: 4,
  contract_model: 'per_employee_month',
  cost_band: '2k-5k',
};

async function setup(categories = ['recruiting', 'payroll']) {
  const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
  const p = await makeProvider(owner.id, { categories });
  return { owner, p };
}

const body = (provider: string, extra: Record<string, unknown> = {}) => ({
  provider,
  title: 'Buen servicio',
  review_text: honestText(),
  overall_rating: 4,
  ...extra,
});

async function factsOf(providerId: string): Promise<ReviewFacts | null> {
  const list = await superuser()
    .collection('review_facts')
    .getFullList({ filter: superuser().filter('provider = {:p}', { p: providerId }) });
  return (list[0]?.['facts'] as ReviewFacts | undefined) ?? null;
}

describe('review context: validation', () => {
  it.each<[string, Record<string, unknown>, ErrorCode]>([
    [
      'a service outside the provider categories',
      { service: 'benefits' },
      'review_service_invalid',
    ],
    ['an unknown company size', { company_size: '5-9' }, 'review_company_size_invalid'],
    ['an unknown country', { reviewer_country: 'Atlantis' }, 'review_country_invalid'],
    ['an unknown industry', { industry: 'piratería' }, 'review_industry_invalid'],
    ['an unknown duration', { relationship_duration: '100y' }, 'review_duration_invalid'],
    [
      'an unknown relationship state',
      { relationship_status: 'quizás' },
      'review_relationship_invalid',
    ],
    ['a sub-rating above 5', { rating_support: 6 }, 'review_subrating_invalid'],
    ['a fractional sub-rating', { rating_value: 2.5 }, 'review_subrating_invalid'],
    ['an unknown contract model', { contract_model: 'gratis' }, 'review_contract_model_invalid'],
    ['an unknown cost band', { cost_band: 'mucho' }, 'review_cost_band_invalid'],
  ])('refuses %s with its Spanish message and stores nothing', async (_, bad, code) => {
    const { p } = await setup();
    const member = await makeUser();
    const err = await errorOf(
      member.pb.collection('reviews').create(body(p.id, { ...FULL, ...bad })),
    );
    expect(err.status).toBe(400);
    const field = Object.keys(bad)[0]!;
    const entry = err.response['data'][field] as { code: string; message: string };
    expect(entry.code).toBe(code);
    expect(entry.message).toMatch(/^[A-ZÁÉÍÓÚ«La]/);
    expect((err.response['data']['error'] as { code: string }).code).toBe(code);
    const stored = await superuser()
      .collection('reviews')
      .getFullList({ filter: superuser().filter('provider = {:p}', { p: p.id }) });
    expect(stored).toHaveLength(0);
  });

  it('names every bad field at once, each with its own message', async () => {
    const { p } = await setup();
    const member = await makeUser();
    const err = await errorOf(
      member.pb
        .collection('reviews')
        .create(body(p.id, { ...FULL, industry: 'x', rating_quality: 9, cost_band: 'y' })),
    );
    const data = err.response['data'] as Record<string, { code: string; message: string }>;
    expect(data['industry']!.message).toBe(errorText('review_industry_invalid'));
    expect(data['rating_quality']!.message).toBe(errorText('review_subrating_invalid'));
    expect(data['cost_band']!.code).toBe('review_cost_band_invalid');
  });

  it('refuses a bad value on an edit and keeps the stored one', async () => {
    const { p } = await setup();
    const member = await makeUser();
    const r = await member.pb.collection('reviews').create(body(p.id, FULL));
    const err = await errorOf(
      member.pb.collection('reviews').update(r.id, { company_size: 'enorme', cost_band: 'z' }),
    );
    expect(err.status).toBe(400);
    const stored = await superuser().collection('reviews').getOne(r.id);
    expect(stored['company_size']).toBe('51-200');
    expect(stored['cost_band']).toBe('2k-5k');
  });

  it('keeps a review without any context valid (older reviews)', async () => {
    const { p } = await setup();
    const member = await makeUser();
    const r = await member.pb.collection('reviews').create(body(p.id));
    expect(r['service']).toBe('');
    expect(r['rating_quality']).toBe(0);
    expect(r['recommend_answered']).toBe(false);
  });

  it('refuses an admin setting the context of someone else’s review', async () => {
    const { p } = await setup();
    const member = await makeUser();
    const admin = await makeUser({ roles: ['admin'], email: `a-${Date.now()}@lapieza.io` });
    const r = await member.pb.collection('reviews').create(body(p.id, FULL));
    const err = await errorOf(admin.pb.collection('reviews').update(r.id, { cost_band: 'lt-500' }));
    expect(err.status).toBe(403);
    expect((await superuser().collection('reviews').getOne(r.id))['cost_band']).toBe('2k-5k');
  });
});

describe('review context: private contract model and cost band', () => {
  it('stores them but returns them to nobody through the records API, not even the author', async () => {
    const { owner, p } = await setup();
    const member = await makeUser();
    const r = await member.pb.collection('reviews').create(body(p.id, FULL));
    expect(r['contract_model']).toBeUndefined();
    expect(r['cost_band']).toBeUndefined();
    const stored = await superuser().collection('reviews').getOne(r.id);
    expect(stored['cost_band']).toBe('2k-5k');
    for (const pb of [member.pb, owner.pb, anonymous()]) {
      const one = await pb.collection('reviews').getOne(r.id);
      expect(one['cost_band']).toBeUndefined();
      expect(one['contract_model']).toBeUndefined();
      const list = await pb
        .collection('reviews')
        .getFullList({ filter: pb.filter('provider = {:p}', { p: p.id }) });
      expect(JSON.stringify(list)).not.toContain('2k-5k');
    }
  });

  it('reach only the author’s own data export, not the provider owner’s', async () => {
    const { owner, p } = await setup();
    const member = await makeUser();
    await member.pb.collection('reviews').create(body(p.id, FULL));
    const exportOf = async (a: Actor) =>
      JSON.stringify(await a.pb.send('/api/lp/account/export', { method: 'GET' }));
    expect(await exportOf(member)).toContain('"cost_band":"2k-5k"');
    expect(await exportOf(owner)).not.toContain('2k-5k');
  });

  it('cannot be found out through filters or sorts', async () => {
    const { p } = await setup();
    const member = await makeUser();
    await member.pb.collection('reviews').create(body(p.id, FULL));
    for (const filter of ['cost_band = "2k-5k"', 'contract_model != ""']) {
      const err = await errorOf(
        anonymous()
          .collection('reviews')
          .getList(1, 1, { filter: `provider = "${p.id}" && ${filter}` }),
      );
      expect(err.status).toBe(400);
    }
    const viaProvider = await errorOf(
      anonymous()
        .collection('providers')
        .getList(1, 1, { filter: `reviews_via_provider.cost_band ?= "2k-5k"` }),
    );
    expect(viaProvider.status).toBe(400);
  });

  it('shows them as counts only once at least 3 public reviews gave them', async () => {
    const { p } = await setup();
    for (let i = 0; i < PRIVATE_AGGREGATE_MIN; i++) {
      const member = await makeUser();
      await member.pb.collection('reviews').create(body(p.id, { ...FULL, cost_band: 'lt-500' }));
      const facts = await anonymous()
        .collection('review_facts')
        .getFirstListItem(anonymous().filter('provider = {:p}', { p: p.id }));
      const f = facts['facts'] as ReviewFacts;
      if (i + 1 < PRIVATE_AGGREGATE_MIN) {
        expect(f.cost_bands).toBeUndefined();
        expect(f.contract_models).toBeUndefined();
      } else {
        expect(f.cost_bands).toEqual({ n: 3, counts: { 'lt-500': 3 } });
        expect(f.contract_models).toEqual({ n: 3, counts: { per_employee_month: 3 } });
      }
    }
  });

  it('nobody writes review_facts through the API', async () => {
    const { owner, p } = await setup();
    const member = await makeUser();
    await member.pb.collection('reviews').create(body(p.id, FULL));
    const row = await superuser()
      .collection('review_facts')
      .getFirstListItem(superuser().filter('provider = {:p}', { p: p.id }));
    for (const pb of [owner.pb, member.pb]) {
      expect(
        (await errorOf(pb.collection('review_facts').update(row.id, { facts: {} }))).status,
      ).toBe(403);
      expect(
        (await errorOf(pb.collection('review_facts').create({ provider: p.id, facts: {} }))).status,
      ).toBe(403);
    }
  });
});

/** The aggregate recounted from the reviews table (superuser read), independently. */
async function recount(providerId: string) {
  const su = superuser();
  const rows = await su.collection('reviews').getFullList({
    filter: su.filter('provider = {:p} && hidden = false', { p: providerId }),
  });
  const sub: Record<string, { avg: number; n: number }> = {};
  for (const f of SUB_RATINGS) {
    const given = rows.map((r) => Number(r[f])).filter((n) => n > 0);
    sub[f] = {
      avg: given.length
        ? Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 100) / 100
        : 0,
      n: given.length,
    };
  }
  const answered = rows.filter((r) => r['recommend_answered'] === true);
  const out: Record<string, unknown> = {
    sub,
    recommend: {
      yes: answered.filter((r) => r['would_recommend'] === true).length,
      n: answered.length,
    },
  };
  const bands = rows.filter((r) => r['cost_band']);
  if (bands.length >= 3) {
    const counts: Record<string, number> = {};
    for (const r of bands)
      counts[String(r['cost_band'])] = (counts[String(r['cost_band'])] ?? 0) + 1;
    out['cost_bands'] = { n: bands.length, counts };
  }
  const models = rows.filter((r) => r['contract_model']);
  if (models.length >= 3) {
    const counts: Record<string, number> = {};
    for (const r of models) {
      counts[String(r['contract_model'])] = (counts[String(r['contract_model'])] ?? 0) + 1;
    }
    out['contract_models'] = { n: models.length, counts };
  }
  return out;
}

describe('review context: aggregates', () => {
  it('stay exact after any sequence of creates, edits, hides, restores and deletes (property)', async () => {
    const { p } = await setup();
    const members: Actor[] = [];
    for (let i = 0; i < 5; i++) members.push(await makeUser());
    const written = new Map<number, string>();
    const rating = fc.integer({ min: 0, max: 5 });
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('write' as const),
        m: fc.nat(members.length - 1),
        q: rating,
        c: rating,
        s: rating,
        v: rating,
        recommend: fc.option(fc.boolean(), { nil: undefined }),
        band: fc.constantFrom('', 'lt-500', '5k-15k'),
        model: fc.constantFrom('', 'success_fee', 'per_project'),
      }),
      fc.record({
        kind: fc.constantFrom('hide' as const, 'restore' as const, 'delete' as const),
        m: fc.nat(members.length - 1),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          const member = members[o.m]!;
          const id = written.get(o.m);
          if (o.kind === 'write') {
            const values = {
              rating_quality: o.q,
              rating_compliance: o.c,
              rating_support: o.s,
              rating_value: o.v,
              cost_band: o.band,
              contract_model: o.model,
              ...(o.recommend === undefined ? {} : { would_recommend: o.recommend }),
            };
            if (id) await member.pb.collection('reviews').update(id, values);
            else
              written.set(
                o.m,
                (await member.pb.collection('reviews').create(body(p.id, values))).id,
              );
          } else if (id) {
            if (o.kind === 'delete') {
              await superuser().collection('reviews').delete(id);
              written.delete(o.m);
            } else {
              await superuser()
                .collection('reviews')
                .update(id, { moderation: o.kind === 'hide' ? 'removed' : '' });
            }
          }
          // No row yet: the provider never had a review (the empty aggregate).
          expect((await factsOf(p.id)) ?? reviewFacts([])).toEqual(await recount(p.id));
        }
      }),
      { numRuns: 10 },
    );
  });
});

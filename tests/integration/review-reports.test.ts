// Issue 13, slice B: reports and moderation. Who may report/decide is in permissions.test.ts
// (review_reports); this file checks the effects: the label, hiding, decisions, and that a
// hidden review leaves no trace in public answers or aggregates (exact against a recount).
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { anonymous, errorOf, makeProvider, makeUser, superuser, type Actor } from './helpers';

let owner: Actor;
let admin: Actor;
let member: Actor;

beforeAll(async () => {
  [owner, admin, member] = await Promise.all([
    makeUser({ roles: ['provider'], user_type: 'provider' }),
    makeUser({ roles: ['admin'], email: `admin-rep-${Date.now()}@lapieza.io` }),
    makeUser(),
  ]);
});

async function reviewOf(providerId: string, rating: number, extra: Record<string, unknown> = {}) {
  const author = await makeUser();
  const r = await superuser()
    .collection('reviews')
    .create({
      provider: providerId,
      reviewer: author.id,
      title: `Reseña ${rating}`,
      review_text: 'Texto de la reseña. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: rating,
      ...extra,
    });
  return { review: r, author };
}

const decide = (id: string, decision: string, reason = 'Revisado por el equipo') =>
  admin.pb.send(`/api/lp/admin/reviews/${id}/moderation`, {
    method: 'POST',
    body: { decision, reason },
  });

/** The provider's stored aggregates and a recount over what the public API shows. */
async function aggregates(providerId: string) {
  const p = await anonymous().collection('providers').getOne(providerId);
  const list = await anonymous()
    .collection('reviews')
    .getFullList({ filter: `provider = "${providerId}"`, fields: 'id,overall_rating' });
  const sum = list.reduce((s, r) => s + Number(r['overall_rating']), 0);
  return {
    stored: { total: p['total_reviews'], average: p['average_rating'] },
    recount: {
      total: list.length,
      average: list.length ? Math.round((sum / list.length) * 100) / 100 : 0,
    },
    ids: list.map((r) => r.id),
  };
}

describe('reporting a review', () => {
  it('labels it "under review" and keeps it public for spam-like reasons', async () => {
    const p = await makeProvider(owner.id);
    const { review } = await reviewOf(p.id, 4);
    await member.pb.collection('review_reports').create({ review: review.id, reason: 'spam' });
    const seen = await anonymous().collection('reviews').getOne(review.id);
    expect(seen['moderation']).toBe('under_review');
    expect(seen['hidden']).toBe(false);
  });

  it.each(['harmful', 'personal_data'])(
    'hides it until decided for "%s", and every aggregate and reply follows',
    async (reason) => {
      const p = await makeProvider(owner.id);
      await reviewOf(p.id, 5);
      const { review } = await reviewOf(p.id, 1);
      await superuser().collection('review_replies').create({ review: review.id, body: 'Resp' });
      expect((await aggregates(p.id)).stored).toEqual({ total: 2, average: 3 });

      await member.pb.collection('review_reports').create({ review: review.id, reason });
      const a = await aggregates(p.id);
      expect(a.ids).not.toContain(review.id);
      expect(a.stored).toEqual(a.recount);
      expect(a.stored).toEqual({ total: 1, average: 5 });
      expect((await errorOf(anonymous().collection('reviews').getOne(review.id))).status).toBe(404);
      const replies = await anonymous()
        .collection('review_replies')
        .getList(1, 10, { filter: `review = "${review.id}"` });
      expect(replies.totalItems).toBe(0);
      // The provider's owner no longer sees it either; the admin does.
      const ownerView = await owner.pb
        .collection('reviews')
        .getList(1, 10, { filter: `id = "${review.id}"` });
      expect(ownerView.totalItems).toBe(0);
      expect((await admin.pb.collection('reviews').getOne(review.id))['moderation']).toBe('held');
    },
  );

  it("refuses a second open report by the same person, and one's own review", async () => {
    const p = await makeProvider(owner.id);
    const { review, author } = await reviewOf(p.id, 3);
    await member.pb.collection('review_reports').create({ review: review.id, reason: 'spam' });
    const dup = await errorOf(
      member.pb.collection('review_reports').create({ review: review.id, reason: 'not_real' }),
    );
    expect(dup.status).toBe(400);
    expect(errorCodeOf(dup)).toBe('report_duplicate');
    const own = await errorOf(
      author.pb.collection('review_reports').create({ review: review.id, reason: 'spam' }),
    );
    expect(own.status).toBe(403);
    expect(errorCodeOf(own)).toBe('report_own_review');
    // Decided: the same person may report again.
    await decide(review.id, 'keep');
    await member.pb.collection('review_reports').create({ review: review.id, reason: 'spam' });
  });

  it('never lets a client set moderation or hidden', async () => {
    const p = await makeProvider(owner.id);
    const { review, author } = await reviewOf(p.id, 2);
    const updated = await author.pb
      .collection('reviews')
      .update(review.id, { hidden: true, moderation: 'removed', title: 'Nuevo título' });
    expect(updated['hidden']).toBe(false);
    expect(updated['moderation']).toBe('');
    const byAdmin = await admin.pb
      .collection('reviews')
      .update(review.id, { moderation: 'removed' });
    expect(byAdmin['moderation']).toBe('');
  });
});

describe('admin decisions', () => {
  it('keep removes the label and dismisses the open reports', async () => {
    const p = await makeProvider(owner.id);
    const { review } = await reviewOf(p.id, 4);
    const rep = await member.pb
      .collection('review_reports')
      .create({ review: review.id, reason: 'other_company', detail: 'Habla de otra' });
    const res = await decide(review.id, 'keep');
    expect(res).toMatchObject({ moderation: '', hidden: false, reports_closed: 1 });
    expect((await anonymous().collection('reviews').getOne(review.id))['moderation']).toBe('');
    const after = await admin.pb.collection('review_reports').getOne(rep.id);
    expect(after['status']).toBe('dismissed');
    expect(after['decision_reason']).toBe('Revisado por el equipo');
  });

  it('remove hides it from the public and from the aggregates, kept and reversible', async () => {
    const p = await makeProvider(owner.id);
    await reviewOf(p.id, 4);
    const { review } = await reviewOf(p.id, 2);
    const rep = await owner.pb
      .collection('review_reports')
      .create({ review: review.id, reason: 'not_real' });
    expect(rep['by_owner']).toBe(true);
    await decide(review.id, 'remove');
    let a = await aggregates(p.id);
    expect(a.ids).not.toContain(review.id);
    expect(a.stored).toEqual({ total: 1, average: 4 });
    expect((await admin.pb.collection('review_reports').getOne(rep.id))['status']).toBe('upheld');
    await decide(review.id, 'restore');
    a = await aggregates(p.id);
    expect(a.ids).toContain(review.id);
    expect(a.stored).toEqual({ total: 2, average: 3 });
    expect(a.stored).toEqual(a.recount);
  });

  it('lets an admin hide any review directly, without reports, and audits it', async () => {
    const p = await makeProvider(owner.id);
    const { review } = await reviewOf(p.id, 5);
    await decide(review.id, 'remove', 'Contenido ofensivo');
    expect((await errorOf(anonymous().collection('reviews').getOne(review.id))).status).toBe(404);
    const audit = await admin.pb
      .collection('audit_log')
      .getList(1, 5, { filter: `target = "reviews/${review.id}"` });
    expect(audit.items.map((r) => r['action'])).toContain('review_moderation_remove');
  });

  it('refuses a decision without a reason or with an unknown decision', async () => {
    const p = await makeProvider(owner.id);
    const { review } = await reviewOf(p.id, 5);
    expect(errorCodeOf(await errorOf(decide(review.id, 'keep', ' ')))).toBe('decision_reason');
    expect(errorCodeOf(await errorOf(decide(review.id, 'borrar')))).toBe('decision_invalid');
    // A body that is not a decision's (a number for the reason): the same refusal.
    const unreadable = admin.pb.send(`/api/lp/admin/reviews/${review.id}/moderation`, {
      method: 'POST',
      body: { decision: 'keep', reason: 5 },
    });
    expect(errorCodeOf(await errorOf(unreadable))).toBe('decision_invalid');
  });

  it('lists the queue oldest first, paged and searched on the server, without reporters', async () => {
    const p = await makeProvider(owner.id);
    const first = (await reviewOf(p.id, 3)).review;
    const second = (await reviewOf(p.id, 3)).review;
    await member.pb.collection('review_reports').create({ review: first.id, reason: 'spam' });
    await member.pb.collection('review_reports').create({ review: second.id, reason: 'spam' });
    const other = await makeUser();
    await other.pb
      .collection('review_reports')
      .create({ review: first.id, reason: 'not_real', detail: 'No fue cliente' });
    type Page = {
      items: { id: string; review: { id: string }; reports: unknown[]; reports_total: number }[];
      totalItems: number;
      perPage: number;
      counts: { open: number };
    };
    const queue = (await admin.pb.send('/api/lp/admin/reports', {
      query: { q: String(p['company_name']) },
    })) as Page;
    expect(queue.items.map((g) => g.id)).toEqual([first.id, second.id]);
    expect(queue.totalItems).toBe(2);
    expect(queue.items[0]!.reports_total).toBe(2);
    expect(queue.counts.open).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(queue)).not.toContain(member.id);
    expect(JSON.stringify(queue)).not.toContain(other.id);
    // At most 5 reviews a page; more is refused with the admin lists' Spanish 400.
    const whole = (await admin.pb.send('/api/lp/admin/reports', {})) as Page;
    expect(whole.perPage).toBe(5);
    expect(whole.items.length).toBeLessThanOrEqual(5);
    const tooMany = await errorOf(
      admin.pb.send('/api/lp/admin/reports', { query: { perPage: '6' } }),
    );
    expect(errorCodeOf(tooMany)).toBe('admin_list_param');
  });

  it('lists decided reviews, the latest decision first, filtered by decision, with their state', async () => {
    const p = await makeProvider(owner.id);
    const kept = (await reviewOf(p.id, 4)).review;
    const removed = (await reviewOf(p.id, 1)).review;
    await member.pb.collection('review_reports').create({ review: kept.id, reason: 'spam' });
    await member.pb.collection('review_reports').create({ review: removed.id, reason: 'spam' });
    await decide(kept.id, 'keep', 'Cumple las normas');
    await decide(removed.id, 'remove', 'Es publicidad');
    type Decided = {
      items: {
        id: string;
        decision: string;
        decision_reason: string;
        review: { hidden: boolean; moderation: string };
      }[];
    };
    const q = String(p['company_name']);
    const all = (await admin.pb.send('/api/lp/admin/reports/decided', { query: { q } })) as Decided;
    expect(all.items.map((g) => [g.id, g.decision])).toEqual([
      [removed.id, 'upheld'],
      [kept.id, 'dismissed'],
    ]);
    expect(all.items[0]!.decision_reason).toBe('Es publicidad');
    expect(all.items[0]!.review.hidden).toBe(true);
    const upheld = (await admin.pb.send('/api/lp/admin/reports/decided', {
      query: { q, decision: 'upheld' },
    })) as Decided;
    expect(upheld.items.map((g) => g.id)).toEqual([removed.id]);
    // Restored, it stays listed with its state now.
    await decide(removed.id, 'restore', 'Revisado');
    const after = (await admin.pb.send('/api/lp/admin/reports/decided', {
      query: { q, decision: 'upheld' },
    })) as Decided;
    expect(after.items[0]!.review).toMatchObject({ hidden: false, moderation: '' });
    const bad = await errorOf(
      admin.pb.send('/api/lp/admin/reports/decided', { query: { decision: 'borrar' } }),
    );
    expect(errorCodeOf(bad)).toBe('admin_list_param');
  });
});

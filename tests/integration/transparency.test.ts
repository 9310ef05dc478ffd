// The transparency report's figures (src/lib/domain/transparency.ts, read by
// src/lib/data/transparency.ts) after events made through the real routes: reviews written
// (some held by the signals), verification decisions, reports and moderation decisions,
// accounts approved by an admin and by a rule, a public warning. The report's JSON equals a
// recount of PocketBase's records with filters, carries nothing personal, and each kind of
// event leaves the outbox event that re-renders the report. Own PocketBase (the recount reads
// the whole database, so no other test file may write to it meanwhile).
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { readTransparencyRecords } from '@/lib/data/transparency';
import { typedPb } from '@/lib/data/pb-server';
import { REPORT_REASONS } from '@/lib/contract/moderation';
import { ACCOUNT_APPROVAL_EVENT_ID } from '@/lib/contract/outbox';
import { SIGNAL_CODES, VERIFYING_STATE, median } from '@/lib/contract/review-integrity';
import { siteDayStart } from '@/lib/contract/time';
import {
  TRANSPARENCY_FIGURES,
  siteMonth,
  transparencyJson,
  transparencyMonths,
  type TransparencyMonth,
} from '@/lib/domain/transparency';
import { FIGURE_LABELS } from '@/lib/messages/transparency';
import { clientAddress, fromNetwork, honestText, ownStack } from './helpers';

describe('the transparency report over records made through the routes', () => {
  const stack = ownStack('transparency');
  let su: PocketBase;
  let n = 0;
  const personal: string[] = [];

  beforeAll(async () => {
    su = fromNetwork(stack.su, 'each');
    await su
      .collection('service_categories')
      .create({ name: 'recruiting', label: 'Recruiting', active: true });
  }, 60_000);

  /** A member signed in from a network of their own (the shared-network signal stays quiet). */
  async function member(extra: Record<string, unknown> = {}, address = clientAddress()) {
    const i = n++;
    const email = (extra['email'] as string | undefined) ?? `persona${i}@example.com`;
    const rec = await su.collection('users').create({
      email,
      password: 'secret123',
      passwordConfirm: 'secret123',
      first_name: `Nombre${i}`,
      last_name: 'Gómez',
      linkedin_url: `https://www.linkedin.com/in/persona-${i}`,
      approved: true,
      verified: true,
      ...extra,
    });
    personal.push(rec.id, email, `Nombre${i}`);
    const pb = fromNetwork(await su.collection('users').impersonate(rec.id, 600), address);
    pb.autoCancellation(false);
    return { id: rec.id, email, pb };
  }

  async function provider(name: string) {
    const owner = await member({ roles: ['provider'], user_type: 'provider' });
    const p = await su.collection('providers').create({
      company_name: name,
      description: 'Servicios de recursos humanos.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      status: 'approved',
      verified: true,
      user: owner.id,
      website: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example.com`,
    });
    personal.push(p.id);
    return p;
  }

  const write = async (providerId: string, rating: number, text = honestText()) => {
    const r = await (await member()).pb.collection('reviews').create({
      provider: providerId,
      title: 'Mi experiencia',
      review_text: text,
      overall_rating: rating,
    });
    personal.push(r.id);
    return r;
  };

  /** Recounts one month's figures with PocketBase filters over the records. */
  async function recount(month: string): Promise<Partial<Record<string, number>>> {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const from = siteDayStart(`${month}-01`);
    const to = siteDayStart(`${next}-01`);
    const within = (field: string) => `${field} >= "${from}" && ${field} < "${to}"`;
    const count = async (collection: string, filter: string) =>
      (await su.collection(collection).getList(1, 1, { filter })).totalItems;
    const out: Record<string, number> = {};
    out['reviews_submitted'] = await count('review_signals', within('created'));
    out['reviews_held'] = await count('review_signals', `${within('created')} && held = true`);
    out['reviews_published_at_once'] = await count(
      'review_signals',
      `${within('created')} && held = false`,
    );
    for (const c of SIGNAL_CODES) {
      out[`reviews_held_signal_${c}`] = await count(
        'review_signals',
        `${within('created')} && held = true && signals ~ '"code":"${c}"'`,
      );
    }
    out['reviews_published_after_verification'] = await count(
      'review_signals',
      `${within('decided_at')} && decision = "publish"`,
    );
    out['removals_automatic'] = await count(
      'review_signals',
      `${within('decided_at')} && decision = "remove"`,
    );
    out['reports_received'] = await count('review_reports', within('created'));
    out['reports_upheld'] = await count(
      'review_reports',
      `${within('decided_at')} && status = "upheld"`,
    );
    for (const r of REPORT_REASONS) {
      out[`reports_received_reason_${r}`] = await count(
        'review_reports',
        `${within('created')} && reason = "${r}"`,
      );
      out[`reports_upheld_reason_${r}`] = await count(
        'review_reports',
        `${within('decided_at')} && status = "upheld" && reason = "${r}"`,
      );
    }
    const decidedReports = await count(
      'review_reports',
      `${within('decided_at')} && (status = "upheld" || status = "dismissed")`,
    );
    out['decisions'] =
      decidedReports + out['reviews_published_after_verification']! + out['removals_automatic']!;
    out['accounts_approved_by_admin'] = await count(
      'users',
      `${within('approved_at')} && approved_by = "admin"`,
    );
    out['accounts_approved_automatically'] = await count(
      'users',
      `${within('approved_at')} && approved_by != "admin" && approved_by != ""`,
    );
    for (const rule of ['company_domain', 'invitation', 'linkedin']) {
      out[`accounts_approved_rule_${rule}`] = await count(
        'users',
        `${within('approved_at')} && approved_by = "${rule}"`,
      );
    }
    out['warnings_issued'] = await count('provider_warnings', within('created'));
    const waits = (
      await su.collection('users').getFullList({
        filter: `${within('approved_at')} && approved_by = "admin"`,
        fields: 'created,approved_at',
      })
    ).map((u) => (Date.parse(u['approved_at']) - Date.parse(u['created'])) / 3_600_000);
    if (waits.length > 0) {
      out['accounts_admin_median_wait_hours'] = Math.round(median(waits) * 10) / 10;
    }
    return out;
  }

  const events = async (topic: string, recordId: string) =>
    (
      await su.collection('change_events').getFullList({
        filter: su.filter('topic = {:topic} && record_id = {:id}', { topic, id: recordId }),
      })
    ).length;

  it('equals a recount of the records, names nobody, and each event re-renders it', async () => {
    const admin = await member({ roles: ['admin'], email: 'admin-transparencia@lapieza.io' });
    const p = await provider('Talento Transparente');
    const q = await provider('Nómina Abierta');

    // Published at once: distinct texts and networks, any rating (a 1-star review is not held).
    await write(p.id, 5);
    await write(p.id, 1);
    const reported = await write(q.id, 2);
    const kept = await write(q.id, 4);

    // Held by the duplicate-text signal: an original, then its copies under other accounts.
    const text = honestText();
    await write(q.id, 3, text);
    const copyA = await write(q.id, 5, `${text} Muy recomendables.`);
    const copyB = await write(q.id, 1, `${text} Nada recomendables.`);
    expect([copyA['moderation'], copyB['moderation']]).toEqual([VERIFYING_STATE, VERIFYING_STATE]);
    const decide = (id: string, body: Record<string, unknown>) =>
      admin.pb.send(`/api/lp/admin/verification/${id}`, { method: 'POST', body });
    // An admin cannot date a decision in the past (only a superuser's import can): ignored.
    await decide(copyA.id, {
      decision: 'publish',
      original_decided_at: '2020-01-15 12:00:00.000Z',
    });
    await decide(copyB.id, { decision: 'remove', reason: 'not_real' });

    // Reports: two upheld together on one review (one removal), one dismissed, one open.
    const reporters = await Promise.all([member(), member(), member(), member()]);
    await reporters[0]!.pb
      .collection('review_reports')
      .create({ review: reported.id, reason: 'spam' });
    await reporters[1]!.pb
      .collection('review_reports')
      .create({ review: reported.id, reason: 'other_company' });
    await reporters[2]!.pb
      .collection('review_reports')
      .create({ review: kept.id, reason: 'not_real' });
    const moderate = (id: string, decision: string) =>
      admin.pb.send(`/api/lp/admin/reviews/${id}/moderation`, {
        method: 'POST',
        body: { decision, reason: 'Motivo de la decisión' },
      });
    await moderate(reported.id, 'remove');
    await moderate(kept.id, 'keep');
    await reporters[3]!.pb.collection('review_reports').create({ review: kept.id, reason: 'spam' });

    // Accounts: one approved by an admin (after it confirmed its e-mail), one by its evidence.
    const pending = await su.collection('users').create({
      email: `pendiente${n}@gmail.com`,
      password: 'secret123',
      passwordConfirm: 'secret123',
      linkedin_url: `https://www.linkedin.com/in/pendiente-${n}`,
      verified: true,
    });
    personal.push(pending.id, String(pending['email']));
    // Account events name no account (ACCOUNT_APPROVAL_EVENT_ID): counted before and after.
    const approvals = () => events('trust_decision', ACCOUNT_APPROVAL_EVENT_ID);
    const before = await approvals();
    await admin.pb.collection('users').update(pending.id, { approved: true });
    expect(await approvals()).toBe(before + 1);
    // A profile edit changes no figure: no event.
    await su.collection('users').update(pending.id, { job_title: 'Analista' });
    expect(await approvals()).toBe(before + 1);
    expect(await events('trust_decision', pending.id)).toBe(0);

    // A public warning issued.
    const warning = await admin.pb.send<{ id: string }>(`/api/lp/admin/providers/${q.id}/warning`, {
      method: 'POST',
      body: { reason: 'duplicate_reviews' },
    });
    expect(await events('trust_decision', warning.id)).toBe(1);

    // An imported review, dated 75 days ago: counted as submitted in its own month.
    const importedAt = new Date(Date.now() - 75 * 86_400_000).toISOString().replace('T', ' ');
    const importer = await member();
    await su.collection('reviews').create({
      provider: p.id,
      reviewer: importer.id,
      title: 'Reseña importada',
      review_text: honestText(),
      overall_rating: 4,
      original_created: importedAt,
    });

    const months: TransparencyMonth[] = transparencyMonths(
      await readTransparencyRecords(typedPb(su)),
    );
    expect(months[0]!.month).toBe(siteMonth(importedAt));
    expect(months[0]!.figures.reviews_submitted).toBe(1);
    for (const month of months) {
      const expected = await recount(month.month);
      for (const [figure, value] of Object.entries(expected)) {
        expect([figure, month.figures[figure as keyof typeof month.figures]]).toEqual([
          figure,
          value,
        ]);
      }
    }
    // What this test did, in its month (all of it happened now).
    const now = months[months.length - 1]!.figures;
    expect(now).toMatchObject({
      reviews_held_signal_duplicate_text: 2,
      reviews_published_after_verification: 1,
      removals_automatic: 1,
      removals_through_reports: 1,
      removals_total: 2,
      removals_automatic_percent: 50,
      removals_reason_not_real: 1,
      // The removal through reports takes its oldest report's reason.
      removals_reason_spam: 1,
      removals_rating_1: 1,
      removals_rating_2: 1,
      reports_received: 4,
      reports_upheld: 2,
      decisions: 5,
      warnings_issued: 1,
    });
    expect(now.decisions_median_hours).not.toBeNull();
    expect(now.accounts_admin_median_wait_hours).not.toBeNull();

    // The JSON of the page: every figure, and nothing that names a person, a provider or a review.
    const doc = JSON.stringify(transparencyJson(months, FIGURE_LABELS, 'America/Mexico_City'));
    expect(Object.keys(JSON.parse(doc).months[0].figures)).toEqual([...TRANSPARENCY_FIGURES]);
    for (const value of personal) expect(doc).not.toContain(value);

    // A review submitted at 03:00 UTC on the first of a month is in the month before, site time.
    const firstOfMonth = new Date();
    firstOfMonth.setUTCDate(1);
    firstOfMonth.setUTCHours(3, 0, 0, 0);
    if (firstOfMonth.getTime() > Date.now() - 3_600_000) {
      firstOfMonth.setUTCMonth(firstOfMonth.getUTCMonth() - 1);
    }
    const boundary = firstOfMonth.toISOString().replace('T', ' ');
    const earlier = months.find((m) => m.month === siteMonth(boundary))?.figures;
    await su.collection('reviews').create({
      provider: q.id,
      reviewer: (await member()).id,
      title: 'Reseña importada a fin de mes',
      review_text: honestText(),
      overall_rating: 5,
      original_created: boundary,
    });
    const after = transparencyMonths(await readTransparencyRecords(typedPb(su)));
    const month = after.find((m) => m.month === siteMonth(boundary))!;
    expect(month.month).not.toBe(boundary.slice(0, 7));
    expect(month.figures.reviews_published_at_once).toBe(
      (earlier?.reviews_published_at_once ?? 0) + 1,
    );
    expect(month.figures.reviews_submitted).toBe(
      await recount(month.month).then((r) => r['reviews_submitted']),
    );
  }, 120_000);
});

// The admin's "Verificación" queue (pb_hooks/verification-queue.pb.js): reviews held by the
// integrity signals, listed for admins only with their signals, and the decisions on them
// (publish → public and counted, through the outbox; remove → hidden with a report reason),
// each audited and e-mailed to the author. Own PocketBase with an SMTP catcher.
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { VERIFYING_STATE } from '@/lib/contract/review-integrity';
import { REPORT_REASON_LABELS } from '@/lib/messages/moderation';
import { signalText } from '@/lib/messages/verification';
import { errorOf, honestText, statusOf, ownStack } from './helpers';

interface Mail {
  subject: string;
  text: string;
  to: string[];
}
interface Held {
  id: string;
  review: { id: string; title: string };
  held_at: string;
  signals: { code: string; other?: { id: string; url: string } | null; [k: string]: unknown }[];
}
interface Page {
  items: Held[];
  totalItems: number;
  counts: { held: number };
}

describe('the verification queue and its decisions', () => {
  const stack = ownStack('verification', { mail: true, env: { BRAND_NAME: 'LaPieza' } });
  let su: PocketBase;
  let n = 0;

  beforeAll(async () => {
    su = stack.su;
    await su
      .collection('service_categories')
      .create({ name: 'recruiting', label: 'Recruiting', active: true });
  }, 60_000);

  async function member(extra: Record<string, unknown> = {}) {
    const i = n++;
    const email = `persona${i}@example.com`;
    const rec = await su.collection('users').create({
      email,
      password: 'secret123',
      passwordConfirm: 'secret123',
      first_name: 'Lucía',
      last_name: 'Gómez',
      linkedin_url: `https://www.linkedin.com/in/persona-${i}`,
      approved: true,
      verified: true,
      ...extra,
    });
    const pb = await su.collection('users').impersonate(rec.id, 600);
    pb.autoCancellation(false);
    return { id: rec.id, email, pb };
  }

  async function provider(name: string) {
    const owner = await member({ roles: ['provider'], user_type: 'provider' });
    return su.collection('providers').create({
      company_name: name,
      description: 'Servicios de recursos humanos.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      status: 'approved',
      verified: true,
      user: owner.id,
    });
  }

  /**
   * An original review (a text of its own: every review is compared with every other), then
   * the same text lightly edited under another account: held.
   */
  async function heldCopy(providerId: string, title: string) {
    const text = honestText();
    const first = await (
      await member()
    ).pb
      .collection('reviews')
      .create({ provider: providerId, title: 'Original', review_text: text, overall_rating: 4 });
    const author = await member();
    const copy = await author.pb.collection('reviews').create({
      provider: providerId,
      title,
      review_text: `${text} Muy recomendables.`,
      overall_rating: 4,
    });
    expect(copy['moderation']).toBe(VERIFYING_STATE);
    return { first, copy, author };
  }

  async function mailTo(address: string): Promise<Mail> {
    for (let i = 0; i < 50; i++) {
      const found = (stack.mail.messages() as Mail[]).find((m) => m.to.includes(address));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no e-mail to ${address}`);
  }

  const list = (pb: PocketBase, query = '') =>
    pb.send<Page>(`/api/lp/admin/verification${query}`, {});
  const decide = (pb: PocketBase, id: string, body: Record<string, unknown>) =>
    pb.send(`/api/lp/admin/verification/${id}`, { method: 'POST', body });

  it('lists held reviews for admins only, oldest first, searchable, with the signals to explain', async () => {
    const admin = await member({ roles: ['admin'], email: 'admin-verif@lapieza.io' });
    const p = await provider('Talento Listado');
    const a = await heldCopy(p.id, 'Copia uno');
    // A second held copy, later: listed after the first.
    const b = (await heldCopy(p.id, 'Copia dos')).copy;

    const page = await list(admin.pb);
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(a.copy.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a.copy.id)).toBeLessThan(ids.indexOf(b.id));
    expect(page.counts.held).toBe(page.totalItems);
    const row = page.items.find((i) => i.id === a.copy.id)!;
    expect(row.held_at).not.toBe('');
    const dup = row.signals.find((s) => s.code === 'duplicate_text')!;
    expect(dup.other?.id).toBe(a.first.id);
    expect(dup.other?.url).toContain(a.first.id);
    expect(signalText(dup as never)).toMatch(/^Texto casi idéntico a otra review \(\d+ %\)$/);

    const found = await list(admin.pb, '?q=copia%20uno');
    expect(found.items.map((i) => i.id)).toEqual([a.copy.id]);
    expect((await list(admin.pb, '?perPage=1')).items).toHaveLength(1);
    expect(errorCodeOf(await errorOf(list(admin.pb, '?perPage=6')))).toBe('admin_list_param');

    // Members and visitors are refused by the server (Spanish refusals of the shared middleware).
    const hr = await member();
    const refused = await errorOf(list(hr.pb));
    expect([refused.status, errorCodeOf(refused)]).toEqual([403, 'admin_only']);
    expect(await statusOf(decide(hr.pb, a.copy.id, { decision: 'publish' }))).toBe(403);
    expect(await statusOf(list(new PocketBase(stack.url)))).toBe(401);
    expect((await su.collection('reviews').getOne(a.copy.id))['moderation']).toBe(VERIFYING_STATE);
  });

  it('publish: public and counted, through the outbox, audited, the author e-mailed', async () => {
    const admin = await member({ roles: ['admin'], email: 'admin-pub@lapieza.io' });
    const p = await provider('Talento Publica');
    const { copy, author } = await heldCopy(p.id, 'Buena experiencia');
    const anon = new PocketBase(stack.url);
    expect(await statusOf(anon.collection('reviews').getOne(copy.id))).toBe(404);
    expect((await su.collection('providers').getOne(p.id))['total_reviews']).toBe(1);

    const answer = await decide(admin.pb, copy.id, { decision: 'publish' });
    expect(answer).toMatchObject({ id: copy.id, moderation: '', hidden: false });
    expect((await anon.collection('reviews').getOne(copy.id)).id).toBe(copy.id);
    expect((await su.collection('providers').getOne(p.id))['total_reviews']).toBe(2);

    const row = await su.collection('review_signals').getFirstListItem(`review = "${copy.id}"`);
    expect([row['decision'], row['decided_by'], row['decision_reason']]).toEqual([
      'publish',
      admin.id,
      '',
    ]);
    expect(row['decided_at']).not.toBe('');
    const audit = await su
      .collection('audit_log')
      .getFullList({ filter: `target = "reviews/${copy.id}"` });
    expect(audit.map((r) => [r['action'], r['actor']])).toEqual([
      ['review_verification_publish', admin.id],
    ]);
    // The review's outbox event: hidden before, shown after (its pages re-render).
    const events = await su
      .collection('change_events')
      .getFullList({ filter: `record_id = "${copy.id}" && op = "update"` });
    expect(
      events.some(
        (ev) =>
          (ev['data'] as { before: { hidden: boolean } }).before?.hidden === true &&
          (ev['data'] as { after: { hidden: boolean } }).after?.hidden === false,
      ),
    ).toBe(true);

    const m = await mailTo(author.email);
    expect(m.subject).toBe('Tu reseña de Talento Publica está publicada');
    expect(m.text).toContain('comprobaciones automáticas la retuvieron');
    expect(m.text).toContain('la tomó una persona');
    expect(m.text).toContain('http://site.test/como-funcionan-las-reviews');
    // Nothing of the signals leaves the server.
    expect(m.text).not.toMatch(/idéntico|red|duplicate/i);

    // Decided once: a second decision is refused and changes nothing.
    const again = await errorOf(decide(admin.pb, copy.id, { decision: 'remove', reason: 'spam' }));
    expect([again.status, errorCodeOf(again)]).toEqual([400, 'verification_not_held']);
    expect((await su.collection('reviews').getOne(copy.id))['moderation']).toBe('');
  });

  it('remove: stays hidden, the reason from the catalogue recorded and e-mailed; bad input changes nothing', async () => {
    const admin = await member({ roles: ['admin'], email: 'admin-rem@lapieza.io' });
    const p = await provider('Talento Retira');
    const { copy, author } = await heldCopy(p.id, 'Copia sospechosa');

    for (const body of [
      { decision: 'remove' },
      { decision: 'remove', reason: 'inventado' },
      { decision: 'keep', reason: 'spam' },
    ]) {
      const err = await errorOf(decide(admin.pb, copy.id, body));
      expect(err.status).toBe(400);
      expect(err.message).toMatch(/[áéíóúñ]|Decisión|Elige/);
    }
    expect((await su.collection('reviews').getOne(copy.id))['moderation']).toBe(VERIFYING_STATE);

    const answer = await decide(admin.pb, copy.id, { decision: 'remove', reason: 'not_real' });
    expect(answer).toMatchObject({ moderation: 'removed', hidden: true });
    expect(await statusOf(new PocketBase(stack.url).collection('reviews').getOne(copy.id))).toBe(
      404,
    );
    expect((await su.collection('providers').getOne(p.id))['total_reviews']).toBe(1);
    const row = await su.collection('review_signals').getFirstListItem(`review = "${copy.id}"`);
    expect([row['decision'], row['decision_reason'], row['decided_by']]).toEqual([
      'remove',
      'not_real',
      admin.id,
    ]);
    const audit = await su
      .collection('audit_log')
      .getFullList({ filter: `target = "reviews/${copy.id}"` });
    expect(audit.map((r) => r['action'])).toEqual(['review_verification_remove']);
    // No longer in the queue.
    expect((await list(admin.pb)).items.map((i) => i.id)).not.toContain(copy.id);

    const m = await mailTo(author.email);
    expect(m.subject).toBe('Tu reseña de Talento Retira fue retirada tras su verificación');
    expect(m.text).toContain(`Motivo: ${REPORT_REASON_LABELS.not_real}`);
    expect(m.text).toContain('http://site.test/contacto');
    expect(m.text).toContain('la tomó una persona');
  });
});

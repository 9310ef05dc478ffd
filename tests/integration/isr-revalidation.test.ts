import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  addAffected,
  changeEventOf,
  emptyAffected,
  type ChangeEvent,
} from '../../src/server/change-map.ts';
import { startWebServer, type WebServer } from '../../src/server/web-server.ts';
import { ensureCategories, honestText, makeProvider, makeUser, superuser } from './helpers.ts';
import { FakeRenderer, eventually, testConfig } from './isr-fixtures.ts';

const su = () => superuser();

/** A 5★ review of `providerId` by a new member, with a text of its own. */
async function fiveStarReview(providerId: string): Promise<void> {
  const reviewer = await makeUser();
  await reviewer.pb.collection('reviews').create({
    provider: providerId,
    title: 'Excelente',
    review_text: honestText(),
    overall_rating: 5,
    would_recommend: true,
  });
}

async function lastEvent(topic: string, recordId: string): Promise<ChangeEvent> {
  const list = await su()
    .collection('change_events')
    .getList(1, 1, {
      filter: su().filter('topic = {:topic} && record_id = {:id}', { topic, id: recordId }),
      sort: '-created,-id',
    });
  const ev = changeEventOf(list.items[0]);
  if (!ev) throw new Error(`no ${topic} event of ${recordId}`);
  return ev;
}

describe('change → pages mapping (outbox rows written by the hooks)', () => {
  it('maps a provider rename to its tag, both slugs, and a re-ranking in its lists', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id, { categories: ['recruiting', 'payroll'] });
    const renamed = await su()
      .collection('providers')
      .update(p.id, { company_name: `Nuevo ${p.id}`, slug: '' });
    const current = new Map([
      [
        p.id,
        {
          slug: String(renamed['slug']),
          categories: ['recruiting', 'payroll'],
          country: String(renamed['headquarters_country']),
          public: true,
        },
      ],
    ]);
    const a = addAffected(emptyAffected(), await lastEvent('provider', p.id), current);
    // Still in the same lists: not every page of them, only where its card moves; and the
    // market maps of its categories (its name is on its dot).
    expect([...a.tags].sort()).toEqual(
      [
        `provider:${p.id}`,
        'provider-set',
        'ranking',
        'category-map:payroll',
        'category-map:payroll/mexico',
        'category-map:recruiting',
        'category-map:recruiting/mexico',
      ].sort(),
    );
    expect([...a.reranked]).toEqual([p.id]);
    expect(a.urls).toContain(`/providers/${p.slug}`);
    expect(a.urls).toContain(`/providers/${String(renamed['slug'])}`);
    expect(a.redirects).toBe(true);
  });

  it('maps a rejected provider to every page of the lists it leaves', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id, {
      categories: ['recruiting', 'payroll'],
      headquarters_country: 'Chile',
    });
    await su().collection('providers').update(p.id, { status: 'rejected' });
    const current = new Map([[p.id, null]]);
    const a = addAffected(emptyAffected(), await lastEvent('provider', p.id), current);
    for (const t of [
      `provider:${p.id}`,
      'providers',
      'provider-set',
      'ranking',
      'category:recruiting',
      'category:payroll',
      'category:payroll/chile',
    ]) {
      expect(a.tags).toContain(t);
    }
    expect(a.reranked.size).toBe(0);
    expect(a.urls).toContain(`/providers/${p.slug}`);
  });

  it("maps a review to its provider's page, cards and ranked lists", async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id, {
      categories: ['payroll'],
      headquarters_country: 'México',
    });
    const reviewer = await makeUser();
    const r = await reviewer.pb.collection('reviews').create({
      provider: p.id,
      title: 'Muy bien',
      review_text:
        'Servicio excelente y rápido. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 4,
      would_recommend: true,
    });
    const current = new Map([
      [p.id, { slug: String(p['slug']), categories: ['payroll'], country: 'México', public: true }],
    ]);
    const a = addAffected(emptyAffected(), await lastEvent('review', r.id), current);
    // Its page and cards, the pages that rank everyone, and a re-ranking in its lists (the
    // pass picks the list pages its new rating moves cards across): no whole list.
    // Plus the review topics of its category × country listing, the transparency report and
    // the market maps of its category (overall and in its country).
    expect([...a.tags].sort()).toEqual(
      [
        `provider:${p.id}`,
        'ranking',
        'reviews',
        'category-topics:payroll/mexico',
        'transparency',
        'category-map:payroll',
        'category-map:payroll/mexico',
      ].sort(),
    );
    expect([...a.reranked]).toEqual([p.id]);
  });

  it("maps a favourite to the provider's own page only", async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const fan = await makeUser();
    const f = await fan.pb.collection('user_favorites').create({ user: fan.id, provider: p.id });
    const a = addAffected(emptyAffected(), await lastEvent('favorite', f.id));
    expect(a.tags.size).toBe(0);
    expect([...a.providerPages]).toEqual([p.id]);
  });

  it("maps a category change to the category's pages", async () => {
    await ensureCategories();
    const c = await su().collection('service_categories').getFirstListItem('name = "benefits"');
    await su().collection('service_categories').update(c.id, { label: 'Beneficios' });
    const a = addAffected(emptyAffected(), await lastEvent('category', c.id));
    expect(a.tags).toContain('category:benefits');
    expect(a.tags).toContain('category:benefits/mexico');
    // Provider pages show only their own categories' labels.
    expect(a.tags).toContain('category-label:benefits');
    expect(a.urls).toContain('/proveedores/categoria/benefits');
    expect(a.urls).toContain('/proveedores/categoria/benefits/mexico');
  });
});

describe('revalidation in the web server', () => {
  let server: WebServer | undefined;
  let renderer: FakeRenderer;
  let base = '';
  const logs: string[] = [];
  const cfg = testConfig(inject('pbUrl'), {
    superuserEmail: inject('superuserEmail'),
    superuserPassword: inject('superuserPassword'),
  });
  const start = async () => {
    renderer = new FakeRenderer(su());
    server = await startWebServer(cfg, { renderer, log: (m) => logs.push(m) });
    base = `http://127.0.0.1:${server.port}`;
  };

  beforeAll(async () => {
    await ensureCategories();
    await start();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a new review on the provider page within 2 s, re-rendering only the affected pages', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const other = await makeProvider(
      (await makeUser({ roles: ['provider'], user_type: 'provider' })).id,
    );
    await server!.pages.refresh([`/providers/${p.slug}`, `/providers/${other.slug}`, '/']);
    expect(await (await fetch(`${base}/providers/${p.slug}`)).text()).toContain('0.0');
    await server!.revalidator!.drain();
    renderer.renders = [];
    const reviewer = await makeUser();
    const t0 = Date.now();
    await reviewer.pb.collection('reviews').create({
      provider: p.id,
      title: 'Excelente',
      review_text: 'Muy recomendable. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 5,
      would_recommend: true,
    });
    await eventually(
      async () => (await (await fetch(`${base}/providers/${p.slug}`)).text()).includes('5.0'),
      2000,
    );
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(renderer.renders).not.toContain(`/providers/${other.slug}`);
    expect(renderer.renders).not.toContain('/');
  });

  it("answers a stale page's visitor with the page the store then holds (same ETag, every encoding)", async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const path = `/providers/${p.slug}`;
    await server!.pages.refresh([path]);
    await server!.revalidator!.drain();
    const before = server!.pages.store.get(path)!.etag;
    await fiveStarReview(p.id);
    // Asked as soon as it is stale (before the pass renders it): the visitor's render is
    // answered while its files are being written.
    for (const t0 = Date.now(); !server!.pages.stale.has(path);) {
      if (Date.now() - t0 > 2000) throw new Error('the review did not make its page stale');
      await new Promise((r) => setTimeout(r, 1));
    }
    const first = await fetch(base + path);
    const text = await first.text();
    expect(text).toContain('5.0');
    const etag = first.headers.get('etag');
    expect(etag).not.toBe(before);
    expect(first.headers.get('cache-control')).toContain('max-age=0');
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    await eventually(async () => server!.pages.store.get(path)?.etag === etag);
    // Stale until its files are written (the store knows the page's ETag as soon as the render
    // is answered, ~50 ms earlier), then no longer, with the same page.
    await eventually(async () => !server!.pages.stale.has(path));
    expect(server!.pages.store.get(path)?.etag).toBe(etag);
    expect((await fetch(base + path, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    const again = await fetch(base + path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(text);
    await server!.revalidator!.drain();
  });

  /**
   * A 5★ review of a new provider written while an earlier pass (another provider's edit whose
   * page renders for 4 s) still runs; `shows(p)` must hold within 2 s, before that pass ends.
   */
  async function reviewDuringSlowPass(
    stored: (p: { slug: string }) => string[],
    shows: (p: { slug: string }) => Promise<boolean>,
  ): Promise<void> {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const busy = await makeProvider(
      (await makeUser({ roles: ['provider'], user_type: 'provider' })).id,
    );
    await server!.pages.refresh([...stored(p), `/providers/${busy.slug}`]);
    await server!.revalidator!.drain();
    expect(await shows(p)).toBe(false);
    renderer.slow.set(`/providers/${busy.slug}`, 4000);
    try {
      await su().collection('providers').update(busy.id, { description: 'Otra descripción.' });
      await eventually(async () => (renderer.slowRunning.get(`/providers/${busy.slug}`) ?? 0) > 0);
      await fiveStarReview(p.id);
      await eventually(() => shows(p), 2000);
      // The earlier pass had not ended: the page was stale from the review's event on.
      expect(renderer.slowRunning.get(`/providers/${busy.slug}`) ?? 0).toBeGreaterThan(0);
    } finally {
      renderer.slow.clear();
    }
    await server!.revalidator!.drain();
  }

  it("shows a review on its provider's page while an earlier pass still renders", async () => {
    await reviewDuringSlowPass(
      (p) => [`/providers/${p.slug}`],
      async (p) => (await (await fetch(`${base}/providers/${p.slug}`)).text()).includes('5.0'),
    );
  });

  it('shows a review on a list page with its card while an earlier pass still renders', async () => {
    // The list is not the provider's own page: it is stale from the review's event on too.
    await reviewDuringSlowPass(
      () => ['/providers'],
      async (p) =>
        (await (await fetch(`${base}/providers`)).text()).includes(
          `href="/providers/${p.slug}" data-rating="5.0"`,
        ),
    );
  });

  it("shows a member's approval in the transparency figures while an earlier pass still renders", async () => {
    // Not a provider's change: the pages its event names are stale from its arrival on.
    const busy = await makeProvider(
      (await makeUser({ roles: ['provider'], user_type: 'provider' })).id,
    );
    await server!.pages.refresh(['/transparencia.json', `/providers/${busy.slug}`]);
    await server!.revalidator!.drain();
    const figures = async () => await (await fetch(`${base}/transparencia.json`)).text();
    const before = await figures();
    renderer.slow.set(`/providers/${busy.slug}`, 4000);
    try {
      await su().collection('providers').update(busy.id, { description: 'Otra descripción.' });
      await eventually(async () => (renderer.slowRunning.get(`/providers/${busy.slug}`) ?? 0) > 0);
      await makeUser();
      await eventually(async () => (await figures()) !== before, 2000);
      expect(renderer.slowRunning.get(`/providers/${busy.slug}`) ?? 0).toBeGreaterThan(0);
    } finally {
      renderer.slow.clear();
    }
    await server!.revalidator!.drain();
  });

  it('moves a renamed provider: the old URL answers 301 to the new one', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    await server!.pages.refresh([`/providers/${p.slug}`]);
    const renamed = await su()
      .collection('providers')
      .update(p.id, { company_name: `Renombrado ${p.id}` });
    const newSlug = String(renamed['slug']);
    expect(newSlug).not.toBe(p.slug);
    await eventually(async () => {
      const r = await fetch(`${base}/providers/${p.slug}`, { redirect: 'manual' });
      return r.status === 301 && r.headers.get('location') === `/providers/${newSlug}`;
    });
    expect((await fetch(`${base}/providers/${newSlug}`)).status).toBe(200);
  });

  it("finds a provider's new words and its new rating through the search after their passes", async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const word = `ornitorrinco${p.id.toLowerCase()}`;
    const rows = async (q: string) =>
      (
        (await (await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`)).json()) as {
          rows: unknown[][];
        }
      ).rows.filter((r) => r[1] === p.slug);
    await server!.revalidator!.drain();
    expect(await rows(word)).toEqual([]);
    await su()
      .collection('providers')
      .update(p.id, { description: `Selección de personal y ${word}.` });
    await eventually(async () => (await rows(word)).length === 1);
    await fiveStarReview(p.id);
    // The review's pass re-reads this provider's ranking fields: its card shows one 5★ review.
    await eventually(async () => {
      const [row] = await rows(word);
      return row?.[6] === 5 && row[7] === 1;
    });
  });

  it('removes a rejected provider: its page answers 404 and lists drop it', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    await server!.pages.refresh([`/providers/${p.slug}`, '/providers']);
    expect(await (await fetch(`${base}/providers`)).text()).toContain(p.slug);
    await su().collection('providers').update(p.id, { status: 'rejected' });
    await eventually(async () => (await fetch(`${base}/providers/${p.slug}`)).status === 404);
    // Its own page is written first, the lists right after, in the same pass.
    await eventually(
      async () => !(await (await fetch(`${base}/providers`)).text()).includes(p.slug),
    );
    expect(server!.pages.store.get(`/providers/${p.slug}`)).toBeUndefined();
  });

  it('catches up after a restart: changes made while it was down leave no stale page', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    await server!.pages.refresh([`/providers/${p.slug}`]);
    await server!.close();
    server = undefined;
    const reviewer = await makeUser();
    await reviewer.pb.collection('reviews').create({
      provider: p.id,
      title: 'Regular',
      review_text: 'Cumple. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 3,
      would_recommend: false,
    });
    await start();
    // The very first request after the restart already sees the change.
    expect(await (await fetch(`${base}/providers/${p.slug}`)).text()).toContain('3.0');
    await server!.revalidator!.drain();
    const pending = await su()
      .collection('change_events')
      .getList(1, 1, { filter: 'done = false' });
    expect(pending.totalItems).toBe(0);
  });

  it('skips a malformed outbox row: logged and acknowledged, the next change still shown', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    await server!.pages.refresh([`/providers/${p.slug}`]);
    await server!.revalidator!.drain();
    // A row no hook writes: its payload is not an object.
    const bad = await su().collection('change_events').create({
      topic: 'provider',
      record_id: p.id,
      op: 'update',
      data: 'not a payload',
      done: false,
    });
    const reviewer = await makeUser();
    await reviewer.pb.collection('reviews').create({
      provider: p.id,
      title: 'Muy bien',
      review_text: honestText(),
      overall_rating: 4,
      would_recommend: true,
    });
    await eventually(
      async () => (await (await fetch(`${base}/providers/${p.slug}`)).text()).includes('4.0'),
      5000,
    );
    await server!.revalidator!.drain();
    expect((await su().collection('change_events').getOne(bad.id)).done).toBe(true);
    expect(logs.some((m) => m.includes(`malformed change event ${bad.id}`))).toBe(true);
  });

  it('lets no visitor trigger a revalidation', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    await server!.pages.refresh([`/providers/${p.slug}`]);
    // Let the consumer finish with the provider's own creation event first.
    await eventually(async () => {
      const pending = await su()
        .collection('change_events')
        .getList(1, 1, { filter: 'done = false' });
      return pending.totalItems === 0;
    }, 15000);
    renderer.renders = [];
    for (const init of [
      { method: 'POST' },
      { method: 'POST', headers: { authorization: 'Bearer wrong' } },
      { method: 'GET' },
    ]) {
      const refused = await fetch(`${base}/_revalidate`, init);
      expect(refused.status).toBe(401);
      expect(
        ((await refused.json()) as { data: { error: { code: string } } }).data.error.code,
      ).toBe('revalidate_unauthorized');
    }
    await fetch(`${base}/providers/${p.slug}`, {
      headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    });
    await fetch(`${base}/providers/${p.slug}?revalidate=1&secret=x`);
    expect(renderer.renders.filter((r) => r === `/providers/${p.slug}`)).toEqual([]);
    const ok = await fetch(`${base}/_revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cfg.revalidateSecret}` },
      body: JSON.stringify({ paths: [`/providers/${p.slug}`] }),
    });
    expect(ok.status).toBe(200);
    expect(renderer.renders).toContain(`/providers/${p.slug}`);
  });

  it('sends security and caching headers, compression, 304 and HEAD', async () => {
    const r = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBeTruthy();
    expect(r.headers.get('strict-transport-security')).toBeNull();
    expect(r.headers.get('cache-control')).toContain('max-age=0');
    const etag = r.headers.get('etag')!;
    expect((await fetch(`${base}/`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    // A HEAD answer has the GET's headers (its body is neither read nor compressed).
    expect(head.headers.get('etag')).toBe(etag);
    expect(Number(head.headers.get('content-length'))).toBe(server!.pages.store.get('/')!.size);
    const missing = await fetch(`${base}/no-existe`);
    expect(missing.status).toBe(404);
    expect(server!.pages.store.get('/no-existe')).toBeUndefined();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchApi } from '@/server/search-api';
import { RANKING_FIELDS } from '@/lib/data/providers';
import { bumpDataGeneration } from '@/lib/data/snapshot';
import type { SearchHead, SearchPage } from '@/lib/view/directory';

/** A PocketBase stand-in: the public provider route and the category list, with a read log. */
function fakePb() {
  const state = {
    reads: [] as string[],
    providers: [
      { id: 'a', slug: 'acme', company_name: 'Acme', description: 'Planilla mensual' },
      { id: 'b', slug: 'beta', company_name: 'Beta', description: 'Reclutamiento' },
    ].map((p, i) => ({
      ...p,
      headquarters_country: 'México',
      categories: ['payroll'],
      verified: true,
      featured: false,
      average_rating: 4 - i,
      total_reviews: 2,
    })) as Record<string, unknown>[],
    labels: [{ id: 'c1', name: 'payroll', label: 'Nómina', description: '' }],
  };
  const pb = {
    send: async (_path: string, o: { query: { fields: string; ids?: string } }) => {
      const kind = o.query.fields === RANKING_FIELDS ? 'ranking' : 'full';
      state.reads.push(o.query.ids ? `${kind} ${o.query.ids}` : kind);
      const fields = o.query.fields.split(',');
      const ids = o.query.ids?.split(',');
      return state.providers
        .filter((p) => !ids || ids.includes(String(p['id'])))
        .map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => fields.includes(k))));
    },
    collection: () => ({ getFullList: async () => state.labels }),
    filter: (expr: string) => expr,
  };
  return { pb: pb as unknown as PocketBase, state };
}

describe('search endpoint', () => {
  const { pb, state } = fakePb();
  const api = new SearchApi(async () => pb, { log: () => undefined });
  let server: Server;
  let base = '';
  const get = async (qs: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/search?${qs}`, { headers });
  const names = async (qs: string) =>
    ((await (await get(qs)).json()) as SearchPage).rows.map((r) => r[2]);

  beforeAll(async () => {
    server = createServer((req, res) => void api.handle(req, res, new URL(req.url!, 'http://x')));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers one page of cards in the directory order, compressed, with an ETag', async () => {
    const res = await get('q=n%C3%B3mina', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('server-timing')).toMatch(/search;dur=[\d.]+, cpu;dur=[\d.]+/);
    const page = (await res.json()) as SearchPage;
    // "nómina" finds Acme through "planilla" and Beta through its category label.
    expect(page.rows.map((r) => r[2])).toEqual(['Acme', 'Beta']);
    expect(page).toMatchObject({ total: 2, page: 1, labels: { payroll: 'Nómina' } });
    const again = await get('q=n%C3%B3mina', { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it("answers the head of the ranking with each provider's searchable words, and 304 after", async () => {
    const res = await fetch(`${base}/api/search/head`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const head = (await res.json()) as SearchHead;
    expect(head.rows.map((r) => r[2])).toEqual(await names(''));
    expect(head.words).toEqual(['planilla mensual', 'reclutamiento']);
    expect(head.labels).toEqual({ payroll: 'Nómina' });
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${base}/api/search/head`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  // Each pass below starts as the revalidator's: the data generation bumped with the
  // providers its events changed (src/lib/data/snapshot.ts).
  it("follows a review pass by re-reading its provider's ranking fields only", async () => {
    await api.refresh('ranking'); // the ranking list read once, as after the first pass
    state.providers[1]!['average_rating'] = 5;
    state.reads.length = 0;
    bumpDataGeneration(['b']);
    api.onPass({ review: 1 });
    await api.refresh('ranking');
    expect(state.reads).toEqual(['ranking b']);
    expect(await names('orden=valoracion')).toEqual(['Beta', 'Acme']);
  });

  it('follows a provider pass by re-reading and re-indexing that provider alone', async () => {
    state.providers[1]!['description'] = 'Capacitación de equipos';
    state.reads.length = 0;
    bumpDataGeneration(['b']);
    api.onPass({ provider: 1 });
    await api.refresh('full');
    expect(state.reads).toEqual(['full b']);
    expect(await names('q=formacion')).toEqual(['Beta']);
    expect(await names('q=reclutamiento')).toEqual([]);
  });

  it('reads every provider again after a pass that does not say which changed', async () => {
    state.providers[0]!['description'] = 'Nómina y beneficios';
    state.reads.length = 0;
    bumpDataGeneration(null);
    api.onPass({ provider: 1 });
    await api.refresh('full');
    expect(state.reads).toEqual(['full']);
    expect(await names('q=beneficios')).toEqual(['Acme']);
  });

  it('ignores passes that do not change the directory', async () => {
    await api.refresh('ranking'); // the ranking list after the last pass
    state.reads.length = 0;
    bumpDataGeneration([]);
    api.onPass({ favorite: 3, blog_post: 1 });
    await api.refresh('ranking'); // a load of its own, which reads nothing
    expect(state.reads).toEqual([]);
  });
});

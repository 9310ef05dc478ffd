// The render pool's worker threads, with a stand-in for the built Astro app (a handler that
// prints what its thread sees): pages rendered on every thread, a provider's pages on one,
// data changes reaching each worker before the renders asked after them, a stopped worker
// replaced; a pre-render's reads of the data server made once for every thread; the in-process
// renderer handing each render the data state it bumps.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderPool } from '../../src/server/render-pool.ts';
import { applyDataChange, Renderer } from '../../src/server/renderer.ts';

const ENTRY = `
import { threadId } from 'node:worker_threads';
export const handler = (req, res, next, locals) => {
  if (req.url === '/stop') process.exit(3);
  const g = locals.data.generation;
  res.setHeader('content-type', 'text/html');
  res.setHeader('x-page-tags', 'page, provider:p1');
  setTimeout(() => res.end(
    '<html><body><a href="/next">next</a><script>go()</script>' +
    'gen=' + g + ' bulk=' + (locals.data.bulkGeneration === g) + ' url=' + req.url + ' thread=' + threadId +
    '</body></html>'), 20);
};
`;

const field = (body: Buffer, name: string) =>
  new RegExp(`${name}=(\\S+)`).exec(body.toString('utf8'))?.[1];

describe('render pool', () => {
  let dist: string;
  let pool: RenderPool;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'render-pool-'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server/entry.mjs'), ENTRY);
    pool = await RenderPool.start(dist, 'http://localhost:4321', 2);
  });

  afterAll(async () => {
    await pool.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders on every thread, with the tags, links and script hashes of each page', async () => {
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pool.render(`/p/${i}?x=1`)),
    );
    expect(pages.map((p) => field(p.body, 'url'))).toEqual(
      Array.from({ length: 8 }, (_, i) => `/p/${i}?x=1`),
    );
    expect(new Set(pages.map((p) => field(p.body, 'thread'))).size).toBe(2);
    for (const p of pages) {
      expect(p.status).toBe(200);
      expect(p.tags).toEqual(['page', 'provider:p1']);
      expect(p.headers['x-page-tags']).toBeUndefined();
      expect(p.hrefs).toEqual(['/next']);
      expect(p.hashes).toHaveLength(1);
    }
  });

  it("renders a pass's pages of one provider on one thread, whatever the other renders", async () => {
    const acme = [
      '/providers/acme',
      '/providers/acme/reviews',
      '/providers/acme/reviews?pagina=2',
      '/providers/acme/alternativas',
      '/proveedores/acme',
      '/providers/acme/reviews?orden=peor',
    ];
    // Asked beside a category listing each, as a pass's concurrent renders are, the listing
    // first every other time (the least busy thread is then another one).
    const threads = new Set<string | undefined>();
    for (const [i, path] of acme.entries()) {
      const list = `/proveedores/categoria/payroll?pagina=${i + 1}`;
      const [own] =
        i % 2 === 0
          ? await Promise.all([pool.render(path), pool.render(list)])
          : (await Promise.all([pool.render(list), pool.render(path)])).reverse();
      threads.add(field(own!.body, 'thread'));
    }
    // By load alone, the provider's page would go to the thread the listing left free.
    expect(threads.size).toBe(1);
  });

  it('renders asked after a data change read the new generation, on every thread', async () => {
    const before = Number(field((await pool.render('/a')).body, 'gen'));
    pool.dataChanged({ changedProviders: ['p1'] });
    pool.dataChanged({ changedProviders: null, bulk: true });
    const after = await Promise.all(Array.from({ length: 6 }, () => pool.render('/b')));
    expect(new Set(after.map((p) => field(p.body, 'thread'))).size).toBe(2);
    for (const p of after) {
      expect(Number(field(p.body, 'gen'))).toBe(before + 2);
      expect(field(p.body, 'bulk')).toBe('true');
    }
  });

  it("starts a visitor's render before the pass's background renders asked meanwhile", async () => {
    const finished: string[] = [];
    const track = (path: string, urgent = false) =>
      pool.render(path, urgent ? { urgent } : {}).then((p) => {
        finished.push(path);
        return p;
      });
    const visitor = track('/visitor', true);
    const background = Array.from({ length: 6 }, (_, i) => track(`/pass/${i}`));
    // Held in the pool, not sent to a worker, while the visitor's render runs.
    expect(pool.held).toBe(6);
    pool.promote('/pass/5');
    expect(pool.held).toBe(5);
    await Promise.all([visitor, ...background]);
    expect(pool.held).toBe(0);
    expect(finished.indexOf('/visitor')).toBeLessThan(finished.indexOf('/pass/0'));
    // A background render a visitor then asked for went out at once, before the others.
    expect(finished.indexOf('/pass/5')).toBeLessThan(finished.indexOf('/pass/0'));
  });

  it('fails the renders of a worker that stops, and renders on with a new one', async () => {
    await expect(pool.render('/stop')).rejects.toThrow(/render worker stopped/);
    const pages = await Promise.all(Array.from({ length: 4 }, () => pool.render('/c')));
    expect(pages.every((p) => p.status === 200)).toBe(true);
    expect(pool.size).toBe(2);
  });
});

describe('in-process renderer', () => {
  it("hands each render the server's data state: a bump before it is what the page reads", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'renderer-'));
    try {
      mkdirSync(join(dist, 'server'));
      writeFileSync(join(dist, 'server/entry.mjs'), ENTRY);
      const renderer = await Renderer.start(dist, 'http://localhost:4321');
      const before = Number(field((await renderer.render('/a')).body, 'gen'));
      applyDataChange({ changedProviders: ['p1'] });
      const after = (await renderer.render('/b')).body;
      expect(Number(field(after, 'gen'))).toBe(before + 1);
      expect(field(after, 'bulk')).toBe('false');
      applyDataChange({ changedProviders: null, bulk: true });
      expect(field((await renderer.render('/c')).body, 'bulk')).toBe('true');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

// A stand-in for the built app that reads its page from the data server (PB_URL) as the
// server-side PocketBase client does (global fetch), with the thread's authorization.
const READING_ENTRY = `
import { threadId } from 'node:worker_threads';
export const handler = async (req, res) => {
  const r = await fetch(process.env.PB_URL + '/api/data' + req.url, {
    headers: { authorization: 'token-' + threadId },
  });
  res.setHeader('content-type', 'text/html');
  res.end('<html><body>status=' + r.status + ' data=' + (await r.text()) + ' thread=' + threadId + '</body></html>');
};
`;

describe("render pool: a pre-render's reads", () => {
  it('are sent to the data server once for every thread in a pre-render, and by each render otherwise', async () => {
    const asked: { url: string; auth: string | undefined }[] = [];
    let answer = 'v1';
    const server = createServer((req, res) => {
      asked.push({ url: req.url ?? '', auth: req.headers.authorization });
      // Slow enough that both threads ask while the first read is under way.
      setTimeout(() => {
        if (req.url === '/api/data/missing') res.writeHead(404).end('none');
        else res.end(`${answer}:${req.url}`);
      }, 50);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const previous = process.env['PB_URL'];
    process.env['PB_URL'] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const dist = mkdtempSync(join(tmpdir(), 'render-pool-reads-'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server/entry.mjs'), READING_ENTRY);
    const reading = await RenderPool.start(dist, 'http://localhost:4321', 2);
    try {
      const render = (paths: string[]) => Promise.all(paths.map((p) => reading.render(p)));
      // A pre-render: six renders on two threads, two addresses read.
      reading.dataChanged({ changedProviders: null, bulk: true });
      const pre = await render(['/one', '/one', '/one', '/one', '/two', '/missing']);
      expect(new Set(pre.map((p) => field(p.body, 'thread'))).size).toBe(2);
      expect(pre.slice(0, 4).map((p) => field(p.body, 'data'))).toEqual(
        Array(4).fill('v1:/api/data/one'),
      );
      expect(field(pre[4]!.body, 'data')).toBe('v1:/api/data/two');
      expect(field(pre[5]!.body, 'status')).toBe('404');
      expect(asked.map((a) => a.url).sort()).toEqual([
        '/api/data/missing',
        '/api/data/one',
        '/api/data/two',
      ]);
      // Sent with a thread's own authorization.
      expect(asked.every((a) => /^token-\d+$/.test(a.auth ?? ''))).toBe(true);

      // After a change (a revalidation's), each render reads the new data itself.
      answer = 'v2';
      asked.length = 0;
      reading.dataChanged({ changedProviders: ['p1'] });
      const live = await render(['/one', '/one', '/one', '/one']);
      expect(live.map((p) => field(p.body, 'data'))).toEqual(Array(4).fill('v2:/api/data/one'));
      expect(asked).toHaveLength(4);
    } finally {
      await reading.close();
      server.close();
      if (previous === undefined) delete process.env['PB_URL'];
      else process.env['PB_URL'] = previous;
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

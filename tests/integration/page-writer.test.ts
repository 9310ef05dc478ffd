// The page writer's worker threads: a page a visitor waits for (urgent) is written before the
// pages a pass queued ahead of it, and every queued page is still written. A page stored under
// two keys is one file linked twice, and a later write of either key leaves the other's bytes.
import { brotliDecompressSync } from 'node:zlib';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageWriterPool } from '../../src/server/page-writer.ts';

describe('page writer pool', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lp-writer-'));
  const pool = new PageWriterPool(1);
  afterAll(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // A page of a few hundred KB of varied text: milliseconds of brotli each.
  const page = (n: number) =>
    Buffer.from(
      Array.from(
        { length: 6000 },
        (_, i) => `<p>página ${n} · fila ${i} · ${(i * 7919) % 104729}</p>`,
      ).join(''),
    );
  const job = (name: string, n: number) => ({
    abs: join(dir, `${name}.html`),
    body: page(n),
    brotliQuality: 6,
    atomic: true,
    returnBodies: false,
  });

  it("writes a visitor's page before the pass's pages queued ahead of it", async () => {
    const done: string[] = [];
    const pass = Array.from({ length: 24 }, (_, i) =>
      pool.write(job(`pass-${i}`, i)).then(() => done.push(`pass-${i}`)),
    );
    const visitor = pool
      .write(job('visitor', 99), { urgent: true })
      .then(() => done.push('visitor'));
    await Promise.all([...pass, visitor]);
    // Behind at most the few pages already handed to the worker.
    expect(done.indexOf('visitor')).toBeLessThan(5);
    expect(done).toHaveLength(25);
    for (const name of done) {
      expect(existsSync(join(dir, `${name}.html`))).toBe(true);
      expect(existsSync(join(dir, `${name}.html.br`))).toBe(true);
    }
  });

  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  const unbr = (name: string) => brotliDecompressSync(readFileSync(join(dir, name))).toString();

  for (const atomic of [true, false]) {
    it(`stores a page's copies as links to its files, and rewrites one without the other (${atomic ? 'live store' : 'build'})`, async () => {
      const [a, b] = [`twin-a-${atomic}`, `twin-b-${atomic}`];
      const first = page(1);
      await pool.write({ ...job(a, 1), atomic, copies: [join(dir, `sub-${atomic}`, `${b}.html`)] });
      const copy = `sub-${atomic}/${b}.html`;
      expect(read(copy)).toBe(first.toString());
      expect(unbr(`${copy}.br`)).toBe(first.toString());
      expect(statSync(join(dir, copy)).ino).toBe(statSync(join(dir, `${a}.html`)).ino);
      // The copy's key written again on its own (another render of it): a new file.
      await pool.write({ ...job(`sub-${atomic}/${b}`, 2), atomic });
      expect(read(copy)).toBe(page(2).toString());
      expect(unbr(`${copy}.br`)).toBe(page(2).toString());
      expect(read(`${a}.html`)).toBe(first.toString());
      expect(unbr(`${a}.html.br`)).toBe(first.toString());
    });
  }
});

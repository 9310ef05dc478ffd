import { describe, expect, it } from 'vitest';
import { bumpDataGeneration, memoize } from '@/lib/data/snapshot';

describe('memoize (shared reads within a render pass)', () => {
  it('reads once for concurrent and repeated calls in one generation', async () => {
    let reads = 0;
    const list = memoize(async () => ++reads);
    const [a, b] = await Promise.all([list(), list()]);
    expect([a, b, await list()]).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('reads again after the web server bumps the generation', async () => {
    let reads = 0;
    const list = memoize(async () => ++reads);
    await list();
    bumpDataGeneration();
    expect(await list()).toBe(2);
  });

  it('reads again once the TTL has passed', async () => {
    let reads = 0;
    const list = memoize(async () => ++reads, 0);
    await list();
    expect(await list()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const list = memoize(async () => {
      calls++;
      if (calls === 1) throw new Error('PocketBase down');
      return 'ok';
    });
    await expect(list()).rejects.toThrow('PocketBase down');
    expect(await list()).toBe('ok');
  });
});

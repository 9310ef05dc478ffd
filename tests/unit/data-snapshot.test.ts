import { describe, expect, it, vi } from 'vitest';
import { blankPublicProvider, patchedProviderList } from '@/lib/data/providers';
import {
  bumpDataGeneration,
  dataGeneration,
  groupBy,
  memoize,
  perKeyOrBulk,
  perProviderKept,
  providersChangedSince,
} from '@/lib/data/snapshot';

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

  it('keeps a full pre-render reading what it read first, past the TTL, until the next generation', async () => {
    bumpDataGeneration(null, { bulk: true });
    let reads = 0;
    const list = memoize(async () => ++reads, 0);
    await list();
    expect(await list()).toBe(1);
    bumpDataGeneration();
    expect(await list()).toBe(2);
    expect(await list()).toBe(3);
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

describe('perKeyOrBulk (a few keys read one by one, many keys read at once)', () => {
  const DATA = new Map([
    ['a', ['a1', 'a2']],
    ['b', ['b1']],
    ['c', ['c1']],
  ]);
  function counted(threshold: number) {
    const calls = { one: [] as string[], all: 0 };
    const read = perKeyOrBulk<string[]>({
      one: async (k) => {
        calls.one.push(k);
        return DATA.get(k) ?? [];
      },
      all: async () => {
        calls.all++;
        return DATA;
      },
      missing: () => [],
      threshold,
    });
    return { read, calls };
  }

  it('reads each key once on its own up to the threshold of different keys', async () => {
    bumpDataGeneration();
    const { read, calls } = counted(2);
    expect(await read('a')).toEqual(['a1', 'a2']);
    const [again, concurrent] = await Promise.all([read('a'), read('a')]);
    expect([again, concurrent]).toEqual([
      ['a1', 'a2'],
      ['a1', 'a2'],
    ]);
    expect(await read('b')).toEqual(['b1']);
    expect(calls).toEqual({ one: ['a', 'b'], all: 0 });
  });

  it('does not keep a failed single read', async () => {
    bumpDataGeneration();
    let fail = true;
    const calls: string[] = [];
    const read = perKeyOrBulk<string>({
      one: async (k) => {
        calls.push(k);
        if (fail) throw new Error('down');
        return k;
      },
      all: async () => new Map(),
      missing: () => '',
    });
    await expect(read('a')).rejects.toThrow('down');
    fail = false;
    expect(await read('a')).toBe('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('switches to one read of every key past the threshold, for the rest of the generation', async () => {
    bumpDataGeneration();
    const { read, calls } = counted(2);
    await Promise.all([read('a'), read('b')]);
    const [c, a, unknown] = await Promise.all([read('c'), read('a'), read('zzz')]);
    expect([c, a, unknown]).toEqual([['c1'], ['a1', 'a2'], []]);
    expect(calls).toEqual({ one: ['a', 'b'], all: 1 });
  });

  it('starts again with single reads in the next generation', async () => {
    bumpDataGeneration();
    const { read, calls } = counted(1);
    await read('a');
    await read('b');
    bumpDataGeneration();
    await read('c');
    expect(calls).toEqual({ one: ['a', 'c'], all: 1 });
  });

  it('reads in bulk from the first key in a full pre-render generation, and singly again after it', async () => {
    bumpDataGeneration(null, { bulk: true });
    const { read, calls } = counted(2);
    expect(await read('a')).toEqual(['a1', 'a2']);
    expect(await read('b')).toEqual(['b1']);
    expect(calls).toEqual({ one: [], all: 1 });
    bumpDataGeneration();
    await read('c');
    expect(calls).toEqual({ one: ['c'], all: 1 });
  });

  it('does not keep a failed bulk read', async () => {
    bumpDataGeneration();
    let fail = true;
    const read = perKeyOrBulk<string>({
      one: async (k) => k,
      all: async () => {
        if (fail) throw new Error('PocketBase down');
        return new Map([['b', 'B']]);
      },
      missing: () => '',
      threshold: 0,
    });
    await expect(read('b')).rejects.toThrow('PocketBase down');
    fail = false;
    expect(await read('b')).toBe('B');
  });
});

describe("perProviderKept (a provider's value kept until a change names it)", () => {
  const counting = (threshold = 24) => {
    const reads: string[] = [];
    let bulk = 0;
    const get = perProviderKept({
      one: async (id: string) => {
        reads.push(id);
        return `${id}#${reads.length}`;
      },
      all: async () => {
        bulk++;
        return new Map(['a', 'b', 'c', 'd'].map((id) => [id, `${id}@all`]));
      },
      missing: () => 'none',
      threshold,
    });
    return { reads, get, bulks: () => bulk };
  };

  it('keeps the values across a change of every provider that changes no review', async () => {
    const { reads, get } = counting();
    await get('a');
    bumpDataGeneration(null, { reviewsChanged: [] });
    expect(await get('a')).toBe('a#1');
    bumpDataGeneration(null, { reviewsChanged: ['a'] });
    expect(await get('a')).toBe('a#2');
    // Not said: the reviews may have changed as much as the providers.
    bumpDataGeneration(null);
    expect(await get('a')).toBe('a#3');
    expect(reads).toEqual(['a', 'a', 'a']);
  });

  it("keeps every provider's value across changes that name other providers", async () => {
    const { reads, get } = counting();
    await Promise.all([get('a'), get('b')]);
    bumpDataGeneration(['b']);
    bumpDataGeneration(['c']);
    expect(await get('a')).toBe('a#1');
    expect(await get('b')).toBe('b#3');
    expect(reads).toEqual(['a', 'b', 'b']);
  });

  it('reads every provider again after a change that does not say which providers', async () => {
    const { reads, get } = counting();
    await get('a');
    bumpDataGeneration(null);
    await get('a');
    expect(reads).toEqual(['a', 'a']);
  });

  it('past the threshold of misses reads every provider at once and keeps them all', async () => {
    const { reads, get, bulks } = counting(2);
    bumpDataGeneration(null);
    expect(await Promise.all(['a', 'b', 'c', 'x'].map(get))).toEqual([
      'a#1',
      'b#2',
      'c@all',
      'none',
    ]);
    expect(bulks()).toBe(1);
    // The next generation changed only "c": "d" comes from the kept bulk read, "c" alone again.
    bumpDataGeneration(['c']);
    expect(await get('d')).toBe('d@all');
    expect(await get('c')).toBe('c#3');
    expect(reads).toEqual(['a', 'b', 'c']);
    expect(bulks()).toBe(1);
  });

  it('reads again after its maximum age, and does not keep a failed read', async () => {
    let n = 0;
    const aged = perProviderKept({
      one: async () => ++n,
      all: async () => new Map(),
      missing: () => 0,
      maxAgeMs: 0,
    });
    await aged('a');
    expect(await aged('a')).toBe(2);
    let fail = true;
    const flaky = perProviderKept({
      one: async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      all: async () => new Map(),
      missing: () => '',
    });
    await expect(flaky('a')).rejects.toThrow('down');
    fail = false;
    expect(await flaky('a')).toBe('ok');
  });
});

describe('groupBy', () => {
  it('groups in order', () => {
    const g = groupBy(['a1', 'b1', 'a2'], (s) => s[0] ?? '');
    expect([...g]).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });
});

describe('providersChangedSince (what the provider list must read again)', () => {
  it('adds up the providers of every later generation', () => {
    const from = dataGeneration();
    bumpDataGeneration(['a']);
    bumpDataGeneration([]);
    bumpDataGeneration(['b', 'a']);
    expect(providersChangedSince(from)).toEqual(new Set(['a', 'b']));
    expect(providersChangedSince(dataGeneration())).toEqual(new Set());
  });

  it('is unknown (null) once a generation came without its providers', () => {
    const from = dataGeneration();
    bumpDataGeneration(['a']);
    bumpDataGeneration();
    bumpDataGeneration(['b']);
    expect(providersChangedSince(from)).toBeNull();
    expect(providersChangedSince(dataGeneration() - 1)).toEqual(new Set(['b']));
  });
});

describe('patchedProviderList (every public provider, read once per pass)', () => {
  const counting = () => {
    const calls = { reads: 0 };
    const read = async () => {
      calls.reads++;
      return [{ ...blankPublicProvider(), id: `p${calls.reads}`, company_name: 'Acme' }];
    };
    const client = async () => ({}) as never;
    return { calls, list: patchedProviderList(client, 'id,company_name', read) };
  };

  it('reads the list again after 30 s within one generation', async () => {
    vi.useFakeTimers();
    try {
      bumpDataGeneration();
      const { calls, list } = counting();
      await list();
      vi.advanceTimersByTime(31_000);
      await list();
      expect(calls.reads).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a full pre-render's list for its whole pass, however long", async () => {
    vi.useFakeTimers();
    try {
      bumpDataGeneration(null, { bulk: true });
      const { calls, list } = counting();
      const first = await list();
      vi.advanceTimersByTime(5 * 60_000);
      expect(await list()).toBe(first);
      expect(calls.reads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

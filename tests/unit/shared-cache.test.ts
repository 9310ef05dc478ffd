import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  PurgeAfterAnswers,
  SharedCache,
  pageKeyOf,
  sharedCacheFromEnv,
  surrogateKeyOf,
} from '../../src/server/shared-cache.ts';

describe('shared cache settings and surrogate keys', () => {
  it('is off unless CACHE_PURGE names a cache, and refuses an unknown one', () => {
    const off = new SharedCache(sharedCacheFromEnv({}));
    expect(off.enabled).toBe(false);
    expect(off.pageHeaders('/providers/a', ['provider:1'])).toEqual({});
    expect(off.assetHeaders(true)).toEqual({});
    expect(() => sharedCacheFromEnv({ CACHE_PURGE: 'akamai' })).toThrow(/CACHE_PURGE/);
    const on = sharedCacheFromEnv({ CACHE_PURGE: 'varnish', CACHE_TTL: '120' });
    expect(on.mode).toBe('varnish');
    expect(on.ttlS).toBe(120);
  });

  it('gives each page a key of its own and keeps header-safe tags readable', () => {
    expect(pageKeyOf('/providers/a')).toMatch(/^page:[A-Za-z0-9_-]{16}$/);
    expect(pageKeyOf('/providers/a')).not.toBe(pageKeyOf('/providers/b'));
    expect(surrogateKeyOf('provider:abc123')).toBe('provider:abc123');
    expect(surrogateKeyOf('category:payroll/mexico')).toBe('category:payroll/mexico');
    // Spaces, commas and non-ASCII would split or break the header: hashed.
    for (const t of ['category:nómina', 'a b', 'a,b']) {
      expect(surrogateKeyOf(t)).toMatch(/^tag:[A-Za-z0-9_-]{16}$/);
    }
  });

  it('writes each cache its own headers', () => {
    const cfg = (mode: string) => sharedCacheFromEnv({ CACHE_PURGE: mode, CACHE_TTL: '60' });
    const v = new SharedCache(cfg('varnish')).pageHeaders('/x', ['static']);
    expect(v).toEqual({ 'surrogate-control': 'max-age=60', xkey: `all ${pageKeyOf('/x')} static` });
    const f = new SharedCache(cfg('fastly')).pageHeaders('/x', ['static']);
    expect(f['surrogate-key']).toBe(`all ${pageKeyOf('/x')} static`);
    const c = new SharedCache(cfg('cloudflare')).pageHeaders('/x', ['static']);
    expect(c['cache-tag']).toBe(`all,${pageKeyOf('/x')},static`);
    expect(c['cdn-cache-control']).toBe('max-age=60, stale-if-error=86400');
    expect(new SharedCache(cfg('varnish')).assetHeaders(true)['surrogate-control']).toBe(
      'max-age=31536000',
    );
  });
});

describe('purges of pages answered while they were purged', () => {
  /** A shared cache that records each purge of page keys. */
  const recorder = () => {
    const purged: string[][] = [];
    return {
      purged,
      cache: {
        enabled: true,
        purgePages: (keys: Iterable<string>) => {
          purged.push([...keys]);
          return Promise.resolve();
        },
      },
    };
  };
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('purges a page again once the answers under way at its purge have ended, and only those', async () => {
    const { purged, cache } = recorder();
    const purges = new PurgeAfterAnswers(cache, 5);
    const [first, second, later] = [new EventEmitter(), new EventEmitter(), new EventEmitter()];
    purges.answering('/providers/a', first);
    purges.answering('/providers/a', second);
    await purges.purgePages(['/providers/a', '/providers/b']);
    expect(purged).toEqual([['/providers/a', '/providers/b']]);
    // An answer that began after the purge sends the new page: it asks for nothing.
    purges.answering('/providers/a', later);
    first.emit('close');
    await wait(20);
    expect(purged).toHaveLength(1);
    second.emit('close');
    // Not at once: the cache may still be storing the old page it received.
    expect(purged).toHaveLength(1);
    await wait(20);
    expect(purged).toEqual([['/providers/a', '/providers/b'], ['/providers/a']]);
    later.emit('close');
    await wait(20);
    expect(purged).toHaveLength(2);
    purges.close();
  });

  it('counts nothing without a shared cache', async () => {
    const { purged, cache } = recorder();
    const purges = new PurgeAfterAnswers({ ...cache, enabled: false }, 5);
    const res = new EventEmitter();
    purges.answering('/providers/a', res);
    await purges.purgePages(['/providers/a']);
    res.emit('close');
    await wait(20);
    expect(purged).toEqual([['/providers/a']]);
    expect(res.listenerCount('close')).toBe(0);
  });
});

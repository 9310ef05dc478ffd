import { describe, expect, it } from 'vitest';
import { pickEncoding, type Encoding } from '../../src/server/http-util.ts';
import { isCompressible, mimeType } from '../../src/server/mime.ts';

const ALL: Encoding[] = ['br', 'gzip', 'identity'];

describe('pickEncoding', () => {
  it.each([
    [undefined, ALL, 'identity'],
    ['gzip, deflate, br', ALL, 'br'],
    ['gzip, deflate, br, zstd', ALL, 'br'],
    ['gzip', ALL, 'gzip'],
    ['br;q=0, gzip', ALL, 'gzip'],
    ['gzip;q=0.5, br;q=0.1', ALL, 'gzip'],
    ['*', ALL, 'br'],
    ['identity', ALL, 'identity'],
    ['deflate', ALL, 'identity'],
    ['gzip, br', ['identity'], 'identity'],
    ['gzip, br', ['gzip', 'identity'], 'gzip'],
  ] as const)('%j of %j → %s', (header, available, expected) => {
    expect(pickEncoding(header, available)).toBe(expected);
  });
});

describe('mimeType and isCompressible', () => {
  it.each([
    ['/_astro/app.js', 'text/javascript; charset=utf-8', true],
    ['/_astro/site.css', 'text/css; charset=utf-8', true],
    ['/favicon.svg', 'image/svg+xml', true],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8', true],
    ['/logo.png', 'image/png', false],
    ['/fonts/a.woff2', 'font/woff2', false],
    ['/no-extension', 'application/octet-stream', false],
  ])('%s is %s (compressible: %s)', (path, type, compress) => {
    expect(mimeType(path)).toBe(type);
    expect(isCompressible(type)).toBe(compress);
  });
});

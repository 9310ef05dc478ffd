import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Canvas, bannerPng, hex, initials, logoPng } from '../../scripts/lib/png.ts';

function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let off = 8; off < png.length;) {
    const len = png.readUInt32BE(off);
    chunks.push({
      type: png.toString('ascii', off + 4, off + 8),
      data: png.subarray(off + 8, off + 8 + len),
    });
    off += 12 + len;
  }
  const ihdr = chunks[0]!.data;
  return {
    types: chunks.map((c) => c.type),
    width: ihdr.readUInt32BE(0),
    height: ihdr.readUInt32BE(4),
    raw: inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data))),
  };
}

describe('PNG encoder', () => {
  it('writes a valid RGB PNG whose pixels decode back', () => {
    const c = new Canvas(3, 2, [10, 20, 30]);
    c.fillRect(1, 1, 1, 1, [255, 0, 0]);
    const d = decode(c.toPng());
    expect(d.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([d.width, d.height]).toEqual([3, 2]);
    // Each row: filter byte + 3 pixels * 3 bytes.
    expect([...d.raw]).toEqual([
      0, 10, 20, 30, 10, 20, 30, 10, 20, 30, 0, 10, 20, 30, 255, 0, 0, 10, 20, 30,
    ]);
  });

  it('makes deterministic logos and 1200x630 banners', () => {
    expect(logoPng('Nómina Ágil', hex('#059669'), 3)).toEqual(
      logoPng('Nómina Ágil', hex('#059669'), 3),
    );
    expect(decode(logoPng('Nómina Ágil', hex('#059669'), 3)).width).toBe(128);
    const banner = decode(bannerPng(hex('#2563eb'), 7));
    expect([banner.width, banner.height]).toEqual([1200, 630]);
  });

  it('writes the same bytes as the encoder it replaced (seeded files and their sizes unchanged)', () => {
    // SHA-256 of the files the hand-written encoder (filter none, zlib level 9) wrote.
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(logoPng('Nómina Ágil', hex('#059669'), 3))).toBe(
      'e1ee2e4c617df3245481f384dfd7d3cc2467115d35491980f2e90a4ef3fa846a',
    );
    expect(sha(bannerPng(hex('#2563eb'), 7))).toBe(
      'fcd63bde4f436323d05d682059c5c9b85e8fc706f5d319364e1f078629a956b8',
    );
  });

  it.each([
    ['Nómina Ágil', 'NA'],
    ['Rivas & Herrera y Asociados', 'RH'],
    ['Grupo Ceiba', 'GC'],
    ['Ñandú', 'NA'],
  ])('takes the initials of %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

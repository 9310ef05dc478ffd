/**
 * Two deterministic image generators used by the seed, drawn on a small RGB raster and
 * encoded by pngjs: provider logos (a coloured tile with the company's initials in a blocky
 * 5x7 font) and blog featured images (1200x630 abstract banners).
 */
import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/**
 * How the seed's flat-colour images compress best: no scanline filter, zlib's default
 * strategy at level 9 (pngjs's defaults, adaptive filters and run-length deflate, make them
 * about 1.5 times larger; docs/DECISIONS.md § PNG encoding).
 */
const ENCODING = {
  colorType: 2,
  inputColorType: 2,
  inputHasAlpha: false,
  filterType: 0,
  deflateLevel: 9,
  deflateStrategy: 0,
} as const;

/** A mutable RGB raster. */
export class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  fillRect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(this.width, Math.floor(x + w));
    const y1 = Math.min(this.height, Math.floor(y + h));
    for (let yy = y0; yy < y1; yy++) {
      let i = (yy * this.width + x0) * 3;
      for (let xx = x0; xx < x1; xx++) {
        this.pixels[i++] = r;
        this.pixels[i++] = g;
        this.pixels[i++] = b;
      }
    }
  }

  fillCircle(cx: number, cy: number, radius: number, color: Rgb): void {
    const r2 = radius * radius;
    for (
      let y = Math.max(0, Math.floor(cy - radius));
      y < Math.min(this.height, cy + radius);
      y++
    ) {
      const dy = y + 0.5 - cy;
      const span = Math.sqrt(Math.max(0, r2 - dy * dy));
      this.fillRect(cx - span, y, span * 2, 1, color);
    }
  }

  /** Encodes the raster as a PNG file (8-bit RGB, no interlace). */
  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height, ...ENCODING });
    png.data = Buffer.from(this.pixels.buffer, this.pixels.byteOffset, this.pixels.length);
    return PNG.sync.write(png, ENCODING);
  }
}

/** 5x7 glyphs, one string of five bits per row. */
const FONT: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '&': ['01100', '10010', '10100', '01000', '10101', '10010', '01101'],
};

/** Draws text in the block font; characters without a glyph are skipped. */
export function drawText(
  canvas: Canvas,
  text: string,
  x: number,
  y: number,
  scale: number,
  color: Rgb,
): void {
  let cx = x;
  for (const ch of text) {
    const glyph = FONT[ch];
    if (!glyph) continue;
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] === '1') canvas.fillRect(cx + gx * scale, y + gy * scale, scale, scale, color);
      }
    });
    cx += 6 * scale;
  }
}

/** Width in pixels of `text` drawn with drawText at `scale`. */
export function textWidth(text: string, scale: number): number {
  const n = [...text].filter((ch) => FONT[ch]).length;
  return n === 0 ? 0 : (n * 6 - 1) * scale;
}

/** Up to two initials, accent-free and uppercase: "Nómina Ágil" → "NA". */
export function initials(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  const words = plain.split(/[^A-Z0-9]+/).filter((w) => w.length > 0 && !STOPWORDS.has(w));
  const letters = words.map((w) => w[0]!);
  return (letters.length >= 2 ? letters.slice(0, 2) : [...(words[0] ?? 'X').slice(0, 2)]).join('');
}
const STOPWORDS = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'EL',
  'Y',
  'E',
  'EN',
  'S',
  'A',
  'SA',
  'SAS',
  'SRL',
]);

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;
}

/** Parses "#rrggbb". */
export function hex(color: string): Rgb {
  const n = Number.parseInt(color.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/**
 * A square provider logo: rounded-looking coloured tile with the initials in white.
 * `variant` (any integer) picks one of a few decorations so logos don't all look alike.
 */
export function logoPng(name: string, color: Rgb, variant: number, size = 128): Buffer {
  const canvas = new Canvas(size, size, [255, 255, 255]);
  const pad = Math.round(size * 0.06);
  const inner = size - pad * 2;
  const corner = Math.round(size * 0.12);
  // A rounded square: a cross of two rectangles plus four corner circles.
  canvas.fillRect(pad + corner, pad, inner - corner * 2, inner, color);
  canvas.fillRect(pad, pad + corner, inner, inner - corner * 2, color);
  for (const [cx, cy] of [
    [pad + corner, pad + corner],
    [size - pad - corner, pad + corner],
    [pad + corner, size - pad - corner],
    [size - pad - corner, size - pad - corner],
  ] as const) {
    canvas.fillCircle(cx, cy, corner, color);
  }
  const light = mix(color, [255, 255, 255], 0.25);
  switch (((variant % 3) + 3) % 3) {
    case 0:
      canvas.fillRect(
        pad + corner,
        size - pad - Math.round(size * 0.16),
        inner - corner * 2,
        Math.round(size * 0.05),
        light,
      );
      break;
    case 1:
      canvas.fillCircle(size - pad - corner * 1.6, pad + corner * 1.6, size * 0.07, light);
      break;
    default:
      canvas.fillRect(
        pad + corner,
        pad + Math.round(size * 0.1),
        Math.round(size * 0.05),
        inner - Math.round(size * 0.2),
        light,
      );
  }
  const text = initials(name);
  const scale = Math.max(1, Math.floor((inner * 0.62) / (text.length * 6 - 1)));
  const w = textWidth(text, scale);
  drawText(
    canvas,
    text,
    Math.round((size - w) / 2),
    Math.round((size - 7 * scale) / 2),
    scale,
    [255, 255, 255],
  );
  return canvas.toPng();
}

/**
 * A 1200x630 banner (the spec's share/featured image size): a vertical gradient of `color`
 * with a few soft shapes placed by `seed`.
 */
export function bannerPng(color: Rgb, seed: number, width = 1200, height = 630): Buffer {
  const canvas = new Canvas(width, height);
  const top = mix(color, [255, 255, 255], 0.15);
  const bottom = mix(color, [0, 0, 0], 0.35);
  const band = 6;
  for (let y = 0; y < height; y += band) {
    canvas.fillRect(0, y, width, band, mix(top, bottom, y / height));
  }
  let s = seed >>> 0 || 1;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  for (let i = 0; i < 5; i++) {
    const shade = mix(color, [255, 255, 255], 0.2 + next() * 0.3);
    canvas.fillCircle(next() * width, next() * height, 60 + next() * 160, shade);
  }
  // Three "text lines" in a block, like a headline.
  const top0 = Math.round(height * 0.55 + next() * height * 0.15);
  for (let i = 0; i < 3; i++) {
    const line = mix(color, [255, 255, 255], 0.75);
    canvas.fillRect(80, top0 + i * 44, (i === 2 ? 220 : 420) + next() * 360, 22, line);
  }
  return canvas.toPng();
}

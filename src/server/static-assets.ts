/**
 * The build's client assets (`dist/client`): hashed files under `/_astro/` are immutable,
 * the rest (favicon, robots.txt, images in public/) get a short cache. The file list is read
 * once at start (the build does not change while the server runs); bodies and their
 * compressed variants are kept in memory up to a budget. Compression runs on zlib's thread
 * pool, never on the request path's event loop: `warm()` compresses every compressible asset
 * in the background after start, and a request that comes first waits for the same work.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zc, gzip } from 'node:zlib';
import { isCompressible, mimeType } from './mime.ts';
import type { Encoding } from './http-util.ts';
import { listFiles } from './list-files.ts';

export interface Asset {
  file: string;
  type: string;
  size: number;
  mtimeMs: number;
  etag: string;
  immutable: boolean;
  variants: Partial<Record<Encoding, Buffer>>;
  /** Compressions under way, shared by concurrent requests and the warm-up. */
  pending: Partial<Record<Encoding, Promise<Buffer>>>;
}

const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export class StaticAssets {
  readonly #files = new Map<string, Asset>();
  #cachedBytes = 0;

  static async load(clientDir: string): Promise<StaticAssets> {
    const assets = new StaticAssets();
    for (const file of await listFiles(clientDir)) {
      const urlPath = '/' + relative(clientDir, file).split(sep).join('/');
      // Precompressed siblings are variants, not URLs of their own.
      if (/\.(gz|br)$/.test(urlPath)) continue;
      const st = await stat(file);
      const type = mimeType(file);
      assets.#files.set(urlPath, {
        file,
        type,
        size: st.size,
        mtimeMs: st.mtimeMs,
        etag: `"${createHash('sha1').update(`${urlPath}:${st.size}:${st.mtimeMs}`).digest('base64url').slice(0, 20)}"`,
        immutable: urlPath.startsWith('/_astro/'),
        variants: {},
        pending: {},
      });
    }
    return assets;
  }

  get(urlPath: string): Asset | undefined {
    return this.#files.get(urlPath);
  }

  get size(): number {
    return this.#files.size;
  }

  /** The body in the given encoding (compressed once, then kept while under budget). */
  async body(asset: Asset, encoding: Encoding): Promise<{ body: Buffer; encoding: Encoding }> {
    const enc: Encoding = isCompressible(asset.type) && asset.size > 512 ? encoding : 'identity';
    const cached = asset.variants[enc];
    if (cached) return { body: cached, encoding: enc };
    let work = asset.pending[enc];
    if (!work) {
      work = this.#encode(asset, enc).finally(() => delete asset.pending[enc]);
      asset.pending[enc] = work;
    }
    return { body: await work, encoding: enc };
  }

  /** Compresses every compressible asset ahead of the first request (fire and forget). */
  async warm(): Promise<void> {
    for (const asset of this.#files.values()) {
      if (!isCompressible(asset.type) || asset.size <= 512) continue;
      if (this.#cachedBytes >= MAX_CACHED_BYTES) return;
      await this.body(asset, 'br');
      await this.body(asset, 'gzip');
    }
  }

  async #encode(asset: Asset, enc: Encoding): Promise<Buffer> {
    const raw = asset.variants.identity ?? (await readFile(asset.file));
    const body =
      enc === 'br'
        ? await brotli(raw, { params: { [zc.BROTLI_PARAM_QUALITY]: 9 } })
        : enc === 'gzip'
          ? await gz(raw, { level: 9 })
          : raw;
    if (this.#cachedBytes + body.length <= MAX_CACHED_BYTES) {
      asset.variants[enc] = body;
      this.#cachedBytes += body.length;
    }
    return body;
  }
}

/**
 * Sending stored bodies: conditional requests (ETag / Last-Modified → 304), content
 * negotiation between identity, gzip and brotli variants, HEAD.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks the best encoding the client accepts among those available. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    let q = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q' && v !== undefined) q = Number(v) || 0;
    }
    accepted.set(name.trim(), q);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.includes('br') && ok('br')) return 'br';
  if (available.includes('gzip') && ok('gzip')) return 'gzip';
  return 'identity';
}

/** True when the client's cached copy is current. */
export function isNotModified(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    return inm
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === etag || t === '*');
  }
  const ims = req.headers['if-modified-since'];
  if (ims !== undefined) {
    const since = Date.parse(ims);
    return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
  }
  return false;
}

export interface Sendable {
  status: number;
  body: Buffer;
  encoding: Encoding;
  headers: Record<string, string>;
}

export function send(req: IncomingMessage, res: ServerResponse, s: Sendable): void {
  const headers: Record<string, string | number> = { ...s.headers };
  if (s.encoding !== 'identity') headers['content-encoding'] = s.encoding;
  headers['content-length'] = s.body.length;
  res.writeHead(s.status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(s.body);
}

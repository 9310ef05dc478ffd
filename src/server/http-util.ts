/**
 * Sending stored bodies: conditional requests (ETag / Last-Modified → 304), content
 * negotiation between identity, gzip and brotli variants (`negotiator`), HEAD.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks the best encoding the client accepts among those available (RFC 9110 q-values). */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding {
  if (!acceptEncoding) return 'identity';
  // Between equally acceptable encodings, the smallest body: br, then gzip. (`preferred` is in
  // negotiator 1.x; its type declarations predate it.)
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const best = negotiator.encoding([...available], { preferred: ['br', 'gzip', 'identity'] });
  return best === 'br' || best === 'gzip' ? best : 'identity';
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
  sendHead(res, { ...s, length: s.body.length }, req.method === 'HEAD' ? undefined : s.body);
}

/**
 * A response's status and headers, and `body` unless it is the answer to a HEAD request;
 * `length` is the body's length in `encoding` when known (omitted otherwise: a HEAD answer
 * whose compressed body was never made).
 */
export function sendHead(
  res: ServerResponse,
  s: Omit<Sendable, 'body'> & { length: number | undefined },
  body?: Buffer,
): void {
  const headers: Record<string, string | number> = { ...s.headers };
  if (s.encoding !== 'identity') headers['content-encoding'] = s.encoding;
  if (s.length !== undefined) headers['content-length'] = s.length;
  res.writeHead(s.status, headers);
  res.end(body);
}

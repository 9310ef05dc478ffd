// The web server's own answers (no page of the site to fall back on) speak Spanish from the
// copy catalogue, with their status codes; its JSON errors carry a stable code.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, errorText } from '@/lib/contract/errors';
import { loadServerConfig } from '@/server/config';
import type { PageStore } from '@/server/page-store';
import { createResponder } from '@/server/responses';
import { SearchApi } from '@/server/search-api';
import type { StaticAssets } from '@/server/static-assets';

/** A server answering every request with `handler`. */
async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the web server’s own answers', () => {
  // No page stored (not even /404): the server answers by itself.
  const store = { get: () => undefined } as unknown as PageStore;
  const respond = createResponder(loadServerConfig(), store, {} as StaticAssets);
  const search = new SearchApi(
    async () => {
      throw new Error('PocketBase unreachable');
    },
    { log: () => undefined },
  );
  let server: Server;
  let base = '';

  beforeAll(async () => {
    ({ server, base } = await serve(async (req, res) => {
      if (req.url === '/api/search') return search.handle(req, res, new URL(req.url, base));
      if (req.url === '/falla') return respond.failed(res);
      return respond.notFound(req, res);
    }));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('a 404 without a stored 404 page reads the catalogue’s Spanish', async () => {
    const res = await fetch(`${base}/no-existe`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(errorText('request_not_found'));
  });

  it('a request that failed answers 500 in Spanish', async () => {
    const res = await fetch(`${base}/falla`);
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(errorText('server_error'));
  });

  it('the search before its first read answers 503 with a stable code and its Spanish text', async () => {
    const res = await fetch(`${base}/api/search`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const body: unknown = await res.json();
    expect(errorCodeOf(body)).toBe('search_unavailable');
    expect(body).toMatchObject({ status: 503, message: errorText('search_unavailable') });
  });
});

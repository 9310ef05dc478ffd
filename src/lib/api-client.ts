/**
 * A call of a custom route, typed by its entry in the wire contract
 * (src/lib/contract/api-routes.ts): the path from the entry's builder, its method, the query and
 * body its entry declares, and its answer's type. The islands call `callApi`
 * (src/lib/pb-client.ts, the browser's client); any other PocketBase client calls `sendApi`.
 */
import type PocketBase from 'pocketbase';
import type { ApiRoute } from './contract/api-routes';

/** What a call sends: `query` and `body` as its entry declares them (required when it has some). */
export type ApiRequest<Q, B> = ([Q] extends [void]
  ? { query?: never }
  : object extends Q
    ? { query?: Q }
    : { query: Q }) &
  ([B] extends [void] ? { body?: never } : { body: B }) & {
    /** Aborts the call (a newer one replaced it). */
    signal?: AbortSignal;
    /** A call with the same key cancels this one (a search typed further); none by default. */
    requestKey?: string;
  };

/** The request argument: optional when the entry takes nothing required. */
export type ApiRequestArg<Q, B> =
  object extends ApiRequest<Q, B> ? [request?: ApiRequest<Q, B>] : [request: ApiRequest<Q, B>];

/**
 * Calls `route` with its path parameters on `pb`; every call is its own (no auto-cancellation
 * of a similar one unless `requestKey` says so). A refusal rejects with the SDK's error, whose code `errorCodeOf`
 * (src/lib/backend-errors.ts) reads.
 */
export function sendApi<P extends readonly string[], Q, B, R>(
  pb: Pick<PocketBase, 'send'>,
  route: ApiRoute<P, Q, B, R>,
  params: P,
  ...[request]: ApiRequestArg<Q, B>
): Promise<R> {
  const r = (request ?? {}) as {
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
    requestKey?: string;
  };
  return pb.send<R>(route(...params), {
    method: route.method,
    requestKey: r.requestKey ?? null,
    ...(r.query !== undefined ? { query: r.query as Record<string, unknown> } : {}),
    ...(r.body !== undefined ? { body: r.body } : {}),
    ...(r.signal ? { signal: r.signal } : {}),
  });
}

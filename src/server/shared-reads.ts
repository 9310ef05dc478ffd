/**
 * One read of PocketBase for every render thread during a full pre-render.
 *
 * Each render thread keeps its own memo of the data (src/lib/data/snapshot.ts), so each one
 * read the pre-render's bulk answers itself: every public provider (12 MB at 10,000 providers),
 * every public review (35 MB), their dates, facts and replies, twice on two threads, while
 * PocketBase and the threads shared the same two cores. In a pre-render's generation (and only
 * then: nothing changes the data a pre-render renders, the outbox events after its start stay
 * pending) a render thread's GET to PocketBase goes to the thread that started it, which sends
 * it once and hands the same bytes to every thread that asks (docs/PERFORMANCE.md § "Twentieth
 * run at 10,000 providers"). Each thread still parses the answer into its own memo.
 */
import type { MessagePort } from 'node:worker_threads';

/** A PocketBase answer as the threads pass it around. */
export interface SharedAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** A render thread asks its parent for a read. */
export interface SharedReadRequest {
  kind: 'read';
  id: number;
  url: string;
  headers: Record<string, string>;
}

/** The parent's answer to a `SharedReadRequest`. */
export type SharedReadReply =
  { kind: 'read'; id: number; answer: SharedAnswer } | { kind: 'read'; id: number; error: string };

/** The parent's side: one request per URL in a pre-render's generation, none kept otherwise. */
export class SharedReads {
  #shared = false;
  readonly #reads = new Map<string, Promise<SharedAnswer>>();

  /** The data changed: reads made before are not handed out again; `bulk`: a pre-render's. */
  changed(bulk: boolean): void {
    this.#reads.clear();
    this.#shared = bulk;
  }

  read(url: string, headers: Record<string, string>): Promise<SharedAnswer> {
    if (!this.#shared) return this.#send(url, headers);
    const known = this.#reads.get(url);
    if (known) return known;
    const answer = this.#send(url, headers);
    this.#reads.set(url, answer);
    // An answer PocketBase could not give now is asked again by the next thread.
    const forget = () => {
      if (this.#reads.get(url) === answer) this.#reads.delete(url);
    };
    answer.then((a) => a.status >= 500 && forget(), forget);
    return answer;
  }

  async #send(url: string, headers: Record<string, string>): Promise<SharedAnswer> {
    const r = await fetch(url, { headers });
    return {
      status: r.status,
      headers: [...r.headers],
      body: new Uint8Array(await r.arrayBuffer()),
    };
  }

  /** Answers a render thread's `SharedReadRequest` on `port`. */
  answer(port: { postMessage(m: SharedReadReply): void }, m: SharedReadRequest): void {
    this.read(m.url, m.headers).then(
      (answer) => port.postMessage({ kind: 'read', id: m.id, answer }),
      (e: unknown) =>
        port.postMessage({
          kind: 'read',
          id: m.id,
          error: e instanceof Error ? e.message : String(e),
        }),
    );
  }
}

/** Answers with no body (`new Response` refuses one for these). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The render thread's side: its GETs to `origin` go through `port` while `shared()` is true
 * (a pre-render's generation), the others are its own. Returns the handler of the parent's
 * answers (`SharedReadReply`).
 */
export function readThroughParent(
  port: Pick<MessagePort, 'postMessage'>,
  origin: string,
  shared: () => boolean,
): (m: SharedReadReply) => void {
  const own = globalThis.fetch;
  const waiting = new Map<
    number,
    { resolve: (a: SharedAnswer) => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  globalThis.fetch = (input, init) => {
    const [url, asMethod] =
      input instanceof Request ? [input.url, input.method] : [String(input), 'GET'];
    const method = (init?.method ?? asMethod).toUpperCase();
    if (method !== 'GET' || !url.startsWith(origin) || !shared()) return own(input, init);
    const id = nextId++;
    const headers = Object.fromEntries(new Headers(init?.headers));
    const asked: SharedReadRequest = { kind: 'read', id, url, headers };
    return new Promise<SharedAnswer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      port.postMessage(asked);
    }).then(
      (a) =>
        new Response(NULL_BODY.has(a.status) ? null : (a.body as Uint8Array<ArrayBuffer>), {
          status: a.status,
          headers: a.headers,
        }),
    );
  };
  return (m) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if ('error' in m) w.reject(new TypeError(`fetch failed: ${m.error}`));
    else w.resolve(m.answer);
  };
}

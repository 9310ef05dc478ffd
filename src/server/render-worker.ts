/**
 * A render worker of the pool (render-pool.ts): loads the built Astro app once, then renders
 * the pages it is asked for, and applies each data change to its own memo of the data
 * (src/lib/data/snapshot.ts) in the order the messages came.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { config } from '../lib/config.ts';
import { inBulkGeneration } from '../lib/data/snapshot.ts';
import { applyDataChange, Renderer } from './renderer.ts';
import type { RenderReply, RenderRequest } from './render-pool.ts';
import { readThroughParent } from './shared-reads.ts';

const { distDir, siteUrl } = workerData as { distDir: string; siteUrl: string };
const port = parentPort!;
// A pre-render's reads of PocketBase are made once for every thread (shared-reads.ts).
const readAnswered = readThroughParent(port, config.pocketbaseUrl, inBulkGeneration);
const renderer = await Renderer.start(distDir, siteUrl);

port.on('message', (m: RenderRequest) => {
  if (m.kind === 'data') {
    applyDataChange(m.change);
    return;
  }
  if (m.kind === 'read') {
    readAnswered(m);
    return;
  }
  renderer.render(m.path, m.opts).then(
    (r) => {
      // The body's own memory is transferred; a view into a larger (shared, pooled) one is
      // copied first, or its whole backing store would move.
      const buf = r.body.buffer;
      const own =
        buf instanceof ArrayBuffer &&
        r.body.byteOffset === 0 &&
        r.body.byteLength === buf.byteLength;
      const body = own ? new Uint8Array(buf) : new Uint8Array(r.body);
      const reply: RenderReply = { id: m.id, rendered: { ...r, body } };
      port.postMessage(reply, [body.buffer]);
    },
    (e: unknown) => {
      const reply: RenderReply = { id: m.id, error: e instanceof Error ? e.message : String(e) };
      port.postMessage(reply);
    },
  );
});
port.postMessage('ready');

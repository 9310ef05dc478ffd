/** The page writer's worker thread (page-writer.ts): one `writeVariants` per message. */
import { parentPort } from 'node:worker_threads';
import { writeVariants, type WriteJob } from './page-writer.ts';

parentPort?.on('message', ({ id, job }: { id: number; job?: WriteJob }) => {
  // No job: a ping of PageWriterPool.warm, answered once this thread has loaded.
  if (!job) {
    parentPort?.postMessage({ id });
    return;
  }
  try {
    parentPort?.postMessage({ id, result: writeVariants(job) });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    parentPort?.postMessage({ id, error: { message: err.message, code: err.code } });
  }
});

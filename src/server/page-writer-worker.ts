/** The page writer's worker thread (page-writer.ts): one `writeVariants` per message. */
import { parentPort } from 'node:worker_threads';
import { writeVariants, type WriteJob } from './page-writer.ts';

parentPort?.on('message', ({ id, job }: { id: number; job: WriteJob }) => {
  try {
    parentPort?.postMessage({ id, result: writeVariants(job) });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    parentPort?.postMessage({ id, error: { message: err.message, code: err.code } });
  }
});

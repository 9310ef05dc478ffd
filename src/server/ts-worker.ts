/**
 * Worker threads that run a TypeScript module of the server (the render worker, the page
 * writer). tsx loads the module and what it imports, then its hooks are removed
 * (ts-worker-boot.mjs), so the built app's modules imported on each render are resolved by Node
 * alone: on Node 24, the project's runtime, an `import()` after that costs what it costs in a
 * thread that never had the hooks (6.9 against 6.3 µs of CPU, 5,000 imports of a built page
 * module). Node 20 kept the hooks after `unregister`: 200 µs an `import()` there.
 * WORKER_CPU_PROF=DIR writes a CPU profile of each worker thread into DIR when it ends (the main
 * thread's: `node --cpu-prof`), for docs/PERFORMANCE.md's measurements.
 */
import { Worker } from 'node:worker_threads';

export function typeScriptWorker(module: URL, workerData?: unknown): Worker {
  const profDir = process.env['WORKER_CPU_PROF'];
  // Explicit, so the worker does not inherit the process's own `--import tsx`.
  const execArgv = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  return new Worker(new URL('./ts-worker-boot.mjs', import.meta.url), {
    argv: [module.href],
    execArgv,
    workerData,
  });
}

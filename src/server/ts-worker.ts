/**
 * Worker threads that run a TypeScript module of the server without a module loader.
 *
 * The server's own modules are TypeScript, run through tsx, which registers Node's module
 * customization hooks. On Node 20 those hooks stay once registered in a thread (tsx's
 * `unregister` only makes them pass calls on), and every later `import()` is resolved through
 * them on a separate hooks thread, a message each way: 170 µs of CPU an `import()` against 7 µs
 * without them. The built Astro app imports a page's module on every render, so a render thread
 * with the hooks spent a tenth of its time on that round trip (docs/PERFORMANCE.md § "Thirteenth
 * run at 10,000 providers").
 *
 * So a worker's module is first bundled with esbuild into one JavaScript file (the project's
 * own modules inlined, packages left as imports) that the worker runs with no loader. The file
 * is named by its content's hash under node_modules/.cache, where the packages it imports
 * resolve; it is written once (under a temporary name, then renamed) and reused.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const bundles = new Map<string, URL>();

/** `module` bundled into one ES module file (once per process and content). */
export function workerBundle(module: URL): URL {
  const known = bundles.get(module.href);
  if (known) return known;
  // Loaded here, not imported at the top: a worker's bundle that includes this module (the page
  // writer's does) then neither loads esbuild nor keeps this function.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const out = buildSync({
    entryPoints: [fileURLToPath(module)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]!.text;
  // `import.meta` would name the bundle's file, not the module that reads it: paths built
  // from it would point into the cache.
  if (code.includes('import.meta')) {
    throw new Error(`${module.pathname}: a worker's modules must not read import.meta`);
  }
  const dir = fileURLToPath(new URL('../../node_modules/.cache/worker-bundles/', import.meta.url));
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(dir, `${basename(module.pathname, '.ts')}.${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
  }
  const url = pathToFileURL(file);
  bundles.set(module.href, url);
  return url;
}

/**
 * A worker thread running the TypeScript module `module` (bundled by `workerBundle`).
 * WORKER_CPU_PROF=DIR writes a CPU profile of each worker thread into DIR when it ends (the main
 * thread's: `node --cpu-prof`), for docs/PERFORMANCE.md's measurements.
 */
export function typeScriptWorker(module: URL, workerData?: unknown): Worker {
  const profDir = process.env['WORKER_CPU_PROF'];
  // Explicit, so the worker does not inherit the process's `--import tsx` either.
  const execArgv = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  return new Worker(workerBundle(module), { execArgv, workerData });
}

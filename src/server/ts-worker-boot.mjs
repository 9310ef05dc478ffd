// A worker thread's entry (ts-worker.ts `typeScriptWorker`): loads the TypeScript module named
// by its first argument through tsx, then removes tsx's module hooks, so the built Astro app's
// `import()` of a page's module on each render is Node's own (ts-worker.ts says what it costs).
import { register } from 'tsx/esm/api';

const unregister = register();
try {
  await import(process.argv[2]);
} finally {
  await unregister();
}

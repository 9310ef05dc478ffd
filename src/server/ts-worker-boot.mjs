// A worker thread's entry (page-writer.ts `typeScriptWorker`): loads the TypeScript module named
// by its first argument through tsx, then removes tsx's module hooks. With them in place every
// later `import()` (the built Astro app imports a page's module on each render) ran tsx's
// resolver, 5 % of a render thread's time in a full pre-render (docs/PERFORMANCE.md); the
// modules loaded after the start are the built app's JavaScript, which needs no tsx.
import { register } from 'tsx/esm/api';

const unregister = register();
try {
  await import(process.argv[2]);
} finally {
  await unregister();
}

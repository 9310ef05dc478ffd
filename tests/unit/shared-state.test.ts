// The data state a thread's two instances of src/lib/data share (src/lib/data/shared-state.ts):
// the bundled pages adopt the web server's through the render entry (src/middleware.ts), and
// then see its bumps and use its one provider text index (src/lib/data/text-index.ts).
import { describe, expect, it, vi } from 'vitest';
import type { APIContext, MiddlewareNext } from 'astro';
import { newSharedState, sharedState } from '@/lib/data/shared-state';
import { bumpDataGeneration, dataGeneration, providersChangedSince } from '@/lib/data/snapshot';
import { providerTextIndex } from '@/lib/data/text-index';

/** A second instance of the data layer, as the Astro bundle holds beside the server's. */
async function bundleInstance() {
  vi.resetModules();
  const [state, snapshot, textIndex, middleware] = await Promise.all([
    import('@/lib/data/shared-state'),
    import('@/lib/data/snapshot'),
    import('@/lib/data/text-index'),
    import('@/middleware'),
  ]);
  vi.resetModules();
  return { state, snapshot, textIndex, middleware };
}

/** A render through the middleware with `locals`, reading the data generation in the page. */
async function render(
  bundle: Awaited<ReturnType<typeof bundleInstance>>,
  locals: App.Locals,
): Promise<number> {
  let seen = -1;
  const next: MiddlewareNext = async () => {
    seen = bundle.snapshot.dataGeneration();
    return new Response('ok');
  };
  await bundle.middleware.onRequest({ locals } as APIContext, next);
  return seen;
}

const doc = (id: string, description: string) => ({
  id,
  company_name: `Empresa ${id}`,
  description,
  categories: ['payroll'],
});
const LABELS = { payroll: 'Nómina' };

describe('data state shared through the render entry', () => {
  it("a page render adopts the server's state: the server's bumps are what the page reads", async () => {
    const bundle = await bundleInstance();
    expect(bundle.state.sharedState()).not.toBe(sharedState());
    bumpDataGeneration(['p1']);
    // Without the server's locals (astro dev) the bundle keeps its own generation.
    expect(await render(bundle, {})).toBe(0);
    expect(await render(bundle, { data: sharedState() })).toBe(dataGeneration());
    bumpDataGeneration(['p2']);
    expect(bundle.snapshot.dataGeneration()).toBe(dataGeneration());
    expect(bundle.snapshot.providersChangedSince(dataGeneration() - 2)).toEqual(
      new Set(['p1', 'p2']),
    );
  });

  it('bumps write the one state object: generation, change log and pre-render mark', () => {
    const state = sharedState();
    const g = state.generation;
    bumpDataGeneration(['a'], { bulk: true });
    expect(state.generation).toBe(g + 1);
    expect(state.bulkGeneration).toBe(g + 1);
    expect(state.changes.get(g + 1)).toEqual(new Set(['a']));
    bumpDataGeneration();
    expect(state.bulkGeneration).toBeUndefined();
    expect(providersChangedSince(g)).toBeNull();
  });

  it('keeps the changed providers of the last 100 generations only', () => {
    for (let i = 0; i < 150; i++) bumpDataGeneration([`p${i}`]);
    expect(sharedState().changes.size).toBe(100);
  });

  it('starts empty', () => {
    expect(newSharedState()).toEqual({
      generation: 0,
      bulkGeneration: undefined,
      changes: new Map(),
      reviewChanges: new Map(),
      textIndex: null,
    });
  });
});

describe('the one provider text index of a thread', () => {
  it('is the same index for the server and the pages once they share the state', async () => {
    const bundle = await bundleInstance();
    await render(bundle, { data: sharedState() });
    const list = [doc('a', 'auditoría externa'), doc('b', 'capacitación')];
    const server = providerTextIndex(list, LABELS);
    const page = bundle.textIndex.providerTextIndex(list, LABELS);
    expect(page.index).toBe(server.index);
    expect(page.changed).toBe(0);
    expect(page.index.match('auditoría')).toEqual(new Set(['a']));
  });

  it('re-indexes only the providers whose text changed in a new list', () => {
    const first = providerTextIndex(
      [doc('a', 'planilla mensual'), doc('b', 'reclutamiento'), doc('c', 'capacitación')],
      LABELS,
    );
    const next = providerTextIndex(
      [doc('a', 'planilla mensual'), doc('b', 'auditoría'), doc('c', 'capacitación')],
      LABELS,
    );
    expect(next.index).toBe(first.index);
    expect(next.changed).toBe(1);
    expect(next.index.match('auditoría')).toEqual(new Set(['b']));
    expect(next.index.match('reclutamiento')).toEqual(new Set());
  });

  it('builds a new index when the category labels change', () => {
    const list = [doc('a', 'planilla mensual')];
    const first = providerTextIndex(list, LABELS);
    const relabelled = providerTextIndex(list, { payroll: 'Nómina y planilla' });
    expect(relabelled.index).not.toBe(first.index);
    expect(relabelled.changed).toBe(1);
  });
});

// Issue 21, newcomer measures: a public route whose page forgets to declare its re-render tags
// would be stored once and never re-rendered. Every stored route's page files must set them
// (setPageTags, src/lib/contract/cache-tags.ts), a data-backed route must not declare itself
// 'static', and tests/unit/routes.test.ts checks that some outbox change produces each family.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '@/lib/contract/routes';

const PAGES_DIR = join(import.meta.dirname, '../../src/pages');
const source = (file: string): string => readFileSync(join(PAGES_DIR, file), 'utf8');

/** The page file itself, or the page it re-exports (`export { GET } from '../rss.xml'`). */
function implementation(file: string): string {
  const text = source(file);
  const reexport = /^export \{[^}]*\} from '(\.[^']+)';/m.exec(text);
  if (!reexport) return text;
  const target = join(file, '..', reexport[1]!).replace(/\\/g, '/');
  const candidates = [target, `${target}.ts`, `${target}.astro`];
  return source(candidates.find((f) => existsSync(join(PAGES_DIR, f))) ?? target);
}

const stored = (Object.entries(ROUTES) as [string, RouteDef][]).filter(
  ([, r]) => r.known !== 'app',
);

describe('every stored route declares what re-renders it', () => {
  it.each(stored.flatMap(([id, r]) => r.files.map((f) => [id, f] as const)))(
    'route %s: page %s sets its tags',
    (_id, file) => {
      expect(implementation(file), `${file} never calls setPageTags`).toMatch(/setPageTags\(/);
    },
  );

  it.each(stored.filter(([, r]) => !r.tags.includes('static')))(
    'data-backed route %s sets tags other than static',
    (_id, route) => {
      for (const file of route.files) {
        expect(implementation(file), `${file} declares itself static`).not.toMatch(
          /setPageTags\([^)]*\['static'\]\)/,
        );
      }
    },
  );

  it.each(
    stored
      .filter(([, r]) => !r.tags.some((t) => t.endsWith(':')))
      .flatMap(([id, r]) => r.files.map((f) => [id, f] as const)),
  )('route %s has fixed tags: page %s sets the ones the route table declares', (id, file) => {
    expect(implementation(file)).toMatch(
      new RegExp(`setPageTags\\((Astro\\.)?response, ROUTES\\.${id}\\.tags\\)`),
    );
  });
});

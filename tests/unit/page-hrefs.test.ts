// A server-rendered page or component links to a route of the site through the URL builders
// (`paths.*`, AUTH_PATHS in src/lib/contract/paths.ts), never a typed "/comparativas": one
// home per URL shape. Assets ("/favicon.svg") are not routes and stay literal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeOf } from '@/lib/contract/routes';
import { filesUnder } from '../shared/files';

const SRC = join(import.meta.dirname, '../../src');
const astroFiles = filesUnder(SRC).filter((f) => f.endsWith('.astro'));

/** The site paths a file writes as literal hrefs (attribute, object key, template start). */
function literalRouteHrefs(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /href=["'](\/[^"'{}]*)["']/g,
    /href:\s*'(\/[^']*)'/g,
    /href=\{\s*['"`](\/[^'"`$]*)/g,
  ];
  for (const re of patterns)
    for (const m of text.matchAll(re)) {
      const path = m[1]!.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
      if (routeOf(path)) found.push(m[1]!);
    }
  return found;
}

describe('pages link through the URL builders', () => {
  it('finds a literal link to a route (the rule can fail)', () => {
    expect(literalRouteHrefs('<a href="/comparativas">x</a>')).toEqual(['/comparativas']);
    expect(literalRouteHrefs("{ label: 'Inicio', href: '/' }")).toEqual(['/']);
    expect(literalRouteHrefs('<a href={`/proveedores/categoria/${c}`}>')).toEqual([
      '/proveedores/categoria/',
    ]);
    expect(literalRouteHrefs('<link rel="icon" href="/favicon.svg" />')).toEqual([]);
  });

  it.each(astroFiles)('%s writes no route as a literal href', (file) => {
    expect(literalRouteHrefs(readFileSync(join(SRC, file), 'utf8'))).toEqual([]);
  });
});

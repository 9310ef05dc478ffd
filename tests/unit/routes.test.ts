import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PATH_REDIRECTS,
  ROUTES,
  isProviderPath,
  paths,
  queryOf,
  routeOf,
  staticPaths,
  staticSitemapEntries,
  type RouteDef,
} from '@/lib/contract/routes';
import { ALL_OUTBOX_TOPICS } from '@/lib/contract/outbox';
import { addAffected, emptyAffected, type ChangeEvent } from '../../src/server/change-map.ts';

const PAGES_DIR = join(import.meta.dirname, '../../src/pages');
const pageFiles = (
  readdirSync(PAGES_DIR, { recursive: true, withFileTypes: true }) as {
    name: string;
    parentPath: string;
    isFile(): boolean;
  }[]
)
  .filter((e) => e.isFile())
  .map((e) => relative(PAGES_DIR, join(e.parentPath, e.name)).split(sep).join('/'))
  .sort();
const routes = Object.entries(ROUTES) as [string, RouteDef][];

/** The facts filters of the directory and the category pages. */
const FACT_FILTERS = {
  atiende: 'filter',
  tamano: 'filter',
  modelo: 'filter',
  obligacion: 'filter',
  calificacion: 'filter',
};

describe('the route table covers the site', () => {
  it.each(pageFiles)('page file %s belongs to exactly one route', (file) => {
    expect(routes.filter(([, r]) => r.files.includes(file)).map(([id]) => id)).toHaveLength(1);
  });

  it.each(routes)('route %s names page files that exist', (_id, route) => {
    for (const f of route.files) expect(pageFiles).toContain(f);
  });

  it.each(routes)('route %s is found again by its own paths', (_id, route) => {
    for (const p of route.paths) {
      const sample = p.replace(/:[a-z]+/g, 'ejemplo');
      expect(routeOf(sample)).toBe(route);
    }
  });
});

describe('fixed redirects', () => {
  it.each(Object.entries(PATH_REDIRECTS))(
    '%s → %s: a page of the table, from no page',
    (from, to) => {
      expect(routeOf(to)?.paths).toContain(to);
      expect(routeOf(from)?.paths ?? []).not.toContain(from);
      expect(staticPaths()).not.toContain(from);
    },
  );
});

/** One change of each kind (record topics and the server's own), and the tags the outbox consumer derives from it. */
function tagsOfEveryChange(): Set<string> {
  const data = {
    before: {
      id: 'p1',
      slug: 'a',
      public: true,
      categories: ['x'],
      headquarters_country: 'México',
      provider: 'p1',
      name: 'x',
    },
    after: null,
  };
  const tags = new Set<string>();
  // Record changes and the server's own events (the daily ranking recompute, trust decisions).
  for (const topic of ALL_OUTBOX_TOPICS) {
    const ev: ChangeEvent = {
      id: 'e',
      topic,
      record_id: 'p1',
      op: 'delete',
      data,
      created: '',
    };
    const a = addAffected(emptyAffected(), ev, new Map([['p1', null]]));
    for (const t of a.tags) tags.add(t);
    // Favourites and case studies re-render the provider's own page through its tag.
    if (a.providerPages.size > 0) tags.add('provider:p1');
  }
  return tags;
}

describe('every data-backed route is re-rendered by some change', () => {
  const produced = [...tagsOfEveryChange()];
  const families = [...new Set(routes.flatMap(([, r]) => r.tags).filter((t) => t !== 'static'))];
  it.each(families)('tag %s is produced by an outbox change', (family) => {
    const hit = family.endsWith(':')
      ? produced.some((t) => t.startsWith(family))
      : produced.includes(family);
    expect(hit, `no change produces ${family}: pages carrying it would go stale`).toBe(true);
  });

  it.each(routes.filter(([, r]) => r.known !== 'app'))(
    'public route %s declares what re-renders it',
    (_id, route) => {
      expect(route.tags.length).toBeGreaterThan(0);
    },
  );
});

describe('derived lists', () => {
  it('the full pre-render starts from every static route', () => {
    expect(staticPaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/providers',
        '/proveedores',
        '/404',
        '/sitemap.xml',
        '/rss.xml',
      ]),
    );
    expect(staticPaths()).not.toContain('/dashboard');
  });

  it('the sitemap lists the static pages in table order, app screens never', () => {
    const locs = staticSitemapEntries().map((e) => e.loc);
    expect(locs[0]).toBe('/');
    expect(locs).toContain('/providers');
    expect(locs).not.toContain('/proveedores');
    expect(locs).not.toContain('/auth');
  });

  it.each([
    [
      '/providers',
      {
        q: 'text',
        categoria: 'slug',
        pais: 'slug',
        orden: 'slug',
        pagina: 'page',
        ...FACT_FILTERS,
      },
    ],
    ['/proveedores/categoria/nomina/mexico', { pagina: 'page', ...FACT_FILTERS }],
    ['/auth/confirm', { token_hash: 'client', type: 'client', next: 'client' }],
    ['/providers/acme', {}],
    ['/no-route/at/all', {}],
  ])('the query of %s', (path, expected) => {
    expect(queryOf(path)).toEqual(expected);
  });

  it.each([
    ['/providers/acme', true],
    ['/proveedores/acme', true],
    ['/providers', false],
    ['/blog/acme', false],
  ])('%s is a provider page: %s', (path, expected) => {
    expect(isProviderPath(path)).toBe(expected);
  });

  it('builds URLs with encoded segments', () => {
    expect(paths.provider('acme')).toBe('/providers/acme');
    expect(paths.providerAliases('acme')).toEqual(['/providers/acme', '/proveedores/acme']);
    expect(paths.categoryListing('nomina', 'mexico')).toBe('/proveedores/categoria/nomina/mexico');
    expect(paths.blogPost('a b')).toBe('/blog/a%20b');
  });
});

describe('pages rendered on request only', () => {
  it('a review’s own address is never followed as a link (full pre-render, revalidation)', () => {
    expect(routeOf('/providers/acme/reviews/abcdefghij12345')?.known).toBe('request');
    expect(routeOf('/providers/acme/reviews')?.known).toBe('linked');
  });
});

import { describe, expect, it } from 'vitest';
import { API, SERVER_API } from '@/lib/contract/api-routes';
import { customRoutes } from '../shared/hook-routes';

/** A path with its parameters as `{}`, as the hooks declare them (`{id}` → `{}`). */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const DECLARED = new Set(customRoutes().map((r) => shape(r.path)));
/** The path of a table entry, its parameter (if any) as `{}`. */
const entryPath = (build: unknown) =>
  (build as (p: string) => string)('PARAM').replace('PARAM', '{}');
const TABLE = new Set([...Object.values(API), ...Object.values(SERVER_API)].map(entryPath));

describe('the custom routes table (src/lib/contract/api-routes.ts)', () => {
  it.each(Object.entries({ ...API, ...SERVER_API }))(
    '%s is served by a routerAdd of the hooks',
    (_name, build) => {
      expect(DECLARED).toContain(entryPath(build));
    },
  );

  it.each(customRoutes().map((r) => [`${r.method} ${r.path}`, r.path]))(
    '%s has its entry in the table',
    (_route, path) => {
      expect(TABLE).toContain(shape(path));
    },
  );

  it('lists each route once, in one of the two tables', () => {
    const all = [...Object.values(API), ...Object.values(SERVER_API)].map(entryPath);
    expect(all.length).toBe(TABLE.size);
  });

  it('encodes a path parameter', () => {
    expect(API.adminUserApprove('a/b?c')).toBe('/api/lp/admin/users/a%2Fb%3Fc/approve');
    expect(API.outbound('a/b')).toBe('/api/lp/out/a%2Fb');
  });
});

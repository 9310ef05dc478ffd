import { describe, expect, it } from 'vitest';
import { API } from '@/lib/contract/api-routes';
import { customRoutes } from '../shared/hook-routes';

/** A path with its parameters as `{}`, as the hooks declare them (`{id}` → `{}`). */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const DECLARED = new Set(customRoutes().map((r) => shape(r.path)));

describe('the custom routes the browser calls', () => {
  it.each(Object.entries(API))('%s is served by a routerAdd of the hooks', (_name, build) => {
    const path = (build as (p: string) => string)('PARAM');
    expect(DECLARED).toContain(path.replace('PARAM', '{}'));
  });

  it('encodes a path parameter', () => {
    expect(API.adminUserApprove('a/b?c')).toBe('/api/lp/admin/users/a%2Fb%3Fc/approve');
  });
});

import { describe, expect, it } from 'vitest';
import { renderPriority } from '../../src/server/pages.ts';

describe('renderPriority (what a refresh writes first)', () => {
  it.each([
    ['/providers/nomina-agil', 0],
    ['/proveedores/nomina-agil', 0],
    ['/blog/tendencias', 0],
    ['/providers', 1],
    ['/proveedores/categoria/payroll/mexico', 1],
    ['/providers?pagina=3', 2],
    ['/sitemap.xml', 3],
    ['/rss.xml', 3],
    ['/proveedores/categoria/payroll/mapa', 3],
    ['/proveedores/categoria/payroll/mexico/mapa', 3],
    ['/transparencia', 3],
    ['/transparencia.csv', 3],
  ])('%s → %i', (key, expected) => {
    expect(renderPriority(key)).toBe(expected);
  });

  it('orders a provider change with its own page first', () => {
    const keys = ['/sitemap.xml', '/providers?pagina=2', '/providers', '/providers/acme'];
    expect([...keys].sort((a, b) => renderPriority(a) - renderPriority(b))).toEqual([
      '/providers/acme',
      '/providers',
      '/providers?pagina=2',
      '/sitemap.xml',
    ]);
  });
});

// Issue 11, defect 3: only canonical URLs are pages, so junk query values cannot fill the
// page store. The per-route allow-list (src/server/query-rules.ts) as seen through pageUrl.
import { describe, expect, it } from 'vitest';
import { pageUrl } from '../../src/server/page-key.ts';

describe('canonical URLs are kept as they are', () => {
  it.each([
    ['/providers', '/providers', true],
    ['/providers?pagina=2', '/providers?pagina=2', true],
    ['/proveedores?categoria=payroll&pagina=3', '/proveedores?categoria=payroll&pagina=3', true],
    ['/providers?pagina=3&categoria=payroll', '/providers?categoria=payroll&pagina=3', true],
    ['/proveedores/categoria/payroll?pagina=2', '/proveedores/categoria/payroll?pagina=2', true],
    [
      '/proveedores/categoria/payroll/mexico?pagina=4',
      '/proveedores/categoria/payroll/mexico?pagina=4',
      true,
    ],
    ['/blog?categoria=tendencias-rrhh', '/blog?categoria=tendencias-rrhh', true],
    // Free text shapes the page but is never stored.
    ['/providers?q=nómina', '/providers?q=n%C3%B3mina', false],
    ['/blog?q=x&categoria=guias', '/blog?categoria=guias&q=x', false],
    // The community reviews: the newest page is stored; its filters and further pages change
    // with every review, so they are rendered on request.
    ['/reviews', '/reviews', true],
    ['/reviews?pagina=2', '/reviews?pagina=2', false],
    ['/reviews?estrellas=5&categoria=payroll', '/reviews?categoria=payroll&estrellas=5', false],
    // The facts filters: values of fixed lists, but their combinations multiply.
    [
      '/providers?obligacion=previred&tamano=1000%2B',
      '/providers?obligacion=previred&tamano=1000%2B',
      false,
    ],
    [
      '/proveedores/categoria/payroll?atiende=MX&calificacion=4.5',
      '/proveedores/categoria/payroll?atiende=MX&calificacion=4.5',
      false,
    ],
    // A provider's reviews: "Más útiles" (no `orden`) stored, another order or a filter never.
    ['/providers/acme/reviews?pagina=2', '/providers/acme/reviews?pagina=2', true],
    ['/providers/acme/reviews?orden=recientes', '/providers/acme/reviews?orden=recientes', false],
    [
      '/providers/acme/reviews?tamano=51-200&pais=mexico&estrellas=4',
      '/providers/acme/reviews?estrellas=4&pais=mexico&tamano=51-200',
      false,
    ],
  ])('%s → key %s (stored: %s)', (target, key, storable) => {
    const p = pageUrl(target);
    expect(p.redirect).toBeNull();
    expect(p.key).toBe(key);
    expect(p.storable).toBe(storable);
  });

  it.each([
    ['/providers?utm_source=x&pagina=2', '/providers?pagina=2'],
    ['/about?fbclid=abc', '/about'],
    ['/fbclid?fbclid=1', '/fbclid'],
  ])('ignores tracking parameters: %s is the page %s', (target, key) => {
    expect(pageUrl(target)).toMatchObject({ key, redirect: null, storable: true });
  });

  it.each([
    ['/auth/confirm?token_hash=abc&type=signup&next=/dashboard', '/auth/confirm'],
    ['/email-confirmation?email=a%40b.c', '/email-confirmation'],
    ['/write-review?provider=abc123', '/write-review'],
    ['/create-provider?edit=abc123', '/create-provider'],
  ])('serves the page itself for parameters only its script reads: %s', (target, key) => {
    expect(pageUrl(target)).toMatchObject({ key, redirect: null, storable: true });
  });
});

describe('other queries are sent to the canonical URL', () => {
  it.each([
    ['/providers?pagina=zzq8x1', '/providers'],
    ['/about?tab=x', '/about'],
    ['/providers?pagina=1', '/providers'],
    ['/providers?pagina=0', '/providers'],
    ['/providers?pagina=-2', '/providers'],
    ['/providers?pagina=abc', '/providers'],
    ['/providers?pagina=2.5', '/providers'],
    ['/providers?pagina=1e3', '/providers'],
    ['/providers?pagina=02', '/providers?pagina=2'],
    ['/providers?pagina=2&pagina=3', '/providers?pagina=2'],
    ['/providers?pagina=', '/providers'],
    ['/providers?q=&categoria=', '/providers'],
    ['/providers?q=%20%20', '/providers'],
    ['/providers?categoria=Payroll', '/providers?categoria=payroll'],
    ['/providers?categoria=%3Cscript%3E', '/providers'],
    ['/providers?x=1&pagina=2', '/providers?pagina=2'],
    ['/providers?q=ats&x=1', '/providers?q=ats'],
    ['/proveedores/categoria/payroll?categoria=x', '/proveedores/categoria/payroll'],
    ['/providers/acme?pagina=2', '/providers/acme'],
    ['/blog?page=2', '/blog'],
    ['/sitemap.xml?pagina=2', '/sitemap.xml'],
    ['/rss.xml?x', '/rss.xml'],
    ['/?pais=mx', '/'],
    ['/auth/confirm?token_hash=abc&junk=1', '/auth/confirm?token_hash=abc'],
  ])('%s → 301 %s', (target, location) => {
    expect(pageUrl(target).redirect).toBe(location);
  });

  it('never redirects off the site from a path that starts with two slashes', () => {
    // `/.//evil.example?x=1` is normalised to the path `//evil.example`.
    expect(pageUrl('/.//evil.example?x=1').redirect).toBe('/evil.example');
  });

  it('keys a redirected URL by its canonical page, so it can never be stored itself', () => {
    const p = pageUrl('/providers?pagina=zz123&tab=x');
    expect(p.key).toBe('/providers');
    expect(p.redirect).toBe('/providers');
  });
});

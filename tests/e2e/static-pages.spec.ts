import { expect, test } from './blog-support';

const TERMS_SECTIONS = [
  'Introducción',
  'Definiciones',
  'Uso aceptable',
  'Cuentas de usuario',
  'Reviews y contenido',
  'Servicios de proveedores',
  'Privacidad',
  'Limitación de responsabilidad',
  'Terminación',
  'Modificaciones',
  'Ley aplicable',
  'Contacto',
];
const PRIVACY_SECTIONS = [
  'Introducción',
  'Información que recopilamos',
  'Uso de la información',
  'Compartir información',
  'Seguridad',
  'Tus derechos',
  'Cookies',
  'Transferencias internacionales',
  'Retención de datos',
  'Menores de edad',
  'Actualizaciones de esta política',
  'Contacto',
];

test.describe('legal pages', () => {
  test('/terms has its 12 sections, the spec constants and links to privacy and home', async ({
    page,
  }) => {
    const res = await page.goto('/terms');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y Condiciones');
    await expect(page.getByText('Última actualización: enero de 2025')).toBeVisible();
    const headings = page.locator('[data-legal-section] h2');
    await expect(headings).toHaveText(TERMS_SECTIONS.map((t, i) => `${i + 1}. ${t}`));
    const text = await page.locator('main').innerText();
    for (const phrase of [
      'Profesional HR',
      'Proveedor',
      '30 días',
      'leyes de los Estados Unidos Mexicanos',
      'tribunales competentes de la Ciudad de México',
      'verificar su perfil de LinkedIn',
    ]) {
      expect(text).toContain(phrase);
    }
    await expect(page.locator('main a[href="/privacy"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/"]')).toBeVisible();
  });

  test('/privacy has its 12 sections, 18+ and the 30 business days', async ({ page }) => {
    const res = await page.goto('/privacy');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidad');
    // Updated with the rights and deadlines per country.
    await expect(page.getByText('Última actualización: noviembre de 2026')).toBeVisible();
    await expect(page.locator('[data-legal-section] h2')).toHaveText(
      PRIVACY_SECTIONS.map((t, i) => `${i + 1}. ${t}`),
    );
    const text = await page.locator('main').innerText();
    expect(text).toContain('mayor de 18 años');
    expect(text).toContain('30 días hábiles');
    await expect(page.locator('main a[href="/terms"]')).toBeVisible();
  });

  test('the table of contents jumps to each section', async ({ page }) => {
    await page.goto('/terms');
    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: '11. Ley aplicable' })
      .click();
    await expect(page).toHaveURL(/#ley-aplicable$/);
    await expect(page.locator('#ley-aplicable h2')).toBeInViewport();
  });
});

test.describe('/about', () => {
  test('describes the community with its figures, link and calls to action', async ({ page }) => {
    await page.goto('/about');
    const main = page.locator('main');
    await expect(main.getByText('+650', { exact: true })).toBeVisible();
    await expect(main.getByText('20+', { exact: true })).toBeVisible();
    const community = main.locator('[data-community-link]');
    await expect(community).toHaveAttribute('href', /^https?:\/\//);
    await expect(community).toHaveAttribute('target', '_blank');
    await expect(main.locator('a[href^="/auth/registro"]').first()).toBeVisible();
    await expect(main.locator('a[href="/providers"]')).toBeVisible();
  });
});

test.describe('404', () => {
  for (const path of ['/esta-ruta-no-existe', '/blog/a/b', '/about/extra']) {
    test(`${path} answers 404 with the not-found page and a link home`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await page.locator('main').getByRole('link', { name: 'Volver al inicio' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

import { expectAccessible } from './fixtures/axe';
import { publishedPosts, test } from './blog-support';

// Routes of this area; axe must report no serious or critical violation on any of them.
const ROUTES = [
  '/blog',
  '/blog?q=nomina',
  '/about',
  '/reviews',
  '/terms',
  '/privacy',
  '/contacto',
  '/accesibilidad',
  '/privacidad/solicitud',
  '/no-existe',
];

test.describe('accessibility of the blog and static pages', () => {
  for (const route of ROUTES) {
    test(`${route} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(route);
      await expectAccessible(page, route);
    });
  }

  test('an article has no serious or critical axe violations', async ({ page }) => {
    const [post] = await publishedPosts();
    await page.goto(`/blog/${post!.slug}`);
    await expectAccessible(page, post!.slug);
  });
});

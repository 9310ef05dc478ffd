import { expect, test } from '@playwright/test';
import { startOwnStack } from './own-stack';
import { paths } from '../../src/lib/contract/paths';
import { formatPriceRange } from '../../src/lib/contract/provider-facts';
import {
  cardOf,
  directoryCardUpdated,
  directoryPageWith,
  makeCategory,
  makeProvider,
  makeUser,
  su,
  uid,
  until,
} from './isr-fixtures';

test.describe.configure({ mode: 'serial' });

// The 2 s goal is measured by `npm run bench:isr` (docs/PERFORMANCE.md); on a shared, loaded
// test machine these tests assert the effect (waiting up to 20 s) and the first reports the
// time it took.
test('a review created through the API shows on the provider page and in the lists without a rebuild', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const cat = await makeCategory();
  const p = await makeProvider([cat['name']], { featured: true });
  const name = String(p['company_name']);
  const categoryPath = `/proveedores/categoria/${cat['name']}`;
  // The new provider reaches its page, the directory and its category page by itself.
  await until(`/providers/${p['slug']}`, (s) => s === 200, 20_000);
  await until(categoryPath, (s, b) => s === 200 && b.includes(name), 20_000);
  const dirPath = await directoryPageWith(name);
  expect(dirPath).not.toBeNull();

  const reviewer = await makeUser();
  const pb = await su();
  const t0 = Date.now();
  await pb.collection('reviews').create({
    provider: p.id,
    reviewer: reviewer.id,
    title: 'Excelente acompañamiento',
    review_text:
      'Nos ayudaron con todo el proceso de nómina. Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 5,
    would_recommend: true,
  });
  const timings = {
    providerPage: await until(
      `/providers/${p['slug']}`,
      (_, b) => b.includes('Excelente acompañamiento'),
      20000,
    ),
    categoryPage: await until(categoryPath, (_, b) => cardOf(b, name).includes('5.0'), 20000),
    // Rated 5.0 it may move to another page of the directory: find it again each time.
    directoryPage: await directoryCardUpdated(name, '5.0', 20000),
  };
  testInfo.annotations.push({
    type: 'latency',
    description: `write → served HTML: ${JSON.stringify(timings)} ms; all within ${Date.now() - t0} ms`,
  });

  await page.goto(`/providers/${p['slug']}`);
  await expect(page.getByText('Excelente acompañamiento')).toBeVisible();
});

test('a renamed provider moves: the old URL answers 301 to the new one', async ({ request }) => {
  const cat = await makeCategory();
  const p = await makeProvider([cat['name']]);
  const oldSlug = String(p['slug']);
  await until(`/providers/${oldSlug}`, (s) => s === 200, 20_000);
  const pb = await su();
  const renamed = await pb
    .collection('providers')
    .update(p.id, { company_name: `Renombrada ${uid()}` });
  const newSlug = String(renamed['slug']);
  expect(newSlug).not.toBe(oldSlug);
  await until(
    `/providers/${oldSlug}`,
    (s, _, r) => s === 301 && r.headers.get('location') === `/providers/${newSlug}`,
    20_000,
  );
  const res = await request.get(`/providers/${newSlug}`);
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(String(renamed['company_name']));
});

test('a rejected provider answers 404 and disappears from every list', async () => {
  const cat = await makeCategory();
  const p = await makeProvider([cat['name']]);
  const name = String(p['company_name']);
  const categoryPath = `/proveedores/categoria/${cat['name']}`;
  await until(categoryPath, (s, b) => s === 200 && b.includes(name), 20_000);
  await until(`/providers/${p['slug']}`, (s) => s === 200, 20_000);
  const pb = await su();
  await pb.collection('providers').update(p.id, { status: 'rejected' });
  await until(`/providers/${p['slug']}`, (s) => s === 404, 20_000);
  await until(`/proveedores/${p['slug']}`, (s) => s === 404, 20_000);
  await until(categoryPath, (_, b) => !b.includes(name), 20_000);
  // Every directory page is re-rendered in the same pass, in no particular order.
  await expect.poll(() => directoryPageWith(name, 0), { timeout: 20_000 }).toBeNull();
});

test('publishing a post updates /blog, the article, related articles and the feed', async ({
  request: _request,
}, testInfo) => {
  const pb = await su();
  const category = await pb.collection('blog_categories').getFirstListItem('');
  const title = `Novedades de nómina ${uid()}`;
  const post = await pb.collection('blog_posts').create({
    title,
    content: '<p>Contenido del artículo de prueba sobre nómina y beneficios.</p>',
    status: 'draft',
    categories: [category.id],
  });
  const slug = String(post['slug']);
  await until(`/blog/${slug}`, (s) => s === 404, 20_000);
  const t0 = Date.now();
  await pb.collection('blog_posts').update(post.id, { status: 'published' });
  await until(`/blog/${slug}`, (s, b) => s === 200 && b.includes(title), 20000);
  await until('/blog', (_, b) => b.includes(title), 20000);
  await until('/rss.xml', (_, b) => b.includes(title), 20000);
  // A sibling in the same category lists it among its related articles.
  const sibling = await pb.collection('blog_posts').getFirstListItem(
    pb.filter('status = "published" && categories ~ {:c} && id != {:id}', {
      c: category.id,
      id: post.id,
    }),
    { sort: '-published_at' },
  );
  await until(`/blog/${sibling['slug']}`, (_, b) => b.includes(title), 20000);
  testInfo.annotations.push({
    type: 'latency',
    description: `all pages within ${Date.now() - t0} ms`,
  });
});

test('deactivating a category removes its pages', async () => {
  const cat = await makeCategory();
  await makeProvider([cat['name']]);
  const base = `/proveedores/categoria/${cat['name']}`;
  await until(base, (s) => s === 200, 20_000);
  await until(`${base}/mexico`, (s) => s === 200, 20_000);
  const pb = await su();
  await pb.collection('service_categories').update(cat.id, { active: false });
  await until(base, (s) => s === 404, 20_000);
  await until(`${base}/mexico`, (s) => s === 404, 20_000);
  await until('/categories', (_, b) => !b.includes(String(cat['label'])), 20_000);
});

test('a change of the countries a provider serves re-renders its comparisons per country', async () => {
  test.setTimeout(90_000);
  const cat = await makeCategory();
  const facts = (min: number) => ({
    countries: ['MX', 'PE'],
    pricing_models: ['monthly_fee'],
    prices: [{ country: 'PE', model: 'monthly_fee', currency: 'PEN', min, max: min * 2 }],
    obligations: ['plame'],
  });
  const price = (min: number) => formatPriceRange({ currency: 'PEN', min, max: min * 2 });
  // Both headquartered in México, both declaring Perú.
  const a = await makeProvider([cat['name']], { facts: facts(1000) });
  const b = await makeProvider([cat['name']], { facts: facts(3000) });
  const names = [String(a['company_name']), String(b['company_name'])] as const;
  const peru = paths.comparisonOf(...names, 'peru');
  const pair = paths.comparisonOf(...names);
  await until(peru, (s, body) => s === 200 && body.includes(price(1000)), 20_000);
  await until(pair, (s, body) => s === 200 && body.includes(`href="${peru}"`), 20_000);
  const pb = await su();
  // A new price: the stored page per country shows it.
  await pb.collection('providers').update(a.id, { facts: facts(1500) });
  await until(peru, (_, body) => body.includes(price(1500)), 20_000);
  // One stops serving Perú: the page per country is gone and the pair's page no longer links it.
  await pb.collection('providers').update(b.id, { facts: { countries: ['MX'] } });
  await until(peru, (s) => s === 404, 20_000);
  await until(pair, (s, body) => s === 200 && !body.includes(`href="${peru}"`), 20_000);
});

test('a visitor cannot trigger a revalidation', async ({ request }) => {
  for (const headers of [{}, { authorization: 'Bearer not-the-secret' }]) {
    const r = await request.post('/_revalidate', { headers, data: { tags: ['providers'] } });
    expect(r.status()).toBe(401);
  }
  expect((await request.get('/_revalidate')).status()).toBe(401);
  // Cache-busting requests are answered, but the stored page is not rewritten.
  const first = await request.get('/about');
  await request.get('/about?revalidate=1', {
    headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
  });
  await request.get('/about', { headers: { 'cache-control': 'no-cache', pragma: 'no-cache' } });
  const after = await request.get('/about');
  expect(after.headers()['etag']).toBeTruthy();
  expect(after.headers()['etag']).toBe(first.headers()['etag']);
});

test('a web server stopped while data changes serves no stale page after it restarts', async () => {
  test.setTimeout(90_000);
  // Its own PocketBase and web server (one outbox has one consumer), the server killed
  // without warning while data changes.
  const stack = await startOwnStack();
  const { pb } = stack;
  const text = async (path: string) => (await stack.get(path)).text();
  stack.startServer();
  try {
    await pb
      .collection('service_categories')
      .create({ name: 'payroll', label: 'Nómina', active: true });
    const owner = await stack.user('provider');
    const p = await pb.collection('providers').create({
      user: owner.id,
      status: 'approved',
      verified: true,
      company_name: `Reinicio ${uid()}`,
      description: 'Proveedor de la prueba de reinicio.',
      headquarters_country: 'México',
      categories: ['payroll'],
      founded_year: 2012,
    });
    expect(await text(`/providers/${p['slug']}`)).toContain(String(p['company_name']));
    await stack.stopServer('SIGKILL');
    const reviewer = await stack.user('hr_professional');
    await pb.collection('reviews').create({
      provider: p.id,
      reviewer: reviewer.id,
      title: 'Reseña escrita con el servidor apagado',
      review_text: 'Debe verse al volver. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 2,
      would_recommend: false,
    });
    stack.startServer();
    expect(await text(`/providers/${p['slug']}`)).toContain(
      'Reseña escrita con el servidor apagado',
    );
  } finally {
    await stack.close();
  }
});

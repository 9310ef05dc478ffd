import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { REBUILD, openTab, signInAsAdmin, statusOf, su, textOf, unique } from './admin-fixtures';

const m = messages.admin;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openBlog(page: Page) {
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabBlog);
  await expect(page.getByRole('heading', { name: m.blogTitle })).toBeVisible();
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

async function typeContent(page: Page, text: string) {
  const editor = dialog(page).locator('.ql-editor');
  await editor.click();
  await page.keyboard.type(text);
}

function postRow(page: Page, title: string) {
  return page.getByTestId('admin-post-row').filter({ hasText: title });
}

test('writes, publishes, unpublishes and deletes a post; /blog follows', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  const quill: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/quill\./.test(r.url())) quill.push(r.url());
  });
  await openBlog(page);
  await expect(postRow(page, '').first()).toBeVisible();
  // Quill is a separate chunk, loaded only with the editor.
  expect(quill).toEqual([]);

  await page.getByRole('button', { name: m.newPost }).click();
  await expect(dialog(page).getByRole('heading', { name: m.newPost })).toBeVisible();
  await expect(dialog(page).locator('.ql-editor')).toBeVisible();
  expect(quill.length).toBeGreaterThan(0);

  // The spec's full toolbar.
  const toolbar = dialog(page).locator('.ql-toolbar');
  for (const selector of [
    '.ql-header',
    '.ql-font',
    '.ql-size',
    'button.ql-bold',
    'button.ql-italic',
    'button.ql-underline',
    'button.ql-strike',
    'button.ql-blockquote',
    'button.ql-list[value="ordered"]',
    'button.ql-list[value="bullet"]',
    'button.ql-indent[value="-1"]',
    'button.ql-indent[value="+1"]',
    'button.ql-link',
    'button.ql-image',
    'button.ql-video',
    '.ql-align',
    '.ql-color',
    '.ql-background',
    'button.ql-code-block',
    'button.ql-clean',
  ]) {
    await expect(toolbar.locator(selector).first(), selector).toBeVisible();
  }
  await toolbar.locator('.ql-header .ql-picker-label').click();
  await expect(toolbar.locator('.ql-header .ql-picker-item')).toHaveCount(7);
  await toolbar.locator('.ql-header .ql-picker-label').click();

  await dialog(page).getByRole('button', { name: m.save }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(m.postRequired);
  await expect(page.getByText(m.postRequired).first()).toBeVisible();

  const title = unique('Tendencias de RRHH');
  await dialog(page).getByLabel(m.postTitle).fill(title);
  await dialog(page).getByRole('button', { name: m.save }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(m.postRequired);

  await typeContent(page, 'La gestión del talento cambia cada año. ');
  await toolbar.locator('button.ql-bold').click();
  await page.keyboard.type('Lo importante');
  await expect(dialog(page).getByText(m.externalUrlHint)).toBeVisible();
  await dialog(page).getByLabel(m.externalUrl).fill('https://example.com/original');
  await expect(dialog(page).getByText(m.imageHint)).toBeVisible();
  await dialog(page).getByLabel(m.imageUrl).fill('https://images.example.com/portada.png');
  await expect(dialog(page).getByAltText(m.imagePreview)).toHaveAttribute(
    'src',
    'https://images.example.com/portada.png',
  );
  const categories = dialog(page).getByRole('group', { name: m.blogCategories });
  const firstCategory = categories.getByRole('checkbox').first();
  const categoryName = (await categories.locator('label').first().textContent())!.trim();
  await firstCategory.check();
  await dialog(page).getByRole('group', { name: m.blogTags }).getByRole('checkbox').first().check();
  await dialog(page).getByLabel(m.featuredToggle).check();
  await dialog(page).getByLabel(m.status).selectOption('published');
  await dialog(page).getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.postCreated)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  const pb = await su();
  const post = await pb
    .collection('blog_posts')
    .getFirstListItem(pb.filter('title = {:t}', { t: title }), { expand: 'categories' });
  expect(post['status']).toBe('published');
  expect(post['featured']).toBe(true);
  expect(post['external_url']).toBe('https://example.com/original');
  expect(post['featured_image_url']).toBe('https://images.example.com/portada.png');
  expect(post['content']).toContain('<strong>Lo importante</strong>');
  expect(post['excerpt']).toContain('La gestión del talento');
  expect(post['published_at']).not.toBe('');
  expect(post['categories']).toHaveLength(1);
  expect(post['tags']).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('blog_draft'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('blog_dialog_state'))).toBeNull();

  // The list: star, badge, reading time, views, excerpt, dates, view link.
  const row = postRow(page, title);
  await expect(row.getByRole('img', { name: m.featured })).toBeVisible();
  await expect(row).toContainText(m.published);
  await expect(row).toContainText(m.readingTime(1));
  await expect(row).toContainText(m.views(0));
  await expect(row).toContainText('La gestión del talento');
  await expect(row).toContainText(m.createdOn);
  await expect(row).toContainText(m.publishedOn);
  const view = row.getByRole('link', { name: `${m.viewPost}: ${title}` });
  await expect(view).toHaveAttribute('href', `/blog/${post['slug']}`);
  await expect(view).toHaveAttribute('target', '_blank');

  // Public effect: the article and the /blog list.
  await expect.poll(() => statusOf(`/blog/${post['slug']}`), REBUILD).toBe(200);
  await expect.poll(async () => (await textOf('/blog')).includes(title), REBUILD).toBe(true);
  expect(await textOf(`/blog/${post['slug']}`)).toContain(categoryName);

  // Edit: back to draft; the public article goes away.
  await row.getByRole('button', { name: `${m.edit}: ${title}` }).click();
  await expect(dialog(page).getByRole('heading', { name: m.editPost })).toBeVisible();
  await expect(dialog(page).getByLabel(m.postTitle)).toHaveValue(title);
  await expect(dialog(page).locator('.ql-editor strong')).toHaveText('Lo importante');
  await dialog(page).getByLabel(m.status).selectOption('draft');
  await dialog(page).getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.postUpdated)).toBeVisible();
  await expect(row).toContainText(m.draft);
  await expect(row.getByRole('link', { name: `${m.viewPost}: ${title}` })).toHaveCount(0);
  await expect.poll(() => statusOf(`/blog/${post['slug']}`), REBUILD).toBe(404);
  await expect.poll(async () => (await textOf('/blog')).includes(title), REBUILD).toBe(false);

  // Delete, after the confirmation.
  page.once('dialog', async (d) => {
    expect(d.type()).toBe('confirm');
    expect(d.message()).toBe(m.deletePostConfirm);
    await d.dismiss();
  });
  await row.getByRole('button', { name: `${m.delete}: ${title}` }).click();
  await expect(row).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${m.delete}: ${title}` }).click();
  await expect(page.getByText(m.postDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(pb.collection('blog_posts').getOne(post.id)).rejects.toThrow();
});

test('keeps a new post as a draft and restores it, with the dialog, after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openBlog(page);
  await page.getByRole('button', { name: m.newPost }).click();
  const title = unique('Borrador automático');
  await dialog(page).getByLabel(m.postTitle).fill(title);
  await typeContent(page, 'Texto que no se pierde.');
  // The draft is saved 500 ms after the last change: wait for the one with the content.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('blog_draft')))
    .toContain('Texto que no se pierde.');
  expect(await page.evaluate(() => localStorage.getItem('blog_draft'))).toContain(title);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('blog_dialog_state')))!),
  ).toEqual({ open: true, id: null });

  // Even with another tab remembered, an open dialog brings the blog tab back.
  await page.evaluate(() => localStorage.setItem('admin_active_tab', 'categories'));
  await page.reload();
  await expect(page.getByRole('tab', { name: m.tabBlog, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog(page).getByRole('heading', { name: m.newPost })).toBeVisible();
  await expect(dialog(page).getByLabel(m.postTitle)).toHaveValue(title);
  await expect(dialog(page).locator('.ql-editor')).toContainText('Texto que no se pierde.');

  // Cancelar closes it; the draft stays until a save.
  await dialog(page).getByRole('button', { name: m.cancel }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: m.blogTitle })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: m.newPost }).click();
  await expect(dialog(page).getByLabel(m.postTitle)).toHaveValue(title);

  await dialog(page).getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.postCreated)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('blog_draft'))).toBeNull();
  const row = postRow(page, title);
  await expect(row).toContainText(m.draft);

  // An edit dialog comes back after a reload too.
  await row.getByRole('button', { name: `${m.edit}: ${title}` }).click();
  await expect(dialog(page).getByRole('heading', { name: m.editPost })).toBeVisible();
  await page.reload();
  await expect(dialog(page).getByRole('heading', { name: m.editPost })).toBeVisible();
  await expect(dialog(page).getByLabel(m.postTitle)).toHaveValue(title);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  const pb = await su();
  const post = await pb
    .collection('blog_posts')
    .getFirstListItem(pb.filter('title = {:t}', { t: title }));
  expect(post['status']).toBe('draft');
  await pb.collection('blog_posts').delete(post.id);
});

test('validates and uploads a featured image', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openBlog(page);
  await page.getByRole('button', { name: m.newPost }).click();
  await dialog(page).getByLabel(m.imageByUpload).check();
  const file = dialog(page).getByLabel(m.imageFile);

  await file.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog(page).getByRole('alert')).toHaveText(m.invalidImage);
  await file.setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog(page).getByRole('alert')).toHaveText(m.imageTooLarge);
  await file.setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  await expect(dialog(page).getByAltText(m.imagePreview)).toHaveAttribute('src', /^blob:/);

  const title = unique('Con imagen');
  await dialog(page).getByLabel(m.postTitle).fill(title);
  await typeContent(page, 'Artículo con imagen destacada.');
  await dialog(page).getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.imageUploaded)).toBeVisible();
  await expect(page.getByText(m.postCreated)).toBeVisible();

  const pb = await su();
  const post = await pb
    .collection('blog_posts')
    .getFirstListItem(pb.filter('title = {:t}', { t: title }));
  expect(post['featured_image']).toMatch(/\.png$/);

  // Editing shows the stored image as the preview.
  await postRow(page, title)
    .getByRole('button', { name: `${m.edit}: ${title}` })
    .click();
  await expect(dialog(page).getByAltText(m.imagePreview)).toHaveAttribute(
    'src',
    new RegExp(`/api/files/.+/${post.id}/${post['featured_image']}`),
  );
  await dialog(page).getByRole('button', { name: m.cancel }).click();
  await pb.collection('blog_posts').delete(post.id);
});

test('shows the statistics', async ({ page, request }) => {
  await signInAsAdmin(page);
  const pb = await su();
  const post = await pb
    .collection('blog_posts')
    .create({ title: unique('Estadística'), content: '<p>Leído</p>', status: 'published' });
  for (let i = 0; i < 2; i++) {
    const res = await request.post(`${process.env['PB_URL']}/api/lp/blog/${post['slug']}/view`);
    expect(res.status()).toBe(200);
  }
  await openBlog(page);
  await page.getByRole('tab', { name: m.tabStats }).click();
  const value = async (id: string) => Number(await page.getByTestId(id).textContent());
  await expect(page.getByTestId('stat-posts-total')).toHaveText(/^\d+$/);
  const [total, published, scheduled, drafts, views] = await Promise.all([
    value('stat-posts-total'),
    value('stat-posts-published'),
    value('stat-posts-scheduled'),
    value('stat-posts-drafts'),
    value('stat-posts-views'),
  ]);
  expect(total).toBeGreaterThan(0);
  expect(published + scheduled + drafts).toBe(total);
  expect(published).toBeGreaterThan(0);
  expect(views).toBeGreaterThanOrEqual(2);
  for (const label of [
    m.statTotalPosts,
    m.statPublished,
    m.statScheduled,
    m.statDrafts,
    m.statViews,
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await pb.collection('blog_posts').delete(post.id);
});

test('shows the empty state and the error toasts', async ({ page }) => {
  await signInAsAdmin(page);
  // The list comes from the admin route, one page at a time.
  await page.route('**/api/lp/admin/posts?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ page: 1, perPage: 20, totalItems: 0, totalPages: 0, items: [] }),
    }),
  );
  await openBlog(page);
  await expect(page.getByText(m.noPosts)).toBeVisible();
  await page.unroute('**/api/lp/admin/posts?**');

  // Load failure.
  await page.route('**/api/lp/admin/posts?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.reload();
  await expect(page.getByText(m.blogLoadError)).toBeVisible();
  await page.unroute('**/api/lp/admin/posts?**');

  // Save and delete failures keep the admin where they were.
  const pb = await su();
  const title = unique('Falla');
  const post = await pb
    .collection('blog_posts')
    .create({ title, content: '<p>Contenido</p>', status: 'draft' });
  await page.reload();
  await page.route('**/api/collections/blog_posts/records**', (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  page.once('dialog', (d) => void d.accept());
  await postRow(page, title)
    .getByRole('button', { name: `${m.delete}: ${title}` })
    .click();
  await expect(page.getByText(m.postDeleteError)).toBeVisible();
  await postRow(page, title)
    .getByRole('button', { name: `${m.edit}: ${title}` })
    .click();
  await expect(dialog(page).getByLabel(m.postTitle)).toHaveValue(title);
  await dialog(page).getByRole('button', { name: m.save }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(m.postSaveError);
  await expect(dialog(page)).toBeVisible();
  await pb.collection('blog_posts').delete(post.id);
});

/** The text Quill's theme draws for an element (its ::before and ::after `content`). */
async function drawnText(page: Page, selector: string): Promise<string> {
  return dialog(page)
    .locator(selector)
    .first()
    .evaluate((el) =>
      ['::before', '::after']
        .map((p) => getComputedStyle(el, p).content)
        .filter((c) => c && c !== 'none' && c !== 'normal')
        .map((c) => c.replace(/^"|"$/g, ''))
        .join(' ')
        .trim(),
    );
}

test('the post editor speaks Spanish: pickers, button tooltips and the link dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await openBlog(page);
  await page.getByRole('button', { name: m.newPost }).click();
  await expect(dialog(page).locator('.ql-editor')).toBeVisible();
  const items = m.editorPickerItems;
  expect(await drawnText(page, '.ql-header .ql-picker-label')).toBe(items['header']!['']);
  expect(await drawnText(page, '.ql-font .ql-picker-label')).toBe(items['font']!['']);
  expect(await drawnText(page, '.ql-size .ql-picker-label')).toBe(items['size']!['']);
  expect(await drawnText(page, '.ql-header .ql-picker-item[data-value="1"]')).toBe('Título 1');
  expect(await drawnText(page, '.ql-size .ql-picker-item[data-value="huge"]')).toBe('Enorme');
  await expect(dialog(page).locator('button.ql-bold')).toHaveAttribute('title', 'Negrita');
  await expect(dialog(page).getByRole('button', { name: 'Lista numerada' })).toBeVisible();

  // Choosing a heading names it in Spanish on the picker.
  await typeContent(page, 'Un título');
  await dialog(page).locator('.ql-header .ql-picker-label').click();
  await dialog(page).locator('.ql-header .ql-picker-item[data-value="2"]').click();
  expect(await drawnText(page, '.ql-header .ql-picker-label')).toBe('Título 2');

  // The link dialog.
  await page.keyboard.press('Shift+Home');
  await dialog(page).locator('button.ql-link').click();
  const tooltip = dialog(page).locator('.ql-tooltip.ql-editing');
  await expect(tooltip).toBeVisible();
  expect(await drawnText(page, '.ql-tooltip.ql-editing')).toBe(m.editorTooltip.enterLink);
  expect(await drawnText(page, '.ql-tooltip.ql-editing a.ql-action')).toBe(m.editorTooltip.save);
  await expect(tooltip.locator('input[type=text]')).toHaveAttribute(
    'placeholder',
    m.editorTooltip.linkPlaceholder,
  );
  const english =
    /Heading|Normal Text|Sans Serif|Monospace|Small|Large|Huge|Enter|Save|Edit|Remove|Visit/;
  for (const sel of ['.ql-picker-label', '.ql-picker-item', '.ql-tooltip', '.ql-tooltip a']) {
    const texts = await dialog(page)
      .locator(sel)
      .evaluateAll((els) =>
        els.flatMap((el) => ['::before', '::after'].map((p) => getComputedStyle(el, p).content)),
      );
    expect(
      texts.filter((t) => english.test(t)),
      sel,
    ).toEqual([]);
  }
});

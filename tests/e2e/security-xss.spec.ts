/**
 * Stored XSS: the corpus of tests/e2e/fixtures/xss-payloads.ts goes through every free-text
 * field a member, a provider owner or an admin controls (mostly through the API as that
 * user, plus the real forms), then every page that shows those fields is opened with the
 * CSP turned off (so only escaping and sanitising protect it): no payload may run, no
 * dialog may open, and text fields show the payloads literally.
 */
import { honestText } from '../shared/honest-text';
import { expect, test, type Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { messages } from '../../src/lib/messages';
import { signIn, su, type TestUser } from './member-fixtures';
import {
  DEMO,
  asUser,
  expectNoExecution,
  expectTextShown,
  newMember,
  runToken,
  userByEmail,
  watchPage,
} from './fixtures/security-support';
import { SCRIPT_PAYLOAD, XSS_PAYLOADS, packPayloads } from './fixtures/xss-payloads';
import { Random } from '../../scripts/seed-data/random.ts';
import { CLOSINGS, MIDDLES, OPENINGS, reviewText } from '../../scripts/seed-data/reviews.ts';

test.describe.configure({ mode: 'default' });
// Escaping alone must hold: the CSP (tested in security-headers.spec.ts) is a second wall.
test.use({ bypassCSP: true });

const RUN = runToken('xss');
const CATEGORY = `xss_${RUN}`;
const CATEGORY_LABEL = `Xss ${RUN} ${SCRIPT_PAYLOAD.text}`;
const REVIEWS_PER_PAGE = 10;

/** Values for a field of at most `max` characters, the whole corpus spread over them. */
const chunks = (max: number, prefix = '') => packPayloads(max, prefix);
const pick = (list: readonly string[], i: number) => list[i % list.length]!;

/** Every free-text profile field of user `id`, written as that user, from payload row `i`. */
const writeProfile = (api: PocketBase, id: string, i: number) =>
  api.collection('users').update(id, {
    first_name: pick(NAME, i),
    last_name: pick(NAME, i + 1),
    job_title: pick(ROLE, i),
    company_name: pick(ROLE, i + 1),
    bio: pick(LONG, i),
  });
const companyName = (i: number, chunk: string) =>
  chunk.replace(`${RUN}-00 `, `${RUN}-${String(i).padStart(2, '0')} `);

interface Fixture {
  owners: TestUser[];
  reviewers: TestUser[];
  providers: { id: string; slug: string; name: string }[];
  reviewTitles: string[];
  postSlug: string;
  postTitle: string;
  profile: Record<string, string>;
}
let fx: Fixture;

const COMPANY = chunks(120, `Xss ${RUN}-00 `);
const DESCRIPTION = chunks(5000);
const REVIEW_TEXT = chunks(800);
/** Words of the seed's review generator, different for each review. */
const ownWords = (k: number) => {
  const rng = new Random(`xss-review:${k}:${Date.now()}`);
  return reviewText(rng, 'positive', {
    opening: rng.pick(OPENINGS.positive),
    middle: rng.pick(MIDDLES.positive.recruiting),
    closing: rng.pick(CLOSINGS.positive),
  });
};
const TITLE = chunks(200);
const LONG = chunks(2000);
const NAME = chunks(100);
const ROLE = chunks(150);

/** Tries URL payloads in a url field: each is accepted or refused (never a server error). */
async function tryUrls(save: (url: string) => Promise<unknown>): Promise<void> {
  const urls = [
    ...XSS_PAYLOADS.filter((p) => /^(javascript|data):/i.test(p.text)).map((p) => p.text),
    'JaVaScRiPt:__xssHit(501)',
    'https://example.com/"><script>__xssHit(502)</script>',
    "https://example.com/'onmouseover='__xssHit(503)",
    'https://example.com/?q=<img src=x onerror=__xssHit(504)>',
  ];
  for (const url of urls) {
    try {
      await save(url);
    } catch (err) {
      expect((err as { status?: number }).status, url).toBe(400);
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const pb = await su();
  const adminUser = await userByEmail(DEMO.admin);
  const admin = await asUser(adminUser.id);
  await admin.collection('service_categories').create({
    name: CATEGORY,
    label: CATEGORY_LABEL,
    description: DESCRIPTION[0]!.slice(0, 1000),
    active: true,
  });

  // Owners: profile fields and one provider each, written as themselves.
  const owners: TestUser[] = [];
  const providers: Fixture['providers'] = [];
  for (let i = 0; i < COMPANY.length; i++) {
    const owner = await newMember('provider');
    owners.push(owner);
    const api = await asUser(owner.id);
    await writeProfile(api, owner.id, i);
    const name = companyName(i, COMPANY[i]!);
    const rec = await api.collection('providers').create({
      user: owner.id,
      company_name: name,
      description: pick(DESCRIPTION, i),
      headquarters_country: 'México',
      categories: [CATEGORY],
      website: 'https://example.com/xss',
    });
    if (i === 0) {
      await tryUrls((website) => api.collection('providers').update(rec.id, { website }));
      await api.collection('case_studies').create({
        provider: rec.id,
        title: TITLE[0],
        client_name: ROLE[0],
        summary: DESCRIPTION[0],
        results: pick(DESCRIPTION, 1),
        published: true,
      });
    }
    providers.push({ id: rec.id, slug: rec['slug'], name });
  }

  // Reviewers: profile fields, one review each (10 per provider page), favourites.
  const reviewers: TestUser[] = [];
  const reviewTitles: string[] = [];
  const count = Math.max(TITLE.length, NAME.length, ROLE.length);
  for (let k = 0; k < count; k++) {
    const reviewer = await newMember();
    reviewers.push(reviewer);
    const api = await asUser(reviewer.id);
    await writeProfile(api, reviewer.id, k);
    const provider = providers[Math.floor(k / REVIEWS_PER_PAGE) % providers.length]!;
    const title = pick(TITLE, k);
    reviewTitles.push(title);
    // Imported as history (the seed's path: the superuser names the reviewer and the date, a
    // day apart): ten reviews of one provider in seconds would be a burst, and the same text
    // under many accounts a copy, both held for verification (contract review-integrity.ts).
    // Each text carries a slice of the corpus (all of it over the reviews) and the writer's
    // own words.
    await (await su()).collection('reviews').create({
      provider: provider.id,
      reviewer: reviewer.id,
      title,
      review_text: `${pick(REVIEW_TEXT, k)} ${ownWords(k)}`.slice(0, 5000),
      pros: pick(LONG, k),
      cons: pick(LONG, k + 1),
      // Five stars: the providers with reviews (the first ones) rank first in every list, so
      // their names are on the first page of each list checked below.
      overall_rating: 5,
      would_recommend: false,
      anonymous: false,
      original_created: new Date(Date.now() - (count - k) * 86_400_000).toISOString(),
    });
  }
  const fan = await asUser(reviewers[0]!.id);
  for (const p of providers) {
    await fan.collection('user_favorites').create({ user: reviewers[0]!.id, provider: p.id });
  }

  // Blog (admin): the whole corpus as article HTML; every title chunk, the first published.
  const content = XSS_PAYLOADS.map((p) => `<p>${p.text}</p>`).join('\n');
  let postSlug = '';
  let postTitle = '';
  for (let i = 0; i < TITLE.length; i++) {
    const title = `Xss ${RUN} ${TITLE[i]!}`.slice(0, 200);
    const post = await admin.collection('blog_posts').create({
      title,
      content,
      status: i === 0 ? 'published' : 'draft',
      external_url: 'https://example.com/fuente',
      meta_keywords: [SCRIPT_PAYLOAD.text],
    });
    if (i === 0) {
      postSlug = post['slug'];
      postTitle = title;
      await tryUrls((url) =>
        admin.collection('blog_posts').update(post.id, { external_url: url, canonical_url: url }),
      );
    }
  }
  void pb;
  fx = {
    owners,
    reviewers,
    providers,
    reviewTitles,
    postSlug,
    postTitle,
    profile: { first: NAME[0]!, role: ROLE[0]! },
  };
});

/** Waits for the stored page to carry `marker` (the outbox re-renders within seconds). */
async function rendered(page: Page, path: string, marker: string): Promise<void> {
  await expect
    .poll(async () => (await page.request.get(path)).text(), {
      timeout: 30_000,
      intervals: [250, 500, 1000],
    })
    .toContain(marker);
}

/** Opens `path` with the execution hooks and checks nothing ran and `texts` are shown. */
async function check(page: Page, path: string, texts: readonly string[] = []) {
  const w = await watchPage(page);
  await page.goto(path);
  if (texts.length) await expectTextShown(page, texts);
  await expectNoExecution(page, w);
}

test.describe('stored XSS payloads render as inert text', () => {
  test('provider pages: name, description, website, reviews, reviewer profiles, case study', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    for (const [i, p] of fx.providers.entries()) {
      const path = `/providers/${p.slug}`;
      await rendered(page, path, `${RUN}-${String(i).padStart(2, '0')}`);
      const reviews = fx.reviewTitles.slice(i * REVIEWS_PER_PAGE, (i + 1) * REVIEWS_PER_PAGE);
      if (reviews.length) await rendered(page, path, 'data-review');
      const texts = [p.name, ...reviews];
      if (i === 0) texts.push(DESCRIPTION[0]!, TITLE[0]!, NAME[0]!);
      await check(page, path, texts);
      // The description and company name are also the page's JSON-LD: still one valid block.
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      for (const block of ld) expect(() => JSON.parse(block) as unknown).not.toThrow();
    }
    await check(page, `/proveedores/${fx.providers[0]!.slug}`, [fx.providers[0]!.name]);
  });

  test('directory, search results, category and comparison pages', async ({ page }) => {
    test.setTimeout(180_000);
    const [a, b] = fx.providers;
    await rendered(page, `/proveedores/categoria/${CATEGORY}`, RUN);
    await check(page, `/providers?q=${RUN}`, [a!.name]);
    await check(page, `/proveedores?q=${encodeURIComponent(SCRIPT_PAYLOAD.text)}`);
    await check(page, `/providers?categoria=${CATEGORY}`, [a!.name, CATEGORY_LABEL]);
    await check(page, `/proveedores/categoria/${CATEGORY}`, [a!.name]);
    await check(page, `/proveedores/categoria/${CATEGORY}/mexico`, [a!.name]);
    await check(page, '/categories', [CATEGORY_LABEL]);
    await check(page, `/comparativas/xss-${RUN}-00-vs-xss-${RUN}-01`, [a!.name, b!.name]);
    await check(page, '/providers');
    await check(page, '/');
  });

  test('member pages: favourites, dashboard, settings, write-review', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, fx.reviewers[0]!);
    await check(page, '/favorites', [fx.providers[0]!.name]);
    await check(page, '/dashboard', [SCRIPT_PAYLOAD.text]);
    await check(page, '/settings');
    await expect(page.getByLabel(messages.settings.firstName)).toHaveValue(NAME[0]!);
    await check(page, `/write-review?provider=${fx.providers[0]!.id}`);
  });

  test('provider owner pages: dashboard and provider dashboard', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, fx.owners[0]!);
    await check(page, '/dashboard', [SCRIPT_PAYLOAD.text]);
    await check(page, '/provider-dashboard', [SCRIPT_PAYLOAD.text]);
    await check(page, '/create-provider');
  });

  test('admin lists: providers, users, categories, blog', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, await userByEmail(DEMO.admin));
    const w = await watchPage(page);
    await page.goto('/lapieza-admin');
    // The lists are paged on the server: the fixture rows are found through each list's
    // search box (categories are one short list without one).
    const tabs = [
      [messages.admin.tabApprovedProviders, fx.providers[0]!.name, `${RUN}-00`],
      [messages.admin.tabApprovedUsers, NAME[0]!, SCRIPT_PAYLOAD.text],
      [messages.admin.tabCategories, CATEGORY_LABEL, null],
      [messages.admin.tabBlog, fx.postTitle, RUN],
    ] as const;
    for (const [tab, text, query] of tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      if (query !== null) await page.getByRole('searchbox').first().fill(query);
      await expectTextShown(page, [text]);
      await expectNoExecution(page, w);
    }
  });

  test('blog list, article, RSS and sitemap', async ({ page }) => {
    test.setTimeout(120_000);
    await rendered(page, `/blog/${fx.postSlug}`, RUN);
    // The list is re-rendered in the same pass or the next one.
    await rendered(page, '/blog', RUN);
    await check(page, '/blog', [fx.postTitle]);
    await check(page, `/blog?q=${RUN}`, [fx.postTitle]);
    await check(page, `/blog/${fx.postSlug}`, [fx.postTitle]);
    // The article body is HTML by design: the sanitiser leaves no script, handler or js: URL.
    const unsafe = await page.locator('[data-article-content]').evaluate((root) => {
      const found: string[] = [];
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        if (['script', 'object', 'embed', 'base', 'meta', 'link', 'style', 'form'].includes(tag))
          found.push(tag);
        if (
          tag === 'iframe' &&
          !/^https:\/\/(www\.)?(youtube|player\.vimeo)/.test(el.getAttribute('src') ?? '')
        )
          found.push(`iframe ${el.getAttribute('src')}`);
        for (const a of el.attributes) {
          if (/^on/i.test(a.name)) found.push(`${tag}[${a.name}]`);
          if (/^\s*(javascript|vbscript|data:text)/i.test(a.value))
            found.push(`${tag}[${a.name}=${a.value}]`);
        }
      }
      return found;
    });
    expect(unsafe).toEqual([]);

    for (const feed of ['/rss.xml', '/blog/rss.xml', '/sitemap.xml', '/sitemaps/paginas.xml']) {
      const res = await page.request.get(feed);
      expect(res.status(), feed).toBe(200);
      const xml = await res.text();
      const error = await page.evaluate(
        (src) =>
          new DOMParser()
            .parseFromString(src, 'application/xml')
            .getElementsByTagName('parsererror')[0]?.textContent ?? '',
        xml,
      );
      expect(error, feed).toBe('');
      if (!feed.includes('sitemap')) expect(xml, feed).not.toMatch(/<script/i);
    }
    expect(await (await page.request.get('/rss.xml')).text()).toContain(RUN);
  });
});

test.describe('the real forms take the payloads as text', () => {
  test('review form', async ({ page }) => {
    test.setTimeout(120_000);
    const r = messages.review;
    const owner = await newMember('provider');
    const api = await asUser(owner.id);
    const provider = await api.collection('providers').create({
      user: owner.id,
      company_name: `Xss ${RUN} formulario`,
      description: 'Proveedor para el formulario de reseñas.',
      headquarters_country: 'México',
      categories: [CATEGORY],
    });
    const member = await newMember();
    await signIn(page, member);
    const w = await watchPage(page);
    await page.goto(`/write-review?provider=${provider.id}`);
    const title = `Formulario ${SCRIPT_PAYLOAD.text}`;
    // The payloads, each followed by the writer's own words: the imported reviews above carry
    // the same payloads, and a text mostly made of them would be held as a near-duplicate.
    const text = XSS_PAYLOADS.slice(0, 5)
      .map((p) => `${p.text} ${honestText()}`)
      .join(' ');
    await page.getByLabel(r.reviewTitle).fill(title);
    await page.getByLabel(r.reviewText).fill(text);
    await page.getByLabel(r.pros).fill(XSS_PAYLOADS[47]!.text);
    await page.getByLabel(r.cons).fill(XSS_PAYLOADS[52]!.text);
    await page.getByRole('radio', { name: r.star(2) }).click();
    await page.locator('form').getByRole('button', { name: r.submit }).click();
    await expect(page.getByText(r.success)).toBeVisible({ timeout: 15_000 });
    await expectNoExecution(page, w);
    await rendered(page, `/providers/${provider['slug']}`, 'Formulario');
    await check(page, `/providers/${provider['slug']}`, [title, text]);
  });

  test('provider form', async ({ page }) => {
    test.setTimeout(120_000);
    const f = messages.providerForm;
    const owner = await newMember('provider');
    await signIn(page, owner);
    const w = await watchPage(page);
    await page.goto('/create-provider');
    const name = `Xss ${RUN} alta ${XSS_PAYLOADS[6]!.text}`;
    const description = XSS_PAYLOADS.slice(20, 45)
      .map((p) => p.text)
      .join('\n');
    await page.getByLabel(`${f.companyName} *`).fill(name);
    await page.getByLabel(`${f.description} *`).fill(description);
    await page.getByLabel(`${f.country} *`).selectOption('Chile');
    await page.locator(`input[name=categories][value=${CATEGORY}]`).check();
    const submit = page.locator('form').getByRole('button', { name: f.submitCreate });
    await page.getByLabel(f.website).fill('javascript:__xssHit(601)');
    await submit.click();
    await expect(page.locator('form').getByRole('alert')).toBeVisible();
    await page.getByLabel(f.website).fill('https://example.com/alta');
    await submit.click();
    await expect(page.getByText(f.createdApproved)).toBeVisible({ timeout: 15_000 });
    await expectNoExecution(page, w);
    const pb = await su();
    const rec = await pb
      .collection('providers')
      .getFirstListItem(pb.filter('user = {:u}', { u: owner.id }));
    expect(rec['company_name']).toBe(name);
    await rendered(page, `/providers/${rec['slug']}`, `${RUN} alta`);
    await check(page, `/providers/${rec['slug']}`, [name, description]);
  });

  test('profile settings form', async ({ page }) => {
    test.setTimeout(90_000);
    const s = messages.settings;
    const member = await newMember();
    await signIn(page, member);
    const w = await watchPage(page);
    await page.goto('/settings');
    const values = {
      [s.firstName]: XSS_PAYLOADS[0]!.text,
      [s.lastName]: XSS_PAYLOADS[49]!.text,
      [s.jobTitle]: XSS_PAYLOADS[53]!.text,
      [s.companyName]: XSS_PAYLOADS[60]!.text,
      [s.bio]: XSS_PAYLOADS.slice(0, 30)
        .map((p) => p.text)
        .join('\n'),
    };
    await expect(page.getByLabel(s.firstName)).toBeEditable({ timeout: 15_000 });
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.updateSuccess)).toBeVisible({ timeout: 15_000 });
    await expectNoExecution(page, w);
    await check(page, '/settings');
    await expect(page.getByLabel(s.lastName)).toHaveValue(values[s.lastName]!);
    const pb: PocketBase = await su();
    const rec = await pb.collection('users').getOne(member.id);
    expect(rec['first_name']).toBe(values[s.firstName]);
  });

  test('admin category form', async ({ page }) => {
    test.setTimeout(90_000);
    const m = messages.admin;
    await signIn(page, await userByEmail(DEMO.admin));
    const w = await watchPage(page);
    await page.goto('/lapieza-admin');
    await page.getByRole('tab', { name: m.tabCategories, exact: true }).click();
    await page.getByRole('button', { name: m.newCategory }).click();
    const form = page.getByRole('form', { name: m.newCategory });
    const label = `Xss ${RUN} f ${XSS_PAYLOADS[11]!.text}`.slice(0, 100);
    await form.getByLabel(m.categoryName).fill(`xss_form_${RUN}`);
    await form.getByLabel(m.categoryLabel).fill(label);
    await form.getByLabel(m.categoryDescription).fill(XSS_PAYLOADS[47]!.text);
    await form.getByRole('button', { name: m.create }).click();
    await expect(page.getByText(m.categoryCreated)).toBeVisible({ timeout: 15_000 });
    await expectTextShown(page, [label]);
    await expectNoExecution(page, w);
    await rendered(page, '/categories', `Xss ${RUN} f`);
    await check(page, '/categories', [label]);
  });
});

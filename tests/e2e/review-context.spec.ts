// a member writes a review with every context field; the provider's static page
// follows by itself (outbox → re-render) with the sub-rating averages, "X % lo recomendaría",
// each review's context, and the filters by company size, country, service and stars. The
// private cost band never shows.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import {
  COMPANY_SIZE_LABELS,
  CONTRACT_MODEL_LABELS,
  COST_BAND_LABELS,
  DURATION_LABELS,
  INDUSTRY_LABELS,
  SUB_RATING_LABELS,
  reviewContext as t,
} from '../../src/lib/messages/review-context';
import { SUB_RATINGS } from '../../src/lib/contract/review-context';
import { createProvider, createUser, signIn, su, unique } from './member-fixtures';
import { until } from './isr-fixtures';
import { expectAccessible } from './fixtures/axe';

const r = messages.review;
const TEXT =
  'Contratamos el reclutamiento de 40 vendedores en Bogotá: cumplieron los plazos y el soporte respondió rápido.';

test('a member reviews with every context field; the provider page shows it and filters by it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const provider = await createProvider(await createUser({ userType: 'provider' }));
  // Earlier reviews: the oldest with another context, then eleven written before the
  // questions, so that the provider page (10 reviews) does not show the oldest.
  const pb = await su();
  // Dated a day apart, as the seed imports history: twelve reviews of one provider in a few
  // seconds would be a burst (the excess held for verification).
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const chilean = await createUser();
  const older = await createUser();
  await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: chilean.id,
    title: `Regular ${unique('r')}`,
    review_text: 'Cumplieron a medias con los plazos acordados y el soporte tardó en responder.',
    overall_rating: 2,
    would_recommend: false,
    service: 'recruiting',
    company_size: '1-10',
    reviewer_country: 'Chile',
    rating_quality: 2,
    rating_compliance: 1,
    rating_support: 2,
    rating_value: 3,
    original_created: daysAgo(20),
  });
  for (let i = 1; i <= 10; i++) {
    await pb.collection('reviews').create({
      provider: provider.id,
      reviewer: (await createUser()).id,
      title: `Sin contexto ${i} ${unique('r')}`,
      review_text: 'Otra review escrita antes de las preguntas de contexto, sin más datos.',
      overall_rating: 3,
      original_created: daysAgo(20 - i),
    });
  }
  await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: older.id,
    title: `Antigua ${unique('r')}`,
    review_text: 'Una review escrita antes de las preguntas de contexto, sin más datos.',
    overall_rating: 4,
    original_created: daysAgo(5),
  });
  await until(`/providers/${provider.slug}`, (s, b) => s === 200 && b.includes('Antigua'), 20_000);

  const member = await createUser();
  await signIn(page, member);
  await page.goto(`/write-review?provider=${provider.id}`);
  const title = `Muy recomendable ${unique('r')}`;
  await page.getByLabel(r.reviewTitle).fill(title);
  await page.getByLabel(r.reviewText).fill(TEXT);
  await page.getByRole('radio', { name: r.star(5) }).click();
  await page.getByLabel(t.service).selectOption({ label: 'Reclutamiento' });
  await page.getByLabel(t.companySize).selectOption({ label: COMPANY_SIZE_LABELS['51-200'] });
  await page.getByLabel(t.country).selectOption({ label: 'Colombia' });
  await page.getByLabel(t.industry).selectOption({ label: INDUSTRY_LABELS.retail });
  await page.getByLabel(t.duration).selectOption({ label: DURATION_LABELS['1-2y'] });
  await page.getByRole('group', { name: t.relationship }).getByLabel(t.relationshipYes).check();
  await page.getByRole('group', { name: t.recommend }).getByLabel(t.yes, { exact: true }).check();
  for (const f of SUB_RATINGS) {
    await page.getByRole('radio', { name: t.subRatingStar(SUB_RATING_LABELS[f], 5) }).click();
  }
  await page.getByLabel(t.contractModel).selectOption({ label: CONTRACT_MODEL_LABELS.monthly_fee });
  await page.getByLabel(t.costBand).selectOption({ label: COST_BAND_LABELS['2k-5k'] });
  await expectAccessible(page, '/write-review');
  await page.locator('form').getByRole('button', { name: r.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The static page follows by itself.
  const ms = await until(
    `/providers/${provider.slug}`,
    (_, b) => b.includes(title) && b.includes('data-recommend-share'),
    20_000,
  );
  test.info().annotations.push({ type: 'latency', description: `review → served page: ${ms} ms` });
  await page.goto(`/providers/${provider.slug}`);

  // Two of the two answers... one yes (the member), one no: 50 %; the older review did not answer.
  const facts = page.locator('[data-review-facts]');
  await expect(facts.locator('[data-recommend-share]')).toContainText(t.recommendShare(50));
  await expect(facts.locator('[data-recommend-share]')).toContainText(t.recommendOf(2));
  // Quality: (5 + 2) / 2 = 3.5; compliance (5 + 1) / 2 = 3.0.
  await expect(facts.locator('[data-sub-average="rating_quality"] [data-value]')).toHaveText('3.5');
  await expect(facts.locator('[data-sub-average="rating_compliance"] [data-value]')).toHaveText(
    '3.0',
  );
  // One review gave a cost band: it shows nowhere (not per review, not as an aggregate of < 3).
  await expect(page.locator('body')).not.toContainText(COST_BAND_LABELS['2k-5k']);
  await expect(page.locator('body')).not.toContainText(CONTRACT_MODEL_LABELS.monthly_fee);

  const mine = page.locator('[data-review]').filter({ hasText: title });
  const context = mine.locator('[data-review-context]');
  await expect(context).toContainText('Reclutamiento');
  await expect(context).toContainText(
    `${COMPANY_SIZE_LABELS['51-200']} · Colombia · ${INDUSTRY_LABELS.retail}`,
  );
  await expect(context).toContainText(`${DURATION_LABELS['1-2y']}, ${t.ongoing}`);
  await expect(context).toContainText(t.recommends);
  await expect(context.locator('[data-sub-rating="rating_support"]')).toContainText('5/5');
  await expect(
    page.locator('[data-review]').filter({ hasText: 'Antigua' }).locator('[data-review-context]'),
  ).toHaveText(t.noContext);

  // Filters (a GET form, no script): they apply to all 13 reviews, not only the 10 shown.
  const reviews = page.locator('[data-review]');
  const filters = page.locator('[data-review-filters]');
  const status = page.locator('[data-filter-status]');
  await expect(reviews).toHaveCount(10);
  await expect(reviews.filter({ hasText: 'Regular' })).toHaveCount(0);
  await filters.getByLabel(t.filterCountry).selectOption('Chile');
  await filters.getByRole('button', { name: t.filterSubmit }).click();
  await expect(page).toHaveURL(new RegExp(`/providers/${provider.slug}/reviews\\?pais=chile$`));
  await expect(status).toContainText(t.filterStatus(1, 13));
  await expect(reviews).toHaveCount(1);
  await expect(reviews).toContainText('Regular');
  // The form keeps the country; a size with it leaves nothing.
  await filters.getByLabel(t.filterSize).selectOption({ label: COMPANY_SIZE_LABELS['51-200'] });
  await filters.getByRole('button', { name: t.filterSubmit }).click();
  await expect(page).toHaveURL(/pais=chile&tamano=51-200$/);
  await expect(reviews).toHaveCount(0);
  await expect(page.locator('[data-filter-empty]')).toHaveText(t.filterEmpty);
  await filters.getByRole('link', { name: t.clearFilters }).click();
  await expect(page).toHaveURL(new RegExp(`/providers/${provider.slug}/reviews$`));
  await expect(status).toContainText('13 reviews');
  await expect(reviews).toHaveCount(10);

  // The histogram's bars: 2★ shows the one 2-star review; the same bar takes the filter off.
  await page.locator('[data-star-filter="2"]').click();
  await expect(page).toHaveURL(/\?estrellas=2$/);
  await expect(page.locator('[data-star-filter="2"]')).toHaveAttribute('aria-current', 'true');
  await expect(reviews).toHaveCount(1);
  await expect(reviews).toContainText('Regular');
  await page.locator('[data-star-filter="2"]').click();
  await expect(status).toContainText('13 reviews');

  // By service: the member's and the Chilean's (the reviews without context have none).
  await filters.getByLabel(t.filterService).selectOption({ label: 'Reclutamiento' });
  await filters.getByRole('button', { name: t.filterSubmit }).click();
  await expect(status).toContainText(t.filterStatus(2, 13));
  await expect(reviews).toHaveCount(2);
  await expectAccessible(page, `/providers/${provider.slug}/reviews?servicio=recruiting`);
  await page.goto(`/providers/${provider.slug}`);
  await expectAccessible(page, `/providers/${provider.slug}`);
});

// Review integrity in the browser: an employee may not review the employer from a company
// address (the Spanish refusal in the form, nothing stored); from a free-mail address we cannot
// know, so the review is published at once like anyone's (src/lib/contract/review-integrity.ts).
import { expect, test, type Page } from '@playwright/test';
import { errorText } from '../../src/lib/contract/errors';
import { messages } from '../../src/lib/messages';
import {
  createProvider,
  createUser,
  signIn,
  su,
  unique,
  type TestProvider,
} from './member-fixtures';
import { until } from './isr-fixtures';

const r = messages.review;

async function submitReview(page: Page, provider: TestProvider, title: string): Promise<void> {
  await page.goto(`/write-review?provider=${provider.id}`);
  await page.getByLabel(r.reviewTitle).fill(title);
  await page
    .getByLabel(r.reviewText)
    .fill(
      'Nos ayudaron a ordenar la nómina de dos plantas y a cumplir cada entrega del SAT a tiempo.',
    );
  await page.getByRole('radio', { name: r.star(5) }).click();
  await page.locator('form').getByRole('button', { name: r.submit }).click();
}

/** A served provider whose website is at a domain of its own. */
async function providerAt(domain: string): Promise<TestProvider> {
  const provider = await createProvider(await createUser({ userType: 'provider' }));
  await (
    await su()
  )
    .collection('providers')
    .update(provider.id, { website: `https://www.${domain}` });
  await until(`/providers/${provider.slug}`, (s) => s === 200, 20_000);
  return provider;
}

const ownDomain = () =>
  `${unique('nominas')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.mx`;

test('an employee writing from the company address is refused in Spanish and nothing is stored', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const domain = ownDomain();
  const provider = await providerAt(domain);
  await signIn(page, await createUser({ email: `${unique('ana')}@${domain}` }));
  await submitReview(page, provider, 'Desde dentro de la empresa');
  // In the form (the toast says it too).
  await expect(page.locator('#contenido').getByText(errorText('review_insider'))).toBeVisible();
  await expect(page).toHaveURL(/\/write-review/);
  const stored = await (
    await su()
  )
    .collection('reviews')
    .getList(1, 1, { filter: `provider = "${provider.id}"` });
  expect(stored.totalItems).toBe(0);
});

test('the same person from a free-mail address is published at once (we cannot know)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const provider = await providerAt(ownDomain());
  await signIn(page, await createUser({ email: `${unique('ana')}@gmail.com` }));
  await submitReview(page, provider, 'Desde una cuenta personal');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(r.success)).toBeVisible();
  await until(
    `/providers/${provider.slug}`,
    (_s, body) => body.includes('Desde una cuenta personal'),
    20_000,
  );
});

// Issue 20: a pending account learns what is missing, resends the confirmation, is approved by
// an admin in the panel and then reviews; a member edits a review within 30 days (the provider
// page shows the new text and "editada" by itself) and deletes one (it leaves the page).
import { expect, test, type Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { APPROVAL_RULE_LABELS, EMAIL_DOMAIN_KIND_LABELS } from '../../src/lib/contract/accounts';
import { messages } from '../../src/lib/messages';
import { signInAsAdmin, openTab, LIST } from './admin-fixtures';
import {
  LINKEDIN,
  PASSWORD,
  PB_URL,
  createProvider,
  createUser,
  signIn,
  su,
  unique,
  type TestProvider,
  type TestUser,
} from './member-fixtures';
import { until } from './isr-fixtures';
import { expectAccessible } from './fixtures/axe';

const pa = messages.pendingAccounts;
const own = messages.ownReviews;
const r = messages.review;

/** Every e-mail the catcher holds for `to`, oldest first. */
async function mailsTo(to: string): Promise<{ subject: string; html: string }[]> {
  const mailUrl = process.env['MAIL_URL'] ?? 'http://127.0.0.1:1080';
  const res = await fetch(`${mailUrl}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { subject: string; html: string }[];
}

async function nthMail(to: string, n: number): Promise<{ subject: string; html: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const m = (await mailsTo(to))[n - 1];
    if (m) return m;
    if (Date.now() > deadline) throw new Error(`no e-mail #${n} for ${to}`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

/** A provider whose static page is already served. */
async function servedProvider(): Promise<TestProvider> {
  const provider = await createProvider(await createUser({ userType: 'provider' }));
  await until(`/providers/${provider.slug}`, (s) => s === 200, 20_000);
  return provider;
}

async function writeReview(page: Page, provider: TestProvider, title: string, text: string) {
  await page.goto(`/write-review?provider=${provider.id}`);
  await page.getByLabel(r.reviewTitle).fill(title);
  await page.getByLabel(r.reviewText).fill(text);
  await page.getByRole('radio', { name: r.star(4) }).click();
  await page.locator('form').getByRole('button', { name: r.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a pending account resends the confirmation, is approved by an admin and then reviews', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const provider = await servedProvider();
  // A password sign-up, as /auth makes it (not confirmed, not approved).
  const email = `${unique('pendiente')}@e2e.test`;
  const created = await new PocketBase(PB_URL).collection('users').create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    first_name: 'Paula',
    last_name: 'Pendiente',
    linkedin_url: LINKEDIN,
  });
  const member: TestUser = { id: created.id, email, password: PASSWORD };
  await signIn(page, member);

  // E-mail not confirmed: the dashboard says so and offers the resend; no review yet.
  await page.goto('/dashboard');
  const banner = page.getByTestId('pending-banner');
  await expect(banner).toHaveAttribute('data-pending-reason', 'unconfirmed');
  await expect(banner).toContainText(pa.unconfirmedTitle);
  const quick = page.getByRole('button', { name: messages.dashboard.writeReview });
  await expect(quick).toBeDisabled();
  await expect(page.getByText(pa.reviewBlocked.unconfirmed)).toBeVisible();
  await banner.getByRole('button', { name: pa.resend }).click();
  await expect(page.getByText(pa.resent)).toBeVisible();
  await expectAccessible(page, '/dashboard (e-mail not confirmed)');
  const link = /href="([^"]*\/auth\/confirm\?[^"]+)"/
    .exec((await nthMail(email, 1)).html)?.[1]
    ?.replace(/&amp;/g, '&');
  expect(link).toBeTruthy();

  // Confirmed: now waiting for the team, and the copy says what happens next.
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toHaveAttribute('data-pending-reason', 'awaiting');
  await expect(banner).toContainText(pa.awaitingText);
  await expect(page.getByText(pa.reviewBlocked.awaiting)).toBeVisible();
  // The review form and the provider page say why before anything is filled in.
  await page.goto(`/write-review?provider=${provider.id}`);
  await expect(page.getByTestId('review-blocked')).toContainText(pa.reviewBlocked.awaiting);
  await expect(page.locator('form')).toHaveCount(0);
  await page.goto(`/providers/${provider.slug}`);
  await expect(page.locator('[data-write-review-blocked]')).toHaveText(pa.reviewBlocked.awaiting);
  await expect(
    page.getByRole('button', { name: messages.review.writeLink, exact: true }),
  ).toBeDisabled();

  // An admin finds the account by e-mail in "Pendientes" and approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/lapieza-admin');
  await openTab(adminPage, pa.tab);
  await adminPage.getByRole('searchbox').fill(email);
  const row = adminPage.getByTestId('admin-user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1, LIST);
  await expect(row).toContainText('Paula Pendiente');
  await expect(row).toContainText(pa.emailConfirmed);
  // The evidence the admin weighs: a reserved test domain, no invitation, the account's age.
  const evidence = row.locator('[data-user-evidence]');
  await expect(evidence.locator('[data-email-domain-kind]')).toHaveText(
    EMAIL_DOMAIN_KIND_LABELS.reserved,
  );
  await expect(evidence.locator('[data-invitation-pending="false"]')).toHaveText(pa.noInvitation);
  await expect(evidence.locator('[data-account-age]')).toHaveText(pa.accountAge(0));
  await expectAccessible(adminPage, '/lapieza-admin Pendientes');
  await row.getByRole('button', { name: `${pa.approve}: Paula Pendiente` }).click();
  await expect(adminPage.getByText(pa.approved)).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  // The member is told by e-mail, in Spanish, with links to the site.
  const news = await nthMail(email, 2);
  expect(news.subject).toContain('fue aprobada');
  expect(news.html).toContain('/write-review"');
  expect(news.html).not.toContain('/_/');

  // …and can review now.
  await page.goto('/dashboard');
  await expect(page.getByTestId('pending-banner')).toHaveCount(0);
  await expect(page.locator('[data-approved-by="admin"]')).toHaveText(
    pa.approvedBy(APPROVAL_RULE_LABELS.admin),
  );
  await writeReview(
    page,
    provider,
    'Aprobada y opinando',
    'Nos ayudaron con el reclutamiento. Contamos qué servicio contratamos y cómo fue el trabajo.',
  );
  const mine = page.locator('[data-own-review]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Aprobada y opinando');
  await expect(mine).toContainText(own.state.published);
  await expect(page.getByTestId('count-reviews')).toHaveText('1');
  await expect(page.locator('[data-activity="published"]')).toContainText(
    own.activity.published(provider.company_name),
  );
  await expectAccessible(page, '/dashboard (own reviews and activity)');
});

test('edits a review within 30 days: the provider page shows the new text and "editada"', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const provider = await servedProvider();
  const member = await createUser({ firstName: 'Elena' });
  await signIn(page, member);
  await writeReview(
    page,
    provider,
    'Primera impresión',
    'Texto original de la reseña. Contamos qué servicio contratamos y cómo fue el trabajo.',
  );
  await until(`/providers/${provider.slug}`, (_, b) => b.includes('Texto original'), 20_000);

  const item = page.locator('[data-own-review]');
  await expect(item).toContainText(own.state.published);
  await expect(item.getByRole('link', { name: own.view })).toHaveAttribute(
    'href',
    new RegExp(`^/providers/${provider.slug}/reviews/[a-z0-9]{15}$`),
  );
  await item.getByRole('link', { name: `${own.edit}: Primera impresión` }).click();
  await expect(page).toHaveURL(/\/write-review\?editar=/);
  await expect(page.getByRole('heading', { name: own.editTitle })).toBeVisible();
  await expect(page.getByText(provider.company_name)).toBeVisible();
  await expect(page.getByLabel(r.reviewText)).toHaveValue(
    'Texto original de la reseña. Contamos qué servicio contratamos y cómo fue el trabajo.',
  );
  await expectAccessible(page, '/write-review?editar');
  await page
    .getByLabel(r.reviewText)
    .fill(
      'Texto corregido: mejoraron mucho los plazos. Contamos qué servicio contratamos y cómo fue el trabajo.',
    );
  await page.getByRole('button', { name: own.editSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(own.editSuccess)).toBeVisible();
  await expect(item).toContainText(`${own.edited} el`);
  await expect(page.locator('[data-activity="edited"]')).toBeVisible();

  // The static page follows by itself (outbox → re-render), JSON-LD included.
  const ms = await until(
    `/providers/${provider.slug}`,
    (_, b) => b.includes('Texto corregido') && b.includes('data-review-edited'),
    20_000,
  );
  test.info().annotations.push({ type: 'latency', description: `edit → served page: ${ms} ms` });
  await page.goto(`/providers/${provider.slug}`);
  const review = page.locator('[data-review]').filter({ hasText: 'Texto corregido' });
  await expect(review.locator('[data-review-edited]')).toContainText(`${own.edited} el`);
  await expect(page.getByText('Texto original de la reseña.')).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"dateModified"');
});

test('deletes a review after confirming: it leaves the dashboard and the provider page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const provider = await servedProvider();
  const member = await createUser();
  await signIn(page, member);
  await writeReview(
    page,
    provider,
    'Para borrar',
    'Esta reseña se va a eliminar. Contamos qué servicio contratamos y cómo fue el trabajo.',
  );
  await until(`/providers/${provider.slug}`, (_, b) => b.includes('Esta reseña se va a'), 20_000);

  const item = page.locator('[data-own-review]');
  // Cancelled: nothing changes.
  page.once('dialog', (d) => void d.dismiss());
  await item.getByRole('button', { name: `${own.delete}: Para borrar` }).click();
  await expect(item).toHaveCount(1);
  page.once('dialog', async (d) => {
    expect(d.message()).toBe(own.deleteConfirm('Para borrar'));
    await d.accept();
  });
  await item.getByRole('button', { name: `${own.delete}: Para borrar` }).click();
  await expect(page.getByText(own.deleted)).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId('count-reviews')).toHaveText('0');
  const pb = await su();
  expect(
    (await pb.collection('reviews').getList(1, 1, { filter: `provider = "${provider.id}"` }))
      .totalItems,
  ).toBe(0);

  await until(`/providers/${provider.slug}`, (_, b) => !b.includes('Esta reseña se va a'), 20_000);
  await page.goto(`/providers/${provider.slug}`);
  await expect(page.getByText('Para borrar')).toHaveCount(0);
});

test('a text under 50 characters is refused with guidance and a live count', async ({ page }) => {
  test.setTimeout(90_000);
  const provider = await servedProvider();
  await signIn(page, await createUser());
  await page.goto(`/write-review?provider=${provider.id}`);
  await expect(page.getByText(r.textGuide)).toBeVisible();
  await page.getByLabel(r.reviewTitle).fill('Breve');
  await page.getByLabel(r.reviewText).fill('Corto.');
  await expect(page.locator('[data-text-count]')).toHaveText(r.textCount(6, 50));
  await page.getByRole('radio', { name: r.star(4) }).click();
  await page.locator('form').getByRole('button', { name: r.submit }).click();
  await expect(
    page.getByText('La reseña debe tener al menos 50 caracteres', { exact: false }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/write-review/);
  const stored = await (
    await su()
  )
    .collection('reviews')
    .getList(1, 1, { filter: `provider = "${provider.id}"` });
  expect(stored.totalItems).toBe(0);
  await page
    .getByLabel(r.reviewText)
    .fill('Cubrieron dos vacantes de analista en tres semanas, con buen acompañamiento.');
  await expect(page.locator('[data-text-count]')).toHaveText(r.textCount(76, 50));
});

test('a review held by the automatic checks is "En verificación" on the dashboard, with a neutral explanation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const provider = await servedProvider();
  // A colleague reviewed this provider from the browser's network (loopback, as PocketBase
  // sees it) a moment ago: a second account from the same network waits for an admin.
  await (await su()).collection('reviews').create(
    {
      provider: provider.id,
      reviewer: (await createUser()).id,
      title: 'Desde la misma oficina',
      review_text:
        'Llevamos ocho meses con su servicio de nómina para 340 personas en Querétaro y el timbrado nunca falló.',
      overall_rating: 5,
    },
    { headers: { 'X-Forwarded-For': '127.0.0.1' } },
  );
  const member = await createUser({ firstName: 'Marta' });
  await signIn(page, member);
  await page.goto(`/write-review?provider=${provider.id}`);
  await page.getByLabel(r.reviewTitle).fill('Mi experiencia');
  await page
    .getByLabel(r.reviewText)
    .fill('El soporte respondió cada consulta de incidencias en menos de cuatro horas hábiles.');
  await page.getByRole('radio', { name: r.star(2) }).click();
  await page.locator('form').getByRole('button', { name: r.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(r.sentForVerification)).toBeVisible();
  const item = page.locator('[data-own-review]');
  await expect(item).toHaveAttribute('data-state', 'verifying');
  await expect(item).toContainText(own.state.verifying);
  await expect(item.locator('[data-verifying-hint]')).toHaveText(own.verifyingHint);
  // Not public: no link to it on the provider page, and the page does not show it.
  await expect(item.getByRole('link', { name: own.view })).toHaveCount(0);
  const res = await page.request.get(`/providers/${provider.slug}`);
  expect(await res.text()).not.toContain('Mi experiencia');
  await expectAccessible(page, '/dashboard (review in verification)');
});

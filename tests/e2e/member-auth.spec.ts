import { expect, test } from '@playwright/test';
import { APPROVAL_RULE_LABELS } from '../../src/lib/contract/accounts';
import { messages } from '../../src/lib/messages';
import {
  LINKEDIN,
  MAIL_URL,
  PASSWORD,
  PB_URL,
  createUser,
  signIn,
  unique,
  waitForMail,
} from './member-fixtures';

const a = messages.auth;

test.describe('sign-up and e-mail confirmation', () => {
  test('validates the form, sends the e-mail and the link verifies the account', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: a.toSignup }).click();
    await expect(page.getByRole('heading', { name: a.signupTitle })).toBeVisible();
    await expect(page.getByText(a.passwordHint)).toBeVisible();
    const form = page.locator('form');
    const submit = form.getByRole('button', { name: a.signupSubmit });

    await submit.click();
    await expect(form.getByRole('alert')).toContainText(a.allFields);

    const email = `${unique('alta')}@e2e.test`;
    await page.getByLabel(a.email).fill(email);
    await page.getByLabel(a.password).fill('123');
    await submit.click();
    await expect(form.getByRole('alert')).toContainText(a.linkedinRequired);

    await page.getByLabel(a.linkedin).fill('https://example.com/in/alguien');
    await submit.click();
    await expect(form.getByRole('alert')).toContainText(a.linkedinInvalidTitle);
    await expect(form.getByRole('alert')).toContainText(a.linkedinInvalidDescription);

    await page.getByLabel(a.linkedin).fill(LINKEDIN);
    await submit.click();
    await expect(form.getByRole('alert')).toContainText(a.passwordMin);

    await page.getByLabel(a.firstName).fill('Lucía');
    await page.getByLabel(a.password).fill(PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/email-confirmation\?email=/);
    await expect(page.getByText(a.signupSuccess)).toBeVisible();
    await expect(page.getByRole('button', { name: messages.confirmation.resend })).toBeVisible();

    const mail = await waitForMail(email);
    const href = /href="([^"]*\/auth\/confirm\?[^"]+)"/
      .exec(mail.html)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(href).toBeTruthy();
    const link = new URL(href!);
    expect(link.searchParams.get('type')).toBe('signup');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(messages.confirmation.verifySuccess)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    // Confirmed, now waiting for an admin's approval: the dashboard says so.
    await expect(page.getByTestId('pending-banner')).toHaveAttribute(
      'data-pending-reason',
      'awaiting',
    );
    await expect(page.getByText(messages.pendingAccounts.awaitingTitle)).toBeVisible();
  });

  test('a company-domain e-mail is approved on confirmation; the dashboard and the e-mail say why', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: a.toSignup }).click();
    const email = `${unique('empresa')}@talento-e2e.mx`;
    await page.getByLabel(a.firstName).fill('Irene');
    await page.getByLabel(a.email).fill(email);
    await page.getByLabel(a.password).fill(PASSWORD);
    await page.getByLabel(a.linkedin).fill(LINKEDIN);
    await page.locator('form').getByRole('button', { name: a.signupSubmit }).click();
    await expect(page).toHaveURL(/\/email-confirmation\?email=/);
    const mail = await waitForMail(email);
    const href = /href="([^"]*\/auth\/confirm\?[^"]+)"/
      .exec(mail.html)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(href).toBeTruthy();
    await page.goto(new URL(href!).pathname + new URL(href!).search);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-approved-by="company_domain"]')).toHaveText(
      messages.pendingAccounts.approvedBy(APPROVAL_RULE_LABELS.company_domain),
    );
    await expect(page.getByTestId('pending-banner')).toHaveCount(0);
    const news = await waitForMail(email, 15000, (m) => /fue aprobada/.test(m.subject));
    expect(news.text).toContain('Confirmaste tu correo de empresa (talento-e2e.mx)');
  });

  test('an e-mail that already has an account gets the same screen; its owner gets a notice', async ({
    page,
  }) => {
    const owner = await createUser({ firstName: 'Dueña' });
    await page.goto('/auth');
    await page.getByRole('button', { name: a.toSignup }).click();
    await page.getByLabel(a.email).fill(owner.email);
    await page.getByLabel(a.password).fill('otra-clave-123');
    await page.getByLabel(a.linkedin).fill('https://www.linkedin.com/in/otra-persona');
    await page.locator('form').getByRole('button', { name: a.signupSubmit }).click();
    // What a new e-mail gets (first test): the confirmation page and the success toast.
    await expect(page).toHaveURL(/\/email-confirmation\?email=/);
    await expect(page.getByText(a.signupSuccess)).toBeVisible();
    await expect(page.getByText(a.signupSuccessDescription)).toBeVisible();
    await expect(page.getByRole('heading', { name: messages.confirmation.title })).toBeVisible();
    await expect(page.getByRole('button', { name: messages.confirmation.resend })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: a.signupError })).toHaveCount(0);

    const notice = await waitForMail(owner.email);
    expect(notice.subject).toMatch(/^Intento de registro con tu correo/);
    expect(notice.html).toContain('Alguien intentó crear una cuenta');
  });

  test('the API refuses the same bad sign-ups', async ({ request }) => {
    const create = (data: Record<string, string>) =>
      request.post(`${PB_URL}/api/collections/users/records`, { data });
    const base = {
      email: `${unique('api')}@e2e.test`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    };
    expect((await create(base)).status()).toBe(400); // no LinkedIn URL
    expect((await create({ ...base, linkedin_url: 'https://example.com/in/x' })).status()).toBe(
      400,
    );
    expect(
      (
        await create({ ...base, password: '123', passwordConfirm: '123', linkedin_url: LINKEDIN })
      ).status(),
    ).toBe(400);
  });

  test('a bad token goes back to /auth with the error; next cannot leave the site', async ({
    page,
  }) => {
    await page.goto('/auth/confirm?token_hash=nope&type=signup&next=https://evil.example/');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(`${messages.confirmation.verifyError}:`)).toBeVisible();
    await page.goto('/auth/confirm');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('"Reenviar" right after sign-up sends nothing, says so and waits with the time', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: a.toSignup }).click();
    const email = `${unique('reenvio')}@e2e.test`;
    await page.getByLabel(a.email).fill(email);
    await page.getByLabel(a.password).fill(PASSWORD);
    await page.getByLabel(a.linkedin).fill(LINKEDIN);
    await page.locator('form').getByRole('button', { name: a.signupSubmit }).click();
    await expect(page).toHaveURL(/\/email-confirmation\?email=/);
    await waitForMail(email);

    const c = messages.confirmation;
    await page.getByRole('button', { name: c.resend }).click();
    // The sign-up's own e-mail went out a moment ago: the next is ~2 minutes away.
    const waiting = page.locator('[data-resend]');
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveText(/^Reenviar en (?:1:[0-5]\d|2:00)$/);
    await expect(page.locator('[data-resend-notice]')).toHaveText(
      /^Ya te enviamos un correo de confirmación hace poco\. Podrás pedir otro en \d+ segundos\.$/,
    );
    // The countdown runs.
    const first = await waiting.textContent();
    await expect(waiting).not.toHaveText(first!, { timeout: 3000 });
    await expect(page.getByText(c.resendSuccess)).toHaveCount(0);
    await page.waitForTimeout(1500);
    const mails = await (
      await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(email)}`)
    ).json();
    expect(mails).toHaveLength(1);
  });

  test('"Reenviar" once the window has passed sends, announces it and waits again', async ({
    page,
  }) => {
    // An unconfirmed account no e-mail was sent to yet (created by the superuser).
    const user = await createUser({ approved: false });
    await page.goto(`/email-confirmation?email=${encodeURIComponent(user.email)}`);
    const c = messages.confirmation;
    await page.getByRole('button', { name: c.resend }).click();
    await expect(page.getByText(c.resendSuccess)).toBeVisible();
    const mail = await waitForMail(user.email);
    expect(mail.html).toContain('/auth/confirm?token_hash=');
    await expect(page.locator('[data-resend]')).toBeDisabled();
    await expect(page.locator('[data-resend]')).toHaveText(/^Reenviar en (?:1:[0-5]\d|2:00)$/);
  });

  test('the confirmation page resends only with an e-mail', async ({ page }) => {
    await page.goto('/email-confirmation');
    await expect(page.getByRole('button', { name: messages.confirmation.resend })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: messages.confirmation.backToLogin }),
    ).toHaveAttribute('href', '/auth');
  });
});

test.describe('login and logout', () => {
  test('logs in with the password, then signs out with the toast', async ({ page }) => {
    const user = await createUser({ firstName: 'Marta' });
    await page.goto('/auth');
    await page.locator('form').getByRole('button', { name: a.loginSubmit }).click();
    await expect(page.getByRole('alert').first()).toContainText(a.allFields);
    await page.getByLabel(a.email).fill(user.email);
    await page.getByLabel(a.password).fill('mal-clave');
    await page.locator('form').getByRole('button', { name: a.loginSubmit }).click();
    await expect(page.locator('form').getByRole('alert')).toContainText(a.loginError);
    await page.getByLabel(a.password).fill(user.password);
    await page.locator('form').getByRole('button', { name: a.loginSubmit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(a.welcomeBack)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hola, Marta' })).toBeVisible();

    // The session survives a reload; /auth sends a member to the dashboard.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hola, Marta' })).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.locator('header').getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(a.signedOut)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a pending account sees the orange banner; admins alone see the admin link', async ({
    page,
  }) => {
    const pending = await createUser({ approved: false });
    await signIn(page, pending);
    await page.goto('/dashboard');
    await expect(page.getByText(messages.dashboard.pendingVerification)).toBeVisible();
    await expect(page.getByTestId('pending-banner')).toBeVisible();
    await expect(page.getByRole('link', { name: messages.dashboard.adminPanel })).toHaveCount(0);
  });
});

test.describe('protected routes', () => {
  for (const path of ['/dashboard', '/settings', '/write-review', '/create-provider']) {
    test(`${path} redirects to /auth when logged out`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('/favorites and /provider-dashboard show their notices when logged out', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: messages.favorites.loginTitle })).toBeVisible();
    await expect(
      page.locator('#contenido').getByRole('link', { name: messages.favorites.loginLink }),
    ).toHaveAttribute('href', '/auth');
    await page.goto('/provider-dashboard');
    await expect(page.getByText(messages.providerDashboard.loginRequired)).toBeVisible();
  });
});

// Issue 20: a member runs the account alone: forgotten password, password change, e-mail
// change (through the real SMTP catcher), and sign-up links that open the sign-up form.
import { expect, test, type Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { messages } from '../../src/lib/messages';
import { AUTH_PATHS } from '../../src/lib/contract/paths';
import { PASSWORD, PB_URL, createUser, signIn, su, unique, waitForMail } from './member-fixtures';

const a = messages.auth;
const m = messages.credentials;

/** The site path (with query) of the first link in an e-mail that goes to `path`. */
function linkTo(html: string, path: string): string {
  const href = new RegExp(`href="([^"]*${path.replace(/\//g, '\\/')}\\?[^"]+)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&');
  if (!href) throw new Error(`no link to ${path} in the e-mail`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** Whether a password signs in (straight against PocketBase). */
async function signsIn(email: string, password: string): Promise<boolean> {
  const pb = new PocketBase(PB_URL);
  try {
    await pb.collection('users').authWithPassword(email, password);
    return true;
  } catch {
    return false;
  }
}

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  await page.goto('/auth');
  await page.getByLabel(a.email).fill(email);
  await page.getByLabel(a.password).fill(password);
  await page.locator('form').getByRole('button', { name: a.loginSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
});

test.describe('forgotten password', () => {
  test('link on /auth → e-mail → new password → signed in; old password and other sessions end', async ({
    page,
    browser,
  }) => {
    const user = await createUser({ firstName: 'Olvido' });
    // Another browser where the member is signed in with the old password.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logInThroughForm(otherPage, user.email, user.password);

    await page.goto('/auth');
    await page.getByRole('link', { name: m.forgotLink }).click();
    await expect(page).toHaveURL(new RegExp(`${AUTH_PATHS.forgotPassword}$`));
    await page.getByLabel(a.email).fill(user.email);
    await page.getByRole('button', { name: m.forgotSubmit }).click();
    await expect(page.getByRole('status')).toContainText(m.forgotSent(user.email));

    const mail = await waitForMail(user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de LaPieza');
    await page.goto(linkTo(mail.html, AUTH_PATHS.resetPassword));
    await expect(page.getByRole('heading', { name: m.resetTitle })).toBeVisible();
    await page.getByLabel(m.newPassword, { exact: true }).fill('nueva-clave-456');
    await page.getByLabel(m.confirmPassword).fill('otra-cosa-789');
    await page.getByRole('button', { name: m.resetSubmit }).click();
    await expect(page.getByRole('alert')).toContainText(m.passwordsDiffer);
    await page.getByLabel(m.confirmPassword).fill('nueva-clave-456');
    await page.getByRole('button', { name: m.resetSubmit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(m.resetSuccess)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hola, Olvido' })).toBeVisible();

    expect(await signsIn(user.email, PASSWORD)).toBe(false);
    expect(await signsIn(user.email, 'nueva-clave-456')).toBe(true);

    // The other browser's session was ended by the reset: on its next visit the dashboard
    // drops it and sends the member to /auth with a message, without a console error (the
    // browser's own line about the refused refresh aside).
    const consoleErrors: string[] = [];
    otherPage.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
        consoleErrors.push(msg.text());
      }
    });
    otherPage.on('pageerror', (err) => consoleErrors.push(String(err)));
    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/auth$/);
    await expect(otherPage.getByText(messages.backend.sessionExpired)).toBeVisible();
    expect(await otherPage.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
    expect(consoleErrors).toEqual([]);
    await other.close();

    // The link works once.
    await page.goto(linkTo(mail.html, AUTH_PATHS.resetPassword));
    await page.getByLabel(m.newPassword, { exact: true }).fill('tercera-clave-1');
    await page.getByLabel(m.confirmPassword).fill('tercera-clave-1');
    await page.getByRole('button', { name: m.resetSubmit }).click();
    await expect(page.getByRole('alert')).toContainText(messages.backend.invalidToken);
    expect(await signsIn(user.email, 'nueva-clave-456')).toBe(true);
  });
});

test.describe('/settings: password and e-mail', () => {
  test('changes the password with the current one and stays signed in', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: m.securityTitle });
    const form = section.getByRole('form', { name: m.passwordTitle });
    await form.getByLabel(m.currentPassword).fill('no-es-la-mia');
    await form.getByLabel(m.newPassword, { exact: true }).fill('cambiada-123');
    await form.getByLabel(m.confirmPassword).fill('cambiada-123');
    await form.getByRole('button', { name: m.passwordChangeSubmit }).click();
    await expect(form.getByRole('alert')).toContainText(messages.backend.oldPassword);
    expect(await signsIn(user.email, PASSWORD)).toBe(true);

    await form.getByLabel(m.currentPassword).fill(PASSWORD);
    await form.getByRole('button', { name: m.passwordChangeSubmit }).click();
    await expect(page.getByText(m.passwordChanged)).toBeVisible();
    expect(await signsIn(user.email, 'cambiada-123')).toBe(true);
    expect(await signsIn(user.email, PASSWORD)).toBe(false);
    // This browser signed in again with the new password: still a member after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: messages.settings.title })).toBeVisible();
    await expect(page.getByRole('region', { name: m.securityTitle })).toBeVisible();
  });

  test('changes the e-mail: confirmation at the new address, notice at the old one', async ({
    page,
  }) => {
    const user = await createUser();
    const taken = await createUser();
    await signIn(page, user);
    await page.goto('/settings');
    const form = page
      .getByRole('region', { name: m.securityTitle })
      .getByRole('form', { name: m.emailTitle });
    await form.getByLabel(m.newEmail).fill(taken.email);
    await form.getByRole('button', { name: m.emailChangeSubmit }).click();
    await expect(form.getByRole('alert')).toContainText(messages.backend.emailTaken);

    const newEmail = `${unique('nuevo')}@e2e.test`;
    await form.getByLabel(m.newEmail).fill(newEmail);
    await form.getByRole('button', { name: m.emailChangeSubmit }).click();
    await expect(form.getByRole('status')).toContainText(m.emailChangeSent(newEmail));

    const mail = await waitForMail(newEmail);
    expect(mail.subject).toBe('Confirma tu nuevo correo en LaPieza');
    await page.goto(linkTo(mail.html, AUTH_PATHS.confirmEmailChange));
    await expect(page.getByText(m.confirmEmailIntro(newEmail))).toBeVisible();
    await page.getByLabel(a.password).fill('equivocada');
    await page.getByRole('button', { name: m.confirmEmailSubmit }).click();
    await expect(page.getByRole('alert')).toContainText(messages.backend.wrongPassword);
    await page.getByLabel(a.password).fill(PASSWORD);
    await page.getByRole('button', { name: m.confirmEmailSubmit }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText(m.confirmEmailSuccess)).toBeVisible();
    await expect(page.getByText(m.currentEmail(newEmail))).toBeVisible();

    const notice = await waitForMail(user.email);
    expect(notice.subject).toBe('El correo de tu cuenta en LaPieza cambió');
    expect(notice.html).toContain(newEmail);
    expect(await signsIn(newEmail, PASSWORD)).toBe(true);
    expect(await signsIn(user.email, PASSWORD)).toBe(false);
  });
});

test.describe('sign-up links', () => {
  test('"Únete gratis" and "Publica tu empresa" open the sign-up form; a pasted LinkedIn URL is stored canonical', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Únete gratis' }).first().click();
    await expect(page).toHaveURL(/\/auth\/registro$/);
    await expect(page.getByRole('heading', { name: a.signupTitle })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Publica tu empresa' }).click();
    await expect(page.getByRole('heading', { name: a.signupTitle })).toBeVisible();
    await expect(page.getByRole('radio', { name: a.userTypeProvider })).toBeChecked();
    // Switching forms keeps the URL linkable.
    await page.getByRole('button', { name: a.toLogin }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('button', { name: a.toSignup }).click();
    await expect(page).toHaveURL(/\/auth\/registro$/);

    await expect(page.getByText(a.linkedinHint)).toBeVisible();
    const email = `${unique('pegado')}@e2e.test`;
    const slug = unique('perfil');
    await page.getByLabel(a.email).fill(email);
    await page.getByLabel(a.password).fill(PASSWORD);
    await page.getByLabel(a.linkedin).fill(`www.linkedin.com/in/${slug}/?trk=copiado`);
    await page.locator('form').getByRole('button', { name: a.signupSubmit }).click();
    await expect(page).toHaveURL(/\/email-confirmation\?email=/);
    const pb = await su();
    const stored = await pb
      .collection('users')
      .getFirstListItem(pb.filter('email = {:e}', { e: email }));
    expect(stored['linkedin_url']).toBe(`https://www.linkedin.com/in/${slug}`);
  });
});

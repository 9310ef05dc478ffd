/**
 * The public forms in the browser: the footer leads to /contacto and /accesibilidad; a message
 * sent from /contacto reaches the support address through the SMTP catcher; a privacy request
 * sent from /privacidad/solicitud shows its deadline to the visitor and lands in the admin
 * queue "Solicitudes de privacidad" with the same deadline.
 */
import { expect, test, type Page } from '@playwright/test';
import { MAIL_URL, signIn, su, unique } from './member-fixtures';
import { expectAccessible } from './fixtures/axe';
import { DEMO, userByEmail } from './fixtures/security-support';
import { ERRORS } from '../../src/lib/contract/errors';
import { privacyDeadline } from '../../src/lib/contract/privacy-rights';
import { formatDayEs } from '../../src/lib/domain/dates';
import { FORM_MIN_FILL_MS } from '../../src/lib/domain/public-forms';
import { privacyAdmin, publicForms } from '../../src/lib/messages/public-forms';

const SUPPORT = (process.env['SUPPORT_EMAIL'] ?? 'soporte@lapieza.io').toLowerCase();

/** The e-mail to `to` whose text contains `marker`, waiting for it to arrive. */
async function mailWith(to: string, marker: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as { subject: string; text: string; html: string }[];
    const found = list.find((m) => m.text.includes(marker));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with ${marker}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until the page has its form token and a person could have filled the form. */
async function readyToSend(page: Page) {
  await expect(page.locator('form[data-form] button[type="submit"]')).toBeEnabled();
  await expect(page.locator('form[data-form] input[name="token"]')).not.toHaveValue('');
  await page.waitForTimeout(FORM_MIN_FILL_MS + 300);
}

test('the footer links to the contact page and the accessibility statement', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('[data-site-footer]');
  await footer.getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escríbenos');
  await page.locator('[data-site-footer]').getByRole('link', { name: 'Accesibilidad' }).click();
  await expect(page).toHaveURL(/\/accesibilidad$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad');
  await expect(page.locator('main')).toContainText('WCAG 2.2');
  await expect(page.locator('main a[href="/contacto"]').first()).toBeVisible();
});

test('a message sent from /contacto reaches the support address', async ({ page }) => {
  const name = unique('Visitante');
  await page.goto('/contacto');
  // Sent empty: a Spanish error under each required field, nothing sent.
  await page.getByRole('button', { name: publicForms.contactSubmit }).click();
  await expect(page.locator('[data-error-for="name"]')).toHaveText(ERRORS.form_name.message);
  await expect(page.locator('[data-error-for="email"]')).toHaveText(ERRORS.form_email.message);
  await expect(page.locator('[data-error-for="message"]')).toHaveText(ERRORS.form_message.message);
  await expect(page.getByLabel(publicForms.name)).toBeFocused();
  await expectAccessible(page, '/contacto with its errors shown');

  await page.getByLabel(publicForms.name).fill(name);
  await page.getByLabel(publicForms.email).fill('visitante@e2e.test');
  await page
    .getByLabel(publicForms.message)
    .fill('Hola, ¿cómo verifico mi empresa en el directorio?');
  await readyToSend(page);
  await page.getByRole('button', { name: publicForms.contactSubmit }).click();
  await expect(page.getByRole('status')).toHaveText(publicForms.contactSent);
  await expect(page.locator('[data-error-for="name"]')).toBeHidden();

  const mail = await mailWith(SUPPORT, name);
  expect(mail.subject).toContain(name);
  expect(mail.text).toContain('¿cómo verifico mi empresa en el directorio?');
  expect(mail.text).toContain('visitante@e2e.test');
});

test('a privacy request shows its deadline and an admin sees it in the queue', async ({
  browser,
}) => {
  const email = `${unique('titular')}@e2e.test`;
  const visitor = await browser.newPage();
  await visitor.goto('/privacidad/solicitud');
  await visitor.getByLabel(publicForms.name).fill('Titular de Prueba');
  await visitor.getByLabel(publicForms.email).fill(email);
  await visitor.getByLabel(publicForms.country).selectOption({ label: 'Argentina' });
  await visitor
    .getByLabel(publicForms.right)
    .selectOption({ label: 'Acceso (saber qué datos tenemos y obtener una copia)' });
  await visitor.getByLabel(publicForms.detail).fill('Quiero una copia de mis datos.');
  await readyToSend(visitor);
  await visitor.getByRole('button', { name: publicForms.privacySubmit }).click();

  const due = privacyDeadline('ar', 'acceso', new Date()).dueOn;
  const dueText = formatDayEs(due);
  await expect(visitor.getByRole('status')).toHaveText(publicForms.privacySent(dueText));
  const stored = await (
    await su()
  )
    .collection('privacy_requests')
    .getFirstListItem(`email = "${email}"`);
  expect(stored['due_on']).toBe(due);
  await visitor.close();

  const admin = await browser.newPage();
  await signIn(admin, await userByEmail(DEMO.admin));
  await admin.goto('/lapieza-admin');
  await admin.getByRole('tab', { name: privacyAdmin.tab, exact: true }).click();
  await admin.getByRole('searchbox').fill(email);
  const card = admin.locator(`[data-privacy-request="${stored.id}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Titular de Prueba');
  await expect(card).toContainText('Argentina');
  await expect(card.locator('[data-privacy-due]')).toContainText(privacyAdmin.dueOn(dueText));
  await expect(card.locator('[data-privacy-due]')).toContainText('10 días corridos');

  await card.getByLabel(privacyAdmin.note).fill('Enviamos la copia por correo.');
  await card.getByRole('button', { name: privacyAdmin.markAnswered }).click();
  await expect(card).toBeHidden();
  await admin.getByRole('button', { name: new RegExp(`^${privacyAdmin.answered}`) }).click();
  await admin.getByRole('searchbox').fill(email);
  await expect(admin.locator(`[data-privacy-request="${stored.id}"]`)).toContainText(
    'Enviamos la copia por correo.',
  );
  await admin.close();
});

test('the privacy policy names each country’s law and deadline and links to the request form', async ({
  page,
}) => {
  await page.goto('/privacy#derechos');
  const table = page.getByRole('table', { name: 'Derechos y plazos de respuesta por país' });
  for (const text of [
    'México',
    'Colombia',
    'Argentina',
    'Chile (hasta el 30 de noviembre de 2026)',
    'Chile (desde el 1 de diciembre de 2026)',
    'Perú',
    'Brasil',
    '1581 de 2012',
    'Ley 25.326',
    'Ley 21.719',
    'Ley 29733',
    'LGPD',
    '20 días hábiles',
  ]) {
    await expect(table).toContainText(text);
  }
  await expect(page.locator('#derechos a[href="/privacidad/solicitud"]')).toBeVisible();
  await expect(page.locator('#derechos a[href="/settings"]')).toBeVisible();
});

test('without JavaScript the contact page offers the support address instead of a dead form', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contacto');
  await expect(page.getByRole('button', { name: publicForms.contactSubmit })).toBeDisabled();
  await context.close();
  // Chromium's script switch does not make the parser render <noscript>: read the page itself.
  const html = await (await request.get('/contacto')).text();
  const noscript = /<noscript[^>]*>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  expect(noscript).toContain(publicForms.noScript);
  expect(noscript).toContain(`href="mailto:${SUPPORT}"`);
});

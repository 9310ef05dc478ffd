/**
 * Claims, requests for proposal and statistics in Chromium through the SMTP catcher: a member claims an unowned provider
 * (verification link to an address at the provider's domain, then an admin decides in the
 * admin queue, e-mails both ways, the static page follows only after approval); a member sends
 * a request for proposal and the owner sees it by e-mail, in the dashboard inbox and in the
 * statistics.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CLAIM_VERIFY_PAGE } from '@/lib/contract/provider-owner';
import { paths } from '@/lib/contract/paths';
import {
  claimForm,
  claimsAdmin,
  leadForm,
  ownerDashboard,
  ownerPage,
} from '@/lib/messages/provider-owner';
import { createUser, ensureCategory, signIn, su, unique, waitForMail } from './member-fixtures';
import { REBUILD, openTab, signInAsAdmin, textOf } from './admin-fixtures';
import { expectAccessible } from './fixtures/axe';

/** A person's browser: headless Chromium's own agent is (rightly) not counted as a visit. */
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: PERSON_UA });
  return context.newPage();
}

/** The site path (with query) of the link in an e-mail that goes to `path`. */
function linkTo(html: string, path: string): string {
  const href = new RegExp(`href="([^"]*${path.replace(/\//g, '\\/')}\\?[^"]+)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&');
  if (!href) throw new Error(`no link to ${path} in the e-mail`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** A public provider without owner, its website at `domain`. */
async function unownedProvider(domain: string) {
  await ensureCategory('recruiting', 'Reclutamiento');
  const holder = await createUser();
  const pb = await su();
  const name = unique('Empresa sin responsable');
  const rec = await pb.collection('providers').create({
    user: holder.id,
    company_name: name,
    description: 'Servicios de recursos humanos para pruebas de reclamo.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    website: `https://www.${domain}`,
    status: 'approved',
    verified: true,
  });
  await pb.collection('providers').update(rec.id, { user: '' });
  return { id: rec.id, slug: String(rec['slug']), name };
}

test('a member claims an unowned provider, verifies the company address and an admin approves it', async ({
  browser,
}) => {
  const domain = `${unique('empresa')}.example`;
  const provider = await unownedProvider(domain);
  const path = paths.provider(provider.slug);
  await expect.poll(() => textOf(path), REBUILD).toContain(ownerPage.claimLink);

  const member = await createUser({ firstName: 'Reclamante' });
  const page = await newPage(browser);
  await signIn(page, member);
  await page.goto(path);
  const actions = page.locator('[data-owner-actions]');
  await expectAccessible(page);
  await expect(actions.getByRole('button', { name: ownerPage.requestProposal })).toBeDisabled();
  await expect(actions).toContainText(ownerPage.requestDisabledReason);
  await expect(actions).toContainText(`${ownerPage.claimQuestion} ${ownerPage.claimLink}`);
  await actions.getByRole('link', { name: ownerPage.claimLink }).click();

  await expect(page.getByRole('heading', { name: claimForm.title(provider.name) })).toBeVisible();
  await expectAccessible(page);
  // An address outside the company's domain is refused in Spanish.
  await page.getByLabel(claimForm.emailLabel).fill('reclamante@gmail.com');
  await page.getByRole('button', { name: claimForm.submit }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText(
    `su dominio debe ser ${domain}`,
  );
  const address = `rrhh@${domain}`;
  await page.getByLabel(claimForm.emailLabel).fill(address);
  await page.getByRole('button', { name: claimForm.submit }).click();
  await expect(page.getByText(claimForm.sent(address))).toBeVisible();

  const verify = await waitForMail(address);
  expect(verify.subject).toContain(provider.name);
  await page.goto(linkTo(verify.html, CLAIM_VERIFY_PAGE));
  await expect(page.getByRole('heading', { name: claimForm.verifiedTitle })).toBeVisible();
  // Verified but not approved: the public page is unchanged.
  expect(await textOf(path)).toContain(ownerPage.claimLink);

  const adminPage = await newPage(browser);
  await signInAsAdmin(adminPage);
  await adminPage.goto('/lapieza-admin');
  await openTab(adminPage, claimsAdmin.tab);
  const card = adminPage.locator('[data-claim]').filter({ hasText: provider.name });
  await expect(card).toContainText(address);
  await expect(card).toContainText(member.email);
  await expectAccessible(adminPage);
  await card.getByRole('button', { name: claimsAdmin.approve }).click();
  await expect(adminPage.getByText(claimsAdmin.approvedToast)).toBeVisible();

  const approved = await waitForMail(member.email);
  expect(approved.subject).toBe(`Ya administras ${provider.name} en LaPieza`);
  await expect.poll(() => textOf(path), REBUILD).not.toContain(ownerPage.claimLink);
  await page.goto(path);
  await expect(
    page.locator('[data-owner-actions]').getByRole('link', { name: ownerPage.requestProposal }),
  ).toBeVisible();
  await page.goto('/provider-dashboard');
  await expect(page.getByRole('heading', { name: provider.name })).toBeVisible();
});

test('an admin refuses a claim with a reason, which the member receives by e-mail', async ({
  browser,
}) => {
  const domain = `${unique('empresa')}.example`;
  const provider = await unownedProvider(domain);
  const member = await createUser();
  const page = await newPage(browser);
  await signIn(page, member);
  await page.goto(paths.claimProvider(provider.slug));
  const address = `direccion@${domain}`;
  await page.getByLabel(claimForm.emailLabel).fill(address);
  await page.getByRole('button', { name: claimForm.submit }).click();
  await page.goto(linkTo((await waitForMail(address)).html, CLAIM_VERIFY_PAGE));
  await expect(page.getByRole('heading', { name: claimForm.verifiedTitle })).toBeVisible();

  const adminPage = await newPage(browser);
  await signInAsAdmin(adminPage);
  await adminPage.goto('/lapieza-admin');
  await openTab(adminPage, claimsAdmin.tab);
  const card = adminPage.locator('[data-claim]').filter({ hasText: provider.name });
  await card.getByRole('button', { name: claimsAdmin.refuse }).click();
  const dialog = adminPage.getByTestId('reason-dialog');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toContainText('Indica el motivo del rechazo.');
  await dialog.getByRole('textbox').fill('No pudimos confirmar que el correo sea de la empresa.');
  await dialog.locator('button[type="submit"]').click();
  await expect(adminPage.getByText(claimsAdmin.refusedToast)).toBeVisible();

  const refusal = await waitForMail(member.email);
  expect(refusal.subject).toBe(`Tu solicitud para administrar ${provider.name} no fue aprobada`);
  expect(refusal.text).toContain('No pudimos confirmar que el correo sea de la empresa.');
  expect(await textOf(paths.provider(provider.slug))).toContain(ownerPage.claimLink);
});

test('a member sends a request for proposal; the owner gets it by e-mail, in the inbox and in the statistics', async ({
  browser,
}) => {
  await ensureCategory('recruiting', 'Reclutamiento');
  const owner = await createUser({ userType: 'provider' });
  const pb = await su();
  const name = unique('Empresa con leads');
  const rec = await pb.collection('providers').create({
    user: owner.id,
    company_name: name,
    description: 'Servicios de recursos humanos para pruebas de solicitudes.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    website: 'https://www.empresa-con-leads.example',
    status: 'approved',
    verified: true,
  });
  const path = paths.provider(String(rec['slug']));
  await expect.poll(() => textOf(path), REBUILD).toContain(name);

  const member = await createUser({ firstName: 'Compradora' });
  const page = await newPage(browser);
  await signIn(page, member);
  await page.goto(path);
  await expect(page.locator('[data-claim-cta]')).toHaveCount(0);
  await page
    .locator('[data-owner-actions]')
    .getByRole('link', { name: ownerPage.requestProposal })
    .click();
  await expect(page.getByRole('heading', { name: leadForm.title(name) })).toBeVisible();
  // The form says the member's e-mail goes to the provider.
  await expect(page.locator('[data-email-reveal]')).toHaveText(leadForm.reveal(member.email));
  await expectAccessible(page);
  await page.getByLabel(leadForm.service).selectOption('recruiting');
  await page.getByLabel(leadForm.companySize).selectOption('51-200');
  await page.getByLabel(leadForm.country).selectOption('Colombia');
  const message = 'Queremos cotizar la contratación de 15 ejecutivos comerciales en Bogotá.';
  await page.getByLabel(leadForm.message).fill(message);
  await page.getByRole('button', { name: leadForm.submit }).click();
  await expect(page.getByText(leadForm.sent(name))).toBeVisible();

  const mail = await waitForMail(owner.email);
  expect(mail.subject).toBe(`Nueva solicitud de propuesta para ${name}`);
  expect(mail.text).toContain(message);
  expect(mail.text).toContain(member.email);

  const ownerPageTab = await newPage(browser);
  await signIn(ownerPageTab, owner);
  await ownerPageTab.goto('/provider-dashboard');
  const stats = ownerPageTab.locator('[data-provider-stats]');
  await expect(stats.locator('[data-stat="leads"]')).toHaveText('1');
  // The member's one visit of the page, counted by the beacon.
  await expect(stats.locator('[data-stat="views"]')).toHaveText('1');
  await expect(stats.locator('[data-stats-chart]')).toBeVisible();
  await expectAccessible(ownerPageTab);
  await stats.getByRole('button', { name: ownerDashboard.window(90) }).click();
  await expect(stats.locator('[data-stat="leads"]')).toHaveText('1');
  await ownerPageTab.getByRole('tab', { name: ownerDashboard.tabInbox }).click();
  const lead = ownerPageTab.locator('[data-lead]');
  await expect(lead).toContainText(message);
  await expect(lead).toContainText(member.email);
  await expect(lead.getByRole('link', { name: ownerDashboard.inboxReply })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${member.email}`),
  );
});

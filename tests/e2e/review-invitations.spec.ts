// an owner invites a client from the dashboard; the client gets the e-mail,
// signs up through the link with the invited (free-mail) address, confirms it and reviews
// with no admin action (the invitation approves the account: docs/DECISIONS.md § Approval
// from evidence); the static provider page labels the review "Invitada por el proveedor" and
// shows the invited/organic split; the provider's rating badge (a static SVG) follows the new
// review within seconds.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { invitations as m, SOURCE_LABELS } from '../../src/lib/messages/invitations';
import { BADGE_MAX_BYTES } from '../../src/lib/domain/badge';
import { APPROVAL_RULE_LABELS } from '../../src/lib/contract/accounts';
import { BASE_URL, until } from './isr-fixtures';
import {
  LINKEDIN,
  PASSWORD,
  createProvider,
  createUser,
  signIn,
  su,
  unique,
  waitForMail,
} from './member-fixtures';

const a = messages.auth;
const r = messages.review;

test('an invited client signs up through the link, is approved on confirmation and reviews; the page and the badge follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const path = `/providers/${provider.slug}`;
  const badgePath = `/providers/${provider.slug}/badge.svg`;

  // The badge exists before any review: a cacheable static SVG without cookies or script.
  const first = await fetch(BASE_URL + badgePath);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(first.headers.get('set-cookie')).toBeNull();
  expect(first.headers.get('cache-control')).toMatch(/public/);
  expect(first.headers.get('etag')).toBeTruthy();
  const before = await first.text();
  expect(Buffer.byteLength(before)).toBeLessThanOrEqual(BADGE_MAX_BYTES);
  expect(before).toContain(`<title id="t">${provider.company_name}: Sin reviews aún en `);
  expect(before).not.toContain('N/A');
  expect(before).toContain('Sin reviews aún');
  expect(before).not.toMatch(/<script/i);

  // The owner invites one address from the dashboard.
  // A free-mail address: the invitation, not the domain, is what approves the account.
  const invitee = `${unique('invitada')}@gmail.com`;
  await signIn(page, owner);
  await page.goto('/provider-dashboard');
  const box = page.locator('[data-invitations]');
  await box.getByLabel(m.emailsLabel).fill(`Cliente Uno <${invitee}>`);
  await box.getByRole('button', { name: m.send }).click();
  await expect(page.getByText(m.sentToast(1))).toBeVisible();
  await expect(box.locator('[data-invitation-stat="sent"]')).toHaveText('1');
  await expect(box.locator('[data-invitation-list]')).toContainText(invitee);
  // The badge snippet links the image to the provider page.
  await expect(page.locator('[data-badge-code]')).toHaveValue(
    new RegExp(`<a href="[^"]+${path}"><img src="[^"]+${badgePath}"`),
  );

  // The e-mail: Spanish, with the single-use link to the site.
  const mail = await waitForMail(invitee);
  expect(mail.subject).toBe(`${provider.company_name} te invita a escribir una reseña en LaPieza`);
  const link = /https?:\/\/\S+\/invitacion\?token=[A-Za-z0-9]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const invitationPath = new URL(link!).pathname + new URL(link!).search;

  // The invitee opens it signed out and creates an account from there.
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  const started = Date.now();
  await client.goto(invitationPath);
  await expect(client.getByText(m.invitedBy(provider.company_name))).toBeVisible();
  await expect(client.getByText(m.signInWith(invitee))).toBeVisible();
  await client.getByRole('link', { name: m.signUp }).click();
  await expect(client.getByRole('heading', { name: a.signupTitle })).toBeVisible();
  await client.getByLabel(a.firstName).fill('Marta');
  await client.getByLabel(a.email).fill(invitee);
  await client.getByLabel(a.password).fill(PASSWORD);
  await client.getByLabel(a.linkedin).fill(LINKEDIN);
  await client.locator('form').getByRole('button', { name: a.signupSubmit }).click();
  await expect(client).toHaveURL(/\/email-confirmation\?email=/);
  // The invitation came to the same address first: wait for the verification e-mail itself.
  const confirmLink = /href="([^"]*\/auth\/confirm\?[^"]+)"/;
  const verify = await waitForMail(invitee, 15000, (mail) => confirmLink.test(mail.html));
  const href = confirmLink.exec(verify.html)?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBeTruthy();
  await client.goto(new URL(href!).pathname + new URL(href!).search);
  await expect(client).toHaveURL(/\/dashboard$/);
  await expect(client.getByText(messages.confirmation.verifySuccess)).toBeVisible();
  // Approved by the invitation on confirmation: no admin step, and the dashboard says why.
  await expect(
    client.getByText(messages.pendingAccounts.approvedBy(APPROVAL_RULE_LABELS.invitation)),
  ).toBeVisible();
  await expect(client.getByTestId('pending-banner')).toHaveCount(0);
  const approval = await waitForMail(invitee, 15000, (mail) => /fue aprobada/.test(mail.subject));
  expect(approval.text).toContain(
    `Confirmaste el correo al que ${provider.company_name} te invitó a escribir una reseña`,
  );
  expect(approval.text).toContain(`Aprobada por: ${APPROVAL_RULE_LABELS.invitation}.`);

  // Straight to the review form (the invitation was bound on confirmation).
  await client.goto(`/write-review?provider=${provider.id}`);
  await expect(client.locator('select[name=provider]')).toHaveValue(provider.id);
  const title = `Invitada ${unique('t')}`;
  await client.getByLabel(r.reviewTitle).fill(title);
  await client
    .getByLabel(r.reviewText)
    .fill('Nos acompañaron en todo el proceso. Contamos qué servicio contratamos y cómo fue.');
  await client.getByRole('radio', { name: r.star(5) }).click();
  const written = Date.now();
  await client.locator('form').getByRole('button', { name: r.submit }).click();
  await expect(client).toHaveURL(/\/dashboard$/);
  // The client's own time, from the invitation's link to the published review.
  expect(Date.now() - started).toBeLessThan(5 * 60_000);

  // The badge follows within seconds.
  await until(badgePath, (_, body) => body.includes('>1 review</text>'), 10_000);
  const after = await (await fetch(BASE_URL + badgePath)).text();
  expect(after).toContain(`<title id="t">${provider.company_name}: 5.0 de 5 en LaPieza (1 review)`);
  expect(Buffer.byteLength(after)).toBeLessThanOrEqual(BADGE_MAX_BYTES);
  expect(Date.now() - written).toBeLessThan(15_000);

  // The static page: the label on the review and the 12-month split.
  await until(path, (_, body) => body.includes(title), 20_000);
  await client.goto(path);
  const item = client.locator('[data-review]').filter({ hasText: title });
  await expect(item.locator('[data-review-source="invited"]')).toHaveText(SOURCE_LABELS.invited);
  await expect(item.locator('[data-reviewer-verification="email"]')).toHaveText(
    'Verificado por e-mail',
  );
  const split = client.locator('[data-invited-split]');
  await expect(split.locator('[data-invited-share]')).toHaveText('100 % (1 de 1)');
  await expect(split.locator('[data-invited-average]')).toHaveText('5.0 (1 review)');
  await expect(split.locator('[data-organic-average]')).toHaveText(m.noAverage);

  // The owner's dashboard counts it; the link is used up.
  await page.reload();
  await expect(box.locator('[data-invitation-stat="reviewed"]')).toHaveText('1');
  await client.goto(invitationPath);
  await expect(client.locator('[data-invitation-error]')).toContainText(
    'Esta invitación ya se usó.',
  );
  await context.close();
});

test('an organic review is labelled "Orgánica" and the badge of a hidden provider is 404', async ({
  page,
}) => {
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const member = await createUser();
  const pb = await su();
  const title = `Orgánica ${unique('t')}`;
  await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: member.id,
    title,
    review_text:
      'Buen servicio de nómina. Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 3,
    source: 'invited',
  });
  await until(`/providers/${provider.slug}`, (_, body) => body.includes(title), 20_000);
  await page.goto(`/providers/${provider.slug}`);
  const item = page.locator('[data-review]').filter({ hasText: title });
  await expect(item.locator('[data-review-source="organic"]')).toHaveText(SOURCE_LABELS.organic);
  await expect(page.locator('[data-invited-share]')).toHaveText('0 % (0 de 1)');
  await expect(page.locator('[data-organic-average]')).toHaveText('3.0 (1 review)');

  const hidden = await createProvider(owner);
  await pb.collection('providers').update(hidden.id, { status: 'pending' });
  await until(`/providers/${hidden.slug}/badge.svg`, (status) => status === 404, 10_000);
});

test('the demo data labels a review invited only when an invitation record backs it', async ({
  page,
}) => {
  const pb = await su();
  const used = await pb.collection('review_invitations').getList(1, 1, {
    filter: "status = 'reviewed' && review != ''",
    sort: '-sent_at',
    expand: 'provider',
  });
  expect(used.items.length).toBe(1);
  const provider = used.items[0]!.expand!['provider'] as { id: string; slug: string };
  const backed = await pb.collection('review_invitations').getFullList({
    filter: pb.filter("provider = {:p} && status = 'reviewed'", { p: provider.id }),
    fields: 'review',
  });
  const backedIds = new Set(backed.map((i) => String(i['review'])));
  await page.goto(`/providers/${provider.slug}/reviews?orden=recientes`);
  const invited = page.locator('[data-review]:has([data-review-source="invited"])');
  const ids = await invited.evaluateAll((els) =>
    els.map((el) => el.getAttribute('data-review-id')),
  );
  const organic = await page
    .locator('[data-review]:has([data-review-source="organic"])')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-review-id')));
  expect(ids.length + organic.length).toBeGreaterThan(0);
  for (const id of ids) expect(backedIds.has(String(id))).toBe(true);
  for (const id of organic) expect(backedIds.has(String(id))).toBe(false);
  // The newest invited review (unless moderation hides it) is on this first page, labelled.
  const newest = String(used.items[0]!['review']);
  if (await page.locator(`#review-${newest}`).count()) expect(ids).toContain(newest);
});

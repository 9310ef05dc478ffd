import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import {
  WARNING_HEADLINE,
  WARNING_REASON_LABELS,
  warningAdmin as wt,
} from '../../src/lib/messages/provider-warnings';
import {
  REBUILD,
  createProvider,
  createUser,
  findProviderRow,
  openTab,
  signInAsAdmin,
  statusOf,
  su,
  textOf,
} from './admin-fixtures';
import { cardOf, directoryPageWith } from './isr-fixtures';

// Public warnings (docs/DECISIONS.md § Public warnings): an admin issues one from the providers
// tab; the provider's page and its directory card show it (re-rendered through the outbox, no
// rebuild) and stop showing it once it is lifted.
const m = messages.admin;

const findRow = findProviderRow;

async function directoryCard(name: string): Promise<string> {
  const path = await directoryPageWith(name, 0);
  return path ? cardOf(await textOf(path), name) : '';
}

test('an admin puts a public warning on a provider; its page and card show it until lifted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const profile = `/providers/${provider.slug}`;
  await expect.poll(() => statusOf(profile), REBUILD).toBe(200);
  await expect.poll(() => directoryPageWith(provider.company_name, 0), REBUILD).not.toBeNull();
  expect(await textOf(profile)).not.toContain(WARNING_HEADLINE);

  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedProviders);
  const row = await findRow(page, provider.company_name);
  await row.getByRole('button', { name: wt.issue, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: wt.issueTitle(provider.company_name) });
  await dialog.getByLabel(wt.reasonLabel).selectOption('duplicate_reviews');
  await dialog.getByLabel(wt.noteLabel).fill('Tres reseñas con el mismo texto');
  await dialog.getByRole('button', { name: wt.issueConfirm }).click();
  await expect(page.getByText(wt.issued, { exact: true })).toBeVisible();
  await expect(row.getByTestId('admin-provider-warning')).toContainText(
    WARNING_REASON_LABELS.duplicate_reviews,
  );

  // The provider page: a labelled note with the headline, the reason and the date.
  await expect
    .poll(async () => (await textOf(profile)).includes(WARNING_HEADLINE), REBUILD)
    .toBe(true);
  await page.goto(profile);
  const note = page.getByRole('note', { name: WARNING_HEADLINE });
  await expect(note).toBeVisible();
  await expect(note).toContainText(`Motivo: ${WARNING_REASON_LABELS.duplicate_reviews}.`);
  await expect(note).toContainText(/Publicada el \d{1,2} de [a-z]+ de \d{4}\./);
  await expect(page.getByText('Tres reseñas con el mismo texto')).toHaveCount(0);
  // Its card in the directory.
  await expect
    .poll(() => directoryCard(provider.company_name), REBUILD)
    .toContain(WARNING_HEADLINE);
  const pb = await su();
  const audit = await pb.collection('audit_log').getFullList({
    filter: pb.filter('target = {:t}', { t: `providers/${provider.id}` }),
  });
  expect(audit.map((a) => a['action'])).toEqual(['provider_warning_issued']);

  // Lifted: gone from the page and the card.
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedProviders);
  const again = await findRow(page, provider.company_name);
  await again.getByRole('button', { name: wt.lift, exact: true }).click();
  const liftDialog = page.getByRole('dialog', { name: wt.liftTitle(provider.company_name) });
  await liftDialog.getByRole('button', { name: wt.liftConfirm }).click();
  await expect(page.getByText(wt.lifted, { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await textOf(profile)).includes(WARNING_HEADLINE), REBUILD)
    .toBe(false);
  await expect
    .poll(() => directoryCard(provider.company_name), REBUILD)
    .not.toContain(WARNING_HEADLINE);
});

// The admin's "Verificación" tab: a review held by the integrity signals (the same text under
// a second account) is listed with its signals in words; "Publicar" puts it on the provider's
// static page (through the outbox) and e-mails the author.
import { expect, test } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { until } from './isr-fixtures';
import { createProvider, createUser, su, waitForMail } from './member-fixtures';
import { openTab, signInAsAdmin } from './admin-fixtures';

const WORDS =
  'equipo proceso vacantes candidatos seguimiento entrevistas nómina contrato perfil semanas cliente reclutamiento resultados costos reportes atención plazos calidad ingreso capacitación evaluación respuesta acuerdo servicio'.split(
    ' ',
  );

/** A text no other review resembles: the vocabulary in a random order. */
function freshText(): string {
  const words = [...WORDS, ...WORDS].sort(() => Math.random() - 0.5);
  return `Nos ayudaron con ${words.join(' ')}.`;
}

async function asMember(id: string): Promise<PocketBase> {
  const pb = await (await su()).collection('users').impersonate(id, 600);
  pb.autoCancellation(false);
  return pb;
}

test('an admin sees a held review with its signals in words and publishes it', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const first = await createUser();
  const author = await createUser({ firstName: 'Marta' });
  const text = freshText();
  const original = await (
    await asMember(first.id)
  )
    .collection('reviews')
    .create({ provider: provider.id, title: 'Original', review_text: text, overall_rating: 4 });
  const title = `Copia en verificación ${Date.now().toString(36)}`;
  const held = await (await asMember(author.id)).collection('reviews').create({
    provider: provider.id,
    title,
    review_text: `${text} Muy recomendables.`,
    overall_rating: 4,
  });
  expect(held['moderation']).toBe('verifying');

  await signInAsAdmin(page);
  await page.goto('/lapieza-admin');
  await openTab(page, 'Verificación');
  await page.locator('#search-verification').fill(title);
  const row = page.locator(`[data-held-review="${held.id}"]`);
  await expect(row.getByText(title)).toBeVisible();
  await expect(row.locator('[data-signals]')).toContainText(
    /Texto casi idéntico a otra review \(\d+ %\)/,
  );
  await expect(row.getByRole('link', { name: 'Ver la otra review' })).toHaveAttribute(
    'href',
    new RegExp(original.id),
  );
  await row.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Review publicada')).toBeVisible();
  await expect(row).toHaveCount(0);

  await until(`/providers/${provider.slug}`, (s, b) => s === 200 && b.includes(title), 30_000);
  const mail = await waitForMail(author.email);
  expect(mail.subject).toBe(`Tu reseña de ${provider.company_name} está publicada`);
  expect(mail.text).toContain('una persona del equipo');
});

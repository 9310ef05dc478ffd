// Issue 20, items 7, 8 and 11 in Chromium: download my data, delete my account (the static
// provider page drops the review), and the one-click opt-out link of a reply e-mail.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { honestText } from '../shared/honest-text';
import { expectAccessible } from './fixtures/axe';
import { until } from './isr-fixtures';
import { createProvider, createUser, signIn, su, unique, waitForMail } from './member-fixtures';

async function reviewOf(providerId: string, reviewer: string, title: string) {
  const pb = await su();
  return pb.collection('reviews').create({
    provider: providerId,
    reviewer,
    title,
    review_text: honestText(),
    overall_rating: 4,
  });
}

test('downloads my data as one JSON file that holds my review', async ({ page }) => {
  const owner = await createUser({ userType: 'provider' });
  const member = await createUser();
  const provider = await createProvider(owner);
  const title = unique('Reseña exportada');
  await reviewOf(provider.id, member.id, title);

  await signIn(page, member);
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar mis datos' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lapieza-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    profile: { email: string };
    reviews: { title: string }[];
  };
  expect(data.profile.email).toBe(member.email);
  expect(data.reviews.map((r) => r.title)).toEqual([title]);
  await expect(page.getByText('Tus datos se descargaron')).toBeVisible();
});

test('deletes my account from /settings; the provider page no longer shows my review', async ({
  page,
}) => {
  const owner = await createUser({ userType: 'provider' });
  const member = await createUser();
  const provider = await createProvider(owner);
  const title = unique('Reseña que se va');
  await reviewOf(provider.id, member.id, title);
  const path = `/providers/${provider.slug}`;
  await until(path, (s, b) => s === 200 && b.includes(title), 20_000);

  await signIn(page, member);
  await page.goto('/settings');
  const section = page.locator('section[aria-labelledby="delete-account"]');
  const button = section.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' });
  // Wrong password: refused in Spanish, nothing deleted.
  await section.getByLabel('Tu contraseña actual').fill('no-es-la-clave');
  await section.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
  await button.click();
  await expect(section.getByRole('alert')).toContainText(
    'La contraseña no es correcta. No se eliminó nada.',
  );
  expect((await (await su()).collection('users').getOne(member.id)).id).toBe(member.id);

  await section.getByLabel('Tu contraseña actual').fill(member.password);
  await button.click();
  await page.waitForURL((u) => u.pathname === '/auth');
  await expect(page.getByText('Tu cuenta fue eliminada')).toBeVisible();

  await until(path, (s, b) => s === 200 && !b.includes(title), 20_000);
  await page.goto(path);
  await expect(page.getByText(title)).toHaveCount(0);
  const left = await (
    await su()
  )
    .collection('users')
    .getList(1, 1, { filter: `id = "${member.id}"` });
  expect(left.totalItems).toBe(0);
});

test('the opt-out link of a reply e-mail turns those e-mails off without signing in', async ({
  page,
}) => {
  const owner = await createUser({ userType: 'provider' });
  const member = await createUser();
  const provider = await createProvider(owner);
  const review = await reviewOf(provider.id, member.id, unique('Reseña con respuesta'));
  await (
    await su()
  )
    .collection('review_replies')
    .create({ review: review.id, body: 'Gracias por tu reseña.' });
  const mail = await waitForMail(member.email);
  const link = /https?:\/\/\S+\/baja-correo\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // A forged token is refused, in Spanish.
  await page.goto(`/baja-correo?token=${encodeURIComponent('eyJ.falso.token')}`);
  await expect(page.getByRole('alert')).toContainText(
    'El enlace para dejar de recibir estos correos no es válido o ha caducado.',
  );
  await expectAccessible(page, '/baja-correo (refused)');

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText('Listo: ya no recibirás estos correos.')).toBeVisible();
  await expectAccessible(page, '/baja-correo (done)');
  const user = await (await su()).collection('users').getOne(member.id);
  expect(user['mail_off_replies']).toBe(true);

  // /settings shows the preference off.
  await signIn(page, member);
  await page.goto('/settings');
  await expect(
    page.getByLabel('Cuando un proveedor responde a una de mis reviews'),
  ).not.toBeChecked();
  await expectAccessible(page, '/settings (account sections)');
});

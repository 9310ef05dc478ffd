/**
 * Fixtures of the incremental-rebuild browser tests: their own providers, category and posts
 * (created through the API as the superuser), so the demo data other specs read is untouched.
 */
import type { RecordModel } from 'pocketbase';
import { su } from './member-fixtures';

export const BASE_URL = process.env['BASE_URL'] ?? 'http://127.0.0.1:4321';
export const PB_URL = process.env['PB_URL'] ?? 'http://127.0.0.1:8090';
export { su };

export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function makeUser(): Promise<RecordModel> {
  const pb = await su();
  return pb.collection('users').create({
    email: `isr-${uid()}@example.com`,
    password: 'clave-segura-123',
    passwordConfirm: 'clave-segura-123',
    first_name: 'Isabel',
    last_name: 'Rojas',
    job_title: 'Gerente de RRHH',
    company_name: 'Pruebas SA',
    user_type: 'hr_professional',
    roles: ['hr_professional'],
    approved: true,
    verified: true,
  });
}

export async function makeCategory(): Promise<RecordModel> {
  const pb = await su();
  const name = `isr_${uid()}`;
  return pb
    .collection('service_categories')
    .create({ name, label: `Categoría ${name}`, active: true });
}

export async function makeProvider(categories: string[], extra: Record<string, unknown> = {}) {
  const pb = await su();
  const owner = await makeUser();
  return pb.collection('providers').create({
    user: owner.id,
    status: 'approved',
    verified: true,
    company_name: `Zeta Revalida ${uid()}`,
    description: 'Proveedor creado por las pruebas de reconstrucción incremental.',
    headquarters_country: 'México',
    categories,
    founded_year: 2015,
    ...extra,
  });
}

/** Polls a URL until `ok(status, body)` holds; returns the elapsed milliseconds. */
export async function until(
  path: string,
  ok: (status: number, body: string, res: Response) => boolean,
  ms = 10_000,
): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const res = await fetch(BASE_URL + path, { redirect: 'manual' });
    const body = await res.text();
    if (ok(res.status, body, res)) return Date.now() - t0;
    if (Date.now() - t0 > ms) throw new Error(`${path}: still ${res.status} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The directory page (`/providers?pagina=N`) whose cards include `name`, or null. */
export async function directoryPageWith(name: string, ms = 20_000): Promise<string | null> {
  // The directory is re-rendered in the same pass as the provider's page, right after it.
  const deadline = Date.now() + ms;
  do {
    for (let n = 1; n <= 60; n++) {
      const path = n === 1 ? '/providers' : `/providers?pagina=${n}`;
      const body = await (await fetch(BASE_URL + path)).text();
      if (body.includes(name)) return path;
      if (!body.includes(`pagina=${n + 1}`)) break;
    }
    await new Promise((r) => setTimeout(r, 250));
  } while (Date.now() < deadline);
  return null;
}

/**
 * The card of `name` in a list page: from the card's opening `<article data-provider-card` to
 * the next card (the name also appears in the page's head and JSON-LD, and the star icons
 * make a card several kilobytes long).
 */
export function cardOf(body: string, name: string): string {
  const cards = body.split('<article');
  const card = cards.find((c) => c.includes('data-provider-card') && c.includes(name));
  return card ?? '';
}

/** Polls the directory until the card of `name`, wherever it is listed, contains `text`. */
export async function directoryCardUpdated(
  name: string,
  text: string,
  ms: number,
): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const path = await directoryPageWith(name, 0);
    if (path) {
      const body = await (await fetch(BASE_URL + path)).text();
      if (cardOf(body, name).includes(text)) return Date.now() - t0;
    }
    if (Date.now() - t0 > ms) throw new Error(`directory card of ${name} never showed ${text}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

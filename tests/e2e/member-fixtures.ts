/**
 * Fixtures for the member browser tests, built through the PocketBase API as a superuser
 * (superuser requests skip the rate limits; its token is cached for the whole run so the
 * `*:auth` limit is spent once). Sessions for fixture users come from superuser
 * impersonation and are put in localStorage exactly as the SDK stores them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import type { Page } from '@playwright/test';

export const PB_URL = process.env['PB_URL'] ?? 'http://127.0.0.1:8090';
export const MAIL_URL = process.env['MAIL_URL'] ?? 'http://127.0.0.1:1080';
const SU_EMAIL = process.env['PB_SUPERUSER_EMAIL'] ?? 'superuser@lapieza.io';
const SU_PASSWORD = process.env['PB_SUPERUSER_PASSWORD'] ?? 'superuser-local-only';
export const PASSWORD = 'clave-segura-123';
export const LINKEDIN = 'https://www.linkedin.com/in/persona-de-prueba';

let admin: PocketBase | undefined;

/** A superuser client (token cached on disk per PocketBase URL for the run). */
export async function su(): Promise<PocketBase> {
  if (admin?.authStore.isValid) return admin;
  const pb = new PocketBase(PB_URL);
  pb.autoCancellation(false);
  // The superuser acts for many members: each request comes from a network of its own, as
  // PocketBase sees members behind the proxy (X-Forwarded-For; the review network signal
  // must see distinct people, docs/SECURITY.md § Client address).
  // A request that names its address (a test placing two members on one network) keeps it.
  pb.beforeSend = (url, options) => {
    const n = Math.floor(Math.random() * 65_536);
    options.headers = {
      'X-Forwarded-For': `10.${n >> 8}.${n & 255}.${1 + Math.floor(Math.random() * 250)}`,
      ...(options.headers as Record<string, string> | undefined),
    };
    return { url, options };
  };
  const cache = join(tmpdir(), `member-e2e-su-${new URL(PB_URL).port}.json`);
  if (existsSync(cache)) {
    try {
      const { token, record } = JSON.parse(readFileSync(cache, 'utf8'));
      pb.authStore.save(token, record);
      if (pb.authStore.isValid) await pb.collection('_superusers').authRefresh();
    } catch {
      pb.authStore.clear();
    }
  }
  if (!pb.authStore.isValid) {
    await pb.collection('_superusers').authWithPassword(SU_EMAIL, SU_PASSWORD);
    writeFileSync(
      cache,
      JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record }),
    );
  }
  admin = pb;
  return pb;
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** A member created by the superuser (approved and verified unless told otherwise). */
export async function createUser(
  opts: {
    approved?: boolean;
    userType?: 'hr_professional' | 'provider';
    linkedin?: string;
    firstName?: string;
    /** Default: a unique address at e2e.test. */
    email?: string;
  } = {},
): Promise<TestUser> {
  const pb = await su();
  const email = opts.email ?? `${unique('miembro')}@e2e.test`;
  const approved = opts.approved ?? true;
  const rec = await pb.collection('users').create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    first_name: opts.firstName ?? 'Ana',
    last_name: 'Prueba',
    user_type: opts.userType ?? 'hr_professional',
    roles: [opts.userType ?? 'hr_professional'],
    linkedin_url: opts.linkedin ?? LINKEDIN,
    verified: approved,
    approved,
  });
  return { id: rec.id, email, password: PASSWORD };
}

/** An active category (created if missing). */
export async function ensureCategory(name: string, label: string): Promise<void> {
  const pb = await su();
  try {
    await pb
      .collection('service_categories')
      .getFirstListItem(pb.filter('name = {:n}', { n: name }));
  } catch {
    await pb.collection('service_categories').create({ name, label, active: true });
  }
}

export interface TestProvider {
  id: string;
  slug: string;
  company_name: string;
}

/** An approved and verified provider owned by `owner`. */
export async function createProvider(
  owner: TestUser,
  name = unique('Empresa'),
): Promise<TestProvider> {
  await ensureCategory('recruiting', 'Reclutamiento');
  const pb = await su();
  const rec = await pb.collection('providers').create({
    user: owner.id,
    company_name: name,
    description: 'Servicios de recursos humanos para pruebas.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    status: 'approved',
    verified: true,
  });
  return { id: rec.id, slug: rec['slug'], company_name: name };
}

/** Signs `user` in on `page` by storing the SDK's auth data before any page script runs. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  const pb = await su();
  const imp = await pb.collection('users').impersonate(user.id, 3600);
  const value = JSON.stringify({ token: imp.authStore.token, record: imp.authStore.record });
  await page.addInitScript((v) => {
    localStorage.setItem('lp_consent', 'accepted');
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('pocketbase_auth', v);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, value);
}

type Mail = { subject: string; html: string; text: string };

/**
 * The newest e-mail the catcher received for `to` (that `match` accepts, for an address that
 * already has another), waiting for it to arrive.
 */
export async function waitForMail(
  to: string,
  timeoutMs = 15000,
  match: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
    const list = ((await res.json()) as Mail[]).filter(match);
    if (list.length) return list[list.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no e-mail for ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

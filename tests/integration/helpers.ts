// Fixtures built through the API of the PocketBase started by global-setup.ts.
import PocketBase, { ClientResponseError } from 'pocketbase';
import { inject } from 'vitest';

export const url = () => inject('pbUrl');

let counter = 0;
/** A unique suffix for names and e-mails within the run. */
export const uid = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

// Client addresses, as production sees them: PocketBase trusts the proxy's X-Forwarded-For
// (pb_hooks/settings.pb.js). Each client of a test gets its own /24 network, so the review
// network signal (two accounts reviewing one provider from one network) sees distinct people.
let network = Math.floor(Math.random() * 60_000);
/** A client address in a /24 no other client of this run uses. */
export function clientAddress(): string {
  const n = network++ % 65_536;
  return `10.${n >> 8}.${n & 255}.${1 + Math.floor(Math.random() * 250)}`;
}

/**
 * Sends the client's requests from `address` (a fixed network), or, with `'each'`, every request
 * from a fresh network (the superuser acting for many members, as the seed does).
 */
export function fromNetwork<T extends PocketBase>(
  pb: T,
  address: string | 'each' = clientAddress(),
): T {
  pb.beforeSend = (requestUrl, options) => {
    const headers = (options.headers ?? {}) as Record<string, string>;
    headers['X-Forwarded-For'] = address === 'each' ? clientAddress() : address;
    options.headers = headers;
    return { url: requestUrl, options };
  };
  return pb;
}

export function anonymous(): PocketBase {
  const pb = new PocketBase(url());
  pb.autoCancellation(false);
  return fromNetwork(pb);
}

export function superuser(): PocketBase {
  const pb = fromNetwork(new PocketBase(url()), 'each');
  pb.autoCancellation(false);
  pb.authStore.save(inject('superuserToken'), null);
  return pb;
}

export interface Actor {
  id: string;
  email: string;
  pb: PocketBase;
}

export interface UserOptions {
  email?: string;
  roles?: string[];
  approved?: boolean;
  verified?: boolean;
  blocked?: boolean;
  user_type?: 'hr_professional' | 'provider';
  first_name?: string;
}

/** Creates a user as the superuser and returns a client signed in as that user. */
export async function makeUser(opts: UserOptions = {}): Promise<Actor> {
  const su = superuser();
  const email = opts.email ?? `user-${uid()}@example.com`;
  const rec = await su.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: opts.first_name ?? 'Ana',
    last_name: 'Pérez',
    job_title: 'HR Manager',
    company_name: 'Acme',
    linkedin_url: `https://www.linkedin.com/in/${uid()}`,
    user_type: opts.user_type ?? 'hr_professional',
    roles: opts.roles ?? ['hr_professional'],
    approved: opts.approved ?? true,
    verified: opts.verified ?? true,
    blocked: opts.blocked ?? false,
    blocked_reason: opts.blocked ? 'spam' : '',
  });
  const pb = fromNetwork(await su.collection('users').impersonate(rec.id, 3600));
  pb.autoCancellation(false);
  return { id: rec.id, email, pb };
}

export { honestText } from '../shared/honest-text';

let categoriesReady: Promise<void> | null = null;
/** The categories used by the fixtures. */
export function ensureCategories(): Promise<void> {
  categoriesReady ??= (async () => {
    const su = superuser();
    for (const name of ['recruiting', 'payroll', 'benefits']) {
      const found = await su.collection('service_categories').getList(1, 1, {
        filter: su.filter('name = {:name}', { name }),
      });
      if (found.totalItems === 0) {
        await su
          .collection('service_categories')
          .create({ name, label: name[0]!.toUpperCase() + name.slice(1), active: true });
      }
    }
  })();
  return categoriesReady;
}

export function providerData(extra: Record<string, unknown> = {}) {
  return {
    company_name: `Proveedor ${uid()}`,
    description: 'Servicios de recursos humanos para empresas de la región.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    founded_year: 2010,
    // Its own domain: the members' example.com e-mails are not its employees (review signals).
    website: `https://proveedor-${uid()}.example.com`,
    ...extra,
  };
}

/** A provider owned by `owner`, created by the superuser with the given status. */
export async function makeProvider(
  ownerId: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; slug: string }> {
  await ensureCategories();
  return superuser()
    .collection('providers')
    .create({ status: 'approved', verified: true, user: ownerId, ...providerData(extra) });
}

/** Status code of a failed call (0 when it succeeded). */
export async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 0;
  } catch (err) {
    if (err instanceof ClientResponseError) return err.status;
    throw err;
  }
}

/** The error of a call that must fail. */
export async function errorOf(p: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** A PNG image of `size` bytes (a real 1×1 PNG padded with an ignored chunk). */
export function pngBytes(size = 100): Uint8Array<ArrayBuffer> {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const out = new Uint8Array(Math.max(size, base.length));
  out.set(base);
  return out;
}

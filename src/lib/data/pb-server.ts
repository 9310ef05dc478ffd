import PocketBase, { type RecordService, type SendOptions } from 'pocketbase';
import { config } from '@/lib/config';
import type { CollectionRecords } from '@/lib/contract/records.gen';

/** A collection of the schema (src/lib/contract/records.gen.ts). */
export type CollectionName = keyof CollectionRecords;

/**
 * A record of `K` as PocketBase answers it: the generated shape (a `fields` list leaves out
 * what it does not name), the SDK's collection fields and the expanded relations.
 */
export type PbRecord<K extends CollectionName> = CollectionRecords[K] & {
  collectionId: string;
  collectionName: string;
  expand?: Record<string, unknown>;
};

/**
 * The PocketBase client of the server side (SSR and the web server), typed by the schema:
 * `collection('providers')` reads `PbRecord<'providers'>`, so a field name the migrations do
 * not define fails to compile instead of reading `undefined`.
 */
export type TypedPocketBase = Omit<PocketBase, 'collection'> & {
  collection<K extends CollectionName>(name: K): RecordService<PbRecord<K>>;
  /** Collections outside the generated schema (`_superusers`). */
  collection(name: `_${string}`): RecordService;
};

/** The typed view of a PocketBase client (the same object). */
export function typedPb(pb: PocketBase | TypedPocketBase): TypedPocketBase {
  return pb as TypedPocketBase;
}

/**
 * The server-side PocketBase client used while rendering pages (SSR) and by the web server:
 * one SDK instance per process at `config.pocketbaseUrl`, authenticated as the superuser
 * (docs/DATA-MODEL.md, "Superuser requests"). Superusers bypass API rules, so every data
 * module must filter what the public may see itself (e.g. only published posts).
 *
 * Never import this from an island or a client script: it holds superuser credentials.
 */
let client: PocketBase | null = null;
let signIn: () => Promise<unknown> = () => Promise.resolve();

export async function getServerPb(): Promise<TypedPocketBase> {
  if (!client) {
    client = new PocketBase(config.pocketbaseUrl);
    // Concurrent renders issue identical requests; the SDK would otherwise cancel them.
    client.autoCancellation(false);
    signIn = keepSuperuserSession(client, config.superuserEmail, config.superuserPassword);
  }
  if (!client.authStore.isValid) await signIn();
  return typedPb(client);
}

/** True for the SDK's "not found" answer (a missing record is not an outage). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
  );
}

/**
 * Signs the superuser in again, and retries once, when PocketBase refuses the client's token
 * (401, or 403 because it then treats the request as a guest's). The SDK only renews a token
 * that is about to expire; one that PocketBase stopped accepting early (the superuser's
 * password set again at a restart, data restored from a backup) would otherwise fail every
 * later request of a long-running server. Returns the sign-in it uses: concurrent callers
 * share one request.
 */
export function keepSuperuserSession(
  pb: PocketBase,
  email: string,
  password: string,
): () => Promise<unknown> {
  let signingIn: Promise<unknown> | null = null;
  const signIn = () =>
    (signingIn ??= pb
      .collection('_superusers')
      .authWithPassword(email, password)
      .finally(() => {
        signingIn = null;
      }));
  const send = pb.send.bind(pb);
  pb.send = async function retrying<T>(path: string, options: SendOptions): Promise<T> {
    try {
      return await send<T>(path, options);
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      if ((status !== 401 && status !== 403) || path.includes('/_superusers/auth-')) throw err;
      await signIn();
      return send<T>(path, options);
    }
  };
  return signIn;
}

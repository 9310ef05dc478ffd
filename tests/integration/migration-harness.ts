// A data migration tested on data written before it: a PocketBase made with every migration
// and no hooks (so nothing server-kept is filled in), the migration under test and every later
// one rolled back and applied again with PocketBase's own `migrate` command.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll } from 'vitest';
import { pbBinary, root, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { clientAddress, fromNetwork, uid } from './helpers';

type Instance = Awaited<ReturnType<typeof startPocketBase>>;

/** A temporary database for one migration test (removed after the file's tests). */
export function migrationDatabase(prefix: string) {
  const dirs = [
    mkdtempSync(join(tmpdir(), prefix)),
    mkdtempSync(join(tmpdir(), `${prefix}hooks-`)),
  ];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const [dataDir, hooksDir] = dirs as [string, string];
  const env = { RATE_LIMITS: 'off' };
  const migrationsDir = join(root, 'pocketbase/pb_migrations');
  const cli = (...args: string[]) =>
    execFileSync(
      pbBinary,
      [
        'migrate',
        ...args,
        `--dir=${dataDir}`,
        `--migrationsDir=${migrationsDir}`,
        `--hooksDir=${hooksDir}`,
      ],
      { env: { ...process.env, ...env }, input: 'y\n', stdio: ['pipe', 'ignore', 'pipe'] },
    );
  return {
    /**
     * Starts the database without hooks (or with the project's, `withHooks`); a superuser
     * client signed in.
     */
    async start(opts: { withHooks?: boolean } = {}): Promise<{ pbi: Instance; su: PocketBase }> {
      const pbi = await startPocketBase(
        opts.withHooks ? { dataDir, env } : { dataDir, hooksDir, env },
      );
      const su = new PocketBase(pbi.url);
      su.autoCancellation(false);
      await su
        .collection('_superusers')
        .authWithPassword(pbi.superuser.email, pbi.superuser.password);
      return { pbi, su };
    },
    /** Rolls back `migration` and every later one, then applies them again (database stopped). */
    rerunFrom(migration: string): void {
      const later = readdirSync(migrationsDir).filter((f) => f.endsWith('.js') && f >= migration);
      if (!later.includes(migration)) throw new Error(`no migration ${migration}`);
      cli('down', String(later.length));
      cli('up');
    },
  };
}

/** An approved member made by the superuser `su` (no hooks needed); its id. */
export async function approvedMember(
  su: PocketBase,
  email = `ana.${uid()}@example.com`,
): Promise<string> {
  const rec = await su.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: 'Ana',
    last_name: 'Pérez',
    roles: ['hr_professional'],
    user_type: 'hr_professional',
    approved: true,
    verified: true,
  });
  return rec.id;
}

/**
 * Writes reviews of `provider` on the PocketBase at `url`, each as its `reviewer` would from a
 * browser of its own network (behind the trusted proxy), through the hooks.
 */
export function reviewWriter(url: string, su: PocketBase, provider: string) {
  return async (reviewer: string, text: string) => {
    const pb = fromNetwork(new PocketBase(url), clientAddress());
    pb.autoCancellation(false);
    const token = await su.collection('users').impersonate(reviewer, 600);
    pb.authStore.save(token.authStore.token, token.authStore.record);
    return pb.collection('reviews').create({
      provider,
      title: 'Buen proveedor',
      review_text: text,
      overall_rating: 4,
    });
  };
}

// One real PocketBase per integration run: fresh temp data dir, the project's migrations and
// hooks, a free port. Tests get its URL and a superuser token through inject().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    pbUrl: string;
    superuserEmail: string;
    superuserPassword: string;
    superuserToken: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lp-it-'));
  const pb = await startPocketBase({
    dataDir,
    // Rate limits are exercised by their own test against a second instance.
    // Quarters are published by the tests themselves, never by the hourly job.
    env: {
      RATE_LIMITS: 'off',
      ADMIN_EMAIL_DOMAIN: 'lapieza.io',
      SITE_URL: 'http://site.test',
      RECOGNITIONS_JOB: 'off',
    },
  });
  const res = await fetch(`${pb.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: pb.superuser.email, password: pb.superuser.password }),
  });
  const { token } = (await res.json()) as { token: string };
  project.provide('pbUrl', pb.url);
  project.provide('superuserEmail', pb.superuser.email);
  project.provide('superuserPassword', pb.superuser.password);
  project.provide('superuserToken', token);
  return async () => {
    await pb.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

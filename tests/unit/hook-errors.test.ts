// One catalogue of errors: every code a hook raises is in the contract's
// catalogue, and only lib/util.js builds PocketBase errors, so every refusal a member reads is
// the catalogue's Spanish text for a code the client can read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from '@/lib/contract/errors';

const HOOKS = join(process.cwd(), 'pocketbase/pb_hooks');
const files = [
  ...readdirSync(HOOKS)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(HOOKS, f)),
  ...readdirSync(join(HOOKS, 'lib'))
    .filter((f) => f.endsWith('.js') && f !== 'domain.gen.js')
    .map((f) => join(HOOKS, 'lib', f)),
];
const sources = files.map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** PocketBase's own field codes, which some hooks answer word for word (lib/users.js). */
const POCKETBASE_FIELD_CODE = /^validation_[a-z_]+$/;

describe('hook errors', () => {
  it('finds the hooks', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it('raises only codes of the catalogue', () => {
    const raised = new Set<string>();
    for (const { text } of sources) {
      for (const m of text.matchAll(/\b(?:fail|failField|fieldError)\(\s*'([^']+)'/g)) {
        raised.add(m[1]!);
      }
    }
    expect(raised.size).toBeGreaterThan(80);
    expect([...raised].filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('builds PocketBase errors in lib/util.js only (or answers as PocketBase itself does)', () => {
    const stray: string[] = [];
    for (const { path, text } of sources) {
      if (path.endsWith('/lib/util.js')) continue;
      for (const m of text.matchAll(
        /new (BadRequestError|ForbiddenError|NotFoundError|UnauthorizedError|TooManyRequestsError|ApiError)\(([^,)]*)/g,
      )) {
        if (!m[2]!.startsWith('PB.')) stray.push(`${path}: ${m[0]}`);
      }
      for (const m of text.matchAll(/new ValidationError\(\s*'([^']+)'/g)) {
        if (!isErrorCode(m[1]) && !POCKETBASE_FIELD_CODE.test(m[1]!))
          stray.push(`${path}: ${m[0]}`);
      }
    }
    expect(stray).toEqual([]);
  });
});

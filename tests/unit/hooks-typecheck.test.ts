import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The hooks' type check (`npm run check`, docs/ARCHITECTURE.md § The hooks' type check): the
// settings that make it strict, and the declaration order its handler overloads rely on.
const config = ts.parseConfigFileTextToJson(
  'tsconfig.hooks.json',
  readFileSync('tsconfig.hooks.json', 'utf8'),
).config as { compilerOptions: Record<string, unknown>; include: string[] };

describe('tsconfig.hooks.json', () => {
  it('checks the hooks strictly (no implicit any, null and undefined checked)', () => {
    expect(config.compilerOptions['strict']).toBe(true);
    expect(config.compilerOptions['checkJs']).toBe(true);
    for (const flag of ['noImplicitAny', 'strictNullChecks']) {
      expect(config.compilerOptions[flag], flag).not.toBe(false);
    }
  });

  it("lists the narrower hook events after PocketBase's declarations (later overloads are tried first)", () => {
    const pocketbase = config.include.indexOf('.cache/pocketbase-types.d.ts');
    const events = config.include.indexOf('pocketbase/hook-events.d.ts');
    expect(pocketbase).toBeGreaterThanOrEqual(0);
    expect(events).toBeGreaterThan(pocketbase);
  });
});

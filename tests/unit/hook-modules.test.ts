// Every shared module of the hooks is typed where handlers require it
// (pocketbase/hooks-modules.d.ts): a module missing there would be `any` to every caller.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('declares the type of every module in pocketbase/pb_hooks/lib', () => {
  const root = process.cwd();
  const declared = readFileSync(join(root, 'pocketbase/hooks-modules.d.ts'), 'utf8');
  const modules = readdirSync(join(root, 'pocketbase/pb_hooks/lib')).filter((f) =>
    f.endsWith('.js'),
  );
  expect(modules.length).toBeGreaterThan(10);
  expect(modules.filter((f) => !declared.includes(`/lib/${f}\``))).toEqual([]);
});

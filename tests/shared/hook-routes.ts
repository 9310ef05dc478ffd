// The custom routes the hooks declare: every `routerAdd(method, path, …)` of pocketbase/pb_hooks,
// with the file and the text of its declaration (up to the next `routerAdd` or the file's end).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HOOKS = join(import.meta.dirname, '../../pocketbase/pb_hooks');

export interface HookRoute {
  method: string;
  path: string;
  file: string;
  /** The `routerAdd(…)` call's text and whatever follows it before the next one. */
  source: string;
}

export function customRoutes(): HookRoute[] {
  const out: HookRoute[] = [];
  for (const file of readdirSync(HOOKS).filter((f) => f.endsWith('.pb.js'))) {
    const text = readFileSync(join(HOOKS, file), 'utf8');
    const found = [...text.matchAll(/routerAdd\(\s*['"`](\w+)['"`]\s*,\s*['"`]([^'"`]+)['"`]/g)];
    found.forEach((m, i) => {
      out.push({
        method: m[1]!.toUpperCase(),
        path: m[2]!,
        file,
        source: text.slice(m.index, found[i + 1]?.index ?? text.length),
      });
    });
  }
  return out;
}

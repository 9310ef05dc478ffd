// The custom routes the hooks declare: every `routerAdd(method, path, …)` of pocketbase/pb_hooks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HOOKS = join(import.meta.dirname, '../../pocketbase/pb_hooks');

export function customRoutes(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const file of readdirSync(HOOKS).filter((f) => f.endsWith('.pb.js'))) {
    const text = readFileSync(join(HOOKS, file), 'utf8');
    for (const m of text.matchAll(/routerAdd\(\s*['"`](\w+)['"`]\s*,\s*['"`]([^'"`]+)['"`]/g)) {
      out.push({ method: m[1]!.toUpperCase(), path: m[2]! });
    }
  }
  return out;
}

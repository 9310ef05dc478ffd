// The custom routes the hooks declare: every `routerAdd(method, path, …)` of pocketbase/pb_hooks,
// with the file and the text of the whole call (handler and middlewares).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HOOKS = join(import.meta.dirname, '../../pocketbase/pb_hooks');

export interface HookRoute {
  method: string;
  path: string;
  file: string;
  /** The `routerAdd(…)` call's text, to its closing line. */
  source: string;
}

/**
 * Where the top-level call starting at `from` ends: after its closing line, the first line
 * after it that starts with `)` or `}` (the files are formatted by Prettier: a call's
 * closing line is not indented, its body is).
 */
function callEnd(text: string, from: number): number {
  const close = /\n[)}][^\n]*/g;
  close.lastIndex = from;
  const m = close.exec(text);
  if (!m) throw new Error(`routerAdd at ${from} has no closing line`);
  return m.index + m[0].length;
}

export function customRoutes(): HookRoute[] {
  const out: HookRoute[] = [];
  for (const file of readdirSync(HOOKS).filter((f) => f.endsWith('.pb.js'))) {
    const text = readFileSync(join(HOOKS, file), 'utf8');
    for (const m of text.matchAll(/routerAdd\(\s*['"`](\w+)['"`]\s*,\s*['"`]([^'"`]+)['"`]/g)) {
      out.push({
        method: m[1]!.toUpperCase(),
        path: m[2]!,
        file,
        source: text.slice(m.index, callEnd(text, m.index)),
      });
    }
  }
  return out;
}

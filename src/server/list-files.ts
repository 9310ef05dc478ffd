import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every regular file below `dir` (recursively), as paths joined to `dir`; [] when it is missing. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

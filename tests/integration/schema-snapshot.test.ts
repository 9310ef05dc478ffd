// Migrations are frozen history: the schema a fresh database gets from
// pocketbase/pb_migrations (collections, fields, API rules, indexes, auth options) must equal
// the committed snapshot. A change of live code that would rewrite what a migration creates
// fails here; a deliberate schema change is a new migration plus `UPDATE_SCHEMA_SNAPSHOT=1`.
import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownStack } from './helpers';

const SNAPSHOT = new URL('./fixtures/schema.snapshot.json', import.meta.url);

type Json = Record<string, unknown>;

/** Collection ids are random per database: name relations by collection name instead. */
function normalize(collections: Json[]): Json[] {
  const nameOf = new Map(collections.map((c) => [c.id as string, c.name as string]));
  const stripIds = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stripIds);
    if (value && typeof value === 'object') {
      const out: Json = {};
      for (const [k, v] of Object.entries(value as Json).sort(([a], [b]) => a.localeCompare(b))) {
        if (k === 'id' || k === 'created' || k === 'updated') continue;
        // Auth e-mail templates are PocketBase's defaults until the hooks set the Spanish
        // ones at bootstrap (pb_hooks/settings.pb.js): not migration history.
        if (k.endsWith('Template')) continue;
        out[k] = k === 'collectionId' ? (nameOf.get(v as string) ?? v) : stripIds(v);
      }
      return out;
    }
    if (typeof value === 'string') {
      // Indexes and rules may carry a collection id (e.g. `idx_<id>`): replace it by its name.
      let s = value;
      for (const [id, name] of nameOf) s = s.split(id).join(`<${name}>`);
      return s;
    }
    return value;
  };
  return collections
    .filter((c) => !(c.system && String(c.name).startsWith('_')))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)))
    .map((c) => stripIds(c) as Json);
}

describe('schema from the migrations', () => {
  // No hooks: the migrations alone (they must not require live code), and none of the
  // settings the hooks apply at bootstrap (auth e-mail templates, OAuth2 providers).
  const stack = ownStack('schema', { noHooks: true });
  let schema: Json[];

  beforeAll(async () => {
    const res = await fetch(`${stack.url}/api/collections?perPage=500`, {
      headers: { authorization: stack.su.authStore.token },
    });
    schema = normalize(((await res.json()) as { items: Json[] }).items);
  });

  it('equals the committed snapshot (a new migration and UPDATE_SCHEMA_SNAPSHOT=1 change it)', () => {
    const current = `${JSON.stringify(schema, null, 2)}\n`;
    if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') writeFileSync(SNAPSHOT, current);
    const committed = readFileSync(SNAPSHOT, 'utf8');
    expect(JSON.parse(current)).toEqual(JSON.parse(committed));
  });
});

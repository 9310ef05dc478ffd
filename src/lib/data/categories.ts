import type { TypedPocketBase } from './pb-server';
import { ACTIVE_CATEGORY_FILTER } from '@/lib/contract/visibility';
import { getServerPb } from './pb-server';
import { memoize } from './snapshot';
import type { Category } from '@/lib/view/categories';

const COLLECTION = 'service_categories';

/** Active categories ordered by label; one read per render pass. */
export const listActiveCategories: () => Promise<Category[]> = memoize(async () =>
  readActiveCategories(await getServerPb()),
);

/** Active categories ordered by label, through `pb` (the web server's own client). */
export async function readActiveCategories(pb: TypedPocketBase): Promise<Category[]> {
  const records = await pb.collection(COLLECTION).getFullList({
    filter: ACTIVE_CATEGORY_FILTER,
    sort: 'label',
    fields: 'id,name,label,description',
  });
  return records.map((r) => ({
    id: r.id,
    name: String(r.name ?? ''),
    label: String(r.label ?? ''),
    description: String(r.description ?? ''),
  }));
}

/** name → label, for chips and search. */
export function labelMap(categories: readonly Category[]): Record<string, string> {
  return Object.fromEntries(categories.map((c) => [c.name, c.label]));
}

import { getServerPb } from './pb-server';
import { memoize } from './snapshot';

const COLLECTION = 'service_categories';

export interface Category {
  id: string;
  name: string;
  label: string;
  description: string;
}

/** Active categories ordered by label (spec §7); one read per render pass. */
export const listActiveCategories: () => Promise<Category[]> = memoize(async () => {
  const pb = await getServerPb();
  const records = await pb.collection(COLLECTION).getFullList({
    filter: 'active = true',
    sort: 'label',
    fields: 'id,name,label,description',
  });
  return records.map((r) => ({
    id: r.id,
    name: String(r['name'] ?? ''),
    label: String(r['label'] ?? ''),
    description: String(r['description'] ?? ''),
  }));
});

/** name → label, for chips and search. */
export function labelMap(categories: readonly Category[]): Record<string, string> {
  return Object.fromEntries(categories.map((c) => [c.name, c.label]));
}

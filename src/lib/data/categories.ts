import { getServerPb } from './pb-server';

const COLLECTION = 'service_categories';

export interface Category {
  id: string;
  name: string;
  label: string;
  description: string;
}

/** Active categories ordered by label (spec §7). */
export async function listActiveCategories(): Promise<Category[]> {
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
}

/** name → label, for chips and search. */
export function labelMap(categories: readonly Category[]): Record<string, string> {
  return Object.fromEntries(categories.map((c) => [c.name, c.label]));
}

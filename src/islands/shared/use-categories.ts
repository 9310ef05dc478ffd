import { useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { ACTIVE_CATEGORY_FILTER } from '@/lib/contract/visibility';
import type { CategoryRecord } from '@/lib/stores/types';

/** Active service categories ordered by label (failures are only logged). */
export function useCategories(): {
  categories: CategoryRecord[];
  labelOf: (name: string) => string;
} {
  const [categories, setCategories] = useState<CategoryRecord[]>([]);
  useEffect(() => {
    getPb()
      .collection('service_categories')
      .getFullList<CategoryRecord>({ filter: ACTIVE_CATEGORY_FILTER, sort: 'label' })
      .then(setCategories)
      .catch((err: unknown) => console.error('[categories] load', err));
  }, []);
  const labelOf = (name: string) => categories.find((c) => c.name === name)?.label ?? name;
  return { categories, labelOf };
}

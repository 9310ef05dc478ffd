/** The landing page's view model. */
import { listPublicProviders } from './providers';
import { labelMap, listActiveCategories } from './categories';
import type { LandingView } from '@/lib/view/landing';

export async function loadLanding(): Promise<LandingView> {
  const [categories, providers] = await Promise.all([
    listActiveCategories(),
    listPublicProviders(),
  ]);
  return { categories, labels: labelMap(categories), topProviders: providers.slice(0, 6) };
}

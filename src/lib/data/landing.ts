/** The landing page's view model. */
import { listPublicProviders, type PublicProvider } from './providers';
import { labelMap, listActiveCategories, type Category } from './categories';

export interface LandingView {
  categories: Category[];
  labels: Record<string, string>;
  topProviders: PublicProvider[];
}

export async function loadLanding(): Promise<LandingView> {
  const [categories, providers] = await Promise.all([
    listActiveCategories(),
    listPublicProviders(),
  ]);
  return { categories, labels: labelMap(categories), topProviders: providers.slice(0, 6) };
}

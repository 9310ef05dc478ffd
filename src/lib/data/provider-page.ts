/** The provider page's view model (/providers/{slug} and /proveedores/{slug}). */
import { getPublicProviderBySlug, type PublicProvider } from './providers';
import { labelMap, listActiveCategories } from './categories';
import { listLatestReviews, type PublicReview } from './reviews';
import { listPublishedCaseStudies, type CaseStudy } from './case-studies';

export interface ProviderPageView {
  provider: PublicProvider;
  labels: Record<string, string>;
  reviews: PublicReview[];
  caseStudies: CaseStudy[];
}

/** Null when no public provider has this slug. */
export async function loadProviderPage(slug: string): Promise<ProviderPageView | null> {
  const provider = await getPublicProviderBySlug(slug);
  if (!provider) return null;
  const [categories, reviews, caseStudies] = await Promise.all([
    listActiveCategories(),
    listLatestReviews(provider.id),
    listPublishedCaseStudies(provider.id),
  ]);
  return { provider, labels: labelMap(categories), reviews, caseStudies };
}

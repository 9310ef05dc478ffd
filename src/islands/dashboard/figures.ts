/** The /dashboard's derived figures as pure functions (Dashboard.tsx, use-own-data.ts). */
import type { ProviderRecord } from '@/lib/stores/types';
import type { FavoriteEvent } from './own-reviews';

/** A favourite read with its provider expanded (company name and slug only). */
export interface FavoriteItem {
  id: string;
  created?: string;
  expand?: { provider?: unknown };
}

/** The favourites as "Actividad reciente" events ('' where the provider is not readable). */
export function favoriteEvents(items: readonly FavoriteItem[]): FavoriteEvent[] {
  return items.map((f) => {
    const p = (f.expand?.provider ?? {}) as { company_name?: string; slug?: string };
    return {
      id: f.id,
      created: String(f.created ?? ''),
      provider_name: p.company_name ?? '',
      provider_slug: p.slug ?? '',
    };
  });
}

/** The provider panel's rating (the mean of the providers' ratings, 0 with none) and reviews. */
export function portfolioFigures(
  providers: readonly Pick<ProviderRecord, 'average_rating' | 'total_reviews'>[],
): { rating: number; reviews: number } {
  const rating = providers.length
    ? providers.reduce((s, p) => s + (p.average_rating ?? 0), 0) / providers.length
    : 0;
  return { rating, reviews: providers.reduce((s, p) => s + (p.total_reviews ?? 0), 0) };
}

/** A figure summed over the caller's providers (last 30 days); '' while loading. */
export function sumOf(
  figures: ReadonlyMap<string, { views: number; leads: number }> | null,
  key: 'views' | 'leads',
): number | string {
  return figures ? [...figures.values()].reduce((s, f) => s + f[key], 0) : '';
}

/**
 * View models of the market map pages: what src/lib/data/market-map.ts loads and the views
 * render (plain data; the data layer and the views both import these types).
 */
import type { Category } from './categories';
import type { MarketMap } from '../domain/market-map';

export interface MarketMapView {
  category: Category;
  /** The category's canonical route slug (its name). */
  categorySlug: string;
  country: { slug: string; name: string } | null;
  /** The ranking day the ages are measured at (PocketBase date). */
  asOf: string;
  map: MarketMap;
  /** On a category's map: the countries whose category × country map is drawn. */
  countryMaps: { slug: string; name: string }[];
}

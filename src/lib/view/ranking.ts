/**
 * View models of ranking: what src/lib/data/ranking.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

export interface RankingPrior {
  /** The start (Mexico City midnight) of the ranking day ("" before the first recompute). */
  as_of: string;
  /** m: the mean rating of every public review. */
  mean: number;
  /** How many public reviews m was computed over. */
  reviews: number;
}

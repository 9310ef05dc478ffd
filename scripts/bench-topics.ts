/**
 * Review topics at scale, in memory: `npm run bench:topics -- [--providers 10000]
 * [--reviews 30000]`. Builds the seed's dataset and times what a render pass computes
 * (src/lib/domain/review-topics.ts) and prints:
 * - one provider's topics recomputed from its public reviews (p50 / p95 / max over every
 *   provider, and the provider with the most reviews; budget ≤ 20 ms);
 * - the largest category × country listing's aggregate over all its providers' reviews
 *   (median of 5 runs), the same after one provider's review with the others' counts kept
 *   (src/lib/data/reviews.ts `providerTopicCounts`), and one provider with as many reviews
 *   as that listing;
 * - how many providers with at least five reviews get topics on each side (the demo data's
 *   pros and cons must make them meaningful, not flat).
 * The reads are the page's own (it loads every public review of the provider anyway).
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { buildDataset } from './seed-data/dataset.ts';
import {
  aggregateTopics,
  reviewTopics,
  topicCounts as providerCounts,
  TOPICS_MIN_REVIEWS,
  type TopicReview,
} from '../src/lib/domain/review-topics.ts';

const { values } = parseArgs({
  options: { providers: { type: 'string' }, reviews: { type: 'string' } },
});
const providers = Number(values.providers ?? 10_000);
const total = Number(values.reviews ?? 30_000);

const data = buildDataset({ providers, reviews: total });
const byProvider = new Map<string, TopicReview[]>();
data.reviews.forEach((r, i) => {
  const list = byProvider.get(r.provider) ?? [];
  list.push({
    id: `r${i}`,
    pros: r.pros,
    cons: r.cons,
    helpful_count: 0,
    created: new Date(Date.UTC(2026, 0, 1) - r.ageDays * 86_400_000).toISOString(),
  });
  byProvider.set(r.provider, list);
});

const pct = (list: number[], p: number) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;

// Warm the stemmer's cache and the JIT as a server does after its first pages.
for (const list of byProvider.values()) reviewTopics(list);

const times: number[] = [];
const lists = [...byProvider.values()];
let eligible = 0;
const withSide = { praised: 0, criticised: 0 };
const topicCounts = new Map<string, number>();
// Each timed call gets a copy of its list: reviewTopics keeps its answer per list array.
for (const list of lists) {
  const fresh = [...list];
  const t0 = performance.now();
  const topics = reviewTopics(fresh);
  const took = performance.now() - t0;
  if (!topics) continue;
  times.push(took);
  eligible++;
  if (topics.praised.length) withSide.praised++;
  if (topics.criticised.length) withSide.criticised++;
  for (const t of [...topics.praised, ...topics.criticised])
    topicCounts.set(t.key, (topicCounts.get(t.key) ?? 0) + 1);
}
// The slowest call again: a garbage-collection pause in one call is not the computation.
const slowest = lists.filter((l) => l.length >= TOPICS_MIN_REVIEWS)[
  times.indexOf(Math.max(...times))
]!;
const slowestCopy = [...slowest];
const t3 = performance.now();
reviewTopics(slowestCopy);
const slowestAgain = performance.now() - t3;
const largest = [...byProvider.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
const largestCopy = [...largest[1]];
const t1 = performance.now();
reviewTopics(largestCopy);
const largestMs = performance.now() - t1;

const listings = new Map<string, string[]>();
for (const p of data.providers)
  for (const c of p.categories) {
    const key = `${c}/${p.headquarters_country}`;
    listings.set(key, [...(listings.get(key) ?? []), p.company_name]);
  }
const [bigKey, bigNames] = [...listings.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
const bigLists = bigNames.map((n) => byProvider.get(n) ?? []);
const aggTimes: number[] = [];
let agg: ReturnType<typeof aggregateTopics> = null;
for (let k = 0; k < 5; k++) {
  const t2 = performance.now();
  agg = aggregateTopics(bigLists.map(providerCounts));
  aggTimes.push(performance.now() - t2);
}
const aggMs = pct(aggTimes, 50);
// After a review: the listing's counts are kept per provider; one provider's are recounted.
const kept = bigLists.map(providerCounts);
const keptTimes: number[] = [];
for (let k = 0; k < 5; k++) {
  const t3 = performance.now();
  kept[0] = providerCounts(bigLists[0]!);
  aggregateTopics(kept);
  keptTimes.push(performance.now() - t3);
}
const keptMs = pct(keptTimes, 50);
// One provider with as many reviews as that whole listing (the worst case of a page).
const merged = bigLists.flat();
const t4 = performance.now();
reviewTopics(merged);
const mergedMs = performance.now() - t4;

console.log(
  `Review topics over ${data.reviews.length} reviews of ${data.providers.length} providers (in memory):`,
);
console.log(
  `  one provider's recompute (providers with ≥ ${TOPICS_MIN_REVIEWS} reviews): p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, p99 ${ms(pct(times, 99))}, max ${ms(Math.max(...times))} (that provider again, ${slowest.length} reviews: ${ms(slowestAgain)}) (budget ≤ 20 ms)`,
);
console.log(`  the provider with most reviews (${largest[1].length}): ${ms(largestMs)}`);
console.log(`  one provider with ${merged.length} reviews (stress): ${ms(mergedMs)}`);
console.log(
  `  largest category × country (${bigKey}, ${bigNames.length} providers, ${agg?.total ?? 0} reviews): ${ms(aggMs)} from the reviews, ${ms(keptMs)} after one provider's review (the others' counts kept)`,
);
console.log(
  `  providers with ≥ ${TOPICS_MIN_REVIEWS} reviews: ${eligible}; with praised topics ${withSide.praised}, with criticised ${withSide.criticised}; distinct topics shown ${topicCounts.size}`,
);
// The figures bench:scale reads (its last line).
console.log(
  JSON.stringify({
    providers: data.providers.length,
    reviews: data.reviews.length,
    oneProviderP95Ms: +pct(times, 95).toFixed(2),
    listingFromReviewsMs: +aggMs.toFixed(2),
    listingKeptMs: +keptMs.toFixed(2),
  }),
);

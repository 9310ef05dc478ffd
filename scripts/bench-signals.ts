/**
 * Review integrity signals at scale, in memory: `npm run bench:signals -- [--providers 10000]
 * [--reviews 30000]`. Builds the seed's dataset, then writes its reviews one by one in date
 * order through the same rules the hooks run (src/lib/contract/review-integrity.ts,
 * src/lib/domain/text-similarity.ts) over in-memory stand-ins of the hooks' indexed queries
 * (the MinHash band index, the provider's reviews by date, the network rows), and prints:
 * - the time the signals add to one review create (p50 / p95 / p99; budget ≤ 20 ms p95),
 *   against the pairwise scan the index replaces (sampled);
 * - the false-hold rate on the generated honest set (every seeded review is honest: distinct
 *   networks, each writer's own text, dates spread over three years), by signal.
 * The database reads themselves are indexed lookups (docs/PERFORMANCE.md § Review signals).
 */
import { parseArgs } from 'node:util';
import { buildDataset } from './seed-data/dataset.ts';
import {
  BURST_HISTORY_DAYS,
  BURST_WINDOW_HOURS,
  MAX_DUPLICATE_CANDIDATES,
  MIN_SHINGLES,
  NETWORK_WINDOW_DAYS,
  reviewSignals,
  shouldHold,
} from '../src/lib/contract/review-integrity.ts';
import {
  bandKeys,
  fingerprintHashes,
  fingerprintOf,
  shingleHashes,
  jaccard,
  shinglesOf,
  similarityTo,
} from '../src/lib/domain/text-similarity.ts';

const { values } = parseArgs({
  options: { providers: { type: 'string' }, reviews: { type: 'string' } },
});
const providers = Number(values.providers ?? 10_000);
const total = Number(values.reviews ?? 30_000);

const DAY = 86_400_000;
const now = Date.UTC(2026, 0, 1);
const data = buildDataset({ providers, reviews: total });
const reviews = data.reviews
  .map((r, i) => ({ ...r, i, at: now - r.ageDays * DAY }))
  .sort((a, b) => a.at - b.at);
// One network per writer (the seed's memberAddress), accounts older than their reviews.
const networkOf = new Map<string, number>();
for (const r of reviews) if (!networkOf.has(r.reviewer)) networkOf.set(r.reviewer, networkOf.size);

interface Stored {
  id: number;
  reviewer: string;
  shingles: string[];
  print: string;
}
const bands = new Map<string, number[]>();
const stored: Stored[] = [];
const byProvider = new Map<string, number[]>(); // dates, ascending
const networks = new Map<string, { user: string; at: number }[]>(); // provider|net
const byReviewer = new Set<string>();

function countBetween(dates: number[], from: number, to: number): number {
  let n = 0;
  for (let k = dates.length - 1; k >= 0 && dates[k]! > from; k--) if (dates[k]! <= to) n++;
  return n;
}

const times: number[] = [];
const scans: number[] = [];
let held = 0;
const bySignal: Record<string, number> = {};
for (const r of reviews) {
  const t0 = performance.now();
  const shingles = shinglesOf(r.review_text);
  const keys = shingles.length >= MIN_SHINGLES ? bandKeys(shingles) : [];
  // Candidates: reviews of other accounts sharing a band, most shared first.
  const hits = new Map<number, number>();
  for (const k of keys) {
    for (const id of bands.get(k) ?? []) {
      if (stored[id]!.reviewer !== r.reviewer) hits.set(id, (hits.get(id) ?? 0) + 1);
    }
  }
  // Compared through their stored fingerprints (review_text_shingles), as the hooks do.
  const hashes = shingleHashes(shingles);
  const similarity = similarityTo(hashes);
  let nearest: { similarity: number; review: string } | null = null;
  for (const [id] of [...hits].sort((a, b) => b[1] - a[1]).slice(0, MAX_DUPLICATE_CANDIDATES)) {
    const sim = similarity(fingerprintHashes(stored[id]!.print));
    if (!nearest || sim > nearest.similarity) nearest = { similarity: sim, review: String(id) };
  }
  const dates = byProvider.get(r.provider) ?? [];
  const windowStart = r.at - BURST_WINDOW_HOURS * 3_600_000;
  const daily = Array<number>(BURST_HISTORY_DAYS).fill(0);
  for (let k = dates.length - 1; k >= 0; k--) {
    const d = dates[k]!;
    if (d <= windowStart - BURST_HISTORY_DAYS * DAY) break;
    if (d <= windowStart) daily[Math.floor((windowStart - d) / DAY)]!++;
  }
  const netKey = `${r.provider}|${networkOf.get(r.reviewer)}`;
  const others = new Set(
    (networks.get(netKey) ?? [])
      .filter((n) => n.user !== r.reviewer && n.at > r.at - NETWORK_WINDOW_DAYS * DAY)
      .map((n) => n.user),
  );
  const signals = reviewSignals({
    competitor: null,
    nearest,
    recentCount: countBetween(dates, windowStart, r.at) + 1,
    dailyCounts: daily,
    networkAccounts: others.size + 1,
    accountHours: -1,
    firstReview: !byReviewer.has(r.reviewer),
    rating: r.overall_rating,
    hasContext: false,
  });
  const hold = shouldHold(signals);
  times.push(performance.now() - t0);

  if (hold) held++;
  for (const s of signals) bySignal[s.code] = (bySignal[s.code] ?? 0) + 1;
  const id = stored.length;
  stored.push({ id, reviewer: r.reviewer, shingles, print: fingerprintOf(hashes) });
  for (const k of keys) {
    const l = bands.get(k);
    if (l) l.push(id);
    else bands.set(k, [id]);
  }
  dates.push(r.at);
  byProvider.set(r.provider, dates);
  const nets = networks.get(netKey) ?? [];
  nets.push({ user: r.reviewer, at: r.at });
  networks.set(netKey, nets);
  byReviewer.add(r.reviewer);

  // The pairwise scan the index replaces, on a sample (it grows with the table).
  if (id % 1000 === 999) {
    const s0 = performance.now();
    for (const other of stored)
      if (other.reviewer !== r.reviewer) jaccard(shingles, other.shingles);
    scans.push(performance.now() - s0);
  }
}

const pct = (list: number[], p: number) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;
console.log(
  `Review signals over ${reviews.length} reviews of ${providers} providers (in memory, the hooks' rules):`,
);
console.log(
  `  per review create: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, p99 ${ms(pct(times, 99))} (budget ≤ 20 ms p95)`,
);
if (scans.length) {
  console.log(
    `  pairwise text scan it replaces, at ${reviews.length} reviews: ${ms(scans[scans.length - 1]!)} per create`,
  );
}
console.log(
  `  false holds on the honest set: ${held} of ${reviews.length} (${((100 * held) / reviews.length).toFixed(2)} %); signals: ${JSON.stringify(bySignal)}`,
);

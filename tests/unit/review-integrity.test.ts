// The review integrity rules (src/lib/contract/review-integrity.ts) and the near-duplicate
// measure (src/lib/domain/text-similarity.ts), as the hooks run them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BURST_MIN,
  DUPLICATE_SIMILARITY,
  MIN_SHINGLES,
  burstThreshold,
  median,
  networkPrefix,
  reviewSignals,
  shouldHold,
  type SignalFacts,
} from '@/lib/contract/review-integrity';
import {
  BAND_KEY_PREFIX,
  bandKeys,
  legacyBandKeys,
  fingerprintHashes,
  fingerprintOf,
  shingleHashes,
  shingleIndex,
  jaccard,
  shinglesOf,
  similarityTo,
} from '@/lib/domain/text-similarity';
import { buildDataset } from '../../scripts/seed-data/dataset.ts';
import { honestText } from '../shared/honest-text';

const quiet: SignalFacts = {
  competitor: null,
  nearest: null,
  recentCount: 1,
  dailyCounts: Array<number>(90).fill(0),
  networkAccounts: 1,
  accountHours: 24 * 30,
  firstReview: false,
  rating: 4,
  hasContext: false,
};

const facts = fc.record({
  competitor: fc.constant(null),
  nearest: fc.option(
    fc.record({
      similarity: fc.double({ min: 0, max: DUPLICATE_SIMILARITY, maxExcluded: true, noNaN: true }),
      review: fc.string(),
    }),
  ),
  dailyCounts: fc.array(fc.nat(6), { minLength: 90, maxLength: 90 }),
  networkAccounts: fc.constant(1),
  accountHours: fc.double({ min: -1000, max: 10_000, noNaN: true }),
  firstReview: fc.boolean(),
  hasContext: fc.boolean(),
});

describe('the hold decision', () => {
  it('is independent of the rating when no other signal fires (property)', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 5 }), (f, rating) => {
        // Within the burst threshold, whatever the history.
        const base = { ...f, recentCount: burstThreshold(f.dailyCounts) };
        const held = shouldHold(reviewSignals({ ...base, rating }));
        for (const other of [1, 2, 3, 4, 5]) {
          expect(shouldHold(reviewSignals({ ...base, rating: other }))).toBe(held);
        }
        expect(held).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a new account’s extreme first review counts toward holding, never alone', () => {
    const fresh = { ...quiet, accountHours: 2, firstReview: true };
    for (const rating of [1, 5]) {
      const signals = reviewSignals({ ...fresh, rating });
      expect(signals.map((s) => s.code)).toEqual(['new_account_extreme']);
      expect(shouldHold(signals)).toBe(false);
    }
    // With context given, or a middle rating, or an older account: not even recorded.
    expect(reviewSignals({ ...fresh, rating: 5, hasContext: true })).toEqual([]);
    expect(reviewSignals({ ...fresh, rating: 3 })).toEqual([]);
    expect(reviewSignals({ ...fresh, rating: 1, accountHours: 25 })).toEqual([]);
    // An imported review older than its account (the seed): the age is unknown, no signal.
    expect(reviewSignals({ ...fresh, rating: 1, accountHours: -500 })).toEqual([]);
  });

  it('holds on each strong signal alone, with the numbers its explanation needs', () => {
    const dup = reviewSignals({ ...quiet, nearest: { similarity: 0.934, review: 'r1' } });
    expect(dup).toEqual([{ code: 'duplicate_text', similarity: 0.93, review: 'r1' }]);
    expect(shouldHold(dup)).toBe(true);
    const net = reviewSignals({ ...quiet, networkAccounts: 2 });
    expect(net).toEqual([{ code: 'shared_network', accounts: 2, days: 30 }]);
    expect(shouldHold(net)).toBe(true);
    const rival = reviewSignals({ ...quiet, competitor: { domain: 'rival.mx', provider: 'p2' } });
    expect(shouldHold(rival)).toBe(true);
    expect(shouldHold([])).toBe(false);
  });

  it('burst: the excess over max(5, 5 × the 90-day daily median) is held', () => {
    expect(burstThreshold(Array<number>(90).fill(0))).toBe(BURST_MIN);
    expect(reviewSignals({ ...quiet, recentCount: 5 })).toEqual([]);
    const burst = reviewSignals({ ...quiet, recentCount: 6 });
    expect(burst).toEqual([{ code: 'burst', count: 6, hours: 24, usual_per_day: 0, threshold: 5 }]);
    // A provider that usually gets 3 a day may get 15 in a day.
    const busy = Array<number>(90).fill(3);
    expect(burstThreshold(busy)).toBe(15);
    expect(reviewSignals({ ...quiet, dailyCounts: busy, recentCount: 15 })).toEqual([]);
    expect(reviewSignals({ ...quiet, dailyCounts: busy, recentCount: 16 })[0]).toMatchObject({
      code: 'burst',
      usual_per_day: 3,
    });
    expect(median([1, 3, 2, 10])).toBe(2.5);
  });
});

describe('networks', () => {
  it('keeps the /24 of IPv4 and the /48 of IPv6, nothing of the host', () => {
    expect(networkPrefix('203.0.113.7')).toBe('v4:203.0.113');
    expect(networkPrefix('203.0.113.250')).toBe(networkPrefix('203.0.113.7'));
    expect(networkPrefix('203.0.114.7')).not.toBe(networkPrefix('203.0.113.7'));
    expect(networkPrefix('::ffff:203.0.113.9')).toBe('v4:203.0.113');
    expect(networkPrefix('2001:db8:abcd:12::1')).toBe('v6:2001:db8:abcd');
    expect(networkPrefix('2001:0db8:abcd:0012:0000:0000:0000:0001')).toBe('v6:2001:db8:abcd');
    expect(networkPrefix('2001:db8:abce::1')).not.toBe(networkPrefix('2001:db8:abcd::1'));
    for (const bad of ['', 'localhost', '999.1.1.1', '1:2:3', 'a::b::c']) {
      expect(networkPrefix(bad)).toBeNull();
    }
  });
});

describe('near-duplicate texts', () => {
  it('the stored fingerprint gives the same similarity as the texts themselves', () => {
    const texts = buildDataset({ providers: 40, reviews: 300 }).reviews.map((r) => r.review_text);
    const prints = texts.map((t) => fingerprintHashes(fingerprintOf(shingleHashes(shinglesOf(t)))));
    let pairs = 0;
    for (let i = 0; i < texts.length; i += 3) {
      for (let j = i + 1; j < texts.length; j += 7) {
        const expected = jaccard(shinglesOf(texts[i]!), shinglesOf(texts[j]!));
        expect(jaccard(prints[i]!, prints[j]!)).toBe(expected);
        expect(similarityTo(prints[i]!)(prints[j]!)).toBe(expected);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(1000);
    // One hash per distinct shingle; nothing for an empty text.
    expect(prints[0]).toHaveLength(shinglesOf(texts[0]!).length);
    expect(fingerprintHashes(fingerprintOf(shingleHashes([])))).toEqual([]);
  });

  const text =
    'Nos acompañaron en la selección de doce vacantes operativas en Monterrey; el equipo entendió rápido el perfil y presentó candidatos filtrados en diez días.';

  it('a lightly edited copy is above the threshold, a different text well below', () => {
    // About one word in ten changed.
    const edited = text.replace('doce', 'trece');
    expect(jaccard(shinglesOf(text), shinglesOf(edited))).toBeGreaterThanOrEqual(
      DUPLICATE_SIMILARITY,
    );
    const longer = `${text} Después hicieron el seguimiento de cada ingreso durante el primer mes y nos enviaron un informe.`;
    const twice = longer.replace('doce', 'trece').replace('primer mes', 'primer trimestre');
    expect(jaccard(shinglesOf(longer), shinglesOf(twice))).toBeGreaterThanOrEqual(
      DUPLICATE_SIMILARITY,
    );
    const other =
      'La nómina quincenal llegó siempre a tiempo y el soporte respondió cada duda del timbrado en menos de un día hábil.';
    expect(jaccard(shinglesOf(text), shinglesOf(other))).toBeLessThan(0.1);
    // Case, accents and punctuation do not make a copy new.
    expect(jaccard(shinglesOf(text), shinglesOf(text.toUpperCase().replace(/[;,.]/g, '')))).toBe(1);
  });

  it('MinHash bands: copies share bands, unrelated texts (almost) never', () => {
    const a = bandKeys(shinglesOf(text));
    expect(a.length).toBe(16);
    expect(bandKeys(shinglesOf(text))).toEqual(a);
    const edited = bandKeys(shinglesOf(text.replace('doce', 'trece')));
    expect(edited.filter((k) => a.includes(k)).length).toBeGreaterThan(0);
    const other = bandKeys(
      shinglesOf(
        'La nómina quincenal llegó siempre a tiempo y el soporte respondió cada duda del timbrado en menos de un día hábil.',
      ),
    );
    expect(other.filter((k) => a.includes(k))).toEqual([]);
    expect(a.every((k) => k.startsWith(BAND_KEY_PREFIX))).toBe(true);
    // Never one of the previous scheme's keys (an older index may still hold those).
    const legacy = legacyBandKeys(shinglesOf(text));
    expect(legacy.filter((k) => a.includes(k))).toEqual([]);
  });

  it("shingleIndex is a text's band keys and stored hashes, from one hashing", () => {
    const shingles = shinglesOf(text);
    expect(shingleIndex(shingles)).toEqual({
      keys: bandKeys(shingles),
      hashes: shingleHashes(shingles),
    });
    expect(shingleIndex([])).toEqual({ keys: [], hashes: [] });
  });

  it('MinHash bands find lightly edited copies (Jaccard ≥ 0.6) of the seed texts, not other texts', () => {
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    // Copies by similarity: [0.6, 0.7) and ≥ 0.7; found when they share a band with the text.
    const copies = { near: 0, close: 0 };
    const found = { near: 0, close: 0 };
    const texts = Array.from({ length: 300 }, () => honestText());
    for (const t of texts) {
      for (const rate of [0.04, 0.08, 0.12]) {
        const edited = t
          .split(' ')
          .map((w) => (rand() < rate ? `otra${Math.floor(rand() * 1000)}` : w))
          .join(' ');
        const [a, b] = [shinglesOf(t), shinglesOf(edited)];
        const j = jaccard(a, b);
        if (a.length < MIN_SHINGLES || j < DUPLICATE_SIMILARITY) continue;
        const bucket = j < 0.7 ? 'near' : 'close';
        copies[bucket]++;
        const keys = new Set(bandKeys(a));
        if (bandKeys(b).some((k) => keys.has(k))) found[bucket]++;
      }
    }
    expect(copies.near).toBeGreaterThan(100);
    expect(copies.close).toBeGreaterThan(300);
    // 16 bands of 4 rows: 1 − (1 − J⁴)¹⁶ is 0.89 at J = 0.6 and 0.99 at 0.7.
    expect(found.near / copies.near).toBeGreaterThanOrEqual(0.85);
    expect(found.close / copies.close).toBeGreaterThanOrEqual(0.98);
    let shared = 0;
    for (let i = 0; i + 1 < texts.length; i += 2) {
      const keys = new Set(bandKeys(shinglesOf(texts[i]!)));
      if (bandKeys(shinglesOf(texts[i + 1]!)).some((k) => keys.has(k))) shared++;
    }
    expect(shared).toBeLessThanOrEqual(3);
  });
});

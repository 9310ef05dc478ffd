// A review text no other review of a test run resembles: the review signals hold a text that is
// a near-duplicate of another account's review (docs/SECURITY.md § Review signals), so fixtures
// that write many reviews give each one words of its own, drawn from the seed generator's
// vocabulary, never a signal switched off.
import { Random } from '../../scripts/seed-data/random.ts';
import { CLOSINGS, CONS, OPENINGS, PROS, reviewText } from '../../scripts/seed-data/reviews.ts';

let VOCABULARY: string[] | undefined;
let made = 0;

/** A positive review text with 16 words of its own in random order. */
export function honestText(): string {
  const rng = new Random(`honest-text:${process.pid}:${made++}:${Date.now()}:${Math.random()}`);
  const words = (VOCABULARY ??= [
    ...new Set(
      [...OPENINGS.positive, ...OPENINGS.mixed, ...PROS, ...CONS]
        .join(' ')
        .toLowerCase()
        .replace(/[^a-záéíóúñü ]/g, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 3),
    ),
  ]);
  const own = Array.from({ length: 16 }, () => rng.pick(words)).join(' ');
  return reviewText(rng, 'positive', {
    opening: rng.pick(OPENINGS.positive),
    middle: `En resumen: ${own}.`,
    closing: rng.pick(CLOSINGS.positive),
  });
}

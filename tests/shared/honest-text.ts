// A review text no other review of a test run resembles: the review signals hold a text that is
// a near-duplicate of another account's review (docs/SECURITY.md § Review signals), so fixtures
// that write many reviews give each one words of its own, drawn from the seed generator's
// vocabulary, never a signal switched off.
import { Random } from '../../scripts/seed-data/random.ts';
import {
  CLOSINGS,
  CONS,
  OPENINGS,
  PROS,
  reviewText,
  type Tone,
} from '../../scripts/seed-data/reviews.ts';

let VOCABULARY: string[] | undefined;
let made = 0;

/**
 * A review text of the tone with 24 words of its own in random order, after `middle` when given
 * (a seed sentence, which other reviews may share): the own words keep any two texts far below
 * the near-duplicate threshold, whatever template sentences they happen to share.
 */
export function honestText(tone: Tone = 'positive', middle = ''): string {
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
  const own = Array.from({ length: 24 }, () => rng.pick(words)).join(' ');
  return reviewText(rng, tone, {
    opening: rng.pick(OPENINGS[tone]),
    middle: `${middle} En resumen: ${own}.`.trim(),
    closing: rng.pick(CLOSINGS[tone]),
  });
}

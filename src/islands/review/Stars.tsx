/** A row of star radio buttons (the overall rating and each sub-rating). */
import { MAX_STARS } from '@/lib/domain/rating';
import { starButtonClass } from '../shared/ui';

export function StarButtons({
  value,
  size,
  labelOf,
  onPick,
}: {
  value: number;
  /** The stars' text size class. */
  size: string;
  labelOf: (n: number) => string;
  onPick: (n: number) => void;
}) {
  return (
    <>
      {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={labelOf(n)}
          className={`${starButtonClass} ${size} ${n <= value ? 'text-amber-400' : 'text-slate-300'}`}
          onClick={() => onPick(n)}
        >
          ★
        </button>
      ))}
    </>
  );
}

/**
 * The review itself: title, text (with its length against the minimum), the overall stars,
 * pros and cons, and "anonymous". Pure rules in state.ts.
 */
import { REVIEW_TEXT_MIN } from '@/lib/contract/fields';
import { messages } from '@/lib/messages';
import {
  labelClass,
  TextField,
  TextAreaField,
  RequiredMark,
  choiceInputClass,
  choiceLabelClass,
} from '../shared/ui';
import { StarButtons } from './Stars';
import { setterOf, textProgress, type Content } from './state';

const m = messages.review;

interface Props {
  value: Content;
  onChange: (next: Content) => void;
}

export function ContentFields({ value, onChange }: Props) {
  const set = setterOf(value, onChange);
  return (
    <>
      <TextField
        label={
          <>
            {m.reviewTitle}
            <RequiredMark />
          </>
        }
        name="title"
        required
        value={value.title}
        onValue={set('title')}
      />
      <ReviewText value={value.text} onValue={set('text')} />
      <OverallRating value={value.rating} onValue={set('rating')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['pros', 'cons'] as const).map((k) => (
          <TextAreaField key={k} label={m[k]} name={k} rows={3} value={value[k]} onValue={set(k)} />
        ))}
      </div>
      <label className={`${choiceLabelClass} text-sm text-slate-700`}>
        <input
          type="checkbox"
          className={choiceInputClass}
          checked={value.anonymous}
          onChange={(e) => set('anonymous')(e.target.checked)}
        />
        {m.anonymous}
      </label>
    </>
  );
}

/** The text, its guide and the live counter of its length. */
function ReviewText({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  const { length, enough } = textProgress(value);
  return (
    <div>
      <TextAreaField
        label={
          <>
            {m.reviewText}
            <RequiredMark />
          </>
        }
        required
        name="review_text"
        rows={4}
        value={value}
        onValue={onValue}
        aria-describedby="review-text-guide review-text-count"
      />
      <p id="review-text-guide" className="mt-1 text-sm text-slate-600">
        {m.textGuide}
      </p>
      <p
        id="review-text-count"
        className={`mt-1 text-sm ${enough ? 'text-emerald-700' : 'text-slate-700'}`}
        aria-live="polite"
        data-text-count
      >
        {m.textCount(length, REVIEW_TEXT_MIN)}
      </p>
    </div>
  );
}

/** The overall rating: one to five stars, required. */
function OverallRating({ value, onValue }: { value: number; onValue: (n: number) => void }) {
  return (
    <fieldset>
      <legend className={labelClass}>
        {m.rating}
        <RequiredMark />
      </legend>
      <div className="mt-1 flex" role="radiogroup" aria-required="true">
        <StarButtons value={value} size="text-3xl" labelOf={m.star} onPick={onValue} />
      </div>
    </fieldset>
  );
}

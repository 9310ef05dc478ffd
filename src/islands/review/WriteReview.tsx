/** /write-review: the review form (spec §2, §5, §8). */
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { MAX_STARS } from '@/lib/domain/rating';
import { flash, toastError } from '@/lib/stores/toast';
import { errorMessage } from '@/lib/backend-errors';
import { errorCodeOf } from '@/lib/contract/errors';
import { PUBLIC_PROVIDER_FILTER } from '@/lib/contract/visibility';
import { useRequireSession, useSession } from '../shared/use-session';
import {
  FormAlert,
  cardClass,
  labelClass,
  primaryButton,
  Spinner,
  TextField,
  TextAreaField,
  SelectField,
} from '../shared/ui';

const m = messages.review;

interface Option {
  id: string;
  company_name: string;
  user: string;
}

interface Problem {
  title: string;
  description?: string | undefined;
}

export function validateReview(
  v: { provider: string; title: string; text: string; rating: number },
  own: boolean,
): Problem | null {
  if (!v.provider || !v.title.trim() || !v.text.trim() || v.rating === 0) {
    return { title: messages.common.requiredFields };
  }
  if (own) return { title: m.ownCompany };
  return null;
}

export default function WriteReview() {
  const allowed = useRequireSession();
  const { user } = useSession();
  const [options, setOptions] = useState<Option[] | null>(null);
  const [provider, setProvider] = useState(
    () => new URLSearchParams(window.location.search).get('provider') ?? '',
  );
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [rating, setRating] = useState(0);
  const [pros, setPros] = useState('');
  const [cons, setCons] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    if (!allowed) return;
    getPb()
      .collection('providers')
      .getFullList<Option>({
        filter: PUBLIC_PROVIDER_FILTER,
        sort: 'company_name',
        fields: 'id,company_name,user',
      })
      .then(setOptions)
      .catch((err: unknown) => {
        console.error('[write-review] providers', err);
        toastError(m.providersLoadError);
        setOptions([]);
      });
  }, [allowed]);

  if (!allowed || !user || !options) return <Spinner />;
  const isOwn = (id: string) => options.some((o) => o.id === id && o.user === user.id);

  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    if (!user) return;
    setProblem(null);
    const invalid = validateReview({ provider, title, text, rating }, isOwn(provider));
    if (invalid) {
      fail(invalid);
      return;
    }
    setBusy(true);
    try {
      await getPb().collection('reviews').create({
        provider,
        reviewer: user.id,
        title: title.trim(),
        review_text: text.trim(),
        overall_rating: rating,
        pros: pros.trim(),
        cons: cons.trim(),
        anonymous,
      });
      flash({ title: m.success, variant: 'success' });
      window.location.assign('/dashboard');
    } catch (err) {
      if (errorCodeOf(err) === 'account_not_approved') {
        fail({ title: m.mustBeApproved });
      } else {
        fail({ title: m.publishError, description: errorMessage(err) });
      }
      setBusy(false);
    }
  }

  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
      <form className={`${cardClass} mt-6 space-y-4`} onSubmit={onSubmit} noValidate>
        {problem && <FormAlert title={problem.title} description={problem.description} />}
        <SelectField label={m.provider} name="provider" value={provider} onValue={setProvider}>
          <option value="">{m.selectProvider}</option>
          {options.map((o) => {
            const own = o.user === user.id;
            return (
              <option
                key={o.id}
                value={o.id}
                disabled={own}
                title={own ? m.ownCompanyTooltip : undefined}
              >
                {o.company_name}
              </option>
            );
          })}
        </SelectField>
        <TextField label={m.reviewTitle} name="title" value={title} onValue={setTitle} />
        <TextAreaField
          label={m.reviewText}
          name="review_text"
          rows={4}
          value={text}
          onValue={setText}
        />
        <fieldset>
          <legend className={labelClass}>{m.rating}</legend>
          <div className="mt-1 flex gap-1" role="radiogroup">
            {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={rating === n}
                aria-label={m.star(n)}
                className={`text-3xl leading-none ${n <= rating ? 'text-amber-400' : 'text-slate-300'} hover:text-amber-500`}
                onClick={() => setRating(n)}
              >
                ★
              </button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField label={m.pros} name="pros" rows={3} value={pros} onValue={setPros} />
          <TextAreaField label={m.cons} name="cons" rows={3} value={cons} onValue={setCons} />
        </div>
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(e) => setAnonymous(e.target.checked)}
          />
          {m.anonymous}
        </label>
        <div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? m.submitting : m.submit}
          </button>
        </div>
      </form>
    </div>
  );
}

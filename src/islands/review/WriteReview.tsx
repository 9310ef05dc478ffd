/**
 * /write-review: the review form (spec §2, §5, §8). `?editar={id}` edits one's own review
 * within 30 days of publishing (issue 20); an account that may not review yet reads why
 * instead of the form.
 */
import { REVIEW_TEXT_MIN } from '@/lib/contract/fields';
import { errorText } from '@/lib/contract/errors';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { MAX_STARS } from '@/lib/domain/rating';
import { formatLongDateEs } from '@/lib/domain/dates';
import { flash, toastError } from '@/lib/stores/toast';
import { errorMessage } from '@/lib/backend-errors';
import { errorCodeOf } from '@/lib/contract/errors';
import { isRecordId } from '@/lib/contract/fields';
import { pendingReason } from '@/lib/domain/account-state';
import { useRequireSession, useSession } from '../shared/use-session';
import { loadOwnReview, type OwnReview } from '../dashboard/own-reviews';
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

/** A provider the picker offers (`GET /api/lp/providers/choices`). */
interface Choice {
  id: string;
  company_name: string;
  /** The member's own company: listed, disabled (spec §8). */
  own: boolean;
}

interface Choices {
  items: Choice[];
  totalItems: number;
  selected: Choice | null;
}

/** Wait after the last key before asking the server for providers. */
const SEARCH_DELAY_MS = 200;

/**
 * The providers matching a search (a page of 50 by name, from the server: the directory may
 * hold thousands) and the preselected one, with their `own` flags.
 */
function useProviderChoices(search: string, preselected: string) {
  const [choices, setChoices] = useState<Choices | null>(null);
  const known = useRef(new Map<string, Choice>());
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(
      () => {
        getPb()
          .send<Choices>('/api/lp/providers/choices', {
            query: { q: search.trim(), perPage: 50, ...(preselected ? { id: preselected } : {}) },
            requestKey: 'write-review-choices',
          })
          .then((answer) => {
            if (cancelled) return;
            for (const c of [...answer.items, ...(answer.selected ? [answer.selected] : [])]) {
              known.current.set(c.id, c);
            }
            setChoices(answer);
          })
          .catch((err: unknown) => {
            if (cancelled || (err as { isAbort?: boolean }).isAbort) return;
            console.error('[write-review] providers', err);
            toastError(m.providersLoadError);
            setChoices({ items: [], totalItems: 0, selected: null });
          });
      },
      // The first list at once; a search once typing pauses.
      known.current.size > 0 ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [search, preselected]);
  return { choices, known: known.current };
}

interface Problem {
  title: string;
  description?: string | undefined;
}

export function validateReview(
  /** `originalText`: an edit keeps an older, shorter text unless it changes it. */
  v: { provider: string; title: string; text: string; rating: number; originalText?: string },
  own: boolean,
): Problem | null {
  if (!v.provider || !v.title.trim() || !v.text.trim() || v.rating === 0) {
    return { title: messages.common.requiredFields };
  }
  if (v.text.trim() !== v.originalText?.trim() && v.text.trim().length < REVIEW_TEXT_MIN) {
    return { title: errorText('review_text_short', { min: REVIEW_TEXT_MIN }) };
  }
  if (own) return { title: m.ownCompany };
  return null;
}

export default function WriteReview() {
  const allowed = useRequireSession();
  const { user, profile, profileState } = useSession();
  // A record id, or nothing (a malformed link edits nothing).
  const [editId] = useState(() => {
    const id = new URLSearchParams(window.location.search).get('editar');
    return id === null ? null : isRecordId(id) ? id : '';
  });

  if (!allowed || !user) return <Spinner />;
  if (editId !== null) return <EditReview id={editId} />;
  if (profileState !== 'ready' || !profile) {
    return profileState === 'error' ? <ReviewForm /> : <Spinner />;
  }
  const pending = pendingReason(profile);
  if (pending) return <Blocked text={messages.pendingAccounts.reviewBlocked[pending]} />;
  return <ReviewForm />;
}

/** A page that says why there is no form, with the way back to the dashboard. */
function Blocked({ text, title = m.title }: { text: string; title?: string }) {
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <div className={`${cardClass} mt-6`} role="status" data-testid="review-blocked">
        <p className="text-slate-700">{text}</p>
        <a href="/dashboard" className={`${primaryButton} mt-4`}>
          {messages.pendingAccounts.toDashboard}
        </a>
      </div>
    </div>
  );
}

/** What the author writes, shared by the new review and the edit. */
interface Content {
  title: string;
  text: string;
  rating: number;
  pros: string;
  cons: string;
  anonymous: boolean;
}

const EMPTY: Content = { title: '', text: '', rating: 0, pros: '', cons: '', anonymous: false };

function ContentFields({ value, onChange }: { value: Content; onChange: (next: Content) => void }) {
  const set =
    <K extends keyof Content>(key: K) =>
    (v: Content[K]) =>
      onChange({ ...value, [key]: v });
  return (
    <>
      <TextField label={m.reviewTitle} name="title" value={value.title} onValue={set('title')} />
      <div>
        <TextAreaField
          label={m.reviewText}
          name="review_text"
          rows={4}
          value={value.text}
          onValue={set('text')}
          aria-describedby="review-text-guide review-text-count"
        />
        <p id="review-text-guide" className="mt-1 text-sm text-slate-600">
          {m.textGuide}
        </p>
        <p
          id="review-text-count"
          className={`mt-1 text-sm ${value.text.trim().length >= REVIEW_TEXT_MIN ? 'text-emerald-700' : 'text-slate-700'}`}
          aria-live="polite"
          data-text-count
        >
          {m.textCount(value.text.trim().length, REVIEW_TEXT_MIN)}
        </p>
      </div>
      <fieldset>
        <legend className={labelClass}>{m.rating}</legend>
        <div className="mt-1 flex gap-1" role="radiogroup">
          {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={value.rating === n}
              aria-label={m.star(n)}
              className={`text-3xl leading-none ${n <= value.rating ? 'text-amber-400' : 'text-slate-300'} hover:text-amber-500`}
              onClick={() => set('rating')(n)}
            >
              ★
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={m.pros}
          name="pros"
          rows={3}
          value={value.pros}
          onValue={set('pros')}
        />
        <TextAreaField
          label={m.cons}
          name="cons"
          rows={3}
          value={value.cons}
          onValue={set('cons')}
        />
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={value.anonymous}
          onChange={(e) => set('anonymous')(e.target.checked)}
        />
        {m.anonymous}
      </label>
    </>
  );
}

const fieldsOf = (c: Content) => ({
  title: c.title.trim(),
  review_text: c.text.trim(),
  overall_rating: c.rating,
  pros: c.pros.trim(),
  cons: c.cons.trim(),
  anonymous: c.anonymous,
});

function ReviewForm() {
  const { user } = useSession();
  // A record id, or nothing (a malformed link preselects no provider).
  const [preselected] = useState(() => {
    const id = new URLSearchParams(window.location.search).get('provider') ?? '';
    return isRecordId(id) ? id : '';
  });
  const [provider, setProvider] = useState(preselected);
  const [search, setSearch] = useState('');
  const { choices, known } = useProviderChoices(search, preselected);
  const [content, setContent] = useState<Content>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (!user || !choices) return <Spinner />;
  const isOwn = (id: string) => known.get(id)?.own === true;
  // The chosen provider stays in the list whatever the search shows.
  const chosen = known.get(provider);
  const options = [
    ...(chosen && !choices.items.some((c) => c.id === chosen.id) ? [chosen] : []),
    ...choices.items,
  ];

  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    if (!user) return;
    setProblem(null);
    const invalid = validateReview(
      { provider, title: content.title, text: content.text, rating: content.rating },
      isOwn(provider),
    );
    if (invalid) {
      fail(invalid);
      return;
    }
    setBusy(true);
    try {
      await getPb()
        .collection('reviews')
        .create({ provider, reviewer: user.id, ...fieldsOf(content) });
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
        <div className="space-y-2">
          <TextField
            label={m.searchProvider}
            name="provider_search"
            type="search"
            placeholder={m.searchProviderPlaceholder}
            value={search}
            onValue={setSearch}
            // Enter searches (the list follows as you type): it never sends the review.
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
          <SelectField label={m.provider} name="provider" value={provider} onValue={setProvider}>
            <option value="">{m.selectProvider}</option>
            {options.map((o) => (
              <option
                key={o.id}
                value={o.id}
                disabled={o.own}
                title={o.own ? m.ownCompanyTooltip : undefined}
              >
                {o.company_name}
              </option>
            ))}
          </SelectField>
          <p className="text-xs text-slate-500" aria-live="polite" data-testid="provider-choices">
            {choices.totalItems === 0
              ? m.noProviderFound
              : choices.totalItems > choices.items.length
                ? m.moreProviders(choices.items.length, choices.totalItems)
                : m.providersFound(choices.totalItems)}
          </p>
        </div>
        <ContentFields value={content} onChange={setContent} />
        <div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? m.submitting : m.submit}
          </button>
        </div>
      </form>
    </div>
  );
}

/** `?editar={id}`: one's own review, prefilled; the provider stays the same. */
function EditReview({ id }: { id: string }) {
  const e = messages.ownReviews;
  const [review, setReview] = useState<OwnReview | null | undefined>(undefined);
  const [content, setContent] = useState<Content>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    if (!id) {
      setReview(null);
      return;
    }
    let live = true;
    loadOwnReview(id)
      .then((r) => {
        if (!live) return;
        setReview(r);
        if (r) {
          setContent({
            title: r.title,
            text: r.review_text,
            rating: r.overall_rating,
            pros: r.pros,
            cons: r.cons,
            anonymous: r.anonymous,
          });
        }
      })
      .catch((err: unknown) => {
        console.error('[write-review] load own review', err);
        toastError(messages.common.loadDataError);
        if (live) setReview(null);
      });
    return () => {
      live = false;
    };
  }, [id]);

  if (review === undefined) return <Spinner />;
  if (review === null) return <Blocked title={e.editTitle} text={e.editNotFound} />;
  if (!review.editable) return <Blocked title={e.editTitle} text={e.editClosed} />;

  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };

  async function onSubmit(ev: SubmitEvent) {
    ev.preventDefault();
    if (!review) return;
    setProblem(null);
    const invalid = validateReview(
      {
        provider: review.provider,
        title: content.title,
        text: content.text,
        rating: content.rating,
        originalText: review.review_text,
      },
      false,
    );
    if (invalid) {
      fail(invalid);
      return;
    }
    setBusy(true);
    try {
      await getPb().collection('reviews').update(review.id, fieldsOf(content));
      flash({ title: e.editSuccess, variant: 'success' });
      window.location.assign('/dashboard');
    } catch (err) {
      fail({ title: e.editError, description: errorMessage(err) });
      setBusy(false);
    }
  }

  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-ink">{e.editTitle}</h1>
      <form className={`${cardClass} mt-6 space-y-4`} onSubmit={onSubmit} noValidate>
        {problem && <FormAlert title={problem.title} description={problem.description} />}
        <p className="text-sm text-slate-700">
          <span className="font-medium">{m.provider}:</span> {review.provider_name}
        </p>
        <p className="text-xs text-slate-500">
          {e.editableUntil(formatLongDateEs(review.editable_until))}
        </p>
        <ContentFields value={content} onChange={setContent} />
        <div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? e.editSubmitting : e.editSubmit}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * /write-review: the review form's views (the review itself in ContentFields.tsx, its context
 * in ContextFields.tsx). `?editar={id}` edits one's own review within 30 days of publishing
 *; an account that may not review yet reads why instead of the form. State and
 * submits live in use-review-form.ts, pure rules in state.ts.
 */
import { isRecordId } from '@/lib/contract/fields';
import { useState } from 'react';
import { messages } from '@/lib/messages';
import { formatLongDateEs } from '@/lib/domain/dates';
import { pendingReason } from '@/lib/domain/account-state';
import { useRequireSession, useSession } from '../shared/use-session';
import {
  FormAlert,
  cardClass,
  primaryButton,
  Spinner,
  TextField,
  SelectField,
  RequiredMark,
} from '../shared/ui';
import { useEditReview, useNewReview } from './use-review-form';
import { ContextFields } from './ContextFields';
import { ContentFields } from './ContentFields';

const m = messages.review;

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

function ReviewForm() {
  const { user } = useSession();
  const f = useNewReview(user?.id ?? '');
  if (!user || !f.choices) return <Spinner />;
  const { choices } = f;

  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
      <form className={`${cardClass} mt-6 space-y-4`} onSubmit={f.onSubmit} noValidate>
        {f.problem && <FormAlert title={f.problem.title} description={f.problem.description} />}
        <div className="space-y-2">
          <TextField
            label={m.searchProvider}
            name="provider_search"
            type="search"
            aria-describedby="provider-search-hint"
            value={f.search}
            onValue={f.setSearch}
            // Enter searches (the list follows as you type): it never sends the review.
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
          <p id="provider-search-hint" className="text-xs text-slate-600">
            {m.searchProviderHint}
          </p>
          <SelectField
            label={
              <>
                {m.provider}
                <RequiredMark />
              </>
            }
            name="provider"
            required
            value={f.provider}
            onValue={f.chooseProvider}
          >
            <option value="">{m.selectProvider}</option>
            {f.options.map((o) => (
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
        <ContentFields value={f.content} onChange={f.setContent} />
        <ContextFields
          value={f.content}
          onChange={f.setContent}
          services={f.services}
          editing={false}
        />
        <div>
          <button type="submit" className={primaryButton} disabled={f.busy}>
            {f.busy ? m.submitting : m.submit}
          </button>
        </div>
      </form>
    </div>
  );
}

/** `?editar={id}`: one's own review, prefilled; the provider stays the same. */
function EditReview({ id }: { id: string }) {
  const e = messages.ownReviews;
  const f = useEditReview(id);
  const { review } = f;

  if (review === undefined) return <Spinner />;
  if (review === null) return <Blocked title={e.editTitle} text={e.editNotFound} />;
  if (!review.editable) return <Blocked title={e.editTitle} text={e.editClosed} />;

  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-ink">{e.editTitle}</h1>
      <form className={`${cardClass} mt-6 space-y-4`} onSubmit={f.onSubmit} noValidate>
        {f.problem && <FormAlert title={f.problem.title} description={f.problem.description} />}
        <p className="text-sm text-slate-700">
          <span className="font-medium">{m.provider}:</span> {review.provider_name}
        </p>
        <p className="text-xs text-slate-500">
          {e.editableUntil(formatLongDateEs(review.editable_until))}
        </p>
        <ContentFields value={f.content} onChange={f.setContent} />
        <ContextFields
          value={f.content}
          onChange={f.setContent}
          services={f.services}
          editing={true}
        />
        <div>
          <button type="submit" className={primaryButton} disabled={f.busy}>
            {f.busy ? e.editSubmitting : e.editSubmit}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * "Mis reviews" on the HR dashboard: every review the member wrote with its state
 * (publicada, en revisión, retirada with the reason), a link to it, "Editar" within 30 days of
 * publishing (/write-review?editar={id}) and "Eliminar" at any time, after a confirmation.
 */
import { useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { formatLongDateEs } from '@/lib/domain/dates';
import { errorMessage } from '@/lib/backend-errors';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { Badge, cardClass, secondaryButton } from '../shared/ui';
import type { OwnReview } from '@/lib/contract/reviews';
import { ownReviewState, ownReviewUrl } from './own-reviews';

const m = messages.ownReviews;

const STATE_TONE = {
  published: 'green',
  underReview: 'orange',
  verifying: 'orange',
  removed: 'red',
} as const;

export default function MyReviews({
  reviews,
  onDeleted,
}: {
  /** Null while loading. */
  reviews: OwnReview[] | null;
  onDeleted: (id: string) => void;
}) {
  return (
    <section className={cardClass} aria-labelledby="my-reviews-title" data-my-reviews>
      <h2 id="my-reviews-title" className="text-lg font-semibold text-ink">
        {m.title}
      </h2>
      {reviews === null ? null : reviews.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{m.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {reviews.map((r) => (
            <Row key={r.id} review={r} onDeleted={onDeleted} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Row({ review: r, onDeleted }: { review: OwnReview; onDeleted: (id: string) => void }) {
  const [busy, setBusy] = useState(false);
  const state = ownReviewState(r.moderation);
  const href = ownReviewUrl(r);

  async function remove() {
    if (!window.confirm(m.deleteConfirm(r.title))) return;
    setBusy(true);
    try {
      await getPb().collection('reviews').delete(r.id);
      toastSuccess(m.deleted);
      onDeleted(r.id);
    } catch (err) {
      toastError(m.deleteError, errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <li className="py-4" data-own-review={r.id} data-state={state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-ink">{r.title}</p>
          <p className="text-sm text-slate-600">
            {r.provider_name} · {r.overall_rating}/5
          </p>
        </div>
        <Badge tone={STATE_TONE[state]}>{m.state[state]}</Badge>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {(state === 'verifying' ? m.sentOn : m.publishedOn)(formatLongDateEs(r.created))}
        {r.edited_at && ` (${m.editedOn(formatLongDateEs(r.edited_at))})`}
      </p>
      {state === 'underReview' && (
        <p className="mt-1 text-xs text-slate-600">{r.hidden ? m.heldHint : m.underReviewHint}</p>
      )}
      {state === 'verifying' && (
        <p className="mt-1 text-xs text-slate-600" data-verifying-hint>
          {m.verifyingHint}
        </p>
      )}
      {state === 'removed' && r.removal_reason && (
        <p className="mt-1 text-sm text-red-800" data-removal-reason>
          {m.removedReason(r.removal_reason)}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-500">
        {r.editable ? m.editableUntil(formatLongDateEs(r.editable_until)) : m.notEditable}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 text-sm">
        {href && (
          <a className={secondaryButton} href={href}>
            {m.view}
          </a>
        )}
        {r.editable && (
          <a
            className={secondaryButton}
            href={`/write-review?editar=${encodeURIComponent(r.id)}`}
            aria-label={`${m.edit}: ${r.title}`}
          >
            {m.edit}
          </a>
        )}
        <button
          type="button"
          className={`${secondaryButton} text-red-700`}
          disabled={busy}
          aria-label={`${m.delete}: ${r.title}`}
          onClick={() => void remove()}
        >
          {m.delete}
        </button>
      </div>
    </li>
  );
}

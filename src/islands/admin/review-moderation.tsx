/**
 * What the report lists of the admin panel share (the queue and "Decididos"): a reviewed
 * review's heading, and a decision taken with its reason (required; e-mailed to the author).
 */
import { useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { paths } from '@/lib/contract/paths';
import { errorMessage } from '@/lib/backend-errors';
import type { Decision } from '@/lib/contract/moderation';
import type { AdminReviewSummary } from '@/lib/contract/admin';
import { moderation as m } from '@/lib/messages/moderation';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { API } from '@/lib/contract/api-routes';

const DONE: Record<Decision, string> = { keep: m.kept, remove: m.removed, restore: m.restored };

/** Title, rating and provider, then the whole text. */
export function ReviewHeading({
  review,
}: {
  review: Pick<
    AdminReviewSummary,
    'title' | 'overall_rating' | 'provider_slug' | 'provider_name' | 'review_text'
  >;
}) {
  return (
    <>
      <h3 className="font-semibold text-ink">
        {review.title}{' '}
        <span className="text-sm font-normal text-slate-600">
          · {review.overall_rating}/5 ·{' '}
          <a className="underline" href={paths.provider(review.provider_slug)}>
            {review.provider_name}
          </a>
        </span>
      </h3>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.review_text}</p>
    </>
  );
}

/**
 * A moderation decision on a review with its reason: `run(decision, reviewId)` refuses an
 * empty reason with the Spanish message, posts it and calls `onDone` after success.
 */
export function useDecision(onDone: (decision: Decision) => void) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function run(decision: Decision, reviewId: string) {
    if (!reason.trim()) {
      toastError(m.decideError, m.reasonRequired);
      return;
    }
    setBusy(true);
    try {
      await callApi(API.adminReviewModeration, [reviewId], { body: { decision, reason } });
      toastSuccess(DONE[decision]);
      onDone(decision);
    } catch (err) {
      toastError(m.decideError, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return { reason, setReason, busy, run };
}

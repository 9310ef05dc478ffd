/** The "Reviews" tab of the provider dashboard: every review, unanswered first, with replies. */
import { messages } from '@/lib/messages';
import { formatLongDateEs } from '@/lib/domain/dates';
import type { ReplyRecord, ReviewRecord } from '@/lib/stores/types';
import { Badge } from '../shared/ui';
import ReplyBox from './ReplyBox';

const m = messages.providerDashboard;

export function ReviewList({
  reviews,
  replies,
  setReply,
}: {
  reviews: readonly ReviewRecord[];
  replies: ReadonlyMap<string, ReplyRecord>;
  setReply: (reviewId: string, reply: ReplyRecord | null) => void;
}) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-ink">{m.reviewsTitle}</h2>
      {reviews.length === 0 ? (
        <div className="py-6 text-center">
          <p className="font-semibold text-ink">{m.noReviewsTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{m.noReviewsText}</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {reviews.map((r) => (
            <li key={r.id} className="py-4" data-dashboard-review={r.id}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-ink">{r.title}</h3>
                <span className="text-sm text-slate-600">{r.overall_rating}/5</span>
                {r.verified && <Badge tone="green">{m.verifiedReview}</Badge>}
              </div>
              <p className="mt-1 text-sm text-slate-700">{r.review_text}</p>
              <p className="mt-1 text-xs text-slate-500">{formatLongDateEs(r.created)}</p>
              {!replies.has(r.id) && <Badge tone="orange">{messages.replies.unanswered}</Badge>}
              <ReplyBox
                reviewId={r.id}
                reply={replies.get(r.id) ?? null}
                onChange={(reply) => setReply(r.id, reply)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

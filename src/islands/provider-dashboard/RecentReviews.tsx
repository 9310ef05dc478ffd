/**
 * "Reviews recientes" of the member dashboard's provider panel: the newest
 * reviews of the caller's providers, those still waiting for a reply first, with a link to
 * answer them in the provider dashboard.
 */
import { useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { formatLongDateEs } from '@/lib/domain/dates';
import type { ReviewRecord } from '@/lib/stores/types';
import { Badge } from '../shared/ui';
import { unansweredFirst } from './state';

/** How many reviews the panel shows. */
export const RECENT_REVIEWS = 5;

export function RecentReviews({
  providerIds,
  emptyText,
}: {
  providerIds: readonly string[];
  emptyText: string;
}) {
  const key = providerIds.join(',');
  const [rows, setRows] = useState<{ reviews: ReviewRecord[]; replied: Set<string> } | null>(null);
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    if (ids.length === 0) {
      setRows({ reviews: [], replied: new Set() });
      return;
    }
    const pb = getPb();
    const filter = ids.map((id) => pb.filter('provider = {:id}', { id })).join(' || ');
    Promise.all([
      pb.collection('reviews').getList<ReviewRecord>(1, 50, {
        filter,
        sort: '-created',
        requestKey: null,
      }),
      pb.collection('review_replies').getFullList<{ review: string }>({
        filter,
        fields: 'review',
        requestKey: null,
      }),
    ])
      .then(([list, replies]) => {
        const replied = new Set(replies.map((r) => r.review));
        setRows({
          reviews: unansweredFirst(list.items, replied).slice(0, RECENT_REVIEWS),
          replied,
        });
      })
      .catch((err: unknown) => console.error('[dashboard] recent reviews', err));
  }, [key]);
  if (!rows) return null;
  if (rows.reviews.length === 0) return <p className="mt-2 text-sm text-slate-500">{emptyText}</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-200" data-recent-reviews>
      {rows.reviews.map((r) => (
        <li key={r.id} className="py-3">
          <div className="flex flex-wrap items-center gap-2">
            <a href="/provider-dashboard" className="font-semibold text-ink hover:underline">
              {r.title}
            </a>
            <span className="text-sm text-slate-600">{r.overall_rating}/5</span>
            {!rows.replied.has(r.id) && <Badge tone="orange">{messages.replies.unanswered}</Badge>}
          </div>
          <p className="mt-1 text-xs text-slate-500">{formatLongDateEs(r.created)}</p>
        </li>
      ))}
    </ul>
  );
}

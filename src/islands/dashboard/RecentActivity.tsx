/** "Actividad reciente": real events, newest first (own-reviews.ts recentActivity). */
import { messages } from '@/lib/messages';
import { formatLongDateEs } from '@/lib/domain/dates';
import { cardClass } from '../shared/ui';
import type { ActivityItem } from './own-reviews';

const m = messages.dashboard;
const a = messages.ownReviews.activity;

export default function RecentActivity({ items }: { items: ActivityItem[] | null }) {
  return (
    <section className={cardClass} aria-labelledby="activity-title" data-recent-activity>
      <h2 id="activity-title" className="text-lg font-semibold text-ink">
        {m.recentActivity}
      </h2>
      {items === null ? null : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{m.noRecentActivity}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {items.map((item) => (
            <li
              key={item.key}
              className="flex flex-wrap items-baseline justify-between gap-2 text-sm"
              data-activity={item.kind}
            >
              {item.href ? (
                <a className="text-brand-700 hover:underline" href={item.href}>
                  {a[item.kind](item.provider)}
                </a>
              ) : (
                <span className="text-slate-800">{a[item.kind](item.provider)}</span>
              )}
              <time className="text-xs text-slate-500" dateTime={item.at.toISOString()}>
                {formatLongDateEs(item.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

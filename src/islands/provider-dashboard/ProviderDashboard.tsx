/**
 * /provider-dashboard: the owner's view of their provider profile (spec §2). "Editar Perfil"
 * opens the one profile editor (/create-provider?edit=, issue 24 item 17), which returns here.
 */
import { useCallback, useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { formatLongDateEs } from '@/lib/domain/dates';
import { hasSession } from '@/lib/stores/session';
import { toastError } from '@/lib/stores/toast';
import { paths } from '@/lib/contract/paths';
import type { ProviderRecord, ReplyRecord, ReviewRecord } from '@/lib/stores/types';
import { useCategories } from '../shared/use-categories';
import { useSession } from '../shared/use-session';
import ReplyBox from './ReplyBox';
import Invitations from './Invitations';
import BadgeSnippet from './BadgeSnippet';
import { unansweredFirst } from './state';
import {
  Badge,
  StatusBadge,
  cardClass,
  primaryButton,
  secondaryButton,
  Spinner,
} from '../shared/ui';

const m = messages.providerDashboard;

/** Spec §2: Activo if approved, Pendiente if pending, otherwise Inactivo. */
export function statusLabel(status: string): string {
  if (status === 'approved') return m.active;
  if (status === 'pending') return m.pending;
  return m.inactive;
}

type Tab = 'profile' | 'reviews';

export default function ProviderDashboard() {
  const [signedIn] = useState(() => hasSession());
  const { user } = useSession();
  const { labelOf } = useCategories();
  const [provider, setProvider] = useState<ProviderRecord | null | undefined>(undefined);
  const [reviews, setReviews] = useState<ReviewRecord[]>([]);
  const [replies, setReplies] = useState<Map<string, ReplyRecord>>(new Map());
  const [tab, setTab] = useState<Tab>('profile');

  const load = useCallback(async () => {
    if (!user) return;
    const pb = getPb();
    try {
      const list = await pb.collection('providers').getList<ProviderRecord>(1, 1, {
        filter: pb.filter('user = {:id}', { id: user.id }),
        sort: 'created',
      });
      const p = list.items[0] ?? null;
      setProvider(p);
      if (p) {
        const [list, replyList] = await Promise.all([
          pb.collection('reviews').getFullList<ReviewRecord>({
            filter: pb.filter('provider = {:id}', { id: p.id }),
            sort: '-created',
          }),
          pb.collection('review_replies').getFullList<ReplyRecord>({
            filter: pb.filter('provider = {:id}', { id: p.id }),
          }),
        ]);
        const byReview = new Map(replyList.map((r) => [r.review, r]));
        setReplies(byReview);
        // Issue 13: reviews still waiting for a reply first.
        setReviews(unansweredFirst(list, byReview));
      }
    } catch (err) {
      console.error('[provider-dashboard] load', err);
      toastError(messages.common.error, m.loadErrorDescription);
      setProvider((old) => old ?? null);
    }
  }, [user]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!signedIn) {
    return (
      <div className="container-page max-w-xl py-16 text-center">
        <p className="text-slate-700">{m.loginRequired}</p>
        <a href="/auth" className={`${primaryButton} mt-6`}>
          {m.loginLink}
        </a>
      </div>
    );
  }
  if (provider === undefined) return <Spinner />;
  if (provider === null) {
    return (
      <div className="container-page max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{m.notFoundTitle}</h1>
        <p className="mt-2 text-slate-600">{m.notFoundText}</p>
        <a href="/create-provider" className={`${primaryButton} mt-6`}>
          {m.createProfile}
        </a>
      </div>
    );
  }
  const p = provider;

  const cats = p.categories ?? [];
  const tabClass = (t: Tab) =>
    `rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
      tab === t ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600'
    }`;

  return (
    <div className="container-page space-y-6 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-brand-700">{m.label}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-ink">{p.company_name}</h1>
            <StatusBadge status={p.status} />
          </div>
        </div>
        <a href={paths.editProvider(p.id, true)} className={secondaryButton}>
          {m.editProfile}
        </a>
      </header>

      {p.status === 'pending' && (
        <div
          role="status"
          className="rounded-xl border border-orange-300 bg-orange-50 px-5 py-4 text-orange-900"
        >
          <p className="font-semibold">{m.pendingTitle}</p>
          <p className="mt-1 text-sm">{m.pendingText}</p>
        </div>
      )}
      {p.status === 'rejected' && (
        <div
          role="status"
          className="rounded-xl border border-red-300 bg-red-50 px-5 py-4 text-red-900"
        >
          <p className="font-semibold">{m.rejectedTitle}</p>
          <p className="mt-1 text-sm">{p.admin_notes || m.rejectedDefault}</p>
          <p className="mt-1 text-sm">{m.rejectedAction}</p>
        </div>
      )}

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          [m.statRating, (p.average_rating ?? 0).toFixed(1)],
          [m.statReviews, String(p.total_reviews ?? 0)],
          [m.statCategories, String(cats.length)],
          [m.statStatus, statusLabel(p.status)],
        ].map(([label, value]) => (
          <div key={label} className={cardClass}>
            <p className="text-sm text-slate-500">{label}</p>
            <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
          </div>
        ))}
      </section>

      <Invitations provider={p} />
      <BadgeSnippet provider={p} />

      <div>
        <div role="tablist" className="flex gap-2 border-b border-slate-200">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'profile'}
            className={tabClass('profile')}
            onClick={() => setTab('profile')}
          >
            {m.tabProfile}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'reviews'}
            className={tabClass('reviews')}
            onClick={() => setTab('reviews')}
          >
            {m.tabReviews}
          </button>
        </div>
        <div role="tabpanel" className={`${cardClass} mt-4`}>
          {tab === 'profile' && (
            <dl className="space-y-4">
              <div>
                <dt className="text-sm font-semibold text-slate-500">{m.description}</dt>
                <dd className="mt-1 whitespace-pre-line text-slate-800">
                  {p.description || m.noDescription}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-500">{m.website}</dt>
                <dd className="mt-1">
                  {p.website ? (
                    <a
                      href={p.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 hover:underline"
                    >
                      {p.website}
                    </a>
                  ) : (
                    m.notSpecified
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-500">{m.categories}</dt>
                <dd className="mt-1 flex flex-wrap gap-1">
                  {cats.length
                    ? cats.map((c) => (
                        <Badge key={c} tone="brand">
                          {labelOf(c)}
                        </Badge>
                      ))
                    : m.noCategories}
                </dd>
              </div>
            </dl>
          )}
          {tab === 'reviews' && (
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
                      {!replies.has(r.id) && (
                        <Badge tone="orange">{messages.replies.unanswered}</Badge>
                      )}
                      <ReplyBox
                        reviewId={r.id}
                        reply={replies.get(r.id) ?? null}
                        onChange={(reply) =>
                          setReplies((old) => {
                            const next = new Map(old);
                            if (reply) next.set(r.id, reply);
                            else next.delete(r.id);
                            return next;
                          })
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

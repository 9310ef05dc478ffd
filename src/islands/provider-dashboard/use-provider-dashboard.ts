/**
 * The state of the provider dashboard: the session gate, the caller's provider, its reviews
 * (unanswered first) and their replies. The view (ProviderDashboard.tsx) only renders this.
 */
import { useCallback, useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { hasSession } from '@/lib/stores/session';
import { toastError } from '@/lib/stores/toast';
import type { ProviderRecord, ReplyRecord, ReviewRecord } from '@/lib/stores/types';
import { useSession } from '../shared/use-session';
import { unansweredFirst } from './state';

export interface ProviderDashboardState {
  /** False without a stored session (the view asks to sign in). */
  signedIn: boolean;
  /** undefined while loading, null when the account runs no provider. */
  provider: ProviderRecord | null | undefined;
  reviews: ReviewRecord[];
  replies: ReadonlyMap<string, ReplyRecord>;
  /** A reply was published, edited (reply) or deleted (null). */
  setReply: (reviewId: string, reply: ReplyRecord | null) => void;
}

export function useProviderDashboard(): ProviderDashboardState {
  const [signedIn] = useState(() => hasSession());
  const { user } = useSession();
  const [provider, setProvider] = useState<ProviderRecord | null | undefined>(undefined);
  const [reviews, setReviews] = useState<ReviewRecord[]>([]);
  const [replies, setReplies] = useState<Map<string, ReplyRecord>>(new Map());

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
      if (!p) return;
      const [reviewList, replyList] = await Promise.all([
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
      setReviews(unansweredFirst(reviewList, byReview));
    } catch (err) {
      console.error('[provider-dashboard] load', err);
      toastError(messages.common.error, messages.providerDashboard.loadErrorDescription);
      setProvider((old) => old ?? null);
    }
  }, [user]);

  useEffect(() => {
    void load();
  }, [load]);

  const setReply = useCallback((reviewId: string, reply: ReplyRecord | null) => {
    setReplies((old) => {
      const next = new Map(old);
      if (reply) next.set(reviewId, reply);
      else next.delete(reviewId);
      return next;
    });
  }, []);

  return { signedIn, provider, reviews, replies, setReply };
}

/**
 * The member's own reviews: `API.meReviews (GET)` (pocketbase/pb_hooks/
 * own-reviews.pb.js) and the pure rules the dashboard shows them with.
 */
import { callApi } from '@/lib/pb-client';
import { paths } from '@/lib/contract/paths';
import { VERIFYING_STATE } from '@/lib/contract/review-integrity';
import { parseDate } from '@/lib/domain/dates';
import { API } from '@/lib/contract/api-routes';
import type { OwnReview } from '@/lib/contract/reviews';

export async function loadOwnReviews(): Promise<OwnReview[]> {
  return (await callApi(API.meReviews, [])).items;
}

/** One own review by id (null when it is not the caller's). */
export async function loadOwnReview(id: string): Promise<OwnReview | null> {
  return (await loadOwnReviews()).find((r) => r.id === id) ?? null;
}

export type OwnReviewState = 'published' | 'underReview' | 'verifying' | 'removed';

/**
 * What the member reads about a review (src/lib/contract/moderation.ts): published, "en
 * revisión" while a report waits (shown or held), "en verificación" while the automatic checks
 * wait for an admin (contract review-integrity.ts), "retirada" when an admin withdrew it.
 */
export function ownReviewState(moderation: string): OwnReviewState {
  if (moderation === 'removed') return 'removed';
  if (moderation === VERIFYING_STATE) return 'verifying';
  if (moderation === 'under_review' || moderation === 'held') return 'underReview';
  return 'published';
}

/** The review's own page (its stable address), when the public can see it. */
export function ownReviewUrl(r: OwnReview): string | null {
  if (!r.provider_public || r.hidden || !r.provider_slug) return null;
  return paths.review(r.provider_slug, r.id);
}

export interface FavoriteEvent {
  id: string;
  created: string;
  provider_name: string;
  provider_slug: string;
}

export type ActivityKind = 'published' | 'edited' | 'replied' | 'favorite';
export interface ActivityItem {
  key: string;
  kind: ActivityKind;
  at: Date;
  provider: string;
  href: string | null;
}

/**
 * "Actividad reciente": my reviews published and edited, the providers' replies to them and
 * my favourites, newest first, at most `limit`.
 */
export function recentActivity(
  reviews: readonly OwnReview[],
  favorites: readonly FavoriteEvent[],
  limit = 10,
): ActivityItem[] {
  const out: ActivityItem[] = [];
  const add = (
    key: string,
    kind: ActivityKind,
    when: string,
    provider: string,
    href: string | null,
  ) => {
    const at = parseDate(when);
    if (at) out.push({ key, kind, at, provider, href });
  };
  for (const r of reviews) {
    const href = ownReviewUrl(r);
    add(`published-${r.id}`, 'published', r.created, r.provider_name, href);
    add(`edited-${r.id}`, 'edited', r.edited_at, r.provider_name, href);
    add(`replied-${r.id}`, 'replied', r.reply_at, r.provider_name, href);
  }
  for (const f of favorites) {
    add(
      `favorite-${f.id}`,
      'favorite',
      f.created,
      f.provider_name,
      f.provider_slug ? paths.provider(f.provider_slug) : null,
    );
  }
  return out
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.key.localeCompare(b.key))
    .slice(0, limit);
}

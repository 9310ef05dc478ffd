// Issue 20: what the dashboard shows of the member's own reviews and pending account, and the
// approval e-mail.
import { describe, expect, it } from 'vitest';
import { pendingReason } from '@/lib/domain/account-state';
import { approvalMail } from '@/lib/domain/mail/approval-mail';
import {
  ownReviewState,
  ownReviewUrl,
  recentActivity,
  type FavoriteEvent,
} from '@/islands/dashboard/own-reviews';
import type { OwnReview } from '@/lib/contract/reviews';

const review = (over: Partial<OwnReview> = {}): OwnReview => ({
  id: 'r1',
  provider: 'p1',
  provider_name: 'Nómina Ágil',
  provider_slug: 'nomina-agil',
  provider_public: true,
  title: 'Buen servicio',
  review_text: 'Texto Contamos qué servicio contratamos y cómo fue el trabajo.',
  pros: '',
  cons: '',
  overall_rating: 4,
  anonymous: false,
  would_recommend: true,
  created: '2026-11-01 10:00:00.000Z',
  edited_at: '',
  moderation: '',
  hidden: false,
  removal_reason: '',
  editable: true,
  editable_until: '2026-12-01 10:00:00.000Z',
  reply_at: '',
  reply_edited_at: '',
  ...over,
});

describe('pendingReason', () => {
  it.each([
    [{ approved: true, verified: true }, null],
    [{ approved: true, verified: false }, null],
    [{ approved: false, verified: true }, 'awaiting'],
    [{ approved: false, verified: false }, 'unconfirmed'],
    [{}, 'unconfirmed'],
  ] as const)('%o → %s', (account, expected) => {
    expect(pendingReason(account)).toBe(expected);
  });
});

describe('ownReviewState', () => {
  it.each([
    ['', 'published'],
    ['under_review', 'underReview'],
    ['held', 'underReview'],
    ['verifying', 'verifying'],
    ['removed', 'removed'],
  ] as const)('%s → %s', (moderation, state) => {
    expect(ownReviewState(moderation)).toBe(state);
  });
});

describe('ownReviewUrl', () => {
  it('links to the review on its provider page', () => {
    expect(ownReviewUrl(review())).toBe('/providers/nomina-agil/reviews/r1');
  });
  it.each([
    ['hidden by moderation', { hidden: true }],
    ['of a provider out of the directory', { provider_public: false }],
    ['of a deleted provider', { provider_slug: '', provider_public: false }],
  ])('has no link when %s', (_what, over) => {
    expect(ownReviewUrl(review(over))).toBeNull();
  });
});

describe('recentActivity', () => {
  const fav: FavoriteEvent = {
    id: 'f1',
    created: '2026-11-03 09:00:00.000Z',
    provider_name: 'Talento Sur',
    provider_slug: 'talento-sur',
  };

  it('lists publications, edits, replies and favourites, newest first', () => {
    const items = recentActivity(
      [
        review({ edited_at: '2026-11-05 08:00:00.000Z', reply_at: '2026-11-02 12:00:00.000Z' }),
        review({
          id: 'r2',
          provider_name: 'Otra',
          created: '2026-11-04 10:00:00.000Z',
          hidden: true,
        }),
      ],
      [fav],
    );
    expect(items.map((i) => [i.kind, i.provider, i.href])).toEqual([
      ['edited', 'Nómina Ágil', '/providers/nomina-agil/reviews/r1'],
      ['published', 'Otra', null],
      ['favorite', 'Talento Sur', '/providers/talento-sur'],
      ['replied', 'Nómina Ágil', '/providers/nomina-agil/reviews/r1'],
      ['published', 'Nómina Ágil', '/providers/nomina-agil/reviews/r1'],
    ]);
  });

  it('keeps the newest `limit` events and is empty without any', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      review({ id: `r${i}`, created: `2026-10-${String(10 + i).padStart(2, '0')} 10:00:00.000Z` }),
    );
    const items = recentActivity(many, [], 10);
    expect(items).toHaveLength(10);
    expect(items[0]!.key).toBe('published-r11');
    expect(recentActivity([], [])).toEqual([]);
  });
});

describe('approvalMail', () => {
  const mail = approvalMail({ brand: 'LaPieza', firstName: 'Pedro', siteUrl: 'https://x.io/' });

  it('is Spanish and links to the dashboard and the review form of the site', () => {
    expect(mail.subject).toBe('Tu cuenta de LaPieza fue aprobada');
    expect(mail.html).toContain('Hola Pedro:');
    expect(mail.html).toContain('href="https://x.io/write-review"');
    expect(mail.html).toContain('href="https://x.io/dashboard"');
    expect(mail.text).toContain('https://x.io/dashboard');
    expect(`${mail.html}${mail.text}`).not.toMatch(/\/_\/|approved|account/i);
  });

  it('escapes the name', () => {
    const html = approvalMail({ brand: 'B', firstName: '<b>x</b>', siteUrl: 'https://x.io' }).html;
    expect(html).toContain('Hola &lt;b&gt;x&lt;/b&gt;:');
  });
});

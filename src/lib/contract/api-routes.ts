/**
 * Every custom PocketBase route (`routerAdd` in pocketbase/pb_hooks): `API`, the ones the
 * islands and browser scripts call, and `SERVER_API`, the ones only the web server, the data
 * layer or an operator's script calls. One path builder each, so no code types `/api/lp/…`; a
 * path parameter is encoded here. tests/unit/api-routes.test.ts fails when an entry has no
 * `routerAdd` in the hooks, or a `routerAdd` has no entry.
 */
import { UNSUBSCRIBE_API } from './mail-preferences';
import { OUTBOUND_API, STATS_HIT_API } from './provider-owner';
import { VERIFICATION_RESEND_API } from './verification-mail';

const seg = (value: string) => encodeURIComponent(value);

export const API = {
  // Admin panel (admins only: pocketbase/pb_hooks/admin.pb.js and the queues' files).
  adminSummary: () => '/api/lp/admin/summary',
  adminUsers: () => '/api/lp/admin/users',
  adminUserApprove: (id: string) => `/api/lp/admin/users/${seg(id)}/approve`,
  adminUserUnblock: (id: string) => `/api/lp/admin/users/${seg(id)}/unblock`,
  adminProviders: () => '/api/lp/admin/providers',
  adminProviderOwner: (id: string) => `/api/lp/admin/providers/${seg(id)}/owner`,
  adminProviderWarning: (id: string) => `/api/lp/admin/providers/${seg(id)}/warning`,
  adminProviderWarningLift: (id: string) => `/api/lp/admin/providers/${seg(id)}/warning/lift`,
  adminPosts: () => '/api/lp/admin/posts',
  adminReports: () => '/api/lp/admin/reports',
  adminReportsDecided: () => '/api/lp/admin/reports/decided',
  adminReviewAuthor: (id: string) => `/api/lp/admin/reviews/${seg(id)}/author`,
  adminReviewModeration: (id: string) => `/api/lp/admin/reviews/${seg(id)}/moderation`,
  adminVerification: () => '/api/lp/admin/verification',
  adminVerificationDecide: (id: string) => `/api/lp/admin/verification/${seg(id)}`,
  adminClaims: () => '/api/lp/admin/claims',
  adminClaimDecide: (id: string) => `/api/lp/admin/claims/${seg(id)}/decide`,
  adminPrivacyRequests: () => '/api/lp/admin/privacy-requests',
  adminPrivacyRequestAnswered: (id: string) => `/api/lp/admin/privacy-requests/${seg(id)}/answered`,
  // Members and provider owners.
  meReviews: () => '/api/lp/me/reviews',
  accountPreferences: () => '/api/lp/account/preferences',
  accountExport: () => '/api/lp/account/export',
  accountDelete: () => '/api/lp/account/delete',
  providerChoices: () => '/api/lp/providers/choices',
  providerInvitations: (id: string) => `/api/lp/providers/${seg(id)}/invitations`,
  providerStats: (id: string) => `/api/lp/providers/${seg(id)}/stats`,
  invitationOpen: () => '/api/lp/invitations/open',
  claims: () => '/api/lp/claims',
  claimVerify: () => '/api/lp/claims/verify',
  proposalRequests: () => '/api/lp/proposal-requests',
  blogView: (slug: string) => `/api/lp/blog/${seg(slug)}/view`,
  blogViews: () => '/api/lp/blog/views',
  // Public forms (anyone: pb_hooks/contact.pb.js, privacy.pb.js).
  formToken: () => '/api/lp/forms/token',
  contact: () => '/api/lp/contact',
  privacyRequests: () => '/api/lp/privacy-requests',
  /** The counted redirect to a provider's website (a link, not a fetch). */
  outbound: (providerId: string) => `${OUTBOUND_API}${seg(providerId)}`,
  verificationResend: () => VERIFICATION_RESEND_API,
  mailUnsubscribe: () => UNSUBSCRIBE_API,
  statsHit: () => STATS_HIT_API,
} as const;

/**
 * The custom routes no browser calls: the web server's and the data layer's bulk reads and
 * outbox (a superuser session), and operations (the seed, benchmarks).
 */
export const SERVER_API = {
  providersPublic: () => '/api/lp/providers/public',
  reviewsPublic: () => '/api/lp/reviews/public',
  reviewDates: () => '/api/lp/reviews/dates',
  reviewsLatest: () => '/api/lp/reviews/latest',
  transparencyRecords: () => '/api/lp/transparency/records',
  outboxPending: () => '/api/lp/outbox/pending',
  outboxDone: () => '/api/lp/outbox/done',
  rankingRecompute: () => '/api/lp/ranking/recompute',
  recognitionsPublish: () => '/api/lp/recognitions/publish',
} as const;

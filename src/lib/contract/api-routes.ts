/**
 * The custom PocketBase routes (`routerAdd` in pocketbase/pb_hooks) that the islands and browser
 * scripts call: one path builder each, so no client code types `/api/lp/…`. A path parameter is
 * encoded here. tests/unit/api-routes.test.ts fails when an entry has no `routerAdd` in the hooks.
 */
import { UNSUBSCRIBE_API } from './mail-preferences';
import { STATS_HIT_API } from './provider-owner';
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
  verificationResend: () => VERIFICATION_RESEND_API,
  mailUnsubscribe: () => UNSUBSCRIBE_API,
  statsHit: () => STATS_HIT_API,
} as const;

/**
 * The wire contract: every custom PocketBase route (`routerAdd` in pocketbase/pb_hooks), one
 * entry each, with its method, path builder, who may call it, its request (query and body) and
 * answer types and the error codes it may answer. `API` holds the ones the islands and browser
 * scripts call, `SERVER_API` the ones only the web server, the data layer or an operator's
 * script calls. An entry is its own path builder (`API.adminUserApprove(id)` is the path, a
 * parameter encoded), so no code types `/api/lp/…`; `callApi` (src/lib/api-client.ts) types a
 * browser call's body and answer by its entry, and each hook handler names its entry's answer
 * (`Answer<'name'>`, docs/ARCHITECTURE.md § Custom routes).
 *
 * tests/unit/api-routes.test.ts fails when an entry has no `routerAdd` of its method and path,
 * a `routerAdd` has no entry, or a handler answers another entry's type;
 * tests/integration/api-contract.test.ts calls every entry as the callers its `access` refuses
 * and checks each refusal's code is one it lists.
 */
import type {
  AdminClaimDecided,
  AdminClaimDecision,
  AdminClaimRow,
  AdminDecidedGroup,
  AdminHeldReview,
  AdminModerationAnswer,
  AdminModerationBody,
  AdminNoteBody,
  AdminPostRow,
  AdminPrivacyRequestAnswered,
  AdminPrivacyRequestRow,
  AdminProvider,
  AdminProviderRow,
  AdminProviderWarning,
  AdminReportGroup,
  AdminReviewAuthorAnswer,
  AdminSummary,
  AdminUser,
  AdminUserRow,
  AdminVerificationAnswer,
  AdminVerificationBody,
  AdminWarningBody,
  ClaimCounts,
  PostCounts,
  PrivacyRequestCounts,
  ProviderCounts,
  UserCounts,
} from './admin';
import type { ErrorCode } from './errors';
import type {
  InvitationOpenBody,
  InvitationOpenResult,
  InvitationSendBody,
  InvitationSendResult,
  InvitationsAnswer,
} from './invitations';
import type { MailPreferences, UnsubscribeAnswer, UnsubscribeQuery } from './mail-preferences';
import type { OutboxDoneAnswer, OutboxDoneBody } from './outbox';
import type { PagedAnswer, PageQuery } from './paging';
import type { AccountDeleteAnswer, AccountDeleteBody, PersonalDataExport } from './personal-data';
import type {
  ClaimAnswer,
  ClaimBody,
  ClaimVerifyAnswer,
  ClaimVerifyBody,
  ProposalRequestAnswer,
  ProposalRequestBody,
  ProviderStatsAnswer,
  ProviderStatsQuery,
  StatsHitQuery,
} from './provider-owner';
import { OUTBOUND_API, STATS_HIT_API } from './provider-owner';
import type {
  BlogViewAnswer,
  BlogViews,
  BlogViewsQuery,
  ContactAnswer,
  FormTokenAnswer,
  PrivacyRequestAnswer,
  PublicFormBody,
} from './public-forms';
import type {
  RankingRecomputeAnswer,
  RankingRecomputeQuery,
  RecognitionsPublishAnswer,
  RecognitionsPublishQuery,
} from './ranking';
import type { ProvidersRecord } from './records.gen';
import type { OwnReviewsAnswer, ProviderChoices, ProviderChoicesQuery } from './reviews';
import type {
  LatestReviewsAnswer,
  LatestReviewsQuery,
  PublicReviewRow,
  ReviewDateRow,
} from './review-reads';
import type { TransparencyRecordsAnswer } from './transparency';
import type { VerificationResendAnswer, VerificationResendBody } from './verification-mail';
import { UNSUBSCRIBE_API } from './mail-preferences';
import { VERIFICATION_RESEND_API } from './verification-mail';

export type ApiMethod = 'GET' | 'POST';

/**
 * Who may call a route, as its hook checks it (anyone else is refused with the codes of
 * ACCESS_ERRORS):
 * - `anyone`: no session needed (a session may change the answer);
 * - `member`: any signed-in `users` account (`$apis.requireAuth('users')`, `util.authUser`);
 * - `approved`: a signed-in member neither blocked nor waiting for approval
 *   (lib/provider-owner.js `requireMember`);
 * - `owner`: the owner of the provider the path names (its statistics admit an admin too);
 * - `admin`: an admin account or a superuser (lib/admin.js `requireAdmin`);
 * - `superuser`: a superuser session only (`$apis.requireSuperuserAuth()`: the web server,
 *   the seed).
 */
export type ApiAccess = 'anyone' | 'member' | 'approved' | 'owner' | 'admin' | 'superuser';

/**
 * What any custom route may answer: PocketBase's own refusals around a handler (an unreadable
 * body, the body limit, the rate limits, a failure), given their catalogue code by
 * pb_hooks/refusals.pb.js.
 */
export const WIRE_ERRORS = [
  'request_invalid',
  'request_too_large',
  'request_rate_limited',
  'server_error',
] as const satisfies readonly ErrorCode[];

/** The refusals of a caller the access level does not admit (each route adds its own). */
export const ACCESS_ERRORS = {
  anyone: [],
  // $apis.requireAuth('users') refuses a superuser's session with a 403.
  member: ['sign_in_required', 'request_forbidden'],
  approved: [
    'sign_in_required',
    'request_forbidden',
    'account_blocked',
    'owner_account_not_approved',
  ],
  owner: ['sign_in_required', 'request_forbidden'],
  admin: ['sign_in_required', 'admin_only'],
  superuser: ['sign_in_required', 'request_forbidden'],
} as const satisfies Record<ApiAccess, readonly ErrorCode[]>;

/**
 * One custom route: called, it builds the path (its parameters encoded). `Q` is the query a
 * call sends, `B` its JSON body (`void`: none), `R` the answer of a 200.
 */
export interface ApiRoute<P extends readonly string[] = [], Q = void, B = void, R = unknown> {
  (...params: P): string;
  readonly method: ApiMethod;
  readonly access: ApiAccess;
  /** Every code its refusals may carry: the access level's, its own, WIRE_ERRORS. */
  readonly errors: readonly ErrorCode[];
  /** Types only, never set: what `callApi` and the hooks' JSDoc read. */
  readonly wire?: { query: Q; body: B; answer: R };
}

/** Declares an entry: `route<Q, B, R>()(method, access, path, own error codes)`. */
function route<Q = void, B = void, R = unknown>() {
  return <P extends readonly string[]>(
    method: ApiMethod,
    access: ApiAccess,
    path: (...params: P) => string,
    own: readonly ErrorCode[] = [],
  ): ApiRoute<P, Q, B, R> =>
    Object.assign(path, {
      method,
      access,
      errors: [...new Set<ErrorCode>([...ACCESS_ERRORS[access], ...own, ...WIRE_ERRORS])],
    });
}

const seg = (value: string) => encodeURIComponent(value);
/** The codes of a paged list's bad parameter (pb_hooks/lib/paging.js). */
const LIST: readonly ErrorCode[] = ['admin_list_param'];
/** The codes of an unreadable body read with `bindBody` (lib/provider-owner.js `body`). */
const FORM: readonly ErrorCode[] = ['form_invalid'];

export const API = {
  // Admin panel (admins only: pocketbase/pb_hooks/admin.pb.js and the queues' files).
  adminSummary: route<void, void, AdminSummary>()('GET', 'admin', () => '/api/lp/admin/summary'),
  adminUsers: route<PageQuery, void, PagedAnswer<AdminUser, UserCounts>>()(
    'GET',
    'admin',
    () => '/api/lp/admin/users',
    LIST,
  ),
  adminUserApprove: route<void, void, AdminUserRow>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/users/${seg(id)}/approve`,
    ['user_not_found', 'approval_unverified'],
  ),
  adminUserUnblock: route<void, AdminNoteBody, AdminUserRow>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/users/${seg(id)}/unblock`,
    ['form_invalid', 'unblock_note_too_long', 'user_not_found'],
  ),
  adminProviders: route<PageQuery, void, PagedAnswer<AdminProvider, ProviderCounts>>()(
    'GET',
    'admin',
    () => '/api/lp/admin/providers',
    LIST,
  ),
  adminProviderOwner: route<void, { email: string }, AdminProviderRow>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/providers/${seg(id)}/owner`,
    [
      ...FORM,
      'reassign_email',
      'owner_provider_missing',
      'claim_provider_owned',
      'reassign_no_account',
      'reassign_blocked',
      'reassign_already_owner',
    ],
  ),
  adminProviderWarning: route<void, AdminWarningBody, AdminProviderWarning>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/providers/${seg(id)}/warning`,
    [
      ...FORM,
      'warning_reason_invalid',
      'warning_note_too_long',
      'warning_expiry_invalid',
      'warning_provider_missing',
      'warning_already_active',
    ],
  ),
  adminProviderWarningLift: route<void, AdminNoteBody, AdminProviderWarning>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/providers/${seg(id)}/warning/lift`,
    [...FORM, 'warning_note_too_long', 'warning_provider_missing', 'warning_not_active'],
  ),
  adminPosts: route<PageQuery, void, PagedAnswer<AdminPostRow, PostCounts>>()(
    'GET',
    'admin',
    () => '/api/lp/admin/posts',
    LIST,
  ),
  adminReports: route<PageQuery, void, PagedAnswer<AdminReportGroup, { open: number }>>()(
    'GET',
    'admin',
    () => '/api/lp/admin/reports',
    LIST,
  ),
  adminReportsDecided: route<PageQuery, void, PagedAnswer<AdminDecidedGroup>>()(
    'GET',
    'admin',
    () => '/api/lp/admin/reports/decided',
    LIST,
  ),
  adminReviewAuthor: route<void, void, AdminReviewAuthorAnswer>()(
    'GET',
    'admin',
    (id: string) => `/api/lp/admin/reviews/${seg(id)}/author`,
    ['review_not_found'],
  ),
  adminReviewModeration: route<void, AdminModerationBody, AdminModerationAnswer>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/reviews/${seg(id)}/moderation`,
    ['decision_invalid', 'decision_reason', 'review_not_found'],
  ),
  adminVerification: route<PageQuery, void, PagedAnswer<AdminHeldReview, { held: number }>>()(
    'GET',
    'admin',
    () => '/api/lp/admin/verification',
    LIST,
  ),
  adminVerificationDecide: route<void, AdminVerificationBody, AdminVerificationAnswer>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/verification/${seg(id)}`,
    ['decision_invalid', 'verification_reason', 'review_not_found', 'verification_not_held'],
  ),
  adminClaims: route<PageQuery, void, PagedAnswer<AdminClaimRow, ClaimCounts>>()(
    'GET',
    'admin',
    () => '/api/lp/admin/claims',
    LIST,
  ),
  adminClaimDecide: route<void, AdminClaimDecision, AdminClaimDecided>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/claims/${seg(id)}/decide`,
    [
      ...FORM,
      'form_detail',
      'claim_missing',
      'claim_decided',
      'claim_not_verified',
      'claim_reason_required',
      'claim_provider_owned',
      'claim_already_owner',
    ],
  ),
  adminPrivacyRequests: route<
    PageQuery,
    void,
    PagedAnswer<AdminPrivacyRequestRow, PrivacyRequestCounts>
  >()('GET', 'admin', () => '/api/lp/admin/privacy-requests', LIST),
  adminPrivacyRequestAnswered: route<void, AdminNoteBody, AdminPrivacyRequestAnswered>()(
    'POST',
    'admin',
    (id: string) => `/api/lp/admin/privacy-requests/${seg(id)}/answered`,
    [...FORM, 'form_detail', 'privacy_request_missing'],
  ),
  // Members and provider owners.
  meReviews: route<void, void, OwnReviewsAnswer>()('GET', 'member', () => '/api/lp/me/reviews'),
  accountPreferences: route<void, Partial<MailPreferences>, MailPreferences>()(
    'POST',
    'member',
    () => '/api/lp/account/preferences',
    ['mail_preferences_invalid'],
  ),
  /** Read with `fetch` (the file's name is in a header): the path builder only. */
  accountExport: route<void, void, PersonalDataExport>()(
    'GET',
    'member',
    () => '/api/lp/account/export',
  ),
  accountDelete: route<void, AccountDeleteBody, AccountDeleteAnswer>()(
    'POST',
    'member',
    () => '/api/lp/account/delete',
    [
      'account_delete_confirm',
      'too_many_login_failures',
      'account_password_wrong',
      'account_reauth_required',
    ],
  ),
  providerChoices: route<ProviderChoicesQuery, void, ProviderChoices>()(
    'GET',
    'member',
    () => '/api/lp/providers/choices',
    LIST,
  ),
  /** The owner's counts and latest invitations. */
  providerInvitations: route<void, void, InvitationsAnswer>()(
    'GET',
    'owner',
    (id: string) => `/api/lp/providers/${seg(id)}/invitations`,
    [
      'account_blocked',
      'provider_unclaimed',
      'invitation_owner_only',
      'invitation_provider_not_approved',
    ],
  ),
  /** The same path: the owner sends invitations (all or nothing). */
  providerInvitationsSend: route<void, InvitationSendBody, InvitationSendResult>()(
    'POST',
    'owner',
    (id: string) => `/api/lp/providers/${seg(id)}/invitations`,
    [
      'account_blocked',
      'provider_unclaimed',
      'invitation_owner_only',
      'invitation_provider_not_approved',
      'invitation_invalid_emails',
      'invitation_none',
      'invitation_daily_limit',
    ],
  ),
  providerStats: route<ProviderStatsQuery, void, ProviderStatsAnswer>()(
    'GET',
    'owner',
    (id: string) => `/api/lp/providers/${seg(id)}/stats`,
    ['stats_forbidden', 'provider_unclaimed', 'stats_window'],
  ),
  invitationOpen: route<void, InvitationOpenBody, InvitationOpenResult>()(
    'POST',
    'anyone',
    () => '/api/lp/invitations/open',
    [
      'invitation_invalid',
      'invitation_used',
      'invitation_expired',
      'account_blocked',
      'invitation_wrong_address',
      'invitation_unverified',
    ],
  ),
  claims: route<void, ClaimBody, ClaimAnswer>()('POST', 'approved', () => '/api/lp/claims', [
    ...FORM,
    'claim_sign_in',
    'owner_provider_missing',
    'claim_provider_owned',
    'claim_already_owner',
    'claim_no_website',
    'claim_email_domain',
    'claim_open',
  ]),
  claimVerify: route<void, ClaimVerifyBody, ClaimVerifyAnswer>()(
    'POST',
    'anyone',
    () => '/api/lp/claims/verify',
    [...FORM, 'claim_token_invalid'],
  ),
  proposalRequests: route<void, ProposalRequestBody, ProposalRequestAnswer>()(
    'POST',
    'approved',
    () => '/api/lp/proposal-requests',
    [
      ...FORM,
      'lead_sign_in',
      'owner_provider_missing',
      'lead_no_owner',
      'lead_own_provider',
      'lead_rate_limited',
      'lead_service',
      'lead_company_size',
      'lead_country',
      'lead_message',
    ],
  ),
  blogView: route<void, void, BlogViewAnswer>()(
    'POST',
    'anyone',
    (slug: string) => `/api/lp/blog/${seg(slug)}/view`,
    ['post_not_found'],
  ),
  blogViews: route<BlogViewsQuery, void, BlogViews>()('GET', 'anyone', () => '/api/lp/blog/views'),
  // Public forms (anyone: pb_hooks/contact.pb.js, privacy.pb.js).
  formToken: route<void, void, FormTokenAnswer>()('GET', 'anyone', () => '/api/lp/forms/token'),
  contact: route<void, PublicFormBody, ContactAnswer>()('POST', 'anyone', () => '/api/lp/contact', [
    ...FORM,
    'form_expired',
    'contact_send_failed',
  ]),
  privacyRequests: route<void, PublicFormBody, PrivacyRequestAnswer>()(
    'POST',
    'anyone',
    () => '/api/lp/privacy-requests',
    [...FORM, 'form_expired'],
  ),
  /** The counted redirect to a provider's website (a link, not a fetch): a 302. */
  outbound: route<void, void, never>()(
    'GET',
    'anyone',
    (providerId: string) => `${OUTBOUND_API}${seg(providerId)}`,
    ['owner_provider_missing'],
  ),
  verificationResend: route<void, VerificationResendBody, VerificationResendAnswer>()(
    'POST',
    'anyone',
    () => VERIFICATION_RESEND_API,
    ['body_unreadable', 'form_email', 'verification_resend_wait', 'verification_send_failed'],
  ),
  mailUnsubscribe: route<UnsubscribeQuery, void, UnsubscribeAnswer>()(
    'POST',
    'anyone',
    () => UNSUBSCRIBE_API,
    ['unsubscribe_token_invalid'],
  ),
  /** The pages' beacon (`navigator.sendBeacon`): answers 204, counted or not. */
  statsHit: route<StatsHitQuery, void, void>()('POST', 'anyone', () => STATS_HIT_API),
} as const;

/**
 * The custom routes no browser calls: the web server's and the data layer's bulk reads and
 * outbox (a superuser session), and operations (the seed, benchmarks).
 */
export const SERVER_API = {
  /** `?fields=` the columns (default every public one), `?ids=` only those providers. */
  providersPublic: route<{ fields?: string; ids?: string }, void, Partial<ProvidersRecord>[]>()(
    'GET',
    'superuser',
    () => '/api/lp/providers/public',
  ),
  reviewsPublic: route<void, void, PublicReviewRow[]>()(
    'GET',
    'superuser',
    () => '/api/lp/reviews/public',
  ),
  reviewDates: route<void, void, ReviewDateRow[]>()(
    'GET',
    'superuser',
    () => '/api/lp/reviews/dates',
  ),
  reviewsLatest: route<LatestReviewsQuery, void, LatestReviewsAnswer>()(
    'GET',
    'superuser',
    () => '/api/lp/reviews/latest',
    LIST,
  ),
  transparencyRecords: route<void, void, TransparencyRecordsAnswer>()(
    'GET',
    'superuser',
    () => '/api/lp/transparency/records',
  ),
  /** The ids of the events not yet done, oldest first. */
  outboxPending: route<void, void, string[]>()('GET', 'superuser', () => '/api/lp/outbox/pending'),
  outboxDone: route<void, OutboxDoneBody, OutboxDoneAnswer>()(
    'POST',
    'superuser',
    () => '/api/lp/outbox/done',
    ['outbox_ids_invalid'],
  ),
  rankingRecompute: route<RankingRecomputeQuery, void, RankingRecomputeAnswer>()(
    'POST',
    'superuser',
    () => '/api/lp/ranking/recompute',
    ['ranking_day_invalid'],
  ),
  recognitionsPublish: route<RecognitionsPublishQuery, void, RecognitionsPublishAnswer>()(
    'POST',
    'superuser',
    () => '/api/lp/recognitions/publish',
    ['recognition_quarter_invalid'],
  ),
} as const;

/** Every entry by name: the two tables are one namespace. */
export const ALL_API = { ...API, ...SERVER_API };
export type RouteName = keyof typeof ALL_API;

/** The types an entry carries (never set at run time). */
type WireOf<T> = T extends { readonly wire?: infer W } ? NonNullable<W> : never;
export type QueryOf<T> = WireOf<T> extends { query: infer Q } ? Q : never;
export type BodyOf<T> = WireOf<T> extends { body: infer B } ? B : never;
export type AnswerOf<T> = WireOf<T> extends { answer: infer R } ? R : never;

/** The answer of the route named `K`: a hook's handler names it on what it answers. */
export type Answer<K extends RouteName> = AnswerOf<(typeof ALL_API)[K]>;

/**
 * The JSON body the route named `K` takes, as its handler reads it: the entry's fields, each
 * `unknown` until the handler checks it (a client may send anything).
 */
export type Input<K extends RouteName> = { [F in keyof BodyOf<(typeof ALL_API)[K]>]?: unknown };

/**
 * What the admin routes answer (pocketbase/pb_hooks/admin.pb.js and the queues' files; the
 * rows are built by pb_hooks/lib/admin.js and lib/provider-warnings.js, whose JSDoc returns
 * these types, so `npm run check` fails when a row and its type part). The admin panel
 * (src/islands/admin/api.ts) reads the same types: one declaration for both ends.
 */
import type { ApprovalRule, EmailDomainKind } from './accounts';
import type { Decision, ReportReason } from './moderation';
import type { PrivacyRequestStatus } from './privacy-rights';
import type { ClaimStatus } from './provider-owner';
import type { BlogPostsRecord, ProvidersRecord, UsersRecord } from './records.gen';
import type { Signal, VerificationDecision } from './review-integrity';
import type { WarningReason } from './provider-warnings';

/** An account as the admin routes answer it (`API.adminUserApprove`, `API.adminUserUnblock`). */
export interface AdminUserRow {
  id: string;
  /** The same id, under the name the spec's RPC answered it with. */
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  job_title: string;
  company_name: string;
  bio: string;
  user_type: UsersRecord['user_type'];
  roles: UsersRecord['roles'];
  is_admin: boolean;
  /** The e-mail is confirmed (an account is approved only then). */
  verified: boolean;
  approved: boolean;
  approved_at: string;
  /** The rule that approved the account ('' while pending). */
  approved_by: ApprovalRule | '';
  /** The admin who approved it by hand ('' otherwise). */
  approved_admin: string;
  /** The kind of the e-mail's domain (the evidence an admin weighs). */
  email_domain_kind: EmailDomainKind;
  linkedin_url: string;
  blocked: boolean;
  blocked_by: string;
  blocked_at: string;
  blocked_reason: string;
  created: string;
  updated: string;
}

/** A row of `API.adminUsers (GET)` (paged: `AdminPage`). */
export interface AdminUser extends AdminUserRow {
  /** A provider's invitation to this address is still valid (not used, not expired). */
  invitation_pending: boolean;
}

/** Who wrote a review, as `API.adminReviewAuthor` shows it to a moderator (anonymous ones too). */
export interface AdminReviewAuthor {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  job_title: string;
  company_name: string;
  linkedin_url: string;
}

/** The answer of `API.adminReviewAuthor (GET)`; `author` is null when the account is gone. */
export interface AdminReviewAuthorAnswer {
  review: string;
  anonymous: boolean;
  author: AdminReviewAuthor | null;
}

/** A provider's public warning as the admin routes answer it (the note included: admins only). */
export interface AdminProviderWarning {
  id: string;
  provider: string;
  reason: string;
  note: string;
  issued_by: string;
  expires_at: string;
  lifted_at: string;
  lifted_by: string;
  created: string;
}

/**
 * A provider as the admin routes answer it (`API.adminProviderOwner`), with its owner's name
 * and e-mail ('' without owner). Not the description nor the case studies: a page of 50 stays
 * far under 200 KB.
 */
export interface AdminProviderRow {
  id: string;
  collectionId: string;
  /** The owner's id; empty when the platform holds the profile. */
  user: string;
  slug: string;
  company_name: string;
  logo: string;
  website: string;
  whatsapp_number: string;
  headquarters_country: string;
  categories: string[];
  verified: boolean;
  featured: boolean;
  status: ProvidersRecord['status'];
  approved_at: string;
  approved_by: string;
  admin_notes: string;
  average_rating: number;
  total_reviews: number;
  created: string;
  updated: string;
  user_first_name: string;
  user_last_name: string;
  user_email: string;
  user_linkedin_url: string;
}

/** A row of `API.adminProviders (GET)`. */
export interface AdminProvider extends AdminProviderRow {
  /** The active public warning (docs/DECISIONS.md § Public warnings), null when none. */
  warning: AdminProviderWarning | null;
}

/** A row of `API.adminPosts (GET)`: a blog post without its content. */
export interface AdminPostRow {
  id: string;
  collectionId: string;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string;
  featured_image_url: string;
  featured: boolean;
  status: BlogPostsRecord['status'];
  published_at: string;
  reading_time: number;
  view_count: number;
  external_url: string;
  categories: string[];
  tags: string[];
  created: string;
  updated: string;
}

/** The counts of `API.adminSummary (GET)` (and of each list's answer): SQL COUNTs. */
export interface UserCounts {
  approved: number;
  blocked: number;
  /** Not approved and not blocked: the "Pendientes" list. */
  pending: number;
}
export interface ProviderCounts {
  approved: number;
  rejected: number;
  pending: number;
  /** Without owner, any status (held by the platform or left by an account deletion). */
  unowned: number;
}
export interface PostCounts {
  total: number;
  /** Public now (published, dated today or earlier). */
  published: number;
  /** Published with a date still in the future. */
  scheduled: number;
  drafts: number;
  views: number;
}
export interface AdminSummary {
  users: UserCounts;
  providers: ProviderCounts;
  posts: PostCounts;
}

/** The body of an admin action that takes an optional note (kept in the audit row). */
export interface AdminNoteBody {
  note?: string;
}

/**
 * The body of `API.adminProviderWarning (POST)`: `expires_on` a site day after today, or ''
 * (left out: ''). `original_created`: a superuser's import of history keeps the warning's
 * original date (pb_hooks/lib/imports.js).
 */
export interface AdminWarningBody {
  reason: WarningReason;
  note?: string;
  expires_on?: string;
  original_created?: string;
}

/** A row of `API.adminClaims (GET)`. */
export interface AdminClaimRow {
  id: string;
  provider: string;
  provider_name: string;
  provider_slug: string;
  provider_website: string;
  member_name: string;
  member_email: string;
  email: string;
  status: ClaimStatus;
  created: string;
  verified_at: string;
  decided_at: string;
  decision_reason: string;
}

/** The counts of `API.adminClaims (GET)`, by state. */
export interface ClaimCounts {
  verified: number;
  approved: number;
  refused: number;
}

/** The body of `API.adminClaimDecide (POST)`: a refusal needs its reason (e-mailed). */
export interface AdminClaimDecision {
  approve: boolean;
  reason: string;
}

/** The answer of `API.adminClaimDecide (POST)`. */
export interface AdminClaimDecided {
  id: string;
  status: ClaimStatus;
}

/** A row of `API.adminPrivacyRequests (GET)`. */
export interface AdminPrivacyRequestRow {
  id: string;
  name: string;
  email: string;
  country: string;
  right: string;
  detail: string;
  status: PrivacyRequestStatus;
  due_on: string;
  created: string;
  answered_at: string;
  answer_note: string;
}

/** The counts of `API.adminPrivacyRequests (GET)`, by state. */
export interface PrivacyRequestCounts {
  pending: number;
  answered: number;
}

/** The answer of `API.adminPrivacyRequestAnswered (POST)`. */
export type AdminPrivacyRequestAnswered = Pick<
  AdminPrivacyRequestRow,
  'id' | 'status' | 'answered_at' | 'answer_note'
>;

/** A review as the report and verification queues show it (pb_hooks/lib/report-queue.js). */
export interface AdminReviewSummary {
  id: string;
  title: string;
  review_text: string;
  overall_rating: number;
  anonymous: boolean;
  moderation: string;
  hidden: boolean;
  created: string;
  provider: string;
  provider_name: string;
  provider_slug: string;
}

/** A row of `API.adminReports (GET)`: one reported review (`id` is the review's). */
export interface AdminReportGroup {
  id: string;
  review: AdminReviewSummary;
  reports: {
    id: string;
    reason: ReportReason;
    detail: string;
    by_owner: boolean;
    created: string;
  }[];
  /** Open reports of the review (the first few are in `reports`). */
  reports_total: number;
  oldest: string;
}

/** A row of `API.adminReportsDecided (GET)`: the review's latest decision. */
export interface AdminDecidedGroup {
  id: string;
  review: AdminReviewSummary;
  decision: 'upheld' | 'dismissed' | '';
  decision_reason: string;
  decided_at: string;
  reason: ReportReason | '';
}

/** A held review's signal; a near-duplicate names the other review when it still exists. */
export type AdminHeldSignal = Signal & {
  other?: { id: string; title: string; hidden: boolean; url: string } | null;
};

/** A row of `API.adminVerification (GET)` (`id` is the review's). */
export interface AdminHeldReview {
  id: string;
  review: AdminReviewSummary;
  held_at: string;
  signals: AdminHeldSignal[];
}

/**
 * The body of `API.adminReviewModeration (POST)`: the reason is e-mailed to the author.
 * `original_decided_at`: a superuser's import of history keeps the decision's original date.
 */
export interface AdminModerationBody {
  decision: Decision;
  reason: string;
  original_decided_at?: string;
}

/** The answer of `API.adminReviewModeration (POST)`. */
export interface AdminModerationAnswer {
  id: string;
  moderation: string;
  hidden: boolean;
  reports_closed: number;
}

/**
 * The body of `API.adminVerificationDecide (POST)`: a removal names a report reason.
 * `original_decided_at`: a superuser's import of history keeps the decision's original date.
 */
export interface AdminVerificationBody {
  decision: VerificationDecision;
  reason?: string;
  original_decided_at?: string;
}

/** The answer of `API.adminVerificationDecide (POST)`. */
export interface AdminVerificationAnswer {
  id: string;
  moderation: string;
  hidden: boolean;
  decision: VerificationDecision;
}

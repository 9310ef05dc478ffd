// What the PocketBase hooks (and migrations) use from the shared rules. scripts/setup.mjs
// bundles this file to pocketbase/pb_hooks/lib/domain.gen.js (CommonJS for goja); hooks
// `require` that file, mostly through lib/util.js (`util.domain()`, `util.fail`).
export { uniqueSlug } from './slug';
export { slugify, stripAccents, SLUG_PATTERN, isSlug } from '../contract/slug';
export { stripHtml, excerptOf, metaDescriptionOf, readingTimeOf } from './text';
export { isLinkedInUrl, normalizeLinkedInUrl } from './linkedin';
export {
  isValidFoundedYear,
  normalizeCategoryName,
  isValidCategoryName,
  MIN_FOUNDED_YEAR,
} from './validation';
export { REVIEW_EDIT_DAYS, isRating, isReviewEditable } from '../contract/reviews';
export {
  isAdminAccount,
  automaticApproval,
  isApprovalRule,
  APPROVAL_RULE_LABELS,
  EMAIL_DOMAIN_KIND_LABELS,
  emailDomainOf,
} from '../contract/accounts';
export { isFreeMailDomain, emailDomainKindOf } from './free-mail';
export { VERIFICATION_RESEND_SECONDS } from '../contract/verification-mail';
export {
  publicProviderFilter,
  PUBLIC_PROVIDER_FILTER,
  isPublicProvider,
  PUBLISHED_POST_FILTER,
  averageRatingSql,
  reviewCountSql,
  favoritesCountSql,
  publicReviewFilter,
  PUBLIC_REVIEW_FILTER,
  publicReviewsOfSql,
  publicProviderSql,
  publicReviewSql,
} from '../contract/visibility';
export {
  REPORT_REASONS,
  HIDING_REASONS,
  MODERATION_STATES,
  REPORT_STATUSES,
  DECISIONS,
  stateAfterReport,
  isReportReason,
  isDecision,
  stateAfterDecision,
  isHiddenState,
} from '../contract/moderation';
export {
  OUTBOX_TOPICS,
  OUTBOX_COLLECTIONS,
  ALL_OUTBOX_TOPICS,
  OUTBOX_ACK_MAX,
  ACCOUNT_APPROVAL_EVENT_ID,
} from '../contract/outbox';
export {
  RANKING_PRIOR_ID,
  RANKING_PRIOR_WEIGHT,
  rankingDay,
  ownerReportsLeavingSql,
  rankingInputsSql,
  rankingInputExprs,
  scoreFrom,
  rankingScoreSql,
  PRIOR_MEAN_SQL,
} from '../contract/ranking';
export { ERROR_CODE_FIELD, ERRORS, errorText, SIGN_IN_TO_CREATE } from '../contract/errors';
export {
  EMPLOYEE_COUNTS,
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  isRecordId,
  FORM_COUNTRIES,
  PROVIDER_AGGREGATES,
  COMMUNITY_REVIEWS_PER_PAGE,
  REVIEW_TEXT_MIN,
  ADMIN_NOTE_MAX,
} from '../contract/fields';
export {
  replyMail,
  moderationMail,
  verificationMail,
  authMailTemplates,
  RESET_TOKEN_SECONDS,
  EMAIL_CHANGE_TOKEN_SECONDS,
  signUpNoticeMail,
  emailChangedMail,
  approvalMail,
  ownerlessProvidersMail,
  contactMail,
} from './mail';
export { paths, AUTH_PATHS } from '../contract/paths';
export {
  PERSONAL_DATA,
  exportParts,
  DELETED_ACTOR,
  EXPORT_FORMAT,
  DELETE_CONFIRMATION,
  REAUTH_WINDOW_SECONDS,
} from '../contract/personal-data';
export {
  MAIL_PREFERENCES,
  MAIL_KINDS,
  isMailKind,
  UNSUBSCRIBE_PAGE,
  UNSUBSCRIBE_API,
  UNSUBSCRIBE_TOKEN_SECONDS,
} from '../contract/mail-preferences';
export {
  checkContact,
  checkPrivacyRequest,
  HONEYPOT_FIELD,
  FORM_TOKEN_FIELD,
  FORM_MIN_FILL_MS,
  FORM_TOKEN_MAX_AGE_MS,
  isEmailAddress,
} from './public-forms';
export { privacyDeadline } from '../contract/privacy-rights';
// Review invitations and provenance
export { invitationMail } from './mail';
export {
  INVITATION_DAILY_LIMIT,
  INVITATION_TTL_DAYS,
  INVITATION_TOKEN_PARAM,
  parseInvitationList,
} from '../contract/invitations';
// Reviews: context and sub-ratings
export {
  checkReviewContext,
  reviewFacts,
  CONTEXT_FIELDS,
  PRIVATE_REVIEW_FIELDS,
  SUB_RATINGS,
} from '../contract/review-context';
// Contract as a leaf: public state, published-post SQL, ranking order.
export {
  PUBLIC_PROVIDER_STATE,
  isPublishedPost,
  publishedPostSql,
  ACTIVE_CATEGORY_FILTER,
} from '../contract/visibility';
export { rankingOrderSql, nameSortKeySql } from '../contract/ranking-order';
// Providers: claims, requests for proposal and statistics
export { claimVerifyMail, claimDecisionMail, leadMail } from './mail';
export {
  isClaimed,
  CLAIM_TOKEN_HOURS,
  CLAIM_VERIFY_PAGE,
  websiteDomain,
  emailMatchesWebsite,
  LEAD_LIMIT,
  LEAD_WINDOW_HOURS,
  LEAD_MESSAGE_MIN,
  LEAD_MESSAGE_MAX,
  LEAD_FIELD_ERRORS,
  checkLead,
  STAT_HITS,
  HIT_COLUMN,
  MAX_HIT_PROVIDERS,
  isBotAgent,
  isPrefetch,
  isStatWindow,
  windowStart,
  fillDays,
} from '../contract/provider-owner';
export { siteDateTime, siteDay, siteDayStart, SITE_UTC_OFFSET_MINUTES } from '../contract/time';
// Provider facts: coverage, pricing, local obligations, integrations
export { checkFacts } from '../contract/provider-facts';
// Review integrity: the signals computed on every new review
export {
  reviewSignals,
  shouldHold,
  networkPrefix,
  VERIFYING_STATE,
  SIGNALS_TIMING_LOG,
  isVerificationDecision,
  MIN_SHINGLES,
  MAX_DUPLICATE_CANDIDATES,
  BURST_WINDOW_HOURS,
  BURST_HISTORY_DAYS,
  NETWORK_WINDOW_DAYS,
  NETWORK_RETENTION_DAYS,
} from '../contract/review-integrity';
export {
  shinglesOf,
  legacyBandKeys,
  shingleIndex,
  shingleHashes,
  fingerprintOf,
  fingerprintHashes,
  similarityTo,
} from './text-similarity';
export { emailDomain } from '../contract/provider-owner';
// Public warnings on a provider
export {
  WARNING_REASONS,
  WARNING_REASON_LABELS,
  WARNING_NOTE_MAX,
  isWarningReason,
  isActiveWarning,
} from '../contract/provider-warnings';
export { providerWarningMail } from './mail';
export { SITE_DEFAULTS } from '../contract/site-defaults';
// Quarterly recognitions
export {
  computeRecognitions,
  parseQuarterKey,
  quarterKey,
  quarterStart,
  quarterEnd,
  previousQuarter,
  lastEndedQuarter,
  hasEnded,
  topRatedWindowStart,
} from './recognitions';

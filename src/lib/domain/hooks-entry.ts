// What the PocketBase hooks (and migrations) use from the shared rules. scripts/setup.mjs
// bundles this file to pocketbase/pb_hooks/lib/domain.gen.js (CommonJS for goja); hooks
// `require` that file, mostly through lib/util.js (`util.domain()`, `util.fail`).
export { slugify, uniqueSlug, stripAccents } from './slug';
export { stripHtml, excerptOf, metaDescriptionOf, readingTimeOf } from './text';
export { isLinkedInUrl, normalizeLinkedInUrl } from './linkedin';
export {
  isValidFoundedYear,
  normalizeCategoryName,
  isValidCategoryName,
  isReviewEditable,
  isAdminAccount,
  MIN_FOUNDED_YEAR,
  REVIEW_EDIT_DAYS,
} from './validation';
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
  stateAfterDecision,
  isHiddenState,
} from '../contract/moderation';
export {
  OUTBOX_TOPICS,
  OUTBOX_COLLECTIONS,
  ALL_OUTBOX_TOPICS,
  OUTBOX_ACK_MAX,
} from '../contract/outbox';
export {
  RANKING_PRIOR_ID,
  RANKING_PRIOR_WEIGHT,
  rankingDay,
  rankingInputsSql,
  rankingInputExprs,
  scoreFrom,
  rankingScoreSql,
  PRIOR_MEAN_SQL,
} from '../contract/ranking';
export { ERRORS, errorText, SIGN_IN_TO_CREATE } from '../contract/errors';
export {
  EMPLOYEE_COUNTS,
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  isRecordId,
  FORM_COUNTRIES,
  PROVIDER_AGGREGATES,
  COMMUNITY_REVIEWS_PER_PAGE,
  REVIEW_TEXT_MIN,
} from '../contract/fields';
export {
  replyMail,
  moderationMail,
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
} from './public-forms';
export { privacyDeadline, siteDateTime } from '../contract/privacy-rights';
// Provider facts: coverage, pricing, local obligations, integrations (issue 23 §2)
export { checkFacts } from '../contract/provider-facts';

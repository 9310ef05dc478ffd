// What the PocketBase hooks use from the domain rules. scripts/setup.mjs bundles this file to
// pocketbase/pb_hooks/lib/domain.gen.js (CommonJS for goja); hooks `require` that file.
export { slugify, uniqueSlug, stripAccents } from './slug';
export { stripHtml, excerptOf, metaDescriptionOf, readingTimeOf } from './text';
export { isLinkedInUrl } from './linkedin';
export {
  isValidFoundedYear,
  normalizeCategoryName,
  isValidCategoryName,
  isReviewEditable,
  isAdminAccount,
  MIN_FOUNDED_YEAR,
  REVIEW_EDIT_DAYS,
} from './validation';
export { LOGIN_LOCKED_CODE } from './auth-codes';

/**
 * The Spanish message of a failed PocketBase call, for toasts of the form "Error … (backend
 * message)". Chosen by code, never by the server's text where a code exists: the product's
 * hooks fail with a contract code (src/lib/contract/errors.ts), PocketBase's field errors carry
 * `validation_*` codes with their parameters. PocketBase's top-level messages carry no code:
 * those few are matched by status and, for the ones a status does not tell apart, by text
 * (TOP). Transport failures get their Spanish equivalent, so a member never reads "Failed to
 * authenticate." or "Something went wrong.".
 */
import { backend as b } from '@/lib/messages/common';
import { errorEntryOf, errorText, isErrorCode } from '@/lib/contract/errors';

interface PbError {
  status?: number;
  isAbort?: boolean;
  message?: string;
  response?: {
    message?: string;
    data?: Record<
      string,
      { code?: string; message?: string; params?: Record<string, unknown> } | undefined
    >;
  };
}

/**
 * PocketBase's top-level messages (core, apis), without the trailing dot. (429, 5xx and no answer
 * at all are recognised by status.)
 */
const TOP: Record<string, string> = {
  'Failed to authenticate': b.invalidCredentials,
  'The request requires valid record authorization token': b.sessionExpired,
  'The request requires valid auth record': b.sessionExpired,
  'Missing or invalid auth token': b.sessionExpired,
  'The authorized record is not allowed to perform this action': b.forbidden,
  'Only superusers can perform this action': b.forbidden,
  'You are not allowed to perform this request': b.forbidden,
  'Insufficient permissions to access the resource': b.forbidden,
  "The requested resource wasn't found": b.notFound,
  'Missing collection context': b.notFound,
  'An error occurred while validating the submitted data': b.invalidData,
  'An error occurred while loading the submitted data': b.invalidData,
  'Failed to create record': b.invalidData,
  'Failed to update record': b.invalidData,
  'Failed to read the submitted data': b.invalidData,
  'Failed to load the submitted data due to invalid formatting': b.invalidData,
  'Invalid or expired token': b.invalidToken,
  'Invalid or expired verification token': b.invalidToken,
  'Invalid or expired password reset token': b.invalidToken,
  'Request entity too large': b.tooLarge,
};

type Params = Record<string, unknown>;
/**
 * A parameter of a field error; PocketBase's password field sends none and writes its limit
 * into the message only, so the first number of the message stands in.
 */
const param = (p: Params | undefined, name: string, message = ''): string => {
  const value = p?.[name];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return /\d+/.exec(message)?.[0] ?? '';
};

/** PocketBase's field error codes (core fields and ozzo-validation rules). */
const FIELD_CODES: Record<string, (p: Params | undefined, message: string) => string> = {
  validation_required: () => b.required,
  validation_nil_or_not_empty_required: () => b.required,
  validation_not_nil_required: () => b.required,
  validation_not_unique: () => b.notUnique,
  validation_is_email: () => b.invalidEmail,
  validation_is_url: () => b.invalidUrl,
  validation_values_mismatch: () => b.mismatch,
  validation_invalid_old_password: () => b.oldPassword,
  // E-mail change (request and confirmation) and its tokens.
  validation_invalid_new_email: () => b.emailTaken,
  validation_invalid_token_email: () => b.emailTaken,
  validation_not_in_invalid: () => b.sameEmail,
  validation_invalid_password: () => b.wrongPassword,
  validation_invalid_token: () => b.invalidToken,
  validation_invalid_token_payload: () => b.invalidToken,
  validation_token_collection_mismatch: () => b.invalidToken,
  validation_min_text_constraint: (p, m) => b.minLength(param(p, 'min', m)),
  validation_max_text_constraint: (p, m) => b.maxLength(param(p, 'max', m)),
  validation_length_too_short: (p, m) => b.minLength(param(p, 'min', m)),
  validation_length_too_long: (p, m) => b.maxLength(param(p, 'max', m)),
  validation_length_out_of_range: (p) => b.lengthBetween(param(p, 'min'), param(p, 'max')),
  validation_min_number_constraint: (p, m) => b.minNumber(param(p, 'min', m)),
  validation_max_number_constraint: (p, m) => b.maxNumber(param(p, 'max', m)),
  validation_min_greater_equal_than_required: (p, m) => b.minNumber(param(p, 'threshold', m)),
  validation_max_less_equal_than_required: (p, m) => b.maxNumber(param(p, 'threshold', m)),
};

/** Field codes of a link's token: shown before any other field error of the answer. */
const TOKEN_CODES = new Set([
  'validation_invalid_token',
  'validation_invalid_token_payload',
  'validation_invalid_token_email',
  'validation_token_collection_mismatch',
]);

/** PocketBase's own English field messages without a code of the table above. */
const ENGLISH_FIELD = /^(?:must be|invalid|missing or invalid|the submitted|cannot be|value must)/i;

/** A field error's Spanish text: by its code (the catalogue's, or PocketBase's own). */
function translateField(f: { code?: string; message?: string; params?: Params }): string {
  if (isErrorCode(f.code)) return errorText(f.code, f.params);
  const byCode = f.code ? FIELD_CODES[f.code] : undefined;
  const message = f.message ?? '';
  if (byCode) return byCode(f.params, message);
  return ENGLISH_FIELD.test(message) ? b.invalidData : message;
}

export function errorMessage(err: unknown): string {
  const e = (err ?? {}) as PbError;
  // No answer at all: PocketBase down, network gone, blocked by the browser.
  if (e.status === 0 && !e.isAbort && e.response?.message === undefined) return b.network;
  // The product's hooks say what went wrong by code (the per-account sign-in limit's 429 too).
  const entry = errorEntryOf(e);
  if (entry) return errorText(entry.code, entry.params);
  if (e.status === 429) return b.rateLimited;
  if (typeof e.status === 'number' && e.status >= 500) return b.server;
  // A token that is invalid or expired explains the other field errors of the same answer
  // (PocketBase then also refuses the password it cannot check against any account).
  const fields = Object.values(e.response?.data ?? {});
  const field =
    fields.find((f) => f?.code !== undefined && TOKEN_CODES.has(f.code)) ??
    fields.find((f) => f?.message);
  if (field) return translateField(field);
  const top = e.response?.message ?? e.message ?? '';
  return TOP[top.replace(/\.$/, '')] ?? top;
}

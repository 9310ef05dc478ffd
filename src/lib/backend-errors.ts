/**
 * The Spanish message of a failed PocketBase call, for toasts of the form "Error … (backend
 * message)". The product's hooks answer in Spanish and are passed through; PocketBase's own
 * messages (English) and transport failures are replaced by their Spanish equivalent, so a
 * member never reads "Failed to authenticate." or "Something went wrong.".
 */
import { backend as b } from '@/lib/messages/common';
import { LOGIN_LOCKED_CODE } from '@/lib/domain/auth-codes';

interface PbError {
  status?: number;
  isAbort?: boolean;
  message?: string;
  response?: { message?: string; data?: Record<string, { code?: string; message?: string }> };
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

/** PocketBase's field messages (ozzo-validation and core fields). */
const FIELD: [RegExp, (...g: string[]) => string][] = [
  [/^cannot be blank|^missing required value/i, () => b.required],
  [/^value must be unique|already in use|already exists/i, () => b.notUnique],
  [/^must be a valid email/i, () => b.invalidEmail],
  [/^must be a valid url/i, () => b.invalidUrl],
  [/^values don't match/i, () => b.mismatch],
  [/^missing or invalid old password/i, () => b.oldPassword],
  [/^must be at least (\d+) character/i, (n) => b.minLength(n ?? '')],
  [/^must be no more than (\d+) character/i, (n) => b.maxLength(n ?? '')],
  [/^the length must be between (\d+) and (\d+)/i, (x, y) => b.lengthBetween(x ?? '', y ?? '')],
  [/^the length must be (?:at least|no less than) (\d+)/i, (n) => b.minLength(n ?? '')],
  [/^the length must be (?:no more than|at most) (\d+)/i, (n) => b.maxLength(n ?? '')],
  [/^must be greater (?:or equal )?than (\S+)/i, (n) => b.minNumber(n ?? '')],
  [/^must be less (?:or equal )?than (\S+)/i, (n) => b.maxNumber(n ?? '')],
  [/^(?:must be|invalid|missing or invalid|the submitted)/i, () => b.invalidData],
];

function translateField(message: string): string {
  for (const [re, to] of FIELD) {
    const m = re.exec(message);
    if (m) return to(...m.slice(1));
  }
  return message;
}

export function errorMessage(err: unknown): string {
  const e = (err ?? {}) as PbError;
  // No answer at all: PocketBase down, network gone, blocked by the browser.
  if (e.status === 0 && !e.isAbort && e.response?.message === undefined) return b.network;
  if (e.status === 429) {
    // The per-account limit of failed sign-ins (pb_hooks/auth.pb.js) says so by its code.
    const codes = Object.values(e.response?.data ?? {}).map((f) => f?.code);
    return codes.includes(LOGIN_LOCKED_CODE) ? b.loginLocked : b.rateLimited;
  }
  if (typeof e.status === 'number' && e.status >= 500) return b.server;
  const field = Object.values(e.response?.data ?? {}).find((f) => f?.message)?.message;
  if (field) return translateField(field);
  const top = e.response?.message ?? e.message ?? '';
  return TOP[top.replace(/\.$/, '')] ?? top;
}

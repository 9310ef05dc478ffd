/**
 * The two forms a visitor can send without an account: /contacto and the
 * privacy request (/privacidad/solicitud). One validation per form, run by the page script
 * before sending and by the hooks that receive them (pb_hooks/contact.pb.js, privacy.pb.js,
 * through the hooks bundle), so both say the same thing. Bad fields map to contract error
 * codes (errors.ts), whose Spanish text the page shows next to each field.
 *
 * Spam is kept out without third-party captchas: a honeypot field people never see, and a
 * minimum fill time measured from a server-signed token (pb_hooks/lib/forms.js).
 */
import type { ErrorCode } from '../contract/errors';
import {
  isPrivacyCountry,
  isPrivacyRight,
  type PrivacyCountry,
  type PrivacyRight,
} from '../contract/privacy-rights';

/** The honeypot: a field hidden from people ("Sitio web"), that bots fill in. */
export const HONEYPOT_FIELD = 'website';
/** The server-signed start token (GET /api/lp/forms/token). */
export const FORM_TOKEN_FIELD = 'token';
/** A form sent sooner than this after its token was issued is treated as a bot's. */
export const FORM_MIN_FILL_MS = 3000;
/** A token older than this is refused (form_expired): the page is reloaded for a new one. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3600_000;

export const FORM_LIMITS = { name: 120, email: 254, messageMin: 10, message: 5000 } as const;

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export interface PrivacyRequestInput {
  name: string;
  email: string;
  country: PrivacyCountry;
  right: PrivacyRight;
  detail: string;
}

export interface Checked<T> {
  /** The trimmed values (meaningful only when `errors` is empty). */
  values: T;
  /** Bad fields and their codes; empty when the form is valid. */
  errors: Partial<Record<keyof T, ErrorCode>>;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A plausible address, without spaces or line breaks (it goes into a Reply-To header). */
export function isEmailAddress(value: string): boolean {
  return (
    value.length <= FORM_LIMITS.email &&
    /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(value)
  );
}

// Control characters other than tab and line breaks never belong in a form.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function checkName(name: string): ErrorCode | null {
  return name === '' || name.length > FORM_LIMITS.name || /[\r\n]/.test(name) || CONTROL.test(name)
    ? 'form_name'
    : null;
}

export function checkContact(input: Readonly<Record<string, unknown>>): Checked<ContactInput> {
  const values = {
    name: text(input['name']),
    email: text(input['email']).toLowerCase(),
    message: text(input['message']),
  };
  const errors: Checked<ContactInput>['errors'] = {};
  const name = checkName(values.name);
  if (name) errors.name = name;
  if (!isEmailAddress(values.email)) errors.email = 'form_email';
  if (
    values.message.length < FORM_LIMITS.messageMin ||
    values.message.length > FORM_LIMITS.message ||
    CONTROL.test(values.message)
  ) {
    errors.message = 'form_message';
  }
  return { values, errors };
}

export function checkPrivacyRequest(
  input: Readonly<Record<string, unknown>>,
): Checked<PrivacyRequestInput> {
  const country = input['country'];
  const right = input['right'];
  const values = {
    name: text(input['name']),
    email: text(input['email']).toLowerCase(),
    country: isPrivacyCountry(country) ? country : 'otro',
    right: isPrivacyRight(right) ? right : 'otro',
    detail: text(input['detail']),
  };
  const errors: Checked<PrivacyRequestInput>['errors'] = {};
  const name = checkName(values.name);
  if (name) errors.name = name;
  if (!isEmailAddress(values.email)) errors.email = 'form_email';
  if (!isPrivacyCountry(country)) errors.country = 'form_country';
  if (!isPrivacyRight(right)) errors.right = 'form_right';
  if (values.detail.length > FORM_LIMITS.message || CONTROL.test(values.detail)) {
    errors.detail = 'form_detail';
  }
  return { values, errors };
}

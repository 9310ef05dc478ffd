/**
 * The e-mails a member may turn off: each kind, the users field that
 * records the opt-out (false = the member gets them), and where the one-click opt-out link
 * goes. Essential e-mails (verification, password, e-mail change, moderation decisions,
 * security notices) have no opt-out. Hooks: pb_hooks/account.pb.js, lib/account.js.
 */
export const MAIL_PREFERENCES = {
  /** A provider replied to one of the member's reviews (pb_hooks/replies.pb.js). */
  replies: 'mail_off_replies',
  /** News about the account's approval. */
  approval: 'mail_off_approval',
} as const;

export type MailKind = keyof typeof MAIL_PREFERENCES;

export const MAIL_KINDS = Object.keys(MAIL_PREFERENCES) as MailKind[];

export function isMailKind(v: unknown): v is MailKind {
  return typeof v === 'string' && Object.hasOwn(MAIL_PREFERENCES, v);
}

/** The site page the opt-out link of an e-mail opens (`?token=`). */
export const UNSUBSCRIBE_PAGE = '/baja-correo';

/** The API route that turns a preference off from a signed token (no sign-in; RFC 8058 POST). */
export const UNSUBSCRIBE_API = '/api/lp/mail/unsubscribe';

/** How long an opt-out link works (a year: old e-mails keep working). */
export const UNSUBSCRIBE_TOKEN_SECONDS = 365 * 24 * 3600;

/** `API.accountPreferences (POST)`: the body sets either kind or both; the answer has both. */
export type MailPreferences = Record<MailKind, boolean>;

/** The query of `API.mailUnsubscribe (POST)`: the e-mail's signed token. */
export interface UnsubscribeQuery {
  token: string;
}

/** The answer of `API.mailUnsubscribe (POST)`: which e-mails stop. */
export interface UnsubscribeAnswer {
  kind: MailKind;
  subscribed: false;
}

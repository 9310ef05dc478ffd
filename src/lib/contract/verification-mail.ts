/**
 * The verification e-mail's resend (docs/SECURITY.md § Verification e-mail): one e-mail per
 * address per window, the sign-up's own e-mail included. The hooks keep the time of the last
 * send (pb_hooks/lib/users.js, shared by PocketBase's requestVerification and the route
 * below); the confirmation page and the dashboard's pending notice ask the route and show
 * when the next send is possible.
 */

/** POST `{ email }` → `VerificationResendAnswer`, or 429 `verification_resend_wait`. */
export const VERIFICATION_RESEND_API = '/api/lp/verification/resend';

/**
 * Seconds between two verification e-mails to one address (PocketBase's own throttle is
 * 2 minutes). The hooks read `VERIFICATION_RESEND_SECONDS` from the environment (tests
 * shorten it), this value otherwise.
 */
export const VERIFICATION_RESEND_SECONDS = 120;

/**
 * A send that happened, and when the next one is possible: at `next_at` (ISO 8601, UTC), in
 * `seconds` (clients count from their own clock with it). The 429
 * `verification_resend_wait` carries the same two as its params.
 */
export interface VerificationResendAnswer {
  sent: true;
  next_at: string;
  seconds: number;
}

/** The body of `API.verificationResend (POST)`. */
export interface VerificationResendBody {
  email: string;
}

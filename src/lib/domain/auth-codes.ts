/**
 * Error codes of the sign-in hooks (pocketbase/pb_hooks/auth.pb.js), shared with the client so
 * it picks the Spanish text by code.
 */

/** 429 of the per-account limit of failed password sign-ins (in the `identity` field data). */
export const LOGIN_LOCKED_CODE = 'too_many_login_failures';

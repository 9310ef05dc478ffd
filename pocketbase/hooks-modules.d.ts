// Types of the hooks' shared modules: `require(`${__hooks}/lib/x.js`)` (the only way goja
// handlers load code) gets the type of that module's `module.exports`, so a misspelt helper
// or a wrong argument fails `npm run check` instead of a request at run time.
declare function require(
  path: `${string}/lib/account.js`,
): typeof import('./pb_hooks/lib/account.js');
declare function require(path: `${string}/lib/admin.js`): typeof import('./pb_hooks/lib/admin.js');
declare function require(path: `${string}/lib/blog.js`): typeof import('./pb_hooks/lib/blog.js');
declare function require(
  path: `${string}/lib/domain.gen.js`,
): typeof import('../src/lib/domain/hooks-entry');
declare function require(path: `${string}/lib/forms.js`): typeof import('./pb_hooks/lib/forms.js');
declare function require(
  path: `${string}/lib/imports.js`,
): typeof import('./pb_hooks/lib/imports.js');
declare function require(
  path: `${string}/lib/invitations.js`,
): typeof import('./pb_hooks/lib/invitations.js');
declare function require(
  path: `${string}/lib/login-limit.js`,
): typeof import('./pb_hooks/lib/login-limit.js');
declare function require(path: `${string}/lib/mail.js`): typeof import('./pb_hooks/lib/mail.js');
declare function require(
  path: `${string}/lib/outbox.js`,
): typeof import('./pb_hooks/lib/outbox.js');
declare function require(
  path: `${string}/lib/paging.js`,
): typeof import('./pb_hooks/lib/paging.js');
declare function require(
  path: `${string}/lib/provider-facts.js`,
): typeof import('./pb_hooks/lib/provider-facts.js');
declare function require(
  path: `${string}/lib/provider-owner.js`,
): typeof import('./pb_hooks/lib/provider-owner.js');
declare function require(
  path: `${string}/lib/providers.js`,
): typeof import('./pb_hooks/lib/providers.js');
declare function require(
  path: `${string}/lib/provider-warnings.js`,
): typeof import('./pb_hooks/lib/provider-warnings.js');
declare function require(
  path: `${string}/lib/ranking.js`,
): typeof import('./pb_hooks/lib/ranking.js');
declare function require(
  path: `${string}/lib/recognitions.js`,
): typeof import('./pb_hooks/lib/recognitions.js');
declare function require(
  path: `${string}/lib/render-reads.js`,
): typeof import('./pb_hooks/lib/render-reads.js');
declare function require(
  path: `${string}/lib/report-queue.js`,
): typeof import('./pb_hooks/lib/report-queue.js');
declare function require(
  path: `${string}/lib/review-facts.js`,
): typeof import('./pb_hooks/lib/review-facts.js');
declare function require(
  path: `${string}/lib/review-signals.js`,
): typeof import('./pb_hooks/lib/review-signals.js');
declare function require(
  path: `${string}/lib/reviews.js`,
): typeof import('./pb_hooks/lib/reviews.js');
declare function require(path: `${string}/lib/users.js`): typeof import('./pb_hooks/lib/users.js');
declare function require(path: `${string}/lib/util.js`): typeof import('./pb_hooks/lib/util.js');

/**
 * The contract's query-string builders (`paths.providerReviews`, `paths.communityReviews`) use
 * it and are bundled with the rest of the contract; goja has none, so the hooks call only the
 * path-only builders. Declared here so the bundle's sources type-check under the hooks' lib.
 */
declare class URLSearchParams {
  constructor();
  set(name: string, value: string): void;
  toString(): string;
}

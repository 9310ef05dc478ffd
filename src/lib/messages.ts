/**
 * Spanish copy of the member app, keyed by meaning. Islands and tests read
 * the same strings, so a wording change is made once.
 *
 * Each area lives in its own module under ./messages/ so that a script needing one area (the
 * provider page's member controls: auth and favorites) does not download the whole catalogue;
 * the app islands import this aggregate.
 */
import { backend, common } from './messages/common';
import { auth } from './messages/auth';
import { confirmation } from './messages/confirmation';
import { dashboard } from './messages/dashboard';
import { settings } from './messages/settings';
import { favorites } from './messages/favorites';
import { review } from './messages/review';
import { providerForm } from './messages/provider-form';
import { providerDashboard } from './messages/provider-dashboard';
import { admin } from './messages/admin';
import { replies } from './messages/replies';
import { pendingAccounts } from './messages/pending-accounts';
import { ownReviews } from './messages/own-reviews';
import { account } from './messages/account';
import { credentials } from './messages/credentials';

export const messages = {
  common,
  backend,
  auth,
  confirmation,
  dashboard,
  settings,
  favorites,
  review,
  providerForm,
  providerDashboard,
  replies,
  admin,
  pendingAccounts,
  ownReviews,
  account,
  credentials,
} as const;

/** employee count ranges. */
export { EMPLOYEE_COUNTS as EMPLOYEE_COUNT_OPTIONS } from '@/lib/contract/fields';

/**
 * The deployment settings' local-development defaults, shared by the site (src/lib/config.ts)
 * and the hooks (through the hooks bundle: settings.pb.js, contact.pb.js, lib/util.js), so a
 * default is written once. Production sets each through its environment variable
 * (docs/OPERATIONS.md).
 */
export const SITE_DEFAULTS = {
  /** SITE_URL: the public site, for links in e-mails and pages. */
  siteUrl: 'http://localhost:4321',
  /** BRAND_NAME */
  brand: 'LaPieza',
  /** ADMIN_EMAIL_DOMAIN: only accounts at this domain may hold the admin role. */
  adminEmailDomain: 'lapieza.io',
  /** SUPPORT_EMAIL: where the contact form's messages go; shown on the legal pages. */
  supportEmail: 'soporte@lapieza.io',
  /** MAIL_FROM: the sender of every e-mail. */
  mailFrom: 'no-reply@lapieza.io',
} as const;

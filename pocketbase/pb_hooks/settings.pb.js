// Runtime settings from the environment, applied at every start: site URL for e-mail links,
// sender, SMTP, rate limits, batch API, the users' auth e-mails and token lifetimes, LinkedIn SSO.

onBootstrap((e) => {
  e.next();
  const env = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const v = $os.getenv(name);
    return v === '' ? fallback : v;
  };
  const settings = e.app.settings();
  const defaults = require(`${__hooks}/lib/domain.gen.js`).SITE_DEFAULTS;
  const siteUrl = env('APP_URL', env('SITE_URL', defaults.siteUrl)).replace(/\/+$/, '');
  const brand = env('BRAND_NAME', defaults.brand);
  const from = env('MAIL_FROM', defaults.mailFrom);
  const smtpHost = env('SMTP_HOST', '');

  // Rate limits (docs/SECURITY.md). RATE_LIMITS=off disables them (local benchmarks only).
  const rules = [
    // Per client IP. 60/min lets an office behind one address sign in together; guessing one
    // account's password is stopped by the per-account limit of auth.pb.js (5 failures / 15 min).
    { label: '*:auth', maxRequests: 60, duration: 60 },
    { label: 'users:create', maxRequests: 10, duration: 60 },
    { label: '*:requestVerification', maxRequests: 5, duration: 60 },
    { label: 'POST /api/lp/verification/resend', maxRequests: 5, duration: 60 },
    { label: '*:requestPasswordReset', maxRequests: 5, duration: 60 },
    { label: '*:requestEmailChange', maxRequests: 5, duration: 60 },
    { label: '*:requestOTP', maxRequests: 5, duration: 60 },
    { label: '*:create', maxRequests: 30, duration: 10 },
    { label: 'POST /api/lp/blog/', maxRequests: 30, duration: 60 },
    // Public forms: a person sends a few; a flood from one address is refused.
    { label: 'POST /api/lp/contact', maxRequests: 5, duration: 600 },
    { label: 'POST /api/lp/privacy-requests', maxRequests: 5, duration: 600 },
    { label: '/api/batch', maxRequests: 5, duration: 1 },
    { label: '/api/', maxRequests: 600, duration: 10 },
  ];
  // The client address (rate limits, the review network signal): PocketBase runs behind the TLS
  // proxy, which appends the client's address to X-Forwarded-For; the rightmost entry is the
  // one the proxy wrote (docs/SECURITY.md § Client address). TRUSTED_PROXY_HEADERS=none when
  // PocketBase is reached directly (then the connection's address is used).
  const proxyHeaders = env('TRUSTED_PROXY_HEADERS', 'X-Forwarded-For')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s.toLowerCase() !== 'none');
  const excluded = env('RATE_LIMIT_EXCLUDED_IPS', '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

  unmarshal(
    {
      meta: {
        appName: brand,
        appURL: siteUrl,
        senderName: brand,
        senderAddress: from,
        hideControls: env('PB_HIDE_CONTROLS', 'false') === 'true',
      },
      smtp: {
        enabled: smtpHost !== '',
        host: smtpHost,
        port: parseInt(env('SMTP_PORT', '1025'), 10),
        username: env('SMTP_USER', ''),
        password: env('SMTP_PASSWORD', ''),
        tls: env('SMTP_TLS', 'false') === 'true',
        authMethod: 'PLAIN',
      },
      rateLimits: {
        enabled: env('RATE_LIMITS', 'on') !== 'off',
        rules: rules,
        excludedIPs: excluded,
      },
      trustedProxy: { headers: proxyHeaders, useLeftmostIP: false },
      batch: { enabled: true, maxRequests: 200, timeout: 30, maxBodySize: 0 },
      // Request logs (IP, account id, URL) are kept 5 days: the privacy page says so.
      logs: { maxDays: 5 },
    },
    settings,
  );
  e.app.save(settings);

  const users = e.app.findCollectionByNameOrId('users');
  const d = require(`${__hooks}/lib/util.js`).domain();
  const t = d.authMailTemplates();
  const linkedinId = env('LINKEDIN_CLIENT_ID', '');
  const providers = [];
  if (linkedinId) {
    providers.push({
      name: 'oidc',
      clientId: linkedinId,
      clientSecret: env('LINKEDIN_CLIENT_SECRET', ''),
      authURL: env('LINKEDIN_AUTH_URL', 'https://www.linkedin.com/oauth/v2/authorization'),
      tokenURL: env('LINKEDIN_TOKEN_URL', 'https://www.linkedin.com/oauth/v2/accessToken'),
      userInfoURL: env('LINKEDIN_USERINFO_URL', 'https://api.linkedin.com/v2/userinfo'),
      displayName: env('LINKEDIN_DISPLAY_NAME', 'LinkedIn'),
      pkce: false,
    });
  }
  unmarshal(
    {
      oauth2: { enabled: providers.length > 0, providers: providers },
      // Every auth e-mail in Spanish, linking to the site (src/lib/domain/mail/auth-mail.ts).
      verificationTemplate: t.verification,
      resetPasswordTemplate: t.resetPassword,
      confirmEmailChangeTemplate: t.confirmEmailChange,
      // "New location" alert: a password, LinkedIn or code sign-in from an IP + browser the
      // account has not used before (never on the account's first sign-in).
      authAlert: { enabled: true, emailTemplate: t.authAlert },
      // One-time codes stay off; their e-mail is Spanish should they be turned on.
      otp: { emailTemplate: t.otp },
      // Reset and e-mail-change links: short-lived, and single use because the password or
      // e-mail they change rotates the account's token key (docs/SECURITY.md).
      passwordResetToken: { duration: d.RESET_TOKEN_SECONDS },
      emailChangeToken: { duration: d.EMAIL_CHANGE_TOKEN_SECONDS },
    },
    users,
  );
  e.app.save(users);
});

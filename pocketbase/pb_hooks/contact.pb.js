// /contacto: a visitor's message to the support address (SUPPORT_EMAIL) through
// the configured SMTP, with Reply-To set to the visitor. Rate limited per client IP by the
// "POST /api/lp/contact" rule (settings.pb.js); spam-trapped by a honeypot and a minimum fill
// time (lib/forms.js): a trapped message gets the same answer as a sent one and goes nowhere.
// Also the token route both public forms ask for when their page loads.

routerAdd('GET', '/api/lp/forms/token', (e) => {
  const forms = require(`${__hooks}/lib/forms.js`);
  e.response.header().set('Cache-Control', 'no-store');
  return e.json(200, /** @satisfies {ApiAnswer<'formToken'>} */ ({ token: forms.issue(e.app) }));
});

routerAdd('POST', '/api/lp/contact', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const forms = require(`${__hooks}/lib/forms.js`);
  const d = util.domain();
  const { values: b, trapped } = forms.submission(e, ['name', 'email', 'message']);
  if (trapped) return e.json(200, /** @satisfies {ApiAnswer<'contact'>} */ ({ ok: true }));
  const checked = d.checkContact(b);
  forms.failFields(checked.errors);
  const v = checked.values;
  const m = require(`${__hooks}/lib/mail.js`);
  const site = m.site(e.app);
  const to = ($os.getenv('SUPPORT_EMAIL') || d.SITE_DEFAULTS.supportEmail).trim();
  const mail = d.contactMail({
    brand: site.brand,
    name: v.name,
    email: v.email,
    message: v.message,
    sentAt: d.siteDateTime(new Date()),
    pageUrl: `${site.siteUrl}/contacto`,
  });
  try {
    m.deliver(e.app, to, mail, { 'Reply-To': v.email });
  } catch (err) {
    e.app.logger().error('contact e-mail not sent', 'error', String(err));
    util.fail('contact_send_failed');
  }
  return e.json(200, /** @satisfies {ApiAnswer<'contact'>} */ ({ ok: true }));
});

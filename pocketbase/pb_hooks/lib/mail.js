// Sending the product's own e-mails (templates in src/lib/domain/mail/, bundled into
// domain.gen.js) through the configured SMTP.

/** The brand and the site's URL (no trailing slash) the templates need. */
function site(app) {
  const meta = app.settings().meta;
  return {
    brand: meta.appName || 'LaPieza',
    siteUrl: String(meta.appURL || '').replace(/\/+$/, ''),
  };
}

/**
 * Sends `mail` ({subject, html, text}) to `to`. Never throws: a mail outage is logged
 * (`what` names the e-mail), the request that caused it still succeeds. `replyTo`: the address
 * answers go to (a request for proposal's member), else the sender.
 */
function send(app, to, mail, what, replyTo) {
  const meta = app.settings().meta;
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: { address: meta.senderAddress, name: meta.senderName },
        to: [{ address: to }],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: replyTo ? { 'Reply-To': replyTo } : {},
      }),
    );
  } catch (err) {
    app.logger().error('e-mail not sent', 'what', what, 'error', String(err));
  }
}

module.exports = { site, send };

// Sending the product's own e-mails (templates in src/lib/domain/mail/, bundled into
// domain.gen.js) through the configured SMTP.

/**
 * The brand and the site's URL (no trailing slash) the templates need.
 * @param {core.App} app
 */
function site(app) {
  const meta = app.settings().meta;
  return {
    brand: meta.appName || require(`${__hooks}/lib/domain.gen.js`).SITE_DEFAULTS.brand,
    siteUrl: String(meta.appURL || '').replace(/\/+$/, ''),
  };
}

/**
 * Sends `mail` ({subject, html, text}) to `to` from the site's sender, with extra `headers`
 * (Reply-To, List-Unsubscribe…). Throws when the mail server refuses it: for the one caller
 * that tells the person (the contact form); the others use `send`.
 * @param {core.App} app
 * @param {string} to
 * @param {{ subject: string, html: string, text: string }} mail
 * @param {{ [name: string]: string }} [headers]
 */
function deliver(app, to, mail, headers) {
  const meta = app.settings().meta;
  app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: to }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: headers || {},
    }),
  );
}

/**
 * `deliver`, never throwing: a mail outage is logged (`what` names the e-mail, `ref` the
 * record it is about) and the request that caused it still succeeds.
 * @param {core.App} app
 * @param {string} to
 * @param {{ subject: string, html: string, text: string }} mail
 * @param {string} what
 * @param {{ headers?: { [name: string]: string }, ref?: string }} [opts]
 */
function send(app, to, mail, what, opts) {
  try {
    deliver(app, to, mail, opts && opts.headers);
  } catch (err) {
    app
      .logger()
      .warn('e-mail not sent', 'what', what, 'ref', (opts && opts.ref) || '', 'error', String(err));
  }
}

/**
 * E-mails a review's author the outcome of an admin's decision on it: `build` makes the mail
 * from what each such mail names (brand, first name, provider, review title) and the site.
 * Nothing is sent to an author without an address; never throws (as `send`).
 * @param {core.App} app
 * @param {core.Record} review
 * @param {string} what
 * @param {(about: { brand: string, firstName: string, providerName: string, reviewTitle: string }, site: { brand: string, siteUrl: string }) => { subject: string, html: string, text: string }} build
 */
function sendToReviewAuthor(app, review, what, build) {
  try {
    const util = require(`${__hooks}/lib/util.js`);
    const author = util.findById(app, 'users', review.getString('reviewer'));
    if (!author || !author.email()) return;
    const provider = util.findById(app, 'providers', review.getString('provider'));
    const s = site(app);
    const about = {
      brand: s.brand,
      firstName: author.getString('first_name'),
      providerName: provider ? provider.getString('company_name') : '',
      reviewTitle: review.getString('title'),
    };
    deliver(app, author.email(), build(about, s));
  } catch (err) {
    app.logger().warn('e-mail not sent', 'what', what, 'ref', review.id, 'error', String(err));
  }
}

module.exports = { site, deliver, send, sendToReviewAuthor };

// Account credentials: the old address is told when the account's e-mail changes.
// Password reset and change, and the e-mail change itself, are PocketBase's own endpoints
// (their e-mails: settings.pb.js); changing the password or the e-mail rotates the token
// key, which ends every session and voids every other reset or change link.

// After the change is saved, the previous address gets a notice (Spanish template in
// src/lib/domain/mail/credentials-mail.ts): whoever lost control of the account learns of it.
onRecordConfirmEmailChangeRequest((e) => {
  const oldEmail = e.record.email();
  const newEmail = e.newEmail;
  e.next();
  const mail = require(`${__hooks}/lib/mail.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const site = mail.site(e.app);
  const notice = util.domain().emailChangedMail({
    brand: site.brand,
    siteUrl: site.siteUrl,
    newEmail: newEmail,
  });
  mail.send(e.app, oldEmail, notice, 'e-mail changed notice');
}, 'users');

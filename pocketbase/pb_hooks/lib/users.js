// Rules applied to every save of a `users` record (see users.pb.js).

/** Derived and forced values of a user, whoever saves it. */
function normalize(record, isNew) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  record.setEmailVisibility(false);
  const roles = record.getStringSlice('roles');
  record.set('is_admin', d.isAdminAccount(roles, record.email(), util.adminDomain()));
  if (!record.getString('user_type')) record.set('user_type', 'hr_professional');
  const linkedin = record.getString('linkedin_url');
  if (linkedin && !d.isLinkedInUrl(linkedin)) {
    throw new BadRequestError(
      'URL de LinkedIn inválida. Por favor verifica que la URL de LinkedIn sea correcta (ej: linkedin.com/in/tu-perfil).',
      {
        linkedin_url: new ValidationError(
          'validation_invalid_linkedin',
          'URL de LinkedIn inválida.',
        ),
      },
    );
  }
  // Verification approves: the e-mail link and OAuth2 sign-ups with a verified e-mail both
  // flip `verified` from false to true.
  if (!isNew && record.verified() && !record.original().verified() && !record.getBool('approved')) {
    record.set('approved', true);
    record.set('approved_at', util.nowIso());
  }
  if (record.getBool('approved') && !record.getString('approved_at')) {
    record.set('approved_at', util.nowIso());
  }
}

module.exports = { normalize };

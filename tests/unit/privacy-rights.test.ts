// The deadline of a privacy request per country and right (src/lib/contract/privacy-rights.ts),
// the validation of the two public forms (src/lib/domain/public-forms.ts) and the contact
// e-mail (src/lib/domain/mail/contact-mail.ts).
import { describe, expect, it } from 'vitest';
import {
  PRIVACY_COUNTRIES,
  PRIVACY_LAWS,
  PRIVACY_RIGHTS,
  addTerm,
  privacyDeadline,
  termText,
  type PrivacyCountry,
  type PrivacyRight,
} from '@/lib/contract/privacy-rights';
import { siteDateTime, siteDay } from '@/lib/contract/time';
import { checkContact, checkPrivacyRequest } from '@/lib/domain/public-forms';
import { contactMail } from '@/lib/domain/mail/contact-mail';
import { ERRORS } from '@/lib/contract/errors';
import { formatDayEs } from '@/lib/domain/dates';

// 2026-11-24 is a Tuesday; 12:00 in Mexico City is 18:00 UTC.
const TUESDAY_NOON = '2026-11-24T18:00:00Z';

describe('privacyDeadline', () => {
  it.each<[PrivacyCountry, PrivacyRight, string, string, string]>([
    ['mx', 'acceso', TUESDAY_NOON, '2026-12-22', '20 días hábiles'],
    ['mx', 'oposicion', TUESDAY_NOON, '2026-12-22', '20 días hábiles'],
    // Received on a Saturday: the count starts on Monday.
    ['mx', 'acceso', '2026-11-28T18:00:00Z', '2026-12-25', '20 días hábiles'],
    ['co', 'acceso', TUESDAY_NOON, '2026-12-08', '10 días hábiles'],
    ['co', 'supresion', TUESDAY_NOON, '2026-12-15', '15 días hábiles'],
    ['co', 'rectificacion', TUESDAY_NOON, '2026-12-15', '15 días hábiles'],
    ['ar', 'acceso', TUESDAY_NOON, '2026-12-04', '10 días corridos'],
    ['ar', 'rectificacion', TUESDAY_NOON, '2026-12-01', '5 días hábiles'],
    ['ar', 'supresion', TUESDAY_NOON, '2026-12-01', '5 días hábiles'],
    ['ar', 'portabilidad', TUESDAY_NOON, '2026-12-01', '5 días hábiles'],
    // Chile: Ley 19.628 until 30 November 2026, Ley 21.719 from 1 December 2026.
    ['cl', 'acceso', '2026-11-27T18:00:00Z', '2026-12-01', '2 días hábiles'],
    ['cl', 'acceso', '2026-12-01T18:00:00Z', '2026-12-31', '30 días corridos'],
    ['cl', 'supresion', '2027-03-10T18:00:00Z', '2027-04-09', '30 días corridos'],
    ['pe', 'acceso', TUESDAY_NOON, '2026-12-08', '10 días hábiles'],
    ['pe', 'oposicion', TUESDAY_NOON, '2026-12-08', '10 días hábiles'],
    ['br', 'acceso', TUESDAY_NOON, '2026-12-09', '15 días corridos'],
    ['br', 'rectificacion', TUESDAY_NOON, '2026-12-09', '15 días corridos'],
    ['otro', 'acceso', TUESDAY_NOON, '2027-01-05', '30 días hábiles'],
  ])('%s, %s, received %s → due %s (%s)', (country, right, at, due, term) => {
    const d = privacyDeadline(country, right, new Date(at));
    expect(d.dueOn).toBe(due);
    expect(termText(d.term)).toBe(term);
  });

  it('counts the day received in Mexico City time, not UTC', () => {
    // 03:00 UTC on the 25th is 21:00 on the 24th in Mexico City.
    const late = privacyDeadline('co', 'acceso', new Date('2026-11-25T03:00:00Z'));
    expect(late.receivedOn).toBe('2026-11-24');
    expect(late.dueOn).toBe('2026-12-08');
    expect(siteDay(new Date('2026-11-25T06:00:00Z'))).toBe('2026-11-25');
  });

  it('agrees with the Intl time zone of the site on the calendar day', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' });
    for (const at of ['2026-01-01T05:59:00Z', '2026-07-01T06:00:00Z', '2027-03-15T23:30:00Z']) {
      expect(siteDay(new Date(at))).toBe(zone.format(new Date(at)));
    }
    expect(siteDateTime(new Date('2026-11-24T18:05:00Z'))).toBe(
      '2026-11-24 12:05 (hora de la Ciudad de México)',
    );
  });

  it.each([
    ['2026-12-22', '22 de diciembre de 2026'],
    ['2027-01-01', '1 de enero de 2027'],
    ['2026-12-1', ''],
  ])('formatDayEs(%s) = %j, in any zone', (day, text) => {
    expect(formatDayEs(day)).toBe(text);
  });

  it.each([
    ['2026-11-27', { days: 1, unit: 'habiles' as const }, '2026-11-30'],
    ['2026-11-27', { days: 1, unit: 'corridos' as const }, '2026-11-28'],
    ['2026-12-31', { days: 1, unit: 'corridos' as const }, '2027-01-01'],
  ])('addTerm(%s, %j) = %s', (day, term, expected) => {
    expect(addTerm(day, term)).toBe(expected);
  });

  it('gives every country and right a deadline, and every country a law', () => {
    for (const c of PRIVACY_COUNTRIES) {
      expect(PRIVACY_LAWS[c].regimes.length).toBeGreaterThan(0);
      for (const r of PRIVACY_RIGHTS) {
        expect(privacyDeadline(c, r, new Date(TUESDAY_NOON)).dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe('the public forms', () => {
  const contact = {
    name: ' Ana Pérez ',
    email: 'Ana@Example.com ',
    message: 'Hola, tengo una duda.',
  };
  it('accepts a good contact message, trimmed and with the address in lower case', () => {
    expect(checkContact(contact)).toEqual({
      values: { name: 'Ana Pérez', email: 'ana@example.com', message: 'Hola, tengo una duda.' },
      errors: {},
    });
  });

  it.each([
    ['no name', { name: '  ' }, { name: 'form_name' }],
    ['a name with a line break', { name: 'Ana\nBcc: x@y.z' }, { name: 'form_name' }],
    ['a name too long', { name: 'a'.repeat(121) }, { name: 'form_name' }],
    ['a bad address', { email: 'ana@' }, { email: 'form_email' }],
    ['an address with a line break', { email: 'a@b.co\nBcc: c@d.co' }, { email: 'form_email' }],
    ['a message too short', { message: 'Hola' }, { message: 'form_message' }],
    ['a message too long', { message: 'a'.repeat(5001) }, { message: 'form_message' }],
  ])('refuses %s', (_what, patch, errors) => {
    expect(checkContact({ ...contact, ...patch }).errors).toEqual(errors);
  });

  it('names every bad field of a privacy request, each with a Spanish message', () => {
    const { errors } = checkPrivacyRequest({ name: '', email: 'x', country: 'es', right: 'todo' });
    expect(errors).toEqual({
      name: 'form_name',
      email: 'form_email',
      country: 'form_country',
      right: 'form_right',
    });
    for (const code of Object.values(errors)) expect(ERRORS[code].message).toMatch(/[a-zé]/);
    expect(
      checkPrivacyRequest({ name: 'Ana', email: 'a@b.co', country: 'cl', right: 'acceso' }).errors,
    ).toEqual({});
  });
});

describe('contactMail', () => {
  it('is Spanish, escapes what the visitor wrote and links to the site', () => {
    const m = contactMail({
      brand: 'LaPieza',
      name: 'Ana <b>',
      email: 'ana@example.com',
      message: 'Hola\n<script>x</script>',
      sentAt: '2026-11-24 12:05 (hora de la Ciudad de México)',
      pageUrl: 'https://proveedores.example/contacto',
    });
    expect(m.subject).toBe('Mensaje de contacto de Ana <b> (LaPieza)');
    expect(m.html).toContain('Ana &lt;b&gt;');
    expect(m.html).toContain('&lt;script&gt;');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('href="https://proveedores.example/contacto"');
    expect(m.text).toContain('Responde a este correo para contestarle.');
    expect(m.html).not.toContain('/_/');
  });
});

// Issue 20, items 7 and 11: the admins' e-mail about ownerless providers and the opt-out line
// of the reply e-mail (Spanish, links to site routes only).
import { describe, expect, it } from 'vitest';
import { ownerlessProvidersMail } from '@/lib/domain/mail/account-mail';
import { replyMail } from '@/lib/domain/mail/reply-mail';

describe('ownerlessProvidersMail', () => {
  it.each([
    [['Nómina Ágil'], 'Un proveedor quedó sin dueño en LaPieza'],
    [['Uno', 'Dos <b>'], '2 proveedores quedaron sin dueño en LaPieza'],
  ])('names %j in Spanish and links to the admin panel', (providers, subject) => {
    const mail = ownerlessProvidersMail({
      brand: 'LaPieza',
      providers,
      adminUrl: 'https://sitio.test/lapieza-admin',
    });
    expect(mail.subject).toBe(subject);
    for (const p of providers) expect(mail.text).toContain(p);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('href="https://sitio.test/lapieza-admin"');
    expect(mail.text + mail.html).not.toContain('/_/');
  });
});

describe('replyMail opt-out line', () => {
  const base = {
    brand: 'LaPieza',
    firstName: 'Ana',
    providerName: 'Talento',
    reviewTitle: 'Bien',
    reply: 'Gracias',
    url: 'https://sitio.test/providers/talento#review-1',
  };
  it('adds the opt-out link when given', () => {
    const mail = replyMail({ ...base, unsubscribeUrl: 'https://sitio.test/baja-correo?token=t' });
    expect(mail.text).toContain('Desactívalos aquí: https://sitio.test/baja-correo?token=t');
    expect(mail.html).toContain('href="https://sitio.test/baja-correo?token=t"');
  });
  it('has no opt-out line without it', () => {
    expect(replyMail(base).text).not.toContain('Desactívalos');
  });
});

// The verification queue's words: each signal explained with the site's number format
// (src/lib/messages/verification.ts), and the author's statement of reasons
// (src/lib/domain/mail/verification-mail.ts).
import { describe, expect, it } from 'vitest';
import { signalText } from '@/lib/messages/verification';
import { verificationMail } from '@/lib/domain/mail/verification-mail';

describe('signalText', () => {
  it('writes each signal in Spanish with es-MX numbers', () => {
    expect(signalText({ code: 'duplicate_text', similarity: 0.93, review: 'x' })).toBe(
      'Texto casi idéntico a otra review (93 %)',
    );
    expect(
      signalText({ code: 'burst', count: 5, hours: 3, usual_per_day: 0.4, threshold: 5 }),
    ).toBe('5 reviews en 3 h para este proveedor; lo habitual es 0.4 al día');
    expect(
      signalText({ code: 'burst', count: 1234, hours: 24, usual_per_day: 12.5, threshold: 60 }),
    ).toBe('1,234 reviews en 24 h para este proveedor; lo habitual es 12.5 al día');
    expect(signalText({ code: 'shared_network', accounts: 3, days: 30 })).toBe(
      '3 cuentas reseñaron a este proveedor desde la misma red en 30 días',
    );
    expect(signalText({ code: 'new_account_extreme', account_hours: 2.5, rating: 5 })).toBe(
      'Cuenta creada hace 2.5 h; primera review, de 5 ★ y sin contexto',
    );
    expect(
      signalText({ code: 'insider_competitor', domain: 'rival.mx', provider: 'p1' }),
    ).toContain('rival.mx');
    expect(signalText({ code: 'something_new' })).toBeNull();
  });
});

describe('verificationMail', () => {
  const base = {
    brand: 'LaPieza',
    firstName: 'Marta',
    providerName: 'Talento Uno',
    reviewTitle: 'Muy bien',
    policyUrl: 'http://site.test/como-funcionan-las-reviews',
    contactUrl: 'http://site.test/contacto',
  };

  it('a removal states facts, ground, that a person decided, and how to contest', () => {
    const m = verificationMail({ ...base, decision: 'remove', reason: 'not_real' });
    expect(m.subject).toBe('Tu reseña de Talento Uno fue retirada tras su verificación');
    expect(m.text).toContain('Hola Marta:');
    expect(m.text).toContain('comprobaciones automáticas la retuvieron');
    expect(m.text).toContain('Motivo: No basada en una experiencia real');
    expect(m.text).toContain('la tomó una persona');
    expect(m.text).toContain('http://site.test/contacto');
    expect(m.html).toContain('href="http://site.test/como-funcionan-las-reviews"');
  });

  it('a publication has no ground nor contest, and escapes what the member wrote', () => {
    const m = verificationMail({
      ...base,
      reviewTitle: '<b>hola</b>',
      decision: 'publish',
      reason: '',
    });
    expect(m.subject).toBe('Tu reseña de Talento Uno está publicada');
    expect(m.text).not.toContain('Motivo');
    expect(m.text).not.toContain('contacto');
    expect(m.html).toContain('&lt;b&gt;hola&lt;/b&gt;');
  });
});

// Public warnings (docs/DECISIONS.md § Public warnings): the active rule the pages and the
// routes share, and the owner's e-mail (dates in the site's time zone, never the note).
import { describe, expect, it } from 'vitest';
import {
  WARNING_REASONS,
  WARNING_REASON_LABELS,
  activeWarningFilter,
  isActiveWarning,
  isWarningReason,
} from '@/lib/contract/provider-warnings';
import { providerWarningMail } from '@/lib/domain/mail';
import { formatLongDateEs } from '@/lib/domain/dates';

const now = new Date('2026-03-10T12:00:00Z');

describe('isActiveWarning', () => {
  it('is active when not lifted and with no expiry or one still ahead', () => {
    expect(isActiveWarning({ lifted_at: '', expires_at: '' }, now)).toBe(true);
    expect(isActiveWarning({ expires_at: '2026-03-10 12:00:01.000Z' }, now)).toBe(true);
  });
  it('is not active once lifted or expired (the expiry instant included)', () => {
    expect(isActiveWarning({ lifted_at: '2026-03-01 00:00:00.000Z' }, now)).toBe(false);
    expect(isActiveWarning({ expires_at: '2026-03-10 12:00:00.000Z' }, now)).toBe(false);
    expect(isActiveWarning({ expires_at: '2026-01-01 00:00:00.000Z' }, now)).toBe(false);
  });
  it('filters the same way on the records API', () => {
    expect(activeWarningFilter('2026-03-10 12:00:00.000Z')).toBe(
      "lifted_at = '' && (expires_at = '' || expires_at > '2026-03-10 12:00:00.000Z')",
    );
  });
});

describe('reasons', () => {
  it('has a Spanish label for every code and refuses unknown ones', () => {
    for (const r of WARNING_REASONS) expect(WARNING_REASON_LABELS[r]).toMatch(/\S/);
    expect(isWarningReason('review_ring')).toBe(true);
    expect(isWarningReason('rating_low')).toBe(false);
  });
});

describe('providerWarningMail', () => {
  const base = {
    brand: 'LaPieza',
    siteUrl: 'https://example.test/',
    providerName: 'Acme <RH>',
    providerSlug: 'acme-rh',
    reason: 'bought_reviews' as const,
    // 03:00 UTC is still the previous day in Mexico City.
    issuedAt: '2026-03-10 03:00:00.000Z',
    expiresAt: '2026-04-01 06:00:00.000Z',
  };
  it('tells the owner the headline, reason, dates (site day) and links the profile', () => {
    const mail = providerWarningMail(base);
    expect(mail.subject).toBe('Publicamos una advertencia en el perfil de Acme <RH> en LaPieza');
    expect(mail.text).toContain('Desde el 9 de marzo de 2026');
    expect(mail.text).toContain(formatLongDateEs(base.issuedAt));
    expect(mail.text).toContain('hasta el 1 de abril de 2026');
    expect(mail.text).toContain(`Motivo: ${WARNING_REASON_LABELS.bought_reviews}.`);
    expect(mail.html).toContain('href="https://example.test/providers/acme-rh"');
    expect(mail.html).toContain('Acme &lt;RH&gt;');
  });
  it('says when it was lifted, and without an expiry that it lasts until lifted', () => {
    expect(providerWarningMail({ ...base, expiresAt: '' }).text).toContain(
      'hasta que nuestro equipo la retire',
    );
    const lifted = providerWarningMail({ ...base, lifted: true });
    expect(lifted.subject).toBe('Retiramos la advertencia pública de Acme <RH> en LaPieza');
    expect(lifted.text).toContain('Ya no aparece');
  });
});

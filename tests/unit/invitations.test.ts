import { describe, expect, it } from 'vitest';
import { invitedSplit, parseInvitationList } from '@/lib/contract/invitations';
import { invitationMail } from '@/lib/domain/mail/invitation';
import { BADGE_MAX_BYTES, badgeSvg } from '@/lib/domain/badge';
import { badgeSnippet } from '@/islands/provider-dashboard/BadgeSnippet';
import { badgeTitle } from '@/lib/messages/invitations';
import { appendUpload } from '@/islands/provider-dashboard/use-invitations';

describe('parseInvitationList', () => {
  it.each([
    ['one per line', 'a@x.com\nb@x.com', ['a@x.com', 'b@x.com'], []],
    [
      'commas, semicolons, tabs',
      'a@x.com, b@x.com;c@x.com\td@x.com',
      ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com'],
      [],
    ],
    [
      'a CSV with header and names',
      'nombre,email\n"Ana","A@X.com"\nLuis,b@x.com',
      ['a@x.com', 'b@x.com'],
      [],
    ],
    [
      'Nombre <correo>',
      'Ana Pérez <ana@x.com>, "Luis" <luis@x.com>',
      ['ana@x.com', 'luis@x.com'],
      [],
    ],
    ['duplicates once, lower-cased', 'A@x.com a@x.com', ['a@x.com'], []],
    [
      'invalid entries reported',
      'a@x.com mal@ @x.com b@@x.com c@x',
      ['a@x.com'],
      ['mal@', '@x.com', 'b@@x.com', 'c@x'],
    ],
    ['nothing', 'nombre,empresa\n', [], []],
  ])('%s', (_, text, emails, invalid) => {
    expect(parseInvitationList(text)).toEqual({ emails, invalid });
  });
});

describe('invitedSplit', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const r = (source: 'invited' | 'organic', overall_rating: number, created: string) => ({
    source,
    overall_rating,
    created,
  });
  it('shares and averages the last 12 months only', () => {
    const split = invitedSplit(
      [
        r('invited', 5, '2026-05-01 10:00:00.000Z'),
        r('invited', 4, '2026-01-01 10:00:00.000Z'),
        r('organic', 3, '2025-12-01 10:00:00.000Z'),
        r('organic', 1, '2025-05-01 10:00:00.000Z'), // older than 12 months
      ],
      now,
    );
    expect(split).toEqual({
      total: 3,
      invited: 2,
      organic: 1,
      invitedShare: 2 / 3,
      invitedAverage: 4.5,
      organicAverage: 3,
    });
  });
  it('has no averages without reviews of a kind', () => {
    expect(invitedSplit([r('organic', 2, '2026-05-01 10:00:00.000Z')], now)).toMatchObject({
      invitedShare: 0,
      invitedAverage: null,
      organicAverage: 2,
    });
  });
});

describe('the invitation e-mail', () => {
  it('is Spanish, links to the site and suggests no rating', () => {
    const mail = invitationMail({
      brand: 'LaPieza',
      providerName: 'Nómina <Ágil>',
      url: 'https://site.test/invitacion?token=abc',
      days: 30,
    });
    expect(mail.subject).toBe('Nómina <Ágil> te invita a escribir una reseña en LaPieza');
    expect(mail.html).toContain('Nómina &lt;Ágil&gt;');
    expect(mail.html).toContain('href="https://site.test/invitacion?token=abc"');
    expect(mail.text).toContain('vence en 30 días');
    expect(mail.text).not.toMatch(/estrellas|★/);
  });
});

describe('the rating badge', () => {
  const base = { brand: 'LaPieza', title: 'Acme & Co: 4.5 de 5 en LaPieza (12 reviews)' };
  it('is a small SVG with an escaped accessible title, the rating and the count', () => {
    const svg = badgeSvg({ ...base, average_rating: 4.5, total_reviews: 12 });
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(BADGE_MAX_BYTES);
    expect(svg).toContain('<title id="t">Acme &amp; Co: 4.5 de 5 en LaPieza (12 reviews)</title>');
    expect(svg).toContain('>4.5</text>');
    expect(svg).toContain('>12 reviews</text>');
    expect(svg).not.toMatch(/<script|href="http|on\w+=/i);
    // Four stars filled (the page's floored stars), one empty.
    expect(svg.match(/#f59e0b/g)).toHaveLength(4);
  });
  it('says so when there are no reviews yet', () => {
    const svg = badgeSvg({ ...base, average_rating: null, total_reviews: 0 });
    expect(svg).toContain('Sin reviews aún');
    expect(svg).not.toContain('#f59e0b');
  });
  it('titles a provider without reviews in Spanish, never "N/A de 5"', () => {
    expect(badgeTitle('Acme', null, 0, 'LaPieza')).toBe('Acme: Sin reviews aún en LaPieza');
    expect(badgeTitle('Acme', '4.5', 2, 'LaPieza')).toBe('Acme: 4.5 de 5 en LaPieza (2 reviews)');
  });
  it('snippet links the badge image to the provider page, without review markup', () => {
    const html = badgeSnippet('https://site.test', 'acme', 'Acme "SA"');
    expect(html).toBe(
      '<a href="https://site.test/providers/acme"><img src="https://site.test/providers/acme/badge.svg" alt="Reviews de Acme &#34;SA&#34;" width="220" height="52"></a>',
    );
    expect(html).not.toMatch(/itemprop|schema\.org|ld\+json|aggregateRating/i);
  });
});

describe('appendUpload (the dashboard form: an uploaded CSV joins the addresses written)', () => {
  it.each([
    ['nothing written', '', 'a@x.com\nb@x.com', 'a@x.com\nb@x.com'],
    ['blank written', '  \n', 'a@x.com', 'a@x.com'],
    ['after what is written, on its own line', 'c@x.com  \n', 'a@x.com', 'c@x.com\na@x.com'],
  ])('%s', (_, written, upload, expected) => {
    expect(appendUpload(written, upload)).toBe(expected);
  });
});

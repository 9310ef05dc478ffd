import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/contract/slug';
import { uniqueSlug } from '@/lib/domain/slug';
import { excerptOf, metaDescriptionOf, readingTimeOf, stripHtml } from '@/lib/domain/text';
import { cutText } from '@/lib/domain/text-cut';
import { isLinkedInUrl, normalizeLinkedInUrl } from '@/lib/domain/linkedin';
import { isValidFoundedYear, normalizeCategoryName } from '@/lib/domain/validation';
import { isRating, isReviewEditable, STAR_VALUES } from '@/lib/contract/reviews';
import { isAdminAccount } from '@/lib/contract/accounts';

describe('slugify', () => {
  it.each([
    ['Compañía Ñandú', 'compania-nandu'],
    ['  Talento & Co. S.A. de C.V. ', 'talento-y-co-s-a-de-c-v'],
    ['RRHH México 2024!', 'rrhh-mexico-2024'],
    ['---', ''],
    ['Ação Gestão', 'acao-gestao'],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected));
});

describe('uniqueSlug', () => {
  it.each([
    [[], 'acme'],
    [['acme'], 'acme-2'],
    [['acme', 'acme-2', 'acme-3'], 'acme-4'],
  ])('taken %j → %s', (taken, expected) =>
    expect(uniqueSlug('Acme', (s) => (taken as string[]).includes(s))).toBe(expected),
  );
  it('falls back when the name has no letters', () =>
    expect(uniqueSlug('¿?', () => false, 'x')).toBe('x'));
});

describe('blog text', () => {
  const long = `<p>${'a'.repeat(200)}</p>`;
  it.each([
    ['<p>Hola <b>mundo</b></p>', 'Hola mundo'],
    ['<p>Uno</p><p>Dos &amp; tres&nbsp;más</p>', 'Uno Dos & tres más'],
    ['<script>alert(1)</script>Texto', 'Texto'],
    ['A &#233; &#xe9; B', 'A é é B'],
    ['Fuera de rango &#99999999; y &#x110000;', 'Fuera de rango &#99999999; y &#x110000;'],
  ])('stripHtml(%s)', (html, text) => expect(stripHtml(html)).toBe(text));
  it.each([
    ['<p>corto</p>', 'corto'],
    [long, `${'a'.repeat(150)}...`],
  ])('excerptOf(%s)', (html, expected) => expect(excerptOf(html)).toBe(expected));
  it('cuts the meta description at 160', () =>
    expect(metaDescriptionOf(long)).toBe(`${'a'.repeat(160)}...`));
  it.each([
    ['', 1],
    ['una palabra', 1],
    [Array.from({ length: 200 }, () => 'p').join(' '), 1],
    [Array.from({ length: 201 }, () => 'p').join(' '), 2],
    [Array.from({ length: 1000 }, () => 'p').join(' '), 5],
  ])('readingTimeOf(%#) = %i', (html, minutes) => expect(readingTimeOf(html)).toBe(minutes));
});

describe('isLinkedInUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/ana', true],
    ['http://linkedin.com/in/ana', true],
    ['https://mx.linkedin.com/in/ana-perez', true],
    ['https://www.linkedin.com/company/acme', true],
    ['https://www.linkedin.com/', false],
    ['https://linkedin.com', false],
    ['https://example.com/in/ana', false],
    ['https://linkedin.com.evil.io/in/ana', false],
    ['ftp://linkedin.com/in/ana', false],
    ['linkedin.com/in/ana', true],
    ['https://www.linkedin.com/in/ana<script>', false],
    ['https://www.linkedin.com/in/ana perez', false],
    ['evil.io/linkedin.com/in/ana', false],
    ['xlinkedin.com/in/ana', false],
  ])('%s → %s', (url, ok) => expect(isLinkedInUrl(url)).toBe(ok));
});

describe('normalizeLinkedInUrl: what people paste, one stored form', () => {
  it.each([
    ['linkedin.com/in/x', 'https://www.linkedin.com/in/x'],
    ['www.linkedin.com/in/x/', 'https://www.linkedin.com/in/x'],
    ['http://linkedin.com/in/x', 'https://www.linkedin.com/in/x'],
    ['https://www.linkedin.com/in/x', 'https://www.linkedin.com/in/x'],
    [
      '  https://mx.linkedin.com/in/x/?trk=public_profile&originalSubdomain=mx  ',
      'https://www.linkedin.com/in/x',
    ],
    ['linkedin.com/in/x#experiencia', 'https://www.linkedin.com/in/x'],
    ['HTTPS://WWW.LINKEDIN.COM/in/Ana-Pérez', 'https://www.linkedin.com/in/Ana-Pérez'],
    ['linkedin.com/company/acme//', 'https://www.linkedin.com/company/acme'],
    ['linkedin.com/', null],
    ['linkedin.com?x=1', null],
    ['example.com/in/x', null],
    ['', null],
  ])('%s → %s', (pasted, canonical) => expect(normalizeLinkedInUrl(pasted)).toBe(canonical));
});

describe('validation', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  it.each([
    [1899, false],
    [1900, true],
    [2025, true],
    [2026, false],
    [1999.5, false],
  ])('founded year %s → %s', (y, ok) => expect(isValidFoundedYear(y, now)).toBe(ok));
  it.each([
    ['Gestión del Desempeño', 'gestion_del_desempeno'],
    ['HR Tech', 'hr_tech'],
    ['payroll', 'payroll'],
    [' --Nómina-- ', 'nomina'],
  ])('normalizeCategoryName(%s) = %s', (v, expected) =>
    expect(normalizeCategoryName(v)).toBe(expected),
  );
  it.each([
    [29, true],
    [30, true],
    [31, false],
  ])('a review %i days old editable: %s', (days, ok) =>
    expect(isReviewEditable(new Date(now.getTime() - days * 86400000), now)).toBe(ok),
  );
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [4.5, false],
    ['5', false],
    [Number.NaN, false],
  ])('isRating(%s) = %s', (n, ok) => expect(isRating(n)).toBe(ok));
  it('the star values are 1 to 5', () => expect(STAR_VALUES).toEqual([1, 2, 3, 4, 5]));
  it.each([
    [['admin'], 'ana@lapieza.io', 'lapieza.io', true],
    [['admin'], 'ana@LaPieza.io', 'lapieza.io', true],
    [['hr_professional'], 'ana@lapieza.io', 'lapieza.io', false],
    [['admin'], 'ana@otra.com', 'lapieza.io', false],
    [['admin'], 'ana@evil-lapieza.io', 'lapieza.io', false],
    [['admin'], 'ana@lapieza.io', '', false],
  ])('isAdminAccount(%j, %s, %s) = %s', (roles, email, domain, ok) =>
    expect(isAdminAccount(roles as string[], email as string, domain as string)).toBe(ok),
  );
});

describe('cutText, the one truncator', () => {
  it.each([
    ['display text at a word boundary with …', 'uno dos tres cuatro', 11, {}, 'uno dos…'],
    [
      'the spec excerpt: exactly max, plus ...',
      'uno dos tres cuatro',
      12,
      { ellipsis: '...', atWord: false },
      'uno dos tres...',
    ],
    [
      'the page description: exactly max, nothing added',
      'uno dos tres cuatro',
      8,
      { ellipsis: '', atWord: false },
      'uno dos',
    ],
    ['short text whole, whitespace collapsed', '  uno \n dos ', 12, {}, 'uno dos'],
  ] as const)('%s', (_what, text, max, options, expected) => {
    expect(cutText(text, max, options)).toBe(expected);
  });
});

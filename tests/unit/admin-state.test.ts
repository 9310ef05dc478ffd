import { describe, expect, it } from 'vitest';
import {
  EMPTY_POST,
  checkCategory,
  initialTab,
  isEmptyContent,
  matchesQuery,
  moveRow,
  parseDialogState,
  parseDraft,
  shouldSaveDraft,
  whatsappDigits,
  whatsappLink,
} from '@/islands/admin/state';

describe('initialTab', () => {
  it.each([
    [null, false, 'approved-users'],
    ['categories', false, 'categories'],
    ['nonsense', false, 'approved-users'],
    ['categories', true, 'blog'],
    [null, true, 'blog'],
  ] as const)('stored %s, dialog open %s → %s', (stored, open, expected) => {
    expect(initialTab(stored, { open, id: null })).toBe(expected);
  });
});

describe('parseDialogState', () => {
  it.each([
    [null, { open: false, id: null }],
    ['{bad', { open: false, id: null }],
    ['{"open":false,"id":"x"}', { open: false, id: null }],
    ['{"open":true,"id":null}', { open: true, id: null }],
    ['{"open":true,"id":"abc"}', { open: true, id: 'abc' }],
    ['{"open":true,"id":5}', { open: true, id: null }],
  ])('%s', (raw, expected) => {
    expect(parseDialogState(raw)).toEqual(expected);
  });
});

describe('drafts', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p><br></p><p><br></p>', true],
    ['<p>&nbsp; </p>', true],
    ['<p>Hola</p>', false],
    ['<p><img src="https://x/y.png"></p>', false],
  ])('isEmptyContent(%s) = %s', (html, empty) => {
    expect(isEmptyContent(html)).toBe(empty);
  });

  it('keeps a draft only with a title or content', () => {
    expect(shouldSaveDraft(EMPTY_POST)).toBe(false);
    expect(shouldSaveDraft({ ...EMPTY_POST, title: 'T' })).toBe(true);
    expect(shouldSaveDraft({ ...EMPTY_POST, content: '<p>x</p>' })).toBe(true);
  });

  it('restores a stored draft and ignores malformed or empty ones', () => {
    const draft = { ...EMPTY_POST, title: 'Hola', status: 'published', categories: ['a', 3] };
    expect(parseDraft(JSON.stringify(draft))).toEqual({
      ...EMPTY_POST,
      title: 'Hola',
      status: 'published',
      categories: ['a'],
    });
    expect(parseDraft('nope')).toBeNull();
    expect(parseDraft(JSON.stringify(EMPTY_POST))).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });
});

describe('whatsapp', () => {
  it.each([
    ['+52 (33) 1234-5678', '523312345678'],
    ['', ''],
    [null, ''],
    ['sin número', ''],
  ])('digits of %s', (n, digits) => {
    expect(whatsappDigits(n)).toBe(digits);
  });

  it('builds the wa.me link with the message, or nothing without a number', () => {
    expect(whatsappLink('+57 300 123', '¡Hola! Aprobado & listo')).toBe(
      'https://wa.me/57300123?text=%C2%A1Hola!%20Aprobado%20%26%20listo',
    );
    expect(whatsappLink('  ', 'x')).toBeNull();
  });
});

describe('checkCategory', () => {
  const form = { name: '  Cultura   Org ', label: ' Cultura ', description: ' d ', active: true };
  it('normalises the name on create', () => {
    expect(checkCategory(form, [], true)).toEqual({
      ok: true,
      value: { name: 'cultura_org', label: 'Cultura', description: 'd', active: true },
    });
  });
  it.each([
    [{ ...form, name: '  ' }, 'required'],
    [{ ...form, label: ' ' }, 'required'],
  ])('refuses %o', (f, problem) => {
    expect(checkCategory(f, [], true)).toEqual({ ok: false, problem });
  });
  it('refuses a duplicate name on create only', () => {
    expect(checkCategory(form, ['cultura_org'], true)).toEqual({ ok: false, problem: 'duplicate' });
    const edit = { ...form, name: 'cultura_org' };
    expect(checkCategory(edit, ['cultura_org'], false).ok).toBe(true);
  });
});

describe('moveRow', () => {
  it('moves a row to the front of the other list with the patch', () => {
    const a = [
      { id: '1', s: 'x' },
      { id: '2', s: 'x' },
    ];
    const b = [{ id: '3', s: 'y' }];
    expect(moveRow(a, b, '2', { s: 'y' })).toEqual([
      [{ id: '1', s: 'x' }],
      [
        { id: '2', s: 'y' },
        { id: '3', s: 'y' },
      ],
    ]);
    expect(moveRow(a, b, 'missing', {})).toEqual([a, b]);
  });
});

describe('matchesQuery', () => {
  it.each([
    ['', ['x'], true],
    ['maria', ['María López'], true],
    ['LOPEZ', ['María López'], true],
    ['ana@', [null, 'ana@e2e.test'], true],
    ['zzz', ['María'], false],
  ] as const)('%s in %o → %s', (q, texts, expected) => {
    expect(matchesQuery(q, texts)).toBe(expected);
  });
});

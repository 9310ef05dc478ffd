import { describe, expect, it } from 'vitest';
import { afterRemoval, pageQuery } from '@/islands/admin/paging';
import {
  EMPTY_POST,
  checkCategory,
  countsAfter,
  initialTab,
  isEmptyContent,
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

describe('countsAfter', () => {
  const counts = {
    users: { approved: 10, blocked: 2, pending: 3 },
    providers: { approved: 7, rejected: 1, pending: 2, unowned: 4 },
  };
  it.each([
    [
      { kind: 'block' },
      { approved: 9, blocked: 3, pending: 3 },
      { approved: 7, rejected: 1, pending: 2, unowned: 4 },
    ],
    [
      { kind: 'unblock', approved: true },
      { approved: 11, blocked: 1, pending: 3 },
      { approved: 7, rejected: 1, pending: 2, unowned: 4 },
    ],
    [
      { kind: 'unblock', approved: false },
      { approved: 10, blocked: 1, pending: 3 },
      { approved: 7, rejected: 1, pending: 2, unowned: 4 },
    ],
    [
      { kind: 'reject' },
      { approved: 10, blocked: 2, pending: 3 },
      { approved: 6, rejected: 2, pending: 2, unowned: 4 },
    ],
    [
      { kind: 'reactivate' },
      { approved: 10, blocked: 2, pending: 3 },
      { approved: 8, rejected: 0, pending: 2, unowned: 4 },
    ],
    [
      { kind: 'approve' },
      { approved: 11, blocked: 2, pending: 2 },
      { approved: 7, rejected: 1, pending: 2, unowned: 4 },
    ],
    [
      { kind: 'reject', from: 'pending' },
      { approved: 10, blocked: 2, pending: 3 },
      { approved: 7, rejected: 2, pending: 1, unowned: 4 },
    ],
    [
      { kind: 'approve-provider' },
      { approved: 10, blocked: 2, pending: 3 },
      { approved: 8, rejected: 1, pending: 1, unowned: 4 },
    ],
    [
      { kind: 'assign-owner' },
      { approved: 10, blocked: 2, pending: 3 },
      { approved: 7, rejected: 1, pending: 2, unowned: 3 },
    ],
  ] as const)('%o moves one row between the counts', (action, users, providers) => {
    expect(countsAfter(counts, action)).toEqual({ users, providers });
  });

  it('never counts below zero', () => {
    const none = { users: { approved: 0, blocked: 0, pending: 0 }, providers: counts.providers };
    expect(countsAfter(none, { kind: 'block' }).users).toEqual({
      approved: 0,
      blocked: 1,
      pending: 0,
    });
    expect(countsAfter(none, { kind: 'approve' }).users).toEqual({
      approved: 1,
      blocked: 0,
      pending: 0,
    });
  });
});

describe('afterRemoval', () => {
  const page = {
    items: [{ id: 'a' }, { id: 'b' }],
    page: 2,
    perPage: 2,
    totalItems: 5,
    totalPages: 3,
  };
  it('drops the row and lowers the totals', () => {
    expect(afterRemoval(page, 'a')).toEqual({
      ...page,
      items: [{ id: 'b' }],
      totalItems: 4,
      totalPages: 2,
    });
  });
  it('leaves the page alone for a row it does not show', () => {
    expect(afterRemoval(page, 'zzz')).toBe(page);
  });
});

describe('pageQuery', () => {
  it.each([
    [{ page: 1, perPage: 20, q: '' }, {}, { page: '1', perPage: '20' }],
    [
      { page: 3, perPage: 50, q: '  maría ' },
      { status: 'approved' },
      { status: 'approved', page: '3', perPage: '50', q: 'maría' },
    ],
  ] as const)('%o with %o → %o', (params, filters, expected) => {
    expect(pageQuery(params, filters)).toEqual(expected);
  });
});

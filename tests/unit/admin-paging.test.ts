import { describe, expect, it } from 'vitest';
import { afterRemoval, pageToRefill, pageToRetry } from '@/islands/admin/paging';

describe('pageToRetry', () => {
  it.each([
    ['rows: shown', 1, 3, 2, null],
    ['empty first page: shown', 0, 0, 1, null],
    ['empty past the end: the last page', 0, 2, 4, 2],
    ['empty, nothing left: shown', 0, 0, 3, null],
  ])('%s', (_, rows, totalPages, page, expected) => {
    const items = Array.from({ length: rows }, (_, i) => ({ id: String(i) }));
    expect(pageToRetry({ items, totalPages }, page)).toBe(expected);
  });
});

describe('pageToRefill', () => {
  const page = (ids: string[], totalItems: number) => ({
    items: ids.map((id) => ({ id })),
    page: 1,
    perPage: 2,
    totalItems,
    totalPages: Math.ceil(totalItems / 2),
  });
  it.each([
    ['rows remain on the page', page(['a', 'b'], 5), 'a', 3, null],
    ['last row of a middle page', page(['a'], 5), 'a', 2, 2],
    ['last row of the last page', page(['a'], 5), 'a', 3, 2],
    ['the only row of the list', page(['a'], 1), 'a', 1, null],
  ])('%s', (_, r, id, current, expected) => {
    expect(pageToRefill(afterRemoval(r, id), current)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  categoryCheckMessage,
  categoryFormOf,
  categoryNameHint,
  categorySaveErrorMessage,
  isDuplicate,
} from '@/islands/admin/category-form';
import { messages } from '@/lib/messages';

const m = messages.admin;

const refusal = (message: string, name?: unknown) => ({
  response: { message, data: name === undefined ? {} : { name } },
});

describe('isDuplicate', () => {
  it.each([
    ['the hook message', refusal('Ya existe una categoría con ese nombre'), true],
    ['the hook message, any case', refusal('YA EXISTE'), true],
    ['the unique index', refusal('Failed', { code: 'validation_not_unique' }), true],
    ['another field error', refusal('Failed', { code: 'validation_required' }), false],
    ['a network error', new Error('offline'), false],
    ['nothing', undefined, false],
  ])('%s → %s', (_, err, expected) => {
    expect(isDuplicate(err)).toBe(expected);
  });
});

describe('categorySaveErrorMessage', () => {
  const dup = refusal('Ya existe');
  it.each([
    [true, dup, m.categoryDuplicate],
    [true, new Error('x'), m.categoryCreateError],
    [false, dup, m.categoryUpdateError],
    [false, new Error('x'), m.categoryUpdateError],
  ])('creating %s', (creating, err, expected) => {
    expect(categorySaveErrorMessage(creating, err)).toBe(expected);
  });
});

describe('categoryCheckMessage', () => {
  it.each([
    ['required', m.categoryRequired],
    ['duplicate', m.categoryDuplicate],
  ] as const)('%s', (problem, expected) => {
    expect(categoryCheckMessage(problem)).toBe(expected);
  });
});

describe('categoryNameHint', () => {
  it.each([
    ['Nómina Global', true, `nomina_global · ${m.categoryNameHint}`],
    ['   ', true, m.categoryNameHint],
    ['nomina', false, m.categoryNameHint],
  ])('%j, creating %s', (name, creating, expected) => {
    expect(categoryNameHint(name, creating)).toBe(expected);
  });
});

describe('categoryFormOf', () => {
  it.each([
    [
      { name: 'n', label: 'L', description: 'd', active: false },
      { name: 'n', label: 'L', description: 'd', active: false },
    ],
    [
      { name: 'n', label: 'L', description: undefined, active: true },
      { name: 'n', label: 'L', description: '', active: true },
    ],
  ])('%j', (record, expected) => {
    expect(categoryFormOf(record as never)).toEqual(expected);
  });
});

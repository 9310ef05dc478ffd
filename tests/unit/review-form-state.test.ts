import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MIN } from '@/lib/contract/fields';
import {
  EMPTY,
  relationshipAnswer,
  relationshipStatusOf,
  serviceChoices,
  setterOf,
  textProgress,
  withField,
  withSubRating,
  type Content,
} from '@/islands/review/state';

const services = [
  { name: 'payroll', label: 'Nómina' },
  { name: 'eor', label: 'EOR' },
];

describe('the review form state', () => {
  it.each([
    ['title', 'Buen servicio'],
    ['rating', 4],
    ['anonymous', true],
    ['would_recommend', false],
  ] as const)('changes %s alone', (key, v) => {
    const next = withField(EMPTY, key, v);
    expect(next[key]).toBe(v);
    expect({ ...next, [key]: EMPTY[key] }).toEqual(EMPTY);
  });

  it('hands a field change to the view’s onChange', () => {
    const seen: Content[] = [];
    setterOf(EMPTY, (c) => seen.push(c))('pros')('Rápidos');
    expect(seen).toEqual([{ ...EMPTY, pros: 'Rápidos' }]);
  });

  it.each([
    [0, 3, 3],
    [3, 5, 5],
    [3, 3, 0],
    [1, 1, 0],
  ])('a sub-rating at %i, star %i picked, becomes %i', (before, picked, after) => {
    const field = Object.keys(EMPTY.sub)[0] as keyof Content['sub'];
    const c = { ...EMPTY, sub: { ...EMPTY.sub, [field]: before } };
    const next = withSubRating(c, field, picked);
    expect(next.sub[field]).toBe(after);
    expect({ ...next.sub, [field]: before }).toEqual(c.sub);
  });

  it.each([
    ['', null],
    ['ongoing', true],
    ['ended', false],
  ])('relationship %j reads as %j and back', (status, answer) => {
    expect(relationshipAnswer(status)).toBe(answer);
    if (answer !== null) expect(relationshipStatusOf(answer)).toBe(status);
  });

  it.each([
    ['', ['payroll', 'eor']],
    ['eor', ['payroll', 'eor']],
    ['legacy', ['legacy', 'payroll', 'eor']],
  ])('with %j chosen the service options are %j', (current, names) => {
    expect(serviceChoices(services, current).map((s) => s.name)).toEqual(names);
  });

  it.each([
    ['', 0, false],
    ['  corto  ', 5, false],
    ['x'.repeat(REVIEW_TEXT_MIN - 1), REVIEW_TEXT_MIN - 1, false],
    [` ${'x'.repeat(REVIEW_TEXT_MIN)} `, REVIEW_TEXT_MIN, true],
  ])('text %j counts %i (enough: %j)', (text, length, enough) => {
    expect(textProgress(text)).toEqual({ length, enough });
  });
});

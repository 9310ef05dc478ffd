import { describe, expect, it } from 'vitest';
import { ERRORS, errorCodeOf } from '@/lib/contract/errors';
import { OUTBOX_COLLECTIONS, OUTBOX_TOPICS, isOutboxTopic } from '@/lib/contract/outbox';
import { isPublicProvider, isPublishedPost, publicProviderFilter } from '@/lib/contract/visibility';

describe('visibility rules', () => {
  it.each([
    ['approved', true, true],
    ['approved', false, false],
    ['pending', true, false],
    ['rejected', true, false],
  ])('a provider %s, verified %s, is public: %s', (status, verified, expected) => {
    expect(isPublicProvider({ status, verified })).toBe(expected);
  });

  it('writes the same rule as a filter, directly and through a relation', () => {
    expect(publicProviderFilter()).toBe('status = "approved" && verified = true');
    expect(publicProviderFilter('provider')).toBe(
      'provider.status = "approved" && provider.verified = true',
    );
  });

  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['published in the past', 'published', '2026-11-01 10:00:00.000Z', true],
    ['published now', 'published', '2026-11-23 12:00:00.000Z', true],
    ['scheduled', 'published', '2026-12-01 10:00:00.000Z', false],
    ['published without a date', 'published', '', false],
    ['a draft with a date', 'draft', '2026-11-01 10:00:00.000Z', false],
  ])('a post %s is public: %s', (_what, status, published_at, expected) => {
    expect(isPublishedPost({ status, published_at }, now)).toBe(expected);
  });
});

describe('outbox topics', () => {
  it('names one topic per collection and registers on each', () => {
    expect(new Set(Object.values(OUTBOX_TOPICS)).size).toBe(OUTBOX_COLLECTIONS.length);
    expect(OUTBOX_COLLECTIONS).toContain('reviews');
  });
  it.each(['provider', 'review', 'favorite'])('knows %s', (t) => {
    expect(isOutboxTopic(t)).toBe(true);
  });
  it('does not know other strings', () => {
    expect(isOutboxTopic('providers')).toBe(false);
  });
});

describe('error codes', () => {
  it('reads the code a hook sent, wherever the SDK put the body', () => {
    const body = { data: { error: { code: 'account_not_approved', message: 'x' } } };
    expect(errorCodeOf({ response: body })).toBe('account_not_approved');
    expect(errorCodeOf(body)).toBe('account_not_approved');
  });
  it.each([
    ['no data', { response: {} }],
    ['an unknown code', { response: { data: { error: { code: 'nope' } } } }],
    ['a field error only', { response: { data: { email: { code: 'validation_required' } } } }],
    ['nothing', null],
  ])('gives null for %s', (_what, err) => {
    expect(errorCodeOf(err)).toBeNull();
  });
  it('gives every code a Spanish message ending with a full stop and an HTTP error status', () => {
    for (const [code, def] of Object.entries(ERRORS)) {
      expect(def.message, code).toMatch(/\.$/);
      expect([400, 401, 403, 404, 413, 429, 500, 503], code).toContain(def.status);
    }
  });
});

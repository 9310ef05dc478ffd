import { describe, expect, it } from 'vitest';
import { formatReplyTime, median, replyStats, windowStart } from '@/lib/domain/reply-stats';
import { replyMail } from '@/lib/domain/mail/reply-mail';
import { replyRateText } from '@/lib/messages/replies';
import { unansweredFirst } from '@/islands/provider-dashboard/state';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('replyStats (last 12 months)', () => {
  it('counts only reviews of the window and measures the median from review to reply', () => {
    const reviews = [
      { id: 'a', created: '2026-06-01 12:00:00.000Z' },
      { id: 'b', created: '2026-05-01 12:00:00.000Z' },
      { id: 'c', created: '2026-04-01 12:00:00.000Z' },
      { id: 'old', created: '2025-06-14 12:00:00.000Z' },
    ];
    const replies = [
      { review: 'a', created: '2026-06-01 14:00:00.000Z' }, // 2 h
      { review: 'b', created: '2026-05-03 12:00:00.000Z' }, // 48 h
      { review: 'old', created: '2025-06-14 13:00:00.000Z' }, // outside the window
    ];
    expect(replyStats(reviews, replies, NOW)).toEqual({
      reviews: 3,
      replied: 2,
      rate: 2 / 3,
      medianHours: 25,
    });
  });

  it('is empty without recent reviews', () => {
    expect(replyStats([], [], NOW)).toEqual({ reviews: 0, replied: 0, rate: 0, medianHours: null });
  });

  it("starts the window 365 days before the start of today, the ranking's 12 months", () => {
    // 12:00 UTC is 06:00 in Mexico City: the site day 2026-06-15 started at 06:00 UTC.
    expect(windowStart(NOW).toISOString()).toBe('2025-06-15T06:00:00.000Z');
    expect(windowStart(new Date('2026-06-16T05:59:00Z')).toISOString()).toBe(
      '2025-06-15T06:00:00.000Z',
    );
  });

  it('gives the same figures all day: a review leaves the window when the day changes', () => {
    const reviews = [{ id: 'edge', created: '2025-06-15 09:00:00.000Z' }];
    const morning = replyStats(reviews, [], NOW);
    const evening = replyStats(reviews, [], new Date('2026-06-16T05:00:00Z'));
    expect(morning.reviews).toBe(1);
    expect(evening).toEqual(morning);
    expect(replyStats(reviews, [], new Date('2026-06-16T07:00:00Z')).reviews).toBe(0);
  });

  it.each([
    [[], null],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('median of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it.each([
    [0.5, 'menos de 1 hora'],
    [1, '1 hora'],
    [30, '30 horas'],
    [72, '3 días'],
  ])('formats %s hours as "%s"', (hours, text) => {
    expect(formatReplyTime(hours)).toBe(text);
  });

  it('writes the rate in Spanish', () => {
    expect(replyRateText(0.8, 4, 5)).toBe('80 % (4 de 5 reviews)');
    expect(replyRateText(1, 1, 1)).toBe('100 % (1 de 1 review)');
  });
});

describe('the reply e-mail', () => {
  it('is Spanish, names the provider and links to the review, with the HTML escaped', () => {
    const mail = replyMail({
      brand: 'LaPieza',
      firstName: 'Lucía',
      providerName: 'Talento <Uno>',
      reviewTitle: 'Muy bueno',
      reply: 'Gracias & saludos',
      url: 'https://site.test/providers/talento-uno#review-abc',
    });
    expect(mail.subject).toBe('Talento <Uno> respondió a tu reseña en LaPieza');
    expect(mail.text).toContain('Hola Lucía:');
    expect(mail.text).toContain('https://site.test/providers/talento-uno#review-abc');
    expect(mail.html).toContain('Talento &lt;Uno&gt;');
    expect(mail.html).toContain('Gracias &amp; saludos');
  });
});

describe('unansweredFirst (provider dashboard)', () => {
  it('puts reviews without a reply first, newest first within each group', () => {
    const reviews = [
      { id: 'r1', created: '2026-01-03' },
      { id: 'r2', created: '2026-01-02' },
      { id: 'r3', created: '2026-01-01' },
      { id: 'r4', created: '2026-01-04' },
    ];
    const ids = unansweredFirst(reviews, new Set(['r1', 'r4'])).map((r) => r.id);
    expect(ids).toEqual(['r2', 'r3', 'r4', 'r1']);
  });
});

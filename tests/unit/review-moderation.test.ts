import { describe, expect, it } from 'vitest';
import {
  HIDING_REASONS,
  REPORT_REASONS,
  isHiddenState,
  stateAfterDecision,
  stateAfterReport,
  type ModerationState,
  type ReportReason,
} from '@/lib/contract/moderation';
import { averageRatingSql, reviewCountSql, publicReviewFilter } from '@/lib/contract/visibility';
import { moderationMail } from '@/lib/domain/mail/moderation-mail';
import { REPORT_REASON_LABELS, moderation } from '@/lib/messages/moderation';

describe('moderation states', () => {
  it.each<[ModerationState, ReportReason, ModerationState]>([
    ['', 'spam', 'under_review'],
    ['', 'not_real', 'under_review'],
    ['', 'other_company', 'under_review'],
    ['', 'harmful', 'held'],
    ['', 'personal_data', 'held'],
    ['under_review', 'personal_data', 'held'],
    ['held', 'spam', 'held'],
    ['removed', 'spam', 'removed'],
  ])('%j + report "%s" → %j', (from, reason, to) => {
    expect(stateAfterReport(from, reason)).toBe(to);
  });

  it.each([
    ['keep', ''],
    ['remove', 'removed'],
    ['restore', ''],
  ] as const)('decision %s → %j', (decision, state) => {
    expect(stateAfterDecision(decision)).toBe(state);
  });

  it.each([
    ['', false],
    ['under_review', false],
    ['held', true],
    ['removed', true],
  ])('state %j hidden: %s', (state, hidden) => {
    expect(isHiddenState(state)).toBe(hidden);
  });

  it('hides for harmful content and personal data only', () => {
    expect([...HIDING_REASONS].sort()).toEqual(['harmful', 'personal_data']);
  });

  it('labels every reason with the issue wording', () => {
    expect(REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r])).toEqual([
      'Contenido dañino o ilegal',
      'Datos personales',
      'Publicidad o spam',
      'No basada en una experiencia real',
      'Sobre otra empresa',
    ]);
  });
});

describe('hidden reviews never count', () => {
  it('puts the public-review rule in every aggregate', () => {
    expect(averageRatingSql('{:id}')).toContain('AND hidden = false');
    expect(reviewCountSql('{:id}')).toContain('AND hidden = false');
    expect(publicReviewFilter('review')).toBe('review.hidden = false');
  });
});

describe('the decision e-mail', () => {
  it('tells the author the outcome and the reason, escaped', () => {
    const mail = moderationMail({
      brand: 'LaPieza',
      firstName: 'Marta',
      providerName: 'Acme <SA>',
      reviewTitle: 'Mala experiencia',
      decision: 'remove',
      reason: 'Incluye datos personales',
      url: 'https://site.test/como-funcionan-las-reviews',
    });
    expect(mail.subject).toBe('Tu reseña de Acme <SA> fue retirada');
    expect(mail.text).toContain('Motivo: Incluye datos personales');
    expect(mail.html).toContain('Acme &lt;SA&gt;');
  });

  it('words the owner-report line', () => {
    expect(moderation.ownerReports(0, 0)).toBe('No ha reportado reviews.');
    expect(moderation.ownerReports(3, 1)).toBe('Reportó 3 reviews; 1 fue retirada tras revisión.');
  });
});

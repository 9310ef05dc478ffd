// The near-duplicate index after its band keys changed scheme (docs/DECISIONS.md § Review
// signals, "Duplicate text"): reviews an older index holds under the previous keys are still
// found until the backfill job has re-indexed them, and the same after it.
import { describe, expect, it } from 'vitest';
import { VERIFYING_STATE } from '@/lib/contract/review-integrity';
import {
  BAND_KEY_PREFIX,
  bandKeys,
  legacyBandKeys,
  shinglesOf,
} from '@/lib/domain/text-similarity';
import { uid } from './helpers';
import { approvedMember, migrationDatabase, reviewWriter } from './migration-harness';

const db = migrationDatabase('lp-bands-');

const TEXT =
  'Implementaron la nómina de tres razones sociales en seis semanas; el consultor asignado resolvió cada incidencia del timbrado y capacitó a nuestro equipo de contabilidad sin costo adicional.';

describe('band keys of an older index', () => {
  it('find a copy of a review indexed under the previous keys, before and after the backfill', async () => {
    // Written as an older version would have left it: no hooks, the previous keys stored.
    let { pbi, su } = await db.start();
    const member = () => approvedMember(su);
    await su
      .collection('service_categories')
      .create({ name: 'payroll', label: 'Nómina', active: true });
    const target = await su.collection('providers').create({
      company_name: 'Objetivo',
      slug: `objetivo-${uid()}`,
      description: 'Servicios de nómina.',
      headquarters_country: 'México',
      categories: ['payroll'],
      status: 'approved',
      verified: true,
      website: `https://objetivo-${uid()}.example.com`,
    });
    const first = await su.collection('reviews').create({
      provider: target.id,
      reviewer: await member(),
      title: 'Buen proveedor',
      review_text: TEXT,
      overall_rating: 4,
    });
    for (const band of legacyBandKeys(shinglesOf(TEXT))) {
      await su.collection('review_text_bands').create({ review: first.id, band });
    }
    const reviewers = [await member(), await member()];
    await pbi.stop();

    ({ pbi, su } = await db.start({ withHooks: true }));
    try {
      const write = reviewWriter(pbi.url, su, target.id);
      const duplicateOf = async (id: string) =>
        (
          (await su.collection('review_signals').getFirstListItem(`review = "${id}"`))[
            'signals'
          ] as { code: string; review?: string }[]
        ).find((s) => s.code === 'duplicate_text')?.review;
      const bandsOf = async (review: string) =>
        (await su.collection('review_text_bands').getFullList({ filter: `review = "${review}"` }))
          .map((r) => String(r['band']))
          .sort();

      // Before the job: found through its previous keys; the copy is indexed under the current ones.
      const copy = await write(reviewers[0]!, TEXT.replace('seis', 'siete'));
      expect(copy['moderation']).toBe(VERIFYING_STATE);
      expect(await duplicateOf(copy.id)).toBe(first.id);
      expect(await bandsOf(copy.id)).toEqual(
        bandKeys(shinglesOf(TEXT.replace('seis', 'siete'))).sort(),
      );

      // The job re-indexes it under the current keys; a copy is found through them.
      await su.send('/api/crons/review_text_bands_backfill', { method: 'POST' });
      await expect.poll(async () => bandsOf(first.id)).toEqual(bandKeys(shinglesOf(TEXT)).sort());
      expect((await bandsOf(first.id)).every((b) => b.startsWith(BAND_KEY_PREFIX))).toBe(true);
      const again = await write(reviewers[1]!, TEXT.replace('tres', 'cuatro'));
      expect(again['moderation']).toBe(VERIFYING_STATE);
      expect([first.id, copy.id]).toContain(await duplicateOf(again.id));
    } finally {
      await pbi.stop();
    }
  });
});

// The integrity signals' lookups on data written before they existed (docs/DATA-MODEL.md
// § review_text_shingles, § providers `website_domain`): providers and reviews written without
// hooks (nothing server-kept filled in), the migration rolled back and applied again, then the
// project's hooks: the competitor and duplicate-text checks find them before the backfill job
// has run, the job fills the lookups, and the checks answer the same through them.
import { describe, expect, it } from 'vitest';
import { VERIFYING_STATE } from '@/lib/contract/review-integrity';
import { jaccard, shinglesOf } from '@/lib/domain/text-similarity';
import { honestText, uid } from './helpers';
import { approvedMember, migrationDatabase, reviewWriter } from './migration-harness';

const MIGRATION = '1750001500_integrity_lookups.js';
const db = migrationDatabase('lp-lookups-');

const TEXT =
  'Nos acompañaron en la selección de doce vacantes operativas en Monterrey; el equipo entendió rápido el perfil, presentó candidatos filtrados en diez días y dio seguimiento a cada ingreso durante el primer mes.';

describe('integrity lookups on data written before them', () => {
  it('competitor and duplicate checks hold before and after the backfill fills the lookups', async () => {
    let { pbi, su } = await db.start();
    const member = (email?: string) => approvedMember(su, email);
    const provider = (name: string, website: string) =>
      su.collection('providers').create({
        company_name: name,
        slug: `${name.toLowerCase().replace(/ /g, '-')}-${uid()}`,
        description: 'Servicios de recursos humanos.',
        headquarters_country: 'México',
        categories: ['recruiting'],
        status: 'approved',
        verified: true,
        website,
      });
    await su
      .collection('service_categories')
      .create({ name: 'recruiting', label: 'Reclutamiento', active: true });
    const rivalDomain = `rival-${uid()}.mx`;
    const rival = await provider('Rival', `https://www.${rivalDomain}/inicio`);
    const noSite = await provider('Sin Sitio', '');
    const target = await provider('Objetivo', `https://objetivo-${uid()}.example.com`);
    const first = await su.collection('reviews').create({
      provider: target.id,
      reviewer: await member(),
      title: 'Buen proveedor',
      review_text: TEXT,
      overall_rating: 4,
    });
    await pbi.stop();

    db.rerunFrom(MIGRATION);
    ({ pbi, su } = await db.start({ withHooks: true }));
    try {
      const write = reviewWriter(pbi.url, su, target.id);
      const signalsOf = async (id: string) =>
        (await su.collection('review_signals').getFirstListItem(`review = "${id}"`))['signals'] as {
          code: string;
          [k: string]: unknown;
        }[];

      // Before the job: the rival's provider has no stored domain and is still found.
      expect((await su.collection('providers').getOne(rival.id))['website_domain']).toBe('');
      const early = await write(await member(`luis.${uid()}@${rivalDomain}`), honestText());
      expect(early['moderation']).toBe(VERIFYING_STATE);
      expect((await signalsOf(early.id))[0]).toMatchObject({
        code: 'insider_competitor',
        domain: rivalDomain,
        provider: rival.id,
      });

      await su.send('/api/crons/review_text_bands_backfill', { method: 'POST' });
      await expect
        .poll(async () => (await su.collection('providers').getOne(rival.id))['website_domain'])
        .toBe(rivalDomain);
      expect((await su.collection('providers').getOne(noSite.id))['website_domain']).toBe('-');
      const print = await su
        .collection('review_text_shingles')
        .getFirstListItem(`review = "${first.id}"`);
      expect(String(print['hashes']).split(' ')).toHaveLength(shinglesOf(TEXT).length);

      // After the job, through the index: another rival employee, and the duplicate text.
      const late = await write(await member(`eva.${uid()}@${rivalDomain}`), honestText());
      expect((await signalsOf(late.id))[0]).toMatchObject({
        code: 'insider_competitor',
        provider: rival.id,
      });
      const copy = TEXT.replace('doce', 'trece').replace('rápido', 'muy rápido');
      const dup = await write(await member(), copy);
      expect(dup['moderation']).toBe(VERIFYING_STATE);
      const exact = Math.round(jaccard(shinglesOf(TEXT), shinglesOf(copy)) * 100) / 100;
      expect((await signalsOf(dup.id)).find((s) => s.code === 'duplicate_text')).toMatchObject({
        review: first.id,
        similarity: exact,
      });

      // Candidates whose fingerprint rows are missing are compared on their texts, the same way.
      for (const r of [first.id, dup.id]) {
        const row = await su.collection('review_text_shingles').getFirstListItem(`review = "${r}"`);
        await su.collection('review_text_shingles').delete(row.id);
      }
      const third = copy.replace('Monterrey', 'Saltillo');
      const again = await write(await member(), third);
      const closest = [
        { review: first.id, similarity: jaccard(shinglesOf(TEXT), shinglesOf(third)) },
        { review: dup.id, similarity: jaccard(shinglesOf(copy), shinglesOf(third)) },
      ].sort((a, b) => b.similarity - a.similarity)[0]!;
      expect((await signalsOf(again.id)).find((s) => s.code === 'duplicate_text')).toMatchObject({
        review: closest.review,
        similarity: Math.round(closest.similarity * 100) / 100,
      });

      // A provider saved through the hooks stores its domain at once.
      const saved = await su.collection('providers').update(noSite.id, {
        website: `https://WWW.Nuevo-${uid()}.mx/`,
      });
      expect(saved['website_domain']).toMatch(/^nuevo-[a-z0-9]+\.mx$/);
    } finally {
      await pbi.stop();
    }
  }, 180_000);
});

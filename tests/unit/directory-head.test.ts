import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../scripts/seed-data/dataset.ts';
import { publicDirectory } from '../../scripts/seed-data/directory.ts';
import { ProviderTextIndex } from '@/lib/domain/provider-search';
import { distinctWords, docEntries, words } from '@/lib/domain/search-terms';
import { parseDirectoryState } from '@/lib/domain/directory-query';
import { HEAD_SIZE, searchHeadBody, searchPageBody } from '@/server/search-api';
import { DirectoryHead } from '@/browser/directory-head';
import type { SearchHead, SearchPage } from '@/lib/view/directory';

// The demo directory (520 providers, 3,120 reviews), as the seed publishes it.
const { providers, labels, names } = publicDirectory(
  buildDataset({ providers: 520, reviews: 3120 }),
);
const index = new ProviderTextIndex(providers, labels);

/** Queries a visitor types: words, stems, prefixes while typing, typos, synonyms, phrases. */
function typedQueries(): string[] {
  const vocabulary = [
    ...new Set(providers.slice(0, 80).flatMap((p) => words(`${p.company_name} ${p.description}`))),
  ].filter((w) => w.length >= 3);
  const qs = new Set([
    'nómina',
    'Planillas',
    'reclutadores',
    'capacitacion',
    'headhunting',
    'outsourcing tercerizacion',
    'evaluación de desempeño',
    'software de nomina',
    'reclutamieto',
    'recl',
    'rrhh',
    'salud mental',
    'de la',
    'xyzzy',
  ]);
  vocabulary.forEach((w, i) => {
    if (i % 3 === 0) qs.add(w);
    if (i % 3 === 1) qs.add(w.slice(0, Math.max(3, w.length - 2))); // a word being typed
    if (i % 3 === 2 && w.length >= 5) qs.add(w.slice(0, 2) + w.slice(3)); // one letter missing
    if (i % 5 === 0) qs.add(`${w} ${vocabulary[(i * 7) % vocabulary.length]}`);
    if (i % 7 === 0 && w.length >= 5) qs.add(`${w.slice(0, 1)}x${w.slice(2)}`); // a wrong letter
  });
  return [...qs];
}

describe('first results from the head of the ranking', () => {
  const queries = typedQueries();

  it("a description's distinct words stand for it: same terms", () => {
    for (const p of providers.slice(0, 100)) {
      const short = { ...p, description: distinctWords(p.description) };
      expect(docEntries(short, labels)).toEqual(docEntries(p, labels));
      expect(short.description.length).toBeLessThanOrEqual(p.description.length);
    }
  });

  const snap = { providers, labels, index };
  const head = new DirectoryHead(JSON.parse(searchHeadBody(snap).toString()) as SearchHead);
  const serverPage = (qs: string) =>
    JSON.parse(
      searchPageBody(snap, parseDirectoryState(new URLSearchParams(qs), names)).toString(),
    ) as SearchPage;
  const ids = (rows: { 0: string }[]) => rows.map((r) => r[0]);

  it('shows only the first providers of the server answer, in its order, for queries and filters', () => {
    const filters = ['', 'categoria=payroll', 'pais=mexico', 'categoria=recruiting&pais=colombia'];
    let full = 0;
    let partial = 0;
    let waits = 0;
    for (const q of queries.slice(0, 120)) {
      for (const f of filters) {
        const qs = [new URLSearchParams({ q }).toString(), f].filter(Boolean).join('&');
        const first = head.firstRows(qs);
        const page = serverPage(qs);
        if (first === null) {
          waits++;
          continue;
        }
        // Exactly the beginning of the server's first page: never a provider it does not show.
        expect(first.length, qs).toBeGreaterThan(0);
        expect(ids(first), qs).toEqual(ids(page.rows).slice(0, first.length));
        if (first.length === page.rows.length) full++;
        else partial++;
      }
    }
    // Some queries are answered in full by the head, more in part, the rest wait.
    // Words found only in descriptions (most of these generated queries) may match better
    // outside the head: those wait (docs/DECISIONS.md § "Directory search: relevance").
    expect(full).toBeGreaterThan(10);
    expect(partial).toBeGreaterThan(50);
    expect(partial).toBeGreaterThan(0);
    expect(waits).toBeGreaterThan(0);
  });

  it.each(['nómina', 'planilla', 'reclutadores', 'nomnia', 'capacitación', 'HRIS', 'beneficios'])(
    '%j: first results at once',
    (q) => {
      const first = head.firstRows(new URLSearchParams({ q }).toString());
      expect(first?.length ?? 0).toBeGreaterThan(0);
    },
  );

  it('waits for the server when the head cannot prove the order (words dropped, nothing found)', () => {
    expect(head.firstRows('q=nomina+zzqxw')).toBeNull();
    expect(head.firstRows('q=zzqxw')).toBeNull();
  });

  it('the whole directory: the head is the first page', () => {
    expect(ids(head.firstRows('')!)).toEqual(ids(serverPage('').rows));
    expect(JSON.parse(searchHeadBody(snap).toString()).rows).toHaveLength(HEAD_SIZE);
  });

  it('cannot tell other orders or later pages: waits for the server', () => {
    expect(head.firstRows('q=nomina&orden=nombre')).toBeNull();
    expect(head.firstRows('orden=valoracion')).toBeNull();
    expect(head.firstRows('q=nomina&pagina=2')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../scripts/seed-data/dataset.ts';
import { publicDirectory } from '../../scripts/seed-data/directory.ts';
import { ProviderTextIndex } from '@/lib/domain/provider-search';
import { distinctWords, docTerms, matchesTerms, planQuery, words } from '@/lib/domain/search-terms';
import { parseDirectoryState } from '@/lib/domain/directory-query';
import { HEAD_SIZE, searchHeadBody, searchPageBody } from '@/server/search-api';
import { DirectoryHead } from '@/browser/directory-head';
import type { SearchHead, SearchPage } from '@/lib/view/directory';

// The demo directory (520 providers, 3,120 reviews), as the seed publishes it.
const { providers, labels, names } = publicDirectory(
  buildDataset({ providers: 520, reviews: 3120 }),
);
const index = new ProviderTextIndex(providers, labels);
const sorted = (ids: Iterable<string>) => [...ids].sort();

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

  it('the terms scan and the server index find the same providers for every query', () => {
    expect(queries.length).toBeGreaterThan(100);
    const terms = providers.map((p) => ({ id: p.id, terms: docTerms(p, labels) }));
    let nonEmpty = 0;
    for (const q of queries) {
      const plan = planQuery(q);
      const scanned = plan.length
        ? terms.filter((t) => matchesTerms(plan, t.terms)).map((t) => t.id)
        : null;
      const indexed = index.match(q);
      expect(scanned && sorted(scanned), q).toEqual(indexed && sorted(indexed));
      if (indexed && indexed.size > 0 && indexed.size < providers.length) nonEmpty++;
    }
    // The comparison is about real answers, not empty ones.
    expect(nonEmpty).toBeGreaterThan(queries.length / 2);
  });

  it("a description's distinct words stand for it: same terms", () => {
    for (const p of providers.slice(0, 100)) {
      const short = { ...p, description: distinctWords(p.description) };
      expect(docTerms(short, labels)).toEqual(docTerms(p, labels));
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

  it('shows the first providers of the server answer, in its order, for queries and filters', () => {
    const filters = ['', 'categoria=payroll', 'pais=mexico', 'categoria=recruiting&pais=colombia'];
    let full = 0;
    let partial = 0;
    for (const q of queries.slice(0, 120)) {
      for (const f of filters) {
        const qs = [new URLSearchParams({ q }).toString(), f].filter(Boolean).join('&');
        const first = head.firstRows(qs);
        const page = serverPage(qs);
        expect(first, qs).not.toBeNull();
        // Exactly the beginning of the server's first page: never a provider it does not show.
        expect(ids(first!), qs).toEqual(ids(page.rows).slice(0, first!.length));
        if (first!.length === page.rows.length && first!.length > 0) full++;
        else if (first!.length > 0) partial++;
      }
    }
    // Most queries are answered in full by the head, some only in part.
    expect(full).toBeGreaterThan(100);
    expect(partial).toBeGreaterThan(0);
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

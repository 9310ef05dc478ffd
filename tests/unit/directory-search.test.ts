import { describe, expect, it } from 'vitest';
import { NO_FACT_FILTER } from '@/lib/domain/fact-filters';
import { HR_SYNONYMS } from '@/lib/domain/hr-synonyms';
import { ProviderTextIndex } from '@/lib/domain/provider-search';
import { parseQuery, stem, withinOneEdit, type SearchDoc } from '@/lib/domain/search-terms';
import {
  DIRECTORY_PARAMS,
  parseDirectoryState,
  queryDirectory,
  type DirectoryProvider,
  type DirectoryState,
} from '@/lib/domain/directory-query';
import {
  categoryListings,
  inCategoryListing,
  listingKey,
  orderProviders,
  sortProviders,
} from '@/lib/domain/search';

const labels = { payroll: 'Nómina', recruiting: 'Reclutamiento', hr_tech: 'Tecnología RH' };
const doc = (id: string, company_name: string, description: string, categories: string[] = []) => ({
  id,
  company_name,
  description,
  categories,
});
const docs: SearchDoc[] = [
  doc('acme', 'Acme Talento', 'Reclutamiento ejecutivo para empresas', ['recruiting']),
  doc('calc', 'Cálculo Fácil', 'Procesamos tu planilla cada mes'),
  doc('nube', 'Nube RH', 'Software de gestión', ['hr_tech', 'payroll']),
  doc('forma', 'Forma Equipos', 'Capacitaciones y talleres a medida'),
  doc('terce', 'Terceriza Ya', 'Tercerización de procesos administrativos'),
  doc('benef', 'Beneficia', 'Beneficios flexibles para colaboradores'),
  doc('clima', 'Pulso', 'Medimos el clima laboral de tu empresa'),
  doc('desem', 'Metas', 'Evaluación de desempeño por objetivos'),
  doc('psico', 'Mente', 'Pruebas psicométricas en línea'),
];
const index = new ProviderTextIndex(docs, labels);
const found = (q: string) => [...(index.match(q) ?? [])].sort();

describe('directory text search', () => {
  it.each([
    // Stemming: plurals, derived words, verbs.
    ['reclutadores', ['acme']],
    ['reclutar', ['acme']],
    ['planillas', ['calc', 'nube']],
    ['capacitación', ['forma']],
    ['capacitacion', ['forma']],
    ['beneficio', ['benef']],
    ['empresa', ['acme', 'clima']],
    // Accents and case.
    ['NÓMINA', ['calc', 'nube']],
    ['tecnologia', ['nube']],
    ['CALCULO facil', ['calc']],
    // One typo in a word of 5+ letters.
    ['reclutamieto', ['acme']],
    ['softwere', ['nube']],
    ['tercerisacion', ['terce']],
    ['psicometricas', ['psico']],
    // Prefix of the word being typed.
    ['recl', ['acme']],
    ['acme tal', ['acme']],
    // A transposition is one typo; two typos from 8 letters.
    ['reclutamineto', ['acme']],
    ['tercerisasion', ['terce']],
    ['zzqxw', []],
  ])('%j finds %j', (q, ids) => {
    expect(found(q)).toEqual(ids);
  });

  it('requires every word, and drops the least informative ones when none matches them all', () => {
    expect(found('acme talento')).toEqual(['acme']);
    const answer = index.search('planilla zzqxw')!;
    expect([...answer.scores.keys()].sort()).toEqual(['calc', 'nube']);
    expect(answer.dropped).toEqual(['zzqxw']);
    // Of two words that each match, the one whose absence leaves more providers goes.
    expect(index.search('acme planilla')!.dropped).toEqual(['acme']);
  });

  it('matches registered terms exactly: no typo, no word that merely begins with them', () => {
    const one = new ProviderTextIndex(
      [
        doc('social', 'Social', 'Aportes de seguridad social y pilares de cultura'),
        doc('esocial', 'Brasil RH', 'Declaraciones mensuales', ['payroll']),
        doc('benef', 'Vales', 'Beneficios', ['benefits']),
      ].map((d, i) =>
        i === 1
          ? { ...d, facts: { obligations: ['esocial'] } }
          : i === 2
            ? { ...d, facts: { obligations: ['cfdi_nomina'] } }
            : d,
      ),
      { ...labels, benefits: 'Beneficios' },
    );
    const ids = (q: string) => [...(one.match(q) ?? [])].sort();
    expect(ids('eSocial')).toEqual(['esocial']);
    expect(ids('e-Social')).toEqual(['esocial']);
    expect(ids('pila')).toEqual([]);
    // A declared obligation's words ("CFDI de nómina") are not words of the provider.
    expect(ids('nómina')).toEqual(['esocial']);
    expect(ids('CFDI de nómina')).toEqual(['benef']);
    // The beginning of a word being typed is not a registered word ("nom" of "NOM 035").
    expect(ids('nóm')).toEqual(['esocial']);
  });

  it('does not tolerate a typo in a word of fewer than 5 letters', () => {
    expect(found('nube')).toEqual(['nube']);
    expect(found('nuve')).toEqual([]);
  });

  it('has no searchable word in an empty or stopword-only query', () => {
    expect(index.match('')).toBeNull();
    expect(index.match('  de la  ')).toBeNull();
  });

  it('re-indexes only the providers whose text changed, and forgets removed ones', () => {
    const live = new ProviderTextIndex(docs, labels);
    const edited = docs.map((d) =>
      d.id === 'calc' ? doc('calc', 'Cálculo Fácil', 'Headhunting de gerentes') : d,
    );
    expect(live.sync(edited)).toBe(1);
    expect([...(live.match('planilla') ?? [])]).not.toContain('calc');
    expect([...(live.match('selección') ?? [])]).toContain('calc');
    expect(live.sync(edited.filter((d) => d.id !== 'calc'))).toBe(1);
    expect([...(live.match('gerentes') ?? [])]).toEqual([]);
    expect(live.sync([...docs])).toBe(1);
    expect(found('planilla')).toEqual([...(live.match('planilla') ?? [])].sort());
  });

  it('knows whether it was built with the same category labels', () => {
    expect(index.hasLabels({ ...labels })).toBe(true);
    expect(index.hasLabels({ ...labels, payroll: 'Planilla' })).toBe(false);
  });
});

describe('Spanish stemming', () => {
  it.each([
    ['reclutadores', 'reclutamiento'],
    ['nominas', 'nomina'],
    ['capacitaciones', 'capacitacion'],
    ['selecciones', 'seleccion'],
    ['compensaciones', 'compensacion'],
    ['consultorias', 'consultoria'],
    ['entrenamientos', 'entrenamiento'],
  ])('%j and %j share a stem', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it.each([
    ['nomina', 'nombre'],
    ['planilla', 'plan'],
  ])('%j and %j do not', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });

  it.each([
    ['nomina', 'nomna', true],
    ['nomina', 'nominas', true],
    ['nomina', 'nonima', false],
    ['nomina', 'nomnia', true],
    ['capacitacion', 'capacitacoin', true],
    ['talento', 'talentos', true],
    ['abc', 'abc', true],
    ['abc', 'xyz', false],
  ])('withinOneEdit(%j, %j) is %j', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('HR synonyms', () => {
  // Every ordered pair of every group: a provider written with one term is found by the other.
  const pairs = HR_SYNONYMS.flatMap((group) =>
    group.flatMap((a) => group.filter((b) => b !== a).map((b) => [a, b] as const)),
  );
  it.each(pairs)('%j finds a provider that offers %j', (query, offered) => {
    const one = new ProviderTextIndex([doc('p', 'Proveedor', `Ofrecemos ${offered}.`)], {});
    expect([...(one.match(query) ?? [])]).toEqual(['p']);
  });

  it('no term belongs to two groups', () => {
    const seen = new Map<string, number>();
    HR_SYNONYMS.forEach((group, g) => {
      for (const term of group) {
        const key = parseQuery(term)
          .flatMap((x) => x.source)
          .join(' ');
        expect(seen.get(key) ?? g, `${term} is in two groups`).toBe(g);
        seen.set(key, g);
      }
    });
  });

  it.each([
    ['planillas', ['calc', 'nube']],
    ['payroll', ['calc', 'nube']],
    ['formación', ['forma']],
    ['entrenamiento', ['forma']],
    ['headhunting', ['acme']],
    ['selección', ['acme']],
    ['prestaciones', ['benef']],
    ['outsourcing', ['terce']],
    ['subcontratación', ['terce']],
    ['clima organizacional', ['clima']],
    ['gestión del desempeño', ['desem']],
    ['psicometría', ['psico']],
    ['nomna', ['calc', 'nube']],
  ])('%j finds %j through its synonyms', (q, ids) => {
    expect(found(q)).toEqual(ids);
  });

  it('reads a phrase as one synonym and the rest as words', () => {
    const groups = parseQuery('evaluaciones de desempeño Metas');
    expect(groups.map((g) => g.source)).toEqual([['evaluaciones', 'desempeno'], ['metas']]);
    expect(groups[0]!.alternatives).toContainEqual(['performance', 'review']);
    expect(found('evaluaciones de desempeño Metas')).toEqual(['desem']);
  });
});

describe('directory query', () => {
  const p = (
    id: string,
    country: string,
    categories: string[],
    featured: boolean,
    average_rating: number | null,
    total_reviews: number,
  ): DirectoryProvider & SearchDoc => ({
    id,
    company_name: id,
    description: id === 'Zeta' ? 'nómina' : 'reclutamiento',
    categories,
    headquarters_country: country,
    featured,
    average_rating,
    total_reviews,
  });
  // In ranking order (ranking score first), as listPublicProviders returns it; the featured
  // flag is a label only and plays no part in the order.
  const list = [
    { ...p('Beta', 'México', ['payroll'], false, 4.0, 3), ranking_score: 0.9 },
    { ...p('alfa', 'Chile', ['recruiting'], false, 4.8, 2), ranking_score: 0.8 },
    { ...p('Zeta', 'México', ['payroll'], false, 4.1, 9), ranking_score: 0.7 },
    { ...p('Ñu', 'Perú', ['recruiting'], true, null, 0), ranking_score: 0 },
  ];

  it('the fixture is in ranking order, featured or not', () => {
    expect(sortProviders(list).map((x) => x.id)).toEqual(['Beta', 'alfa', 'Zeta', 'Ñu']);
  });
  const textIndex = new ProviderTextIndex(list, labels);
  const state = (s: Partial<DirectoryState>): DirectoryState => ({
    q: '',
    category: null,
    country: null,
    order: 'ranking',
    page: 1,
    facts: NO_FACT_FILTER,
    ...s,
  });
  const names = (s: Partial<DirectoryState>) =>
    queryDirectory(list, state(s), (q, keep) => textIndex.search(q, keep)).items.map((x) => x.id);

  it.each([
    [{}, ['Beta', 'alfa', 'Zeta', 'Ñu']],
    [{ order: 'valoracion' }, ['alfa', 'Zeta', 'Beta', 'Ñu']],
    [{ order: 'resenas' }, ['Zeta', 'Beta', 'alfa', 'Ñu']],
    [{ order: 'nombre' }, ['alfa', 'Beta', 'Ñu', 'Zeta']],
    [{ country: 'mexico' }, ['Beta', 'Zeta']],
    [{ country: 'peru', category: 'recruiting' }, ['Ñu']],
    [{ country: 'mexico', order: 'resenas' }, ['Zeta', 'Beta']],
    [{ q: 'planilla' }, ['Beta', 'Zeta']],
    [{ q: 'selección', order: 'nombre' }, ['alfa', 'Beta', 'Ñu']],
    // With words, the better matches first (a category above the description only), then
    // the ranking; another order chosen applies as is.
    [{ q: 'reclutamiento' }, ['alfa', 'Ñu', 'Beta']],
  ] as [Partial<DirectoryState>, string[]][])('%j lists %j', (s, expected) => {
    expect(names(s)).toEqual(expected);
  });

  it('sorts without changing the ranking of equal providers', () => {
    const same = orderProviders(
      [p('b', '', [], false, 4, 1), p('a', '', [], false, 4, 1)],
      'valoracion',
    );
    expect(same.map((x) => x.id)).toEqual(['a', 'b']);
  });

  it.each([
    [
      'q=n%C3%B3mina&categoria=nomina&pais=mexico&orden=resenas&pagina=2',
      {
        q: 'nómina',
        category: 'payroll',
        country: 'mexico',
        order: 'resenas',
        page: 2,
      },
    ],
    [
      'pais=narnia&orden=mejor&pagina=0&categoria=../x',
      {
        q: '',
        category: null,
        country: null,
        order: 'ranking',
        page: 1,
      },
    ],
    [
      'orden=ranking&pais=republica-dominicana',
      {
        q: '',
        category: null,
        country: 'republica-dominicana',
        order: 'ranking',
        page: 1,
      },
    ],
  ])('parses %j', (qs, expected) => {
    expect(parseDirectoryState(new URLSearchParams(qs), ['payroll', 'recruiting'])).toEqual({
      ...expected,
      facts: NO_FACT_FILTER,
    });
  });

  it.each([
    ['q', 'nómina', true],
    ['q', '', false],
    ['categoria', 'payroll', true],
    ['categoria', 'Pay roll', false],
    ['pais', 'mexico', true],
    ['pais', 'México', false],
    ['orden', 'nombre', true],
    ['orden', 'ranking', false],
    ['pagina', '3', true],
    ['pagina', '03', false],
  ])('the canonical value of %s=%j is valid: %j', (name, value, ok) => {
    const param = Object.values(DIRECTORY_PARAMS).find((x) => x.name === name)!;
    expect(param.valid(value)).toBe(ok);
  });
});

describe('category listings', () => {
  it('are the providers each listing shows, in their order, from one sweep', () => {
    const providers = [
      { id: 'a', categories: ['payroll', 'recruiting'], headquarters_country: 'México' },
      { id: 'b', categories: ['payroll'], headquarters_country: 'Chile' },
      { id: 'c', categories: [], headquarters_country: 'México' },
      // A category named twice is listed once.
      { id: 'd', categories: ['recruiting', 'recruiting'], headquarters_country: 'México' },
      { id: 'e', categories: ['payroll'], headquarters_country: 'México' },
    ];
    const listings = categoryListings(providers);
    for (const category of ['payroll', 'recruiting', 'hr_tech']) {
      for (const country of [null, 'México', 'Chile', 'Perú']) {
        const shown = providers.filter((p) => inCategoryListing(p, category, country));
        expect(listings.get(listingKey(category, country)) ?? []).toEqual(shown);
      }
    }
    expect(listings.get(listingKey('payroll', 'México'))?.map((p) => p.id)).toEqual(['a', 'e']);
    expect(listings.size).toBe(5);
  });
});

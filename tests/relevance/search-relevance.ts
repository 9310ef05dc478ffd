/**
 * The directory search's relevance benchmark: a labelled set of Spanish buyer queries over
 * the demo data (scripts/seed-data/, built in memory), each with its intent written down;
 * the relevant providers and their grades (0–3) follow from RULES over the data (`grade`),
 * not from lists of providers. Scored with nDCG@10 on the first page the directory shows
 * (queryDirectory with the server's index, the code `/api/search` runs) and the share of
 * queries with no result, per group and overall.
 *
 * Run it: `npm run bench:relevance`; the floors are asserted by
 * tests/unit/search-relevance.test.ts. docs/PERFORMANCE.md § "Search relevance".
 */
import { buildDataset } from '../../scripts/seed-data/dataset.ts';
import { publicDirectory } from '../../scripts/seed-data/directory.ts';
import { ProviderTextIndex } from '../../src/lib/domain/provider-search.ts';
import { parseDirectoryState, queryDirectory } from '../../src/lib/domain/directory-query.ts';
import { normalizeText } from '../../src/lib/contract/normalize.ts';
import { FACT_COUNTRIES, type FactCountry } from '../../src/lib/contract/provider-facts.ts';
import type { PublicProvider } from '../../src/lib/view/providers.ts';

export type Group =
  | 'names'
  | 'categories'
  | 'category × country'
  | 'obligations'
  | 'typos'
  | 'inflections'
  | 'everyday';

/** What a buyer means by a query. */
export interface Intent {
  /** A provider by its exact name. */
  name?: string;
  /** Any of these categories (the first one listed on a provider is its main one). */
  cat?: string[];
  /** Words (normalized beginnings) the description must all contain: a specific service. */
  topic?: string[];
  /** Headquartered in or serving this country. */
  country?: FactCountry;
  /** Declares this local obligation. */
  obligation?: string;
}

export interface LabelledQuery {
  q: string;
  group: Group;
  intent: Intent;
}

const C = (cat: string | string[], extra: Omit<Intent, 'cat'> = {}): Intent => ({
  cat: Array.isArray(cat) ? cat : [cat],
  ...extra,
});

/** The labelled set. */
export const QUERIES: readonly LabelledQuery[] = [
  // Names: as written, without accents, in lower case, part of a name.
  ...(
    [
      'Latido Salud Laboral',
      'Punto Medio HR',
      'Mosaico Soluciones',
      'Atlas Learning',
      'Evaluación 360',
      'González Mora Search',
      'Cauce Performance',
      'Grupo Guía',
      'Grupo Quetzal',
      'Grupo Origen',
      'Grupo Ñandú',
      'Asesoría Regional',
      'Navarro Mamani Analytics',
      'Aprendizaje Asunción',
      'Ceiba Planillas',
      'Mapa People',
      'Selección Directa',
      'Altiplano Reclutamiento',
      'Figueroa Estrada Consulting',
      'Ñandu Talent',
      'Timón Consulting',
      'Consultoría Humana',
      'Brújula People',
      'Bienestar Mérida',
    ] as const
  ).map((name, i) => ({
    q: i % 3 === 1 ? normalizeText(name) : name,
    group: 'names' as const,
    intent: { name: name.replace('Ñandu', 'Ñandú') },
  })),
  // Categories in the wordings of each region.
  { q: 'nómina', group: 'categories', intent: C('payroll') },
  { q: 'planilla', group: 'categories', intent: C('payroll') },
  { q: 'payroll', group: 'categories', intent: C('payroll') },
  { q: 'liquidación de sueldos', group: 'categories', intent: C('payroll') },
  { q: 'cálculo de nómina', group: 'categories', intent: C('payroll') },
  { q: 'remuneraciones', group: 'categories', intent: C('payroll') },
  { q: 'reclutamiento', group: 'categories', intent: C('recruiting') },
  { q: 'selección de personal', group: 'categories', intent: C('recruiting') },
  { q: 'headhunting', group: 'categories', intent: C('recruiting') },
  { q: 'headhunters', group: 'categories', intent: C('recruiting') },
  { q: 'atracción de talento', group: 'categories', intent: C('recruiting') },
  { q: 'recruiting', group: 'categories', intent: C('recruiting') },
  { q: 'beneficios', group: 'categories', intent: C('benefits') },
  { q: 'prestaciones', group: 'categories', intent: C('benefits') },
  { q: 'bienestar laboral', group: 'categories', intent: C('benefits') },
  { q: 'capacitación', group: 'categories', intent: C('learning_development') },
  { q: 'formación', group: 'categories', intent: C('learning_development') },
  { q: 'entrenamiento', group: 'categories', intent: C('learning_development') },
  { q: 'evaluación de desempeño', group: 'categories', intent: C('performance_management') },
  { q: 'gestión del desempeño', group: 'categories', intent: C('performance_management') },
  { q: 'OKR', group: 'categories', intent: C('performance_management') },
  { q: 'tecnología de RRHH', group: 'categories', intent: C('hr_tech') },
  { q: 'HRIS', group: 'categories', intent: C('hr_tech') },
  { q: 'outsourcing', group: 'categories', intent: C('outsourcing') },
  { q: 'tercerización', group: 'categories', intent: C('outsourcing') },
  { q: 'subcontratación', group: 'categories', intent: C('outsourcing') },
  { q: 'externalización', group: 'categories', intent: C('outsourcing') },
  { q: 'staffing', group: 'categories', intent: C('outsourcing') },
  { q: 'consultoría', group: 'categories', intent: C('consulting') },
  { q: 'asesoría', group: 'categories', intent: C('consulting') },
  // A service within a category.
  {
    q: 'vales de despensa',
    group: 'categories',
    intent: C('benefits', { topic: ['vales', 'despensa'] }),
  },
  {
    q: 'seguros de gastos médicos',
    group: 'categories',
    intent: C('benefits', { topic: ['seguros', 'gastos medicos'] }),
  },
  {
    q: 'plataforma de aprendizaje',
    group: 'categories',
    intent: C('learning_development', { topic: ['plataforma de aprendizaje'] }),
  },
  {
    q: 'coaching ejecutivo',
    group: 'categories',
    intent: C('learning_development', { topic: ['coaching'] }),
  },
  {
    q: 'control de asistencia',
    group: 'categories',
    intent: C('hr_tech', { topic: ['control de asistencia'] }),
  },
  {
    q: 'people analytics',
    group: 'categories',
    intent: C('hr_tech', { topic: ['people analytics'] }),
  },
  { q: 'clima laboral', group: 'categories', intent: C('consulting', { topic: ['clima'] }) },
  {
    q: 'evaluación 360',
    group: 'categories',
    intent: C('performance_management', { topic: ['360'] }),
  },
  {
    q: 'personal temporal',
    group: 'categories',
    intent: C('outsourcing', { topic: ['temporal'] }),
  },
  {
    q: 'reclutamiento masivo',
    group: 'categories',
    intent: C('recruiting', { topic: ['reclutamiento masivo'] }),
  },
  // Category × country: the country means headquartered in or serving it.
  { q: 'nómina en Chile', group: 'category × country', intent: C('payroll', { country: 'CL' }) },
  { q: 'nómina Colombia', group: 'category × country', intent: C('payroll', { country: 'CO' }) },
  { q: 'nómina México', group: 'category × country', intent: C('payroll', { country: 'MX' }) },
  { q: 'planilla en Perú', group: 'category × country', intent: C('payroll', { country: 'PE' }) },
  {
    q: 'liquidación de sueldos Argentina',
    group: 'category × country',
    intent: C('payroll', { country: 'AR' }),
  },
  {
    q: 'folha de pagamento Brasil',
    group: 'category × country',
    intent: C('payroll', { country: 'BR' }),
  },
  {
    q: 'reclutamiento en México',
    group: 'category × country',
    intent: C('recruiting', { country: 'MX' }),
  },
  {
    q: 'headhunters en Perú',
    group: 'category × country',
    intent: C('recruiting', { country: 'PE' }),
  },
  {
    q: 'selección de personal Chile',
    group: 'category × country',
    intent: C('recruiting', { country: 'CL' }),
  },
  {
    q: 'reclutamiento Colombia',
    group: 'category × country',
    intent: C('recruiting', { country: 'CO' }),
  },
  {
    q: 'capacitación en Argentina',
    group: 'category × country',
    intent: C('learning_development', { country: 'AR' }),
  },
  {
    q: 'capacitación Colombia',
    group: 'category × country',
    intent: C('learning_development', { country: 'CO' }),
  },
  {
    q: 'formación Uruguay',
    group: 'category × country',
    intent: C('learning_development', { country: 'UY' }),
  },
  {
    q: 'outsourcing Colombia',
    group: 'category × country',
    intent: C('outsourcing', { country: 'CO' }),
  },
  {
    q: 'tercerización en Perú',
    group: 'category × country',
    intent: C('outsourcing', { country: 'PE' }),
  },
  {
    q: 'outsourcing de personal Ecuador',
    group: 'category × country',
    intent: C('outsourcing', { country: 'EC' }),
  },
  {
    q: 'consultoría en Chile',
    group: 'category × country',
    intent: C('consulting', { country: 'CL' }),
  },
  {
    q: 'consultoría de recursos humanos Costa Rica',
    group: 'category × country',
    intent: C('consulting', { country: 'CR' }),
  },
  {
    q: 'asesoría laboral México',
    group: 'category × country',
    intent: C('consulting', { country: 'MX' }),
  },
  {
    q: 'software de RRHH en México',
    group: 'category × country',
    intent: C('hr_tech', { country: 'MX' }),
  },
  {
    q: 'software de recursos humanos Brasil',
    group: 'category × country',
    intent: C('hr_tech', { country: 'BR' }),
  },
  { q: 'HRIS Chile', group: 'category × country', intent: C('hr_tech', { country: 'CL' }) },
  { q: 'beneficios Brasil', group: 'category × country', intent: C('benefits', { country: 'BR' }) },
  {
    q: 'beneficios para empleados en Colombia',
    group: 'category × country',
    intent: C('benefits', { country: 'CO' }),
  },
  {
    q: 'evaluación de desempeño en Perú',
    group: 'category × country',
    intent: C('performance_management', { country: 'PE' }),
  },
  {
    q: 'evaluación de desempeño Argentina',
    group: 'category × country',
    intent: C('performance_management', { country: 'AR' }),
  },
  { q: 'nómina Guatemala', group: 'category × country', intent: C('payroll', { country: 'GT' }) },
  {
    q: 'reclutamiento Bolivia',
    group: 'category × country',
    intent: C('recruiting', { country: 'BO' }),
  },
  // Obligations by name and spelling (a payroll provider that declares one is the best answer).
  ...(
    [
      ['CFDI', 'cfdi_nomina'],
      ['CFDI de nómina', 'cfdi_nomina'],
      ['timbrado de nómina', 'cfdi_nomina'],
      ['IMSS', 'imss_infonavit'],
      ['INFONAVIT', 'imss_infonavit'],
      ['NOM-035', 'nom_035'],
      ['NOM 035', 'nom_035'],
      ['riesgo psicosocial', 'nom_035'],
      ['nómina electrónica', 'nomina_electronica'],
      ['PILA', 'pila'],
      ['planilla PILA', 'pila'],
      ['Previred', 'previred'],
      ['libro de remuneraciones', 'lre'],
      ['LRE', 'lre'],
      ['PLAME', 'plame'],
      ['T-Registro', 't_registro'],
      ['eSocial', 'esocial'],
      ['e-Social', 'esocial'],
      ['F931', 'f931'],
      ['formulario 931', 'f931'],
      ['SICOSS', 'f931'],
    ] as const
  ).map(([q, obligation]) => ({
    q,
    group: 'obligations' as const,
    intent: { obligation, cat: ['payroll'] },
  })),
  // Typos: transpositions, missing, extra and wrong letters, in categories and countries.
  { q: 'nomnia', group: 'typos', intent: C('payroll') },
  { q: 'nomia', group: 'typos', intent: C('payroll') },
  { q: 'planila', group: 'typos', intent: C('payroll') },
  { q: 'paryoll', group: 'typos', intent: C('payroll') },
  { q: 'reclutamineto', group: 'typos', intent: C('recruiting') },
  { q: 'reclutamieto', group: 'typos', intent: C('recruiting') },
  { q: 'recutamiento', group: 'typos', intent: C('recruiting') },
  { q: 'headhuntign', group: 'typos', intent: C('recruiting') },
  { q: 'selecion de personal', group: 'typos', intent: C('recruiting') },
  { q: 'capacitacoin', group: 'typos', intent: C('learning_development') },
  { q: 'capasitacion', group: 'typos', intent: C('learning_development') },
  { q: 'formacoin', group: 'typos', intent: C('learning_development') },
  { q: 'beneficois', group: 'typos', intent: C('benefits') },
  { q: 'benefisios', group: 'typos', intent: C('benefits') },
  { q: 'prestacioens', group: 'typos', intent: C('benefits') },
  { q: 'outsorcing', group: 'typos', intent: C('outsourcing') },
  { q: 'tercerisacion', group: 'typos', intent: C('outsourcing') },
  { q: 'consultoira', group: 'typos', intent: C('consulting') },
  { q: 'asesroía', group: 'typos', intent: C('consulting') },
  { q: 'evaluacion de desempneo', group: 'typos', intent: C('performance_management') },
  { q: 'desmepeño', group: 'typos', intent: C('performance_management') },
  { q: 'sofware de recursos humanos', group: 'typos', intent: C('hr_tech') },
  { q: 'tecnolgia de rrhh', group: 'typos', intent: C('hr_tech') },
  { q: 'nómina en Chiel', group: 'typos', intent: C('payroll', { country: 'CL' }) },
  { q: 'nomina en Mexcio', group: 'typos', intent: C('payroll', { country: 'MX' }) },
  { q: 'reclutamiento en Clombia', group: 'typos', intent: C('recruiting', { country: 'CO' }) },
  {
    q: 'capacitacion en Argnetina',
    group: 'typos',
    intent: C('learning_development', { country: 'AR' }),
  },
  { q: 'Grupo Quetzla', group: 'typos', intent: { name: 'Grupo Quetzal' } },
  { q: 'Timon Consluting', group: 'typos', intent: { name: 'Timón Consulting' } },
  { q: 'Brujula Peopel', group: 'typos', intent: { name: 'Brújula People' } },
  // Inflections: plurals, derived words and verbs.
  { q: 'nóminas', group: 'inflections', intent: C('payroll') },
  { q: 'planillas', group: 'inflections', intent: C('payroll') },
  { q: 'reclutadores', group: 'inflections', intent: C('recruiting') },
  { q: 'reclutar', group: 'inflections', intent: C('recruiting') },
  { q: 'capacitaciones', group: 'inflections', intent: C('learning_development') },
  { q: 'capacitar', group: 'inflections', intent: C('learning_development') },
  { q: 'consultorías', group: 'inflections', intent: C('consulting') },
  { q: 'consultores', group: 'inflections', intent: C('consulting') },
  { q: 'asesorías', group: 'inflections', intent: C('consulting') },
  { q: 'beneficio', group: 'inflections', intent: C('benefits') },
  { q: 'evaluaciones de desempeño', group: 'inflections', intent: C('performance_management') },
  { q: 'evaluar el desempeño', group: 'inflections', intent: C('performance_management') },
  { q: 'tercerizaciones', group: 'inflections', intent: C('outsourcing') },
  { q: 'formaciones', group: 'inflections', intent: C('learning_development') },
  {
    q: 'seguro de gastos médicos',
    group: 'inflections',
    intent: C('benefits', { topic: ['seguros', 'gastos medicos'] }),
  },
  // Everyday wording: more words than any provider writes, the buyer's own names.
  { q: 'beneficios para empleados', group: 'everyday', intent: C('benefits') },
  { q: 'sistema de recursos humanos', group: 'everyday', intent: C('hr_tech') },
  { q: 'software de recursos humanos', group: 'everyday', intent: C('hr_tech') },
  { q: 'software de nómina', group: 'everyday', intent: C(['payroll', 'hr_tech']) },
  { q: 'empresa de reclutamiento', group: 'everyday', intent: C('recruiting') },
  { q: 'agencia de headhunters', group: 'everyday', intent: C('recruiting') },
  { q: 'proveedor de nómina', group: 'everyday', intent: C('payroll') },
  { q: 'empresa de outsourcing', group: 'everyday', intent: C('outsourcing') },
  { q: 'consultora de recursos humanos', group: 'everyday', intent: C('consulting') },
  { q: 'cursos para empleados', group: 'everyday', intent: C('learning_development') },
  { q: 'capacitación para colaboradores', group: 'everyday', intent: C('learning_development') },
  { q: 'maquila de nómina', group: 'everyday', intent: C('payroll') },
  { q: 'app de recursos humanos', group: 'everyday', intent: C('hr_tech') },
  { q: 'plataforma de recursos humanos', group: 'everyday', intent: C('hr_tech') },
  {
    q: 'encuesta de clima laboral',
    group: 'everyday',
    intent: C('consulting', { topic: ['clima'] }),
  },
  { q: 'bienestar de los trabajadores', group: 'everyday', intent: C('benefits') },
  { q: 'quién me hace la nómina', group: 'everyday', intent: C('payroll') },
  { q: 'evaluar a mis empleados', group: 'everyday', intent: C('performance_management') },
];

/** Whether a normalized description contains every topic word (as beginnings of words). */
const hasTopic = (text: string, topic: readonly string[]) =>
  topic.every((t) => new RegExp(`\\b${t}`).test(text));

/**
 * The grade of a provider for an intent, from the data only:
 * - a name: 3 for the provider of that name, 0 for any other;
 * - a country: 0 unless headquartered in or serving it;
 * - an obligation: 3 when declared by a provider of the categories, 2 when declared, else 0;
 * - a category with a topic: 3 in the category with the topic in its description, 2 with the
 *   topic only, 1 in the category only;
 * - a category: 3 as its main category, 2 as another one.
 */
export function grade(p: PublicProvider, intent: Intent): number {
  if (intent.name) return p.company_name === intent.name ? 3 : 0;
  if (intent.country) {
    const name = FACT_COUNTRIES[intent.country].name;
    const served = p.facts.countries as readonly string[];
    if (p.headquarters_country !== name && !served.includes(intent.country)) return 0;
  }
  const inCat = !intent.cat || intent.cat.some((c) => p.categories.includes(c));
  const main = !intent.cat || intent.cat.includes(p.categories[0] ?? '');
  if (intent.obligation) {
    if (!(p.facts.obligations as readonly string[]).includes(intent.obligation)) return 0;
    return inCat ? 3 : 2;
  }
  if (intent.topic) {
    const topic = hasTopic(normalizeText(p.description), intent.topic);
    return topic && inCat ? 3 : topic ? 2 : inCat ? 1 : 0;
  }
  return main ? 3 : inCat ? 2 : 0;
}

const gain = (g: number) => 2 ** g - 1;
const dcg = (grades: readonly number[]) =>
  grades.slice(0, 10).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);

export interface QueryScore extends LabelledQuery {
  ndcg: number;
  results: number;
  dropped: string[];
  suggestion: string | null;
}

/** The demo directory (the seed's default size) and its index. */
export function demoDirectory() {
  const { providers, labels, names } = publicDirectory(
    buildDataset({ providers: 520, reviews: 3120 }),
  );
  return { providers, labels, names, index: new ProviderTextIndex(providers, labels) };
}

/** Scores every query of the set on the first page the directory shows for it. */
export function evaluate(dir = demoDirectory(), queries = QUERIES): QueryScore[] {
  return queries.map((lq) => {
    const state = parseDirectoryState(new URLSearchParams({ q: lq.q }), dir.names);
    const slice = queryDirectory(dir.providers, state, (q, keep) => dir.index.search(q, keep));
    const ideal = dir.providers
      .map((p) => grade(p, lq.intent))
      .filter((g) => g > 0)
      .sort((a, b) => b - a);
    const got = slice.items.map((p) => grade(p, lq.intent));
    const idcg = dcg(ideal);
    return {
      ...lq,
      ndcg: idcg === 0 ? 0 : dcg(got) / idcg,
      results: slice.total,
      dropped: slice.dropped,
      suggestion: slice.suggestion,
    };
  });
}

export interface GroupSummary {
  group: Group | 'overall';
  queries: number;
  ndcg: number;
  zeroRate: number;
}

/** Mean nDCG@10 and the share of queries with no result, per group and overall. */
export function summarize(scores: readonly QueryScore[]): GroupSummary[] {
  const of = (group: GroupSummary['group'], list: readonly QueryScore[]): GroupSummary => ({
    group,
    queries: list.length,
    ndcg: list.reduce((s, x) => s + x.ndcg, 0) / list.length,
    zeroRate: list.filter((x) => x.results === 0).length / list.length,
  });
  const groups = [...new Set(scores.map((s) => s.group))];
  return [
    ...groups.map((g) =>
      of(
        g,
        scores.filter((s) => s.group === g),
      ),
    ),
    of('overall', scores),
  ];
}

/** The targets: nDCG@10 overall and on typos, share of queries with no result. */
export const FLOORS = { ndcg: 0.85, typosNdcg: 0.75, zeroRate: 0.02 } as const;

/**
 * "Lo que destacan / Lo que critican": the topics a provider's public reviews praise and
 * criticise, recomputed from those reviews every time the page renders (the method, in
 * Spanish, on /como-funcionan-las-reviews#temas; the decisions: docs/DECISIONS.md § "Review
 * topics").
 *
 * - The polarity is the reviewer's: praise is read from a review's `pros` field, criticism
 *   from its `cons` field; the review's text, title and rating are not read.
 * - A topic is either an aspect of the curated list below (matched on Snowball stems after
 *   the search's normalization, src/lib/domain/search-terms.ts, so accents, case and plurals
 *   do not matter) or a two- or three-word phrase that several reviews repeat, shown as
 *   written. A phrase of a clause that names an aspect is mapped to that aspect (it is
 *   counted through it), so phrases are shown only for what the list does not cover.
 * - A mention in `pros` preceded in its clause by a negation ("no tienen soporte", "sin
 *   reportes") praises nothing and is not counted; nothing is guessed from it. In `cons`
 *   every mention is criticism ("no tienen soporte" criticises the support).
 * - A topic counts reviews, not mentions: "12 de 17 reviews" means 12 of the provider's 17
 *   public reviews mention it on that side. Its excerpt is the sentence of the most useful
 *   review (helpful votes, then newest) that mentions it.
 *
 * Pure and synchronous: no model, no weights, nothing stored; the same reviews give the same
 * topics.
 */
import { normalizeText } from '../contract/normalize';
import { cutText } from './text-cut';
import { STOPWORDS, stem } from './search-terms';

/** The curated aspects of an HR service, in display order for equal counts. */
export const TOPIC_ASPECTS = [
  'support',
  'response_time',
  'compliance',
  'implementation',
  'platform',
  'integrations',
  'price',
  'candidates',
  'reports',
  'training',
  'expertise',
  'communication',
  'flexibility',
  'accuracy',
  'staff_turnover',
  'documentation',
  'regional_coverage',
] as const;
export type TopicAspect = (typeof TOPIC_ASPECTS)[number];

/**
 * The words and phrases that name each aspect, as reviewers write them in Latin America
 * (each is matched by its stems, so one spelling covers plural and gender). A phrase here
 * must not name another aspect; a test checks that no two aspects share a term.
 */
export const ASPECT_TERMS: Readonly<Record<TopicAspect, readonly string[]>> = {
  support: [
    'atención',
    'atentos',
    'soporte',
    'servicio al cliente',
    'acompañamiento',
    'ejecutivo de cuenta',
    'seguimiento',
    'trato',
    'mesa de ayuda',
  ],
  response_time: [
    'tiempos de respuesta',
    'respuesta',
    'responden',
    'rapidez',
    'rápidos',
    'plazos',
    'puntualidad',
    'puntuales',
    'demoras',
    'retrasos',
    'agilidad',
    'lentitud',
  ],
  compliance: [
    'cumplimiento legal',
    'cumplimiento fiscal',
    'legislación',
    'ley',
    'legal',
    'fiscal',
    'normativa',
    'impuestos',
    'auditoría',
    'IMSS',
    'SAT',
    'CFDI',
  ],
  implementation: ['implementación', 'puesta en marcha', 'migración', 'arranque', 'onboarding'],
  platform: [
    'plataforma',
    'sistema',
    'software',
    'aplicación',
    'app',
    'fácil de usar',
    'intuitiva',
    'usabilidad',
    'interfaz',
    'herramienta',
  ],
  integrations: ['integración', 'integrar', 'ERP', 'API', 'conectores'],
  price: [
    'precio',
    'costos',
    'costo',
    'tarifas',
    'caro',
    'barato',
    'económico',
    'calidad-precio',
    'cobros',
    'presupuesto',
  ],
  candidates: ['candidatos', 'perfiles', 'vacantes', 'ternas', 'contrataciones'],
  reports: ['reportes', 'informes', 'indicadores', 'métricas', 'dashboards', 'tableros'],
  training: ['capacitación', 'formación', 'cursos', 'entrenamiento', 'talleres'],
  expertise: ['profesional', 'profesionalismo', 'experiencia', 'conocimiento', 'expertos'],
  communication: ['comunicación', 'transparencia', 'claridad'],
  flexibility: ['flexibilidad', 'flexibles', 'personalización', 'personalizar', 'adaptarse'],
  accuracy: ['errores', 'exactitud', 'precisión', 'cálculo'],
  staff_turnover: ['rotación', 'equipo asignado', 'personal asignado', 'cambios en el equipo'],
  documentation: ['documentación', 'manuales', 'guías'],
  regional_coverage: ['países', 'región', 'regional', 'cobertura', 'multipaís'],
};

/** Words that, before an aspect in its clause, say the reviewer does not praise it. */
const NEGATIONS = new Set(
  'no sin nunca ni tampoco nada ningun ninguna ninguno falta faltan carece carecen'.split(' '),
);
/** How many words before a mention a negation reaches ("no tienen un buen soporte"). */
const NEGATION_REACH = 4;

/** Providers with fewer public reviews than this get no topics. */
export const TOPICS_MIN_REVIEWS = 5;
/** Topics shown per side. */
export const TOPICS_PER_SIDE = 4;
/** Reviews an aspect needs on a side to be a topic. */
export const ASPECT_MIN_REVIEWS = 2;
/** Reviews a mined phrase needs on a side to be a topic. */
export const PHRASE_MIN_REVIEWS = 3;
/** Longest excerpt shown, in characters. */
export const EXCERPT_MAX = 160;

/** What the topics read of a public review. */
export interface TopicReview {
  id: string;
  pros: string;
  cons: string;
  helpful_count: number;
  created: string;
}

export type TopicSide = 'praised' | 'criticised';

export interface ReviewTopic {
  /** `aspect:<id>` or `phrase:<normalized words>`. */
  key: string;
  /** The aspect (label in src/lib/messages/review-topics.ts), or null for a mined phrase. */
  aspect: TopicAspect | null;
  /** A mined phrase as reviewers most often spell it; '' for an aspect. */
  phrase: string;
  /** Public reviews that mention it on this side. */
  count: number;
  /** One of them: its id and the sentence that mentions the topic. */
  excerpt: { reviewId: string; text: string };
}

export interface ReviewTopics {
  /** Public reviews the topics were read from (the "de N reviews"). */
  total: number;
  praised: ReviewTopic[];
  criticised: ReviewTopic[];
}

// ── Matching ──────────────────────────────────────────────────────────────────────────────

interface Token {
  /** Normalized word. */
  word: string;
  /** As written, in lower case. */
  raw: string;
  stem: string;
  stop: boolean;
}

/** An aspect's term as the stems of its words (stopwords left out). */
interface Pattern {
  aspect: TopicAspect;
  stems: string[];
}

/** A text's words, each normalized and stemmed as the search does, and as written. */
const tokenize = (text: string): Token[] =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((raw) => {
      const word = normalizeText(raw).replace(/[^a-z0-9]/g, '');
      return { word, raw: raw.toLowerCase(), stem: stem(word), stop: STOPWORDS.has(word) };
    })
    .filter((t) => t.word !== '');

/** Patterns by their first stem (a term's stopwords are not part of it). */
const PATTERNS: ReadonlyMap<string, Pattern[]> = (() => {
  const out = new Map<string, Pattern[]>();
  for (const aspect of TOPIC_ASPECTS) {
    for (const term of ASPECT_TERMS[aspect]) {
      const stems = tokenize(term)
        .filter((t) => !t.stop)
        .map((t) => t.stem);
      if (stems.length === 0) continue;
      const list = out.get(stems[0]!) ?? [];
      list.push({ aspect, stems });
      out.set(stems[0]!, list);
    }
  }
  return out;
})();

/** The aspects a term names (used by the tests to keep the table unambiguous). */
export function aspectsOfTerm(term: string): TopicAspect[] {
  return [...new Set(clauseMentions(tokenize(term)).map((m) => m.aspect))];
}

interface Mention {
  aspect: TopicAspect;
  /** The clause's token the mention starts at. */
  start: number;
  negated: boolean;
}

/** The aspects a clause mentions, each with whether a negation precedes it. */
function clauseMentions(tokens: readonly Token[]): Mention[] {
  // Positions of the content words (stopwords are skipped inside a term: "tiempos de
  // respuesta"); a negation is kept as a word.
  const content: number[] = [];
  tokens.forEach((t, i) => {
    if (!t.stop || NEGATIONS.has(t.word)) content.push(i);
  });
  const out: Mention[] = [];
  for (let i = 0; i < content.length; i++) {
    const start = content[i]!;
    for (const p of PATTERNS.get(tokens[start]!.stem) ?? []) {
      if (!p.stems.every((s, k) => tokens[content[i + k] ?? -1]?.stem === s)) continue;
      let negated = false;
      for (let k = Math.max(0, start - NEGATION_REACH); k < start; k++)
        if (NEGATIONS.has(tokens[k]!.word)) negated = true;
      out.push({ aspect: p.aspect, start, negated });
    }
  }
  return out;
}

/** A field's sentences, each split into clauses at commas and "pero"/"aunque". */
function sentences(text: string): { text: string; clauses: Token[][] }[] {
  return text
    .split(/(?<=[.!?¡¿;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => ({
      text: s,
      clauses: s
        .split(/[,;:()]|\s(?:pero|aunque|sino|mientras que)\s/i)
        .map(tokenize)
        .filter((c) => c.length > 0),
    }));
}

/** Words too vague to start or end a phrase ("equipo muy", "podría ser más"). */
const FILLERS = new Set(
  (
    'muy mas menos algo es son ser era fue fueron esta estan estuvo hay tiene tienen tuvimos ' +
    'todo toda todos todas cada bien mal poco poca pocos pocas otro otra otros otras nuestro ' +
    'nuestra nuestros nuestras mucho mucha muchos muchas siempre tambien ademas como cuando ' +
    'donde ellos ella esto este esta estos estas eso ese esa podria podrian puede pueden'
  ).split(' '),
);

/**
 * Phrases of 2 and 3 words of a clause that start and end with a word of their own (no
 * stopword, filler, negation or number at either end, no negation or number inside).
 */
function clausePhrases(tokens: readonly Token[]): { key: string; spelling: string }[] {
  const out: { key: string; spelling: string }[] = [];
  const edge = (t: Token) => !t.stop && !FILLERS.has(t.word) && t.word.length >= 3;
  for (let i = 0; i < tokens.length; i++) {
    for (const n of [2, 3]) {
      if (i + n > tokens.length) break;
      const slice = tokens.slice(i, i + n);
      if (!edge(slice[0]!) || !edge(slice[n - 1]!)) continue;
      if (slice.some((t) => NEGATIONS.has(t.word) || /^\d+$/.test(t.word))) continue;
      out.push({
        key: slice.map((t) => t.stem).join(' '),
        spelling: slice.map((t) => t.raw).join(' '),
      });
    }
  }
  return out;
}

// ── One review, one side ──────────────────────────────────────────────────────────────────

/** What one field of one review says: its aspects and phrases, each with a sentence. */
export interface FieldTopics {
  aspects: Map<TopicAspect, string>;
  /** Phrase key (stems) → the sentence and the words as written. */
  phrases: Map<string, { sentence: string; words: string }>;
}

/**
 * The topics one field mentions. `side` 'praised' (the `pros` field) drops negated mentions,
 * and mines no phrase from a clause with a negation ("no tienen app móvil"). `phrases`: false
 * to read the aspects only.
 */
export function fieldTopics(text: string, side: TopicSide, phrases = true): FieldTopics {
  const out: FieldTopics = { aspects: new Map(), phrases: new Map() };
  for (const s of sentences(text)) {
    for (const clause of s.clauses) {
      const mentions = clauseMentions(clause);
      for (const m of mentions) {
        if (side === 'praised' && m.negated) continue;
        if (!out.aspects.has(m.aspect)) out.aspects.set(m.aspect, s.text);
      }
      // A clause that names an aspect maps its phrases to that aspect ("precio alto para
      // empresas pequeñas" is criticism of the price); only the others are shown as written.
      if (!phrases || mentions.length > 0) continue;
      if (side === 'praised' && clause.some((t) => NEGATIONS.has(t.word))) continue;
      for (const p of clausePhrases(clause)) {
        if (!out.phrases.has(p.key))
          out.phrases.set(p.key, { sentence: s.text, words: p.spelling });
      }
    }
  }
  return out;
}

// ── A provider ────────────────────────────────────────────────────────────────────────────

interface Tally {
  count: number;
  /** The most useful mentioning review so far and its sentence. */
  best: { review: TopicReview; sentence: string };
  /** Spellings of a phrase and how often each was written. */
  spellings?: Map<string, number>;
}

/** More useful first: helpful votes, then newest, then id (a stable order). */
function moreUseful(a: TopicReview, b: TopicReview): boolean {
  if (a.helpful_count !== b.helpful_count) return a.helpful_count > b.helpful_count;
  if (a.created !== b.created) return a.created > b.created;
  return a.id < b.id;
}

function tallyOf(
  map: Map<string, Tally>,
  key: string,
  review: TopicReview,
  sentence: string,
): Tally {
  let t = map.get(key);
  if (!t) map.set(key, (t = { count: 0, best: { review, sentence } }));
  t.count++;
  if (moreUseful(review, t.best.review)) t.best = { review, sentence };
  return t;
}

const ASPECT_ORDER = new Map(TOPIC_ASPECTS.map((a, i) => [a, i]));

function side(reviews: readonly TopicReview[], which: TopicSide): ReviewTopic[] {
  const aspects = new Map<string, Tally>();
  const phrases = new Map<string, Tally>();
  for (const r of reviews) {
    const found = fieldTopics(which === 'praised' ? r.pros : r.cons, which);
    for (const [aspect, sentence] of found.aspects) tallyOf(aspects, aspect, r, sentence);
    for (const [key, p] of found.phrases) {
      const t = tallyOf(phrases, key, r, p.sentence);
      t.spellings ??= new Map();
      t.spellings.set(p.words, (t.spellings.get(p.words) ?? 0) + 1);
    }
  }
  const topics: ReviewTopic[] = [];
  for (const [aspect, t] of aspects) {
    if (t.count < ASPECT_MIN_REVIEWS) continue;
    topics.push(topicOf(`aspect:${aspect}`, aspect as TopicAspect, '', t));
  }
  // Phrases that share a word say the same thing ("gente muy amable", "amable y dispuesta"):
  // the one more reviews repeat is kept, the longer one on a tie.
  const candidates = [...phrases]
    .filter(([, t]) => t.count >= PHRASE_MIN_REVIEWS)
    .sort(
      ([a, x], [b, y]) =>
        y.count - x.count || b.split(' ').length - a.split(' ').length || (a < b ? -1 : 1),
    );
  const used = new Set<string>();
  for (const [key, t] of candidates) {
    const stems = key.split(' ');
    if (stems.some((w) => used.has(w))) continue;
    for (const w of stems) used.add(w);
    topics.push(topicOf(`phrase:${key}`, null, spellingOf(t), t));
  }
  return topics
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.aspect === null ? 1 : 0) - (b.aspect === null ? 1 : 0) ||
        (ASPECT_ORDER.get(a.aspect!) ?? 0) - (ASPECT_ORDER.get(b.aspect!) ?? 0) ||
        (a.key < b.key ? -1 : 1),
    )
    .slice(0, TOPICS_PER_SIDE);
}

function spellingOf(t: Tally): string {
  let best = '';
  let n = 0;
  for (const [spelling, c] of t.spellings ?? [])
    if (c > n || (c === n && spelling < best)) [best, n] = [spelling, c];
  return best;
}

function topicOf(key: string, aspect: TopicAspect | null, phrase: string, t: Tally): ReviewTopic {
  return {
    key,
    aspect,
    phrase,
    count: t.count,
    excerpt: { reviewId: t.best.review.id, text: cutText(t.best.sentence, EXCERPT_MAX) },
  };
}

/**
 * The topics of a provider's public reviews, or null when it has fewer than
 * TOPICS_MIN_REVIEWS of them. The caller passes public reviews only (the page's own list).
 */
export function reviewTopics(reviews: readonly TopicReview[]): ReviewTopics | null {
  if (reviews.length < TOPICS_MIN_REVIEWS) return null;
  // A provider's list of reviews is one array for as long as its data is unchanged (the data
  // layer's memo), shown on its page and its review pages: its topics are worked out once.
  const known = topicsOfList.get(reviews);
  if (known) return known;
  const topics: ReviewTopics = {
    total: reviews.length,
    praised: side(reviews, 'praised'),
    criticised: side(reviews, 'criticised'),
  };
  topicsOfList.set(reviews, topics);
  return topics;
}

const topicsOfList = new WeakMap<readonly TopicReview[], ReviewTopics>();

// ── Many providers (a category × country page) ────────────────────────────────────────────

export interface AggregateTopic {
  aspect: TopicAspect;
  /** Public reviews, over every provider, that mention it on this side. */
  reviews: number;
  /** Providers with at least one of those reviews. */
  providers: number;
}

export interface AggregateTopics {
  /** Public reviews read, over `providers` providers. */
  total: number;
  providers: number;
  praised: AggregateTopic[];
  criticised: AggregateTopic[];
}

/**
 * What one provider's public reviews say, as counts: how many reviews there are, and per
 * aspect how many praise or criticise it (mined phrases left out). The input of
 * `aggregateTopics`; the data layer keeps it per provider between changes.
 */
export interface ProviderTopicCounts {
  reviews: number;
  praised: ReadonlyMap<TopicAspect, number>;
  criticised: ReadonlyMap<TopicAspect, number>;
}

/** The topic counts of one provider's public reviews. */
export function topicCounts(reviews: readonly TopicReview[]): ProviderTopicCounts {
  const tally = (which: TopicSide): Map<TopicAspect, number> => {
    const out = new Map<TopicAspect, number>();
    for (const r of reviews) {
      const found = fieldTopics(which === 'praised' ? r.pros : r.cons, which, false);
      for (const aspect of found.aspects.keys()) out.set(aspect, (out.get(aspect) ?? 0) + 1);
    }
    return out;
  };
  return { reviews: reviews.length, praised: tally('praised'), criticised: tally('criticised') };
}

/**
 * The aspects most praised and criticised over several providers' public reviews (from each
 * provider's `topicCounts`; mined phrases are left out: a phrase one provider's clients repeat
 * says nothing of the others). Null under TOPICS_MIN_REVIEWS reviews in all.
 */
export function aggregateTopics(
  byProvider: readonly ProviderTopicCounts[],
): AggregateTopics | null {
  const total = byProvider.reduce((s, c) => s + c.reviews, 0);
  if (total < TOPICS_MIN_REVIEWS) return null;
  const count = (which: TopicSide): AggregateTopic[] => {
    const tally = new Map<TopicAspect, AggregateTopic>();
    for (const c of byProvider) {
      for (const [aspect, n] of which === 'praised' ? c.praised : c.criticised) {
        let t = tally.get(aspect);
        if (!t) tally.set(aspect, (t = { aspect, reviews: 0, providers: 0 }));
        t.reviews += n;
        t.providers++;
      }
    }
    return [...tally.values()]
      .filter((t) => t.reviews >= ASPECT_MIN_REVIEWS)
      .sort(
        (a, b) =>
          b.reviews - a.reviews || ASPECT_ORDER.get(a.aspect)! - ASPECT_ORDER.get(b.aspect)!,
      )
      .slice(0, TOPICS_PER_SIDE);
  };
  return {
    total,
    providers: byProvider.filter((c) => c.reviews > 0).length,
    praised: count('praised'),
    criticised: count('criticised'),
  };
}

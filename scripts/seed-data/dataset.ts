/**
 * Builds the whole demo dataset as plain objects, deterministically: the same options give
 * the same data, byte for byte (no Math.random, no clock). Records point at each other by
 * natural keys (e-mail, company name, slug, title); scripts/seed.ts turns those into ids.
 *
 * Generation is prefix-stable: provider #i depends only on i, so the first 30 providers of a
 * `--providers 30` run are the first 30 of the default run.
 */
import { slugify } from '@/lib/contract/slug';
import { isPublicProvider } from '@/lib/contract/visibility';
import { seedFacts, seedFactsAge } from './facts.ts';
import type { ProviderFacts } from '../../src/lib/contract/provider-facts.ts';
import { BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS, SECTIONS } from './blog.ts';
import { CASE_STUDIES } from './case-studies.ts';
import { CATEGORIES, type CategoryName } from './categories.ts';
import { COUNTRIES, type CountrySeed } from './countries.ts';
import { EMPLOYERS, FIRST_NAMES, JOB_TITLES } from './people.ts';
import {
  ADJECTIVES,
  BRANDS,
  CATEGORY_WORDS,
  CLIENTS,
  CLOSING_SENTENCES,
  EMPLOYEE_COUNTS,
  EMPLOYEE_WEIGHTS,
  HEAD_WORDS,
  LEGAL_SUFFIXES,
  QUALIFIERS,
  REJECTION_NOTES,
  SERVICE_SENTENCES,
  SURNAMES,
} from './providers.ts';
import { Random } from './random.ts';
import {
  DECISION_REASONS,
  REJOINDERS,
  REPLY_BODIES,
  REPLY_CLOSINGS,
  REPLY_EDITS,
  REPLY_GREETINGS,
  REPORT_DETAILS,
} from './replies.ts';
import {
  CLOSINGS,
  CONS,
  CRITICISM,
  MIDDLES,
  OPENINGS,
  PRAISE,
  PROS,
  RATINGS,
  RATING_WEIGHTS,
  reviewText,
  TITLES,
  toneOf,
  topicProfile,
  topicSentences,
  type TopicProfile,
} from './reviews.ts';

/** Local-only password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_DOMAIN = 'demo.lapieza.io';

/**
 * Free-mail providers some demo people use: their accounts are not approved by their domain,
 * so the demo holds admin approvals, invitation approvals and a pending queue as well.
 */
const FREE_MAIL = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx'] as const;

export const DEMO_ACCOUNTS = {
  admin: 'admin@lapieza.io',
  hr: `rrhh@${DEMO_DOMAIN}`,
  provider: `proveedor@${DEMO_DOMAIN}`,
  /** Confirmed at a free-mail address: it waits for an admin (a company address would not). */
  pending: 'pendiente.demo.lapieza@gmail.com',
} as const;

/** The demo provider owned by proveedor@demo.lapieza.io. */
export const DEMO_PROVIDER_NAME = 'Nómina Ágil';

export const DEFAULT_PROVIDERS = 520;
/**
 * Default review count for a provider count: at least 3,000 (about six per provider at the
 * default size), three per provider for large benchmark sizes.
 */
export function defaultReviews(providers: number): number {
  return Math.max(3000, providers * 3);
}

export interface DatasetOptions {
  providers: number;
  reviews: number;
  /**
   * At least this many accounts in all (default: only the demo accounts, the owners and the
   * reviewers): the rest are members who write nothing, one in 20 blocked (admin lists at
   * scale, `npm run bench:admin`).
   */
  users?: number;
}

export interface CategoryRecord {
  name: string;
  label: string;
  description: string;
  active: boolean;
}

export interface UserRecord {
  email: string;
  first_name: string;
  last_name: string;
  job_title: string;
  company_name: string;
  bio: string;
  user_type: 'hr_professional' | 'provider';
  roles: ('admin' | 'provider' | 'hr_professional')[];
  approved: boolean;
  verified: boolean;
  linkedin_url: string;
  blocked?: boolean;
  blocked_reason?: string;
  /**
   * The approval rule, only where the account's own evidence does not say it: the hooks record
   * `company_domain` for a confirmed company address and `admin` for any other approved one
   * (docs/DECISIONS.md § Approval from evidence); the seed sets `invitation` for an invited
   * reviewer at a free-mail address (its invitation record is seeded with its review).
   */
  approved_by?: 'invitation';
}

export interface ProviderRecord {
  company_name: string;
  description: string;
  website: string;
  whatsapp_number: string;
  headquarters_country: string;
  founded_year: number;
  employee_count: string;
  categories: CategoryName[];
  languages: string[];
  /** Declared facts, or null; dated `factsAgeDays` before the seed runs. */
  facts: ProviderFacts | null;
  factsAgeDays: number | null;
  verified: boolean;
  featured: boolean;
  status: 'approved' | 'pending' | 'rejected';
  admin_notes: string;
  /**
   * E-mail of the owner account; null for a listing the platform holds, without owner, that
   * its company may claim (docs/DATA-MODEL.md § providers).
   */
  owner: string | null;
  logo: { color: string; variant: number };
}

export interface ReviewRecord {
  provider: string;
  reviewer: string;
  title: string;
  review_text: string;
  pros: string;
  cons: string;
  overall_rating: number;
  anonymous: boolean;
  would_recommend: boolean;
  verified: boolean;
  /**
   * Days before the seed run the review was written (its `created`; the seed turns it into a
   * date when it runs): spread over the last three years, recent ones more frequent.
   */
  ageDays: number;
}

/** Reviews are named by their natural key: provider company name + reviewer e-mail. */
export interface ReviewKey {
  provider: string;
  reviewer: string;
}

/** A provider's public reply ("Respuesta del proveedor"), written by the provider's owner. */
export interface ReplyRecord extends ReviewKey {
  body: string;
  ageDays: number;
  /** Days ago the owner edited the reply (the page shows "editada"), or null. */
  editedAgeDays: number | null;
  /** The reviewer's one answer to the reply ("" for none). */
  rejoinder: string;
  rejoinderAgeDays: number | null;
}

export type ReportReasonName = keyof typeof REPORT_DETAILS;

/** A report on a review; `decision` is what the admin decided (null: still open). */
export interface ReportRecord extends ReviewKey {
  /** E-mail of the reporting member or of the provider's owner. */
  reporter: string;
  reason: ReportReasonName;
  detail: string;
  ageDays: number;
  decision: 'keep' | 'remove' | null;
  decisionReason: string;
}

/** A "Útil" vote of `user` on a review. */
export interface VoteRecord extends ReviewKey {
  user: string;
}

export interface FavoriteRecord {
  user: string;
  provider: string;
}

export interface CaseStudyRecord {
  provider: string;
  title: string;
  client_name: string;
  summary: string;
  results: string;
  published: boolean;
}

export interface BlogCategoryRecord {
  name: string;
  slug: string;
  color: string;
}

export interface BlogTagRecord {
  name: string;
  slug: string;
}

export interface BlogPostRecord {
  title: string;
  content: string;
  status: 'draft' | 'published';
  featured: boolean;
  /** A past publication date for published posts (the server may stamp its own). */
  published_at: string;
  external_url: string;
  meta_keywords: string[];
  categories: string[];
  tags: string[];
  author: string;
  image: { color: string; seed: number };
}

export interface Dataset {
  categories: CategoryRecord[];
  users: UserRecord[];
  providers: ProviderRecord[];
  reviews: ReviewRecord[];
  replies: ReplyRecord[];
  reports: ReportRecord[];
  votes: VoteRecord[];
  favorites: FavoriteRecord[];
  caseStudies: CaseStudyRecord[];
  blogCategories: BlogCategoryRecord[];
  blogTags: BlogTagRecord[];
  blogPosts: BlogPostRecord[];
}

const emailPart = (text: string) => slugify(text).replace(/-/g, '');

function linkedinFor(first: string, last: string, n: number): string {
  return `https://www.linkedin.com/in/${slugify(`${first} ${last}`)}-${n}`;
}

// --------------------------------------------------------------------------- users

function demoUsers(): UserRecord[] {
  const base = { bio: '', approved: true, verified: true };
  return [
    {
      ...base,
      email: DEMO_ACCOUNTS.admin,
      first_name: 'Andrea',
      last_name: 'Salinas',
      job_title: 'Administradora de la plataforma',
      company_name: 'LaPieza',
      bio: 'Coordino la moderación del directorio y el blog de la comunidad.',
      user_type: 'hr_professional',
      roles: ['admin'],
      linkedin_url: 'https://www.linkedin.com/in/andrea-salinas-lapieza',
    },
    {
      ...base,
      email: DEMO_ACCOUNTS.hr,
      first_name: 'Lucía',
      last_name: 'Fernández',
      job_title: 'Gerente de Recursos Humanos',
      company_name: 'Alimentos del Valle',
      bio: 'Doce años en recursos humanos en la industria de alimentos, hoy a cargo de un equipo de seis personas.',
      user_type: 'hr_professional',
      roles: ['hr_professional'],
      linkedin_url: 'https://www.linkedin.com/in/lucia-fernandez-rrhh',
    },
    {
      ...base,
      email: DEMO_ACCOUNTS.provider,
      first_name: 'Javier',
      last_name: 'Morales',
      job_title: 'Director General',
      company_name: DEMO_PROVIDER_NAME,
      bio: 'Fundador de Nómina Ágil. Ayudamos a pymes de México a pagar bien y a tiempo.',
      user_type: 'provider',
      roles: ['provider'],
      linkedin_url: 'https://www.linkedin.com/in/javier-morales-nomina-agil',
    },
  ];
}

/** The pending demo account (created last by the seed: its presence marks a finished seed). */
export const PENDING_USER: UserRecord = {
  email: DEMO_ACCOUNTS.pending,
  first_name: 'Pedro',
  last_name: 'Castillo',
  job_title: 'Analista de Recursos Humanos',
  company_name: 'Logística Cordillera',
  bio: '',
  user_type: 'hr_professional',
  roles: ['hr_professional'],
  approved: false,
  verified: true,
  linkedin_url: 'https://www.linkedin.com/in/pedro-castillo-rrhh',
};

/**
 * Members beyond the reviewers (`users` option): same people generator, other e-mails; one in
 * twenty blocked, and the confirmed free-mail ones one in four still waiting for an admin.
 */
function memberPool(size: number): UserRecord[] {
  return reviewerPool(size, 'member').map((u, i) =>
    i % 20 === 19
      ? { ...u, blocked: true, blocked_reason: 'Cuenta duplicada' }
      : !u.email.endsWith(`@${DEMO_DOMAIN}`) && i % 4 === 1
        ? { ...u, approved: false }
        : u,
  );
}

function reviewerPool(size: number, kind: 'reviewer' | 'member' = 'reviewer'): UserRecord[] {
  const users: UserRecord[] = [];
  for (let i = 1; i <= size; i++) {
    const rng = new Random(`${kind}:${i}`);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(SURNAMES);
    // About three in ten at a free-mail provider (its own draw: the names stay as they were).
    const mail = new Random(`${kind}:${i}:mail`);
    const domain = mail.chance(0.3) ? mail.pick(FREE_MAIL) : DEMO_DOMAIN;
    users.push({
      email: `${emailPart(first)}.${emailPart(last)}.${kind === 'member' ? 'm' : ''}${i}@${domain}`,
      first_name: first,
      last_name: `${last} ${rng.pick(SURNAMES)}`,
      job_title: rng.pick(JOB_TITLES),
      company_name: rng.pick(EMPLOYERS),
      bio: '',
      user_type: 'hr_professional',
      roles: ['hr_professional'],
      approved: true,
      verified: true,
      linkedin_url: linkedinFor(first, last, i),
    });
  }
  return users;
}

/**
 * How many HR professionals write the reviews: about 25 reviews each, 8 to 150 people (each
 * account costs a password hash on the server, see MAX_OWNERS).
 */
export function reviewerPoolSize(reviews: number): number {
  return Math.min(150, Math.max(8, Math.ceil(reviews / 25)));
}

// ----------------------------------------------------------------------- providers

const RELATED: Record<CategoryName, readonly CategoryName[]> = {
  recruiting: ['consulting', 'outsourcing', 'hr_tech'],
  payroll: ['outsourcing', 'hr_tech', 'benefits'],
  benefits: ['consulting', 'payroll'],
  learning_development: ['performance_management', 'consulting', 'hr_tech'],
  performance_management: ['learning_development', 'hr_tech', 'consulting'],
  hr_tech: ['payroll', 'performance_management', 'recruiting'],
  outsourcing: ['payroll', 'recruiting'],
  consulting: ['performance_management', 'learning_development', 'benefits'],
};
const CATEGORY_WEIGHTS: Record<CategoryName, number> = {
  recruiting: 20,
  payroll: 13,
  benefits: 9,
  learning_development: 12,
  performance_management: 8,
  hr_tech: 14,
  outsourcing: 10,
  consulting: 14,
};

function companyName(rng: Random, main: CategoryName, country: CountrySeed): string {
  const word = rng.pick(CATEGORY_WORDS[main]);
  switch (rng.weighted([0, 1, 2, 3, 4, 5], [30, 18, 14, 12, 16, 10])) {
    case 0:
      return `${rng.pick(BRANDS)} ${word}`;
    case 1: {
      const [head, gender] = rng.pick(HEAD_WORDS[main]);
      const [m, f] = rng.pick(QUALIFIERS);
      return `${head} ${gender === 'm' ? m : f}`;
    }
    case 2: {
      const [a, b] = rng.sample(SURNAMES, 2);
      return rng.chance(0.5) ? `${a} & ${b} ${rng.pick(LEGAL_SUFFIXES)}` : `${a} ${b} ${word}`;
    }
    case 3:
      return `Grupo ${rng.pick(BRANDS)}`;
    case 4:
      return `${rng.pick(HEAD_WORDS[main])[0]} ${rng.pick(country.cities)}`;
    default:
      return `${rng.pick(BRANDS)} ${rng.pick(['RH', 'HR', 'People', 'Capital Humano', 'Personas'])}`;
  }
}

const SPECIALTY: Record<CategoryName, string> = {
  recruiting: 'reclutamiento y selección',
  payroll: 'administración de nómina',
  benefits: 'beneficios para colaboradores',
  learning_development: 'capacitación y desarrollo',
  performance_management: 'gestión del desempeño',
  hr_tech: 'tecnología de RRHH',
  outsourcing: 'outsourcing de RRHH',
  consulting: 'consultoría en recursos humanos',
};

function describe(
  rng: Random,
  name: string,
  categories: readonly CategoryName[],
  country: CountrySeed,
  city: string,
  founded: number,
): string {
  const sentences = [
    `${name} es una firma ${rng.pick(ADJECTIVES)} de ${SPECIALTY[categories[0]!]} con sede en ${city}, ${country.name}. Desde ${founded} acompaña a ${rng.pick(CLIENTS)}.`,
    ...categories.map((c) => rng.pick(SERVICE_SENTENCES[c])),
    rng.pick(CLOSING_SENTENCES),
  ];
  return sentences.join(' ');
}

function whatsapp(rng: Random, country: CountrySeed): string {
  let digits = String(rng.int(1, 9));
  while (digits.length < country.mobileDigits) digits += String(rng.int(0, 9));
  return `+${country.callingCode} ${digits}`;
}

function demoProvider(): ProviderRecord {
  return {
    company_name: DEMO_PROVIDER_NAME,
    description:
      'Nómina Ágil es una empresa mexicana de nómina y tecnología de RRHH con sede en Guadalajara. Desde 2014 calcula, timbra y dispersa la nómina de más de trescientas pymes, con un portal de autoservicio para sus colaboradores y reportes listos para contabilidad. Su equipo responde en menos de 24 horas y acompaña cada cierre de mes.',
    website: 'https://www.nominaagil.com.mx',
    whatsapp_number: '+52 3312345678',
    headquarters_country: 'México',
    founded_year: 2014,
    employee_count: '51-200',
    categories: ['payroll', 'hr_tech'],
    languages: ['Español', 'Inglés'],
    facts: {
      countries: ['MX', 'CO'],
      sizes: ['11-50', '51-200'],
      pricing_models: ['per_employee_month'],
      prices: [
        { country: 'MX', model: 'per_employee_month', currency: 'MXN', min: 60, max: 140 },
        { country: 'CO', model: 'per_employee_month', currency: 'COP', min: 12000, max: 30000 },
      ],
      obligations: ['cfdi_nomina', 'imss_infonavit', 'nom_035', 'nomina_electronica', 'pila'],
      integrations: ['Contpaqi Nóminas', 'BUK', 'SAP SuccessFactors'],
    },
    factsAgeDays: seedFactsAge(0),
    verified: true,
    featured: true,
    status: 'approved',
    admin_notes: '',
    owner: DEMO_ACCOUNTS.provider,
    logo: { color: '#059669', variant: 0 },
  };
}

const OWNER_TITLES = [
  'Director General',
  'Socia Fundadora',
  'Gerente Comercial',
  'Director de Operaciones',
  'CEO',
];
/**
 * Providers with an owner account of their own; the other listings are held by the platform,
 * without owner (unclaimed). Capped because every account costs a password hash on the server (about
 * 65 ms of CPU each), which would dominate large benchmark seeds.
 */
const MAX_OWNERS = 100;

function buildProviders(count: number): { providers: ProviderRecord[]; owners: UserRecord[] } {
  const providers: ProviderRecord[] = [];
  const owners: UserRecord[] = [];
  if (count <= 0) return { providers, owners };
  providers.push(demoProvider());
  const names = new Set([DEMO_PROVIDER_NAME.toLowerCase()]);
  const categoryNames = CATEGORIES.map((c) => c.name as CategoryName);
  for (let i = 1; i < count; i++) {
    const rng = new Random(`provider:${i}`);
    // The first providers cover every country and category, whatever the size.
    const country =
      i <= COUNTRIES.length
        ? COUNTRIES[i - 1]!
        : rng.weighted(
            COUNTRIES,
            COUNTRIES.map((c) => c.weight),
          );
    const main =
      i <= categoryNames.length
        ? categoryNames[i - 1]!
        : rng.weighted(
            categoryNames,
            categoryNames.map((c) => CATEGORY_WEIGHTS[c]),
          );
    let name = companyName(rng, main, country);
    for (let attempt = 1; names.has(name.toLowerCase()); attempt++) {
      const retry = new Random(`provider:${i}:${attempt}`);
      name =
        attempt < 30
          ? companyName(retry, main, country)
          : `${companyName(retry, main, country)} ${attempt}`;
    }
    names.add(name.toLowerCase());

    const extra = rng.sample(RELATED[main], rng.weighted([0, 1, 2], [35, 45, 20]));
    const categories = [main, ...extra];
    const city = rng.pick(country.cities);
    const founded = 1965 + Math.floor(Math.sqrt(rng.next()) * 60); // skewed to recent years
    const r = rng.next();
    const status = r < 0.05 ? 'pending' : r < 0.08 ? 'rejected' : 'approved';
    const verified =
      status === 'approved' ? !rng.chance(0.03) : status === 'rejected' && rng.chance(0.5);
    const featured = status === 'approved' && verified && rng.chance(0.06);
    const languages: string[] =
      country.mainLanguage === 'Portugués'
        ? [
            'Portugués',
            ...(rng.chance(0.7) ? ['Español'] : []),
            ...(rng.chance(0.5) ? ['Inglés'] : []),
          ]
        : [
            'Español',
            ...(rng.chance(0.45) ? ['Inglés'] : []),
            ...(rng.chance(0.15) ? ['Portugués'] : []),
          ];
    const domain = `${slugify(name).replace(/-/g, '')}.${rng.chance(0.3) ? 'com' : country.tld}`;

    let owner: string | null = null;
    const claimed = rng.chance(0.2);
    if (claimed && owners.length < MAX_OWNERS) {
      const orng = new Random(`owner:${i}`);
      const first = orng.pick(FIRST_NAMES);
      const last = orng.pick(SURNAMES);
      owner = `${emailPart(first)}.${emailPart(last)}.${i}@${DEMO_DOMAIN}`;
      owners.push({
        email: owner,
        first_name: first,
        last_name: last,
        job_title: orng.pick(OWNER_TITLES),
        company_name: name,
        bio: '',
        user_type: 'provider',
        roles: ['provider'],
        approved: true,
        verified: true,
        linkedin_url: linkedinFor(first, last, 1000 + i),
      });
    }

    providers.push({
      company_name: name,
      description: describe(rng, name, categories, country, city, founded),
      website: rng.chance(0.92) ? `https://www.${domain}` : '',
      whatsapp_number: rng.chance(0.4) ? whatsapp(rng, country) : '',
      headquarters_country: country.name,
      founded_year: founded,
      employee_count: rng.weighted(EMPLOYEE_COUNTS, EMPLOYEE_WEIGHTS),
      categories,
      languages,
      ...(() => {
        const facts = seedFacts(i, country.name, categories);
        return { facts, factsAgeDays: facts ? seedFactsAge(i) : null };
      })(),
      verified,
      featured,
      status,
      admin_notes: status === 'rejected' ? rng.pick(REJECTION_NOTES) : '',
      owner,
      logo: { color: rng.pick(CATEGORIES.find((c) => c.name === main)!.colors), variant: i },
    });
  }
  return { providers, owners };
}

// ------------------------------------------------------------------------- reviews

/** Each provider's strengths and weaknesses, drawn once from a stream of its own. */
const profiles = new Map<string, TopicProfile>();
function profileOf(provider: ProviderRecord, fallback: CategoryName): TopicProfile {
  const main = provider.categories[0] ?? fallback;
  const key = `${provider.company_name}|${main}`;
  let profile = profiles.get(key);
  if (!profile) {
    profile = topicProfile(new Random(`topics:${provider.company_name}`), main);
    profiles.set(key, profile);
  }
  return profile;
}

function review(
  rng: Random,
  provider: ProviderRecord,
  reviewer: string,
  quality: number,
): Omit<ReviewRecord, 'ageDays'> {
  // Better providers get more five-star reviews, weaker ones more low ratings.
  const [w1, w2, w3, w4, w5] = RATING_WEIGHTS;
  const w =
    quality > 4.3
      ? [w1 * 0.4, w2 * 0.5, w3, w4, w5 * 1.8]
      : quality < 3.6
        ? [w1 * 2.5, w2 * 2.5, w3 * 1.8, w4, w5 * 0.5]
        : [w1, w2, w3, w4, w5];
  const rating = rng.weighted(RATINGS, w);
  const tone = toneOf(rating);
  const category = rng.pick(provider.categories);
  // The writer's own situation, from a stream of its own (the other picks stay as they were).
  const text = reviewText(new Random(`review-detail:${provider.company_name}:${reviewer}`), tone, {
    opening: rng.pick(OPENINGS[tone]),
    middle: rng.pick(MIDDLES[tone][category]),
    closing: rng.pick(CLOSINGS[tone]),
  });
  // Whether it has pros and cons, and how many, as drawn before; what they say comes from a
  // stream of its own, mostly the provider's strengths and weaknesses (the other picks stay
  // as they were).
  const proCount = rating >= 3 || rng.chance(0.4) ? rng.sample(PROS, rng.int(1, 2)).length : 0;
  const conCount = rating <= 4 || rng.chance(0.3) ? rng.sample(CONS, rng.int(1, 2)).length : 0;
  const profile = profileOf(provider, category);
  const own = new Random(`review-topics:${provider.company_name}:${reviewer}`);
  const pros = topicSentences(own, profile.strengths, PRAISE, proCount);
  const cons = topicSentences(own, profile.weaknesses, CRITICISM, conCount);
  return {
    provider: provider.company_name,
    reviewer,
    title: rng.pick(TITLES[tone]),
    review_text: text,
    pros,
    cons,
    overall_rating: rating,
    anonymous: rng.chance(0.15),
    would_recommend: rating >= 4 || (rating === 3 && rng.chance(0.5)),
    verified: rng.chance(0.7),
  };
}

/** Splits `total` over `weights` proportionally (largest remainder), each share ≤ cap. */
function apportion(total: number, weights: readonly number[], cap: number): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const shares = weights.map((w) => Math.min(cap, Math.floor((total * w) / sum)));
  let left = total - shares.reduce((s, n) => s + n, 0);
  const order = weights
    .map((w, i) => ({ i, frac: (total * w) / sum - Math.floor((total * w) / sum) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  while (left > 0) {
    let placed = false;
    for (const { i } of order) {
      if (left === 0) break;
      if (shares[i]! < cap) {
        shares[i]!++;
        left--;
        placed = true;
      }
    }
    if (!placed) break;
  }
  return shares;
}

/** Days before the seed run, for review #i (not one of the demo HR's): up to three years. */
function reviewAge(index: number): number {
  const rng = new Random(`review-date:${index}`);
  // u^1.6 puts half of the reviews in the last year and a tenth in the last month.
  return Math.max(0.05, 3 * 365 * rng.next() ** 1.6);
}

/** The demo HR professional's reviews are recent: still inside the 30-day edit window. */
const HR_REVIEW_AGES = [3.2, 12.5, 24.8];

function buildReviews(
  providers: ProviderRecord[],
  pool: UserRecord[],
  total: number,
): ReviewRecord[] {
  const reviews: Omit<ReviewRecord, 'ageDays'>[] = [];
  const rng = new Random('reviews');
  const hr = DEMO_ACCOUNTS.hr;
  const publicProviders = providers.filter(isPublicProvider);
  if (publicProviders.length === 0 || pool.length === 0) return [];
  const quality = publicProviders.map(() => 2.8 + rng.next() * 2.1);

  // The demo HR professional reviews the demo provider and two others.
  const hrTargets = [publicProviders[0]!, ...publicProviders.slice(1, 3)];
  hrTargets.forEach((p, k) => reviews.push(review(new Random(`hr-review:${k}`), p, hr, 4.5)));

  const weights = publicProviders.map((p) => (p.featured ? 3 : 0) + 0.3 + rng.next() ** 3 * 4);
  const shares = apportion(Math.max(0, total - reviews.length), weights, pool.length);
  publicProviders.forEach((p, k) => {
    const prng = new Random(`reviews:${p.company_name}`);
    for (const reviewer of prng.sample(pool, shares[k]!)) {
      reviews.push(review(prng, p, reviewer.email, quality[k]!));
    }
  });
  return reviews.map((r, i) => ({
    ...r,
    ageDays: i < hrTargets.length ? HR_REVIEW_AGES[i]! : reviewAge(i),
  }));
}

// ------------------------------------------------------------ replies, reports, votes

const HOUR = 1 / 24;

/** The reviews of claimed providers get replies; the listings the platform holds none. */
function buildReplies(
  providers: ProviderRecord[],
  reviews: ReviewRecord[],
  users: UserRecord[],
): ReplyRecord[] {
  const firstName = new Map(users.map((u) => [u.email, u.first_name]));
  const habits = new Map<string, { rate: number; speed: number }>();
  for (const p of providers) {
    if (p.owner === null || p.status !== 'approved' || !p.verified) continue;
    const rng = new Random(`reply-habit:${p.company_name}`);
    const rate =
      p.company_name === DEMO_PROVIDER_NAME
        ? 0.8
        : rng.weighted([0, 0.25 + rng.next() * 0.35, 0.7 + rng.next() * 0.3], [20, 40, 40]);
    // Typical reply delay in days: some answer the same day, others in a week or two.
    const speed = rng.weighted([0.25, 1, 4, 10], [30, 35, 25, 10]);
    habits.set(p.company_name, { rate, speed });
  }
  const replies: ReplyRecord[] = [];
  reviews.forEach((r, i) => {
    const habit = habits.get(r.provider);
    if (!habit) return;
    const rng = new Random(`reply:${i}`);
    // The demo HR's review of the demo provider is always answered (and left for the demo
    // HR to add the rejoinder).
    const demoHr = r.reviewer === DEMO_ACCOUNTS.hr;
    if (!demoHr && !rng.chance(habit.rate)) return;
    const delay = demoHr ? 5 * HOUR : habit.speed * (0.2 + rng.next() * 1.6) + rng.next() * HOUR;
    const ageDays = r.ageDays - delay;
    if (ageDays < HOUR) return; // not answered yet
    const tone = toneOf(r.overall_rating);
    const name = r.anonymous ? '' : (firstName.get(r.reviewer) ?? '');
    const greeting = name ? rng.pick(REPLY_GREETINGS).replace('{name}', name) : 'Hola,';
    let body = [greeting, rng.pick(REPLY_BODIES[tone]), rng.pick(REPLY_CLOSINGS)]
      .filter(Boolean)
      .join(' ');
    let editedAgeDays: number | null = null;
    if (!demoHr && rng.chance(0.15)) {
      editedAgeDays = ageDays * (0.1 + rng.next() * 0.8);
      body = `${body} ${rng.pick(REPLY_EDITS)}`;
    }
    let rejoinder = '';
    let rejoinderAgeDays: number | null = null;
    if (!demoHr && rng.chance(tone === 'negative' ? 0.4 : 0.15)) {
      rejoinder = rng.pick(REJOINDERS[tone]);
      rejoinderAgeDays = ageDays * (0.2 + rng.next() * 0.7);
    }
    replies.push({
      provider: r.provider,
      reviewer: r.reviewer,
      body,
      ageDays,
      editedAgeDays,
      rejoinder,
      rejoinderAgeDays,
    });
  });
  return replies;
}

/**
 * Reports in every state: open ("En revisión", or hidden until decided for harmful content
 * and personal data), kept ("mantener") and removed ("retirar"). Owners of claimed providers
 * report some of their low ratings; members report about one review in 80.
 */
function buildReports(
  providers: ProviderRecord[],
  reviews: ReviewRecord[],
  pool: UserRecord[],
): ReportRecord[] {
  const owners = new Map(
    providers.flatMap((p) => (p.owner === null ? [] : [[p.company_name, p.owner] as const])),
  );
  const reports: ReportRecord[] = [];
  const add = (
    rng: Random,
    r: ReviewRecord,
    reporter: string,
    reason: ReportReasonName,
    decision: ReportRecord['decision'],
  ) => {
    const wanted = decision ? 5 + rng.next() * 200 : 1 + rng.next() * 30;
    reports.push({
      provider: r.provider,
      reviewer: r.reviewer,
      reporter,
      reason,
      detail: rng.pick(REPORT_DETAILS[reason]),
      ageDays: Math.min(wanted, r.ageDays * (0.3 + rng.next() * 0.6)),
      decision,
      decisionReason: decision ? rng.pick(DECISION_REASONS[decision]) : '',
    });
  };
  const members = (rng: Random, r: ReviewRecord, n: number) =>
    rng.sample(
      pool.filter((u) => u.email !== r.reviewer),
      n,
    );

  // The demo provider's owner reported its three lowest ratings: one removed, one kept, one
  // still open; a member reported another one ("En revisión").
  const demo = reviews
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.provider === DEMO_PROVIDER_NAME && r.reviewer !== DEMO_ACCOUNTS.hr)
    .sort((a, b) => a.r.overall_rating - b.r.overall_rating || a.i - b.i);
  const demoPlan: [ReportReasonName, ReportRecord['decision'], 'owner' | 'member'][] = [
    ['not_real', 'remove', 'owner'],
    ['spam', 'keep', 'owner'],
    ['other_company', null, 'owner'],
    ['spam', null, 'member'],
  ];
  const done = new Set<number>();
  demoPlan.forEach(([reason, decision, who], k) => {
    const target = demo[k];
    if (!target) return;
    const rng = new Random(`report:${target.i}`);
    const reporter = who === 'owner' ? DEMO_ACCOUNTS.provider : members(rng, target.r, 1)[0]?.email;
    if (!reporter) return;
    add(rng, target.r, reporter, reason, decision);
    done.add(target.i);
  });

  reviews.forEach((r, i) => {
    if (done.has(i) || r.reviewer === DEMO_ACCOUNTS.hr) return;
    const rng = new Random(`report:${i}`);
    const owner = owners.get(r.provider);
    if (owner && r.overall_rating <= 2 && rng.chance(0.5)) {
      const decision = rng.weighted<ReportRecord['decision']>(
        ['keep', 'remove', null],
        [45, 35, 20],
      );
      const reason = rng.weighted<ReportReasonName>(
        ['not_real', 'spam', 'other_company'],
        [60, 20, 20],
      );
      add(rng, r, owner, reason, decision);
      return;
    }
    if (!rng.chance(trustShare(reviews.length) / 80)) return;
    const kind = rng.weighted(['label', 'held', 'keep', 'remove'] as const, [40, 10, 25, 25]);
    if (kind === 'held') {
      const reason = rng.pick(['harmful', 'personal_data'] as const);
      add(rng, r, members(rng, r, 1)[0]!.email, reason, null);
      return;
    }
    const decision = kind === 'label' ? null : kind;
    const reason = rng.weighted<ReportReasonName>(
      ['spam', 'not_real', 'other_company'],
      [40, 40, 20],
    );
    for (const m of members(rng, r, rng.chance(0.3) ? 2 : 1))
      add(rng, r, m.email, reason, decision);
  });
  return reports;
}

/**
 * Share of the reviews that may be reported or voted on: all of them up to the default size,
 * fewer beyond (each vote and decision is a request with its hooks: the 10,000-provider seed
 * of the benchmarks gets about as many as the default one, not ten times more).
 */
function trustShare(reviews: number): number {
  return Math.min(1, 3000 / Math.max(1, reviews));
}

/** "Útil" votes: most reviews none, some a few, a handful many (members and the demo HR). */
function buildVotes(reviews: ReviewRecord[], pool: UserRecord[]): VoteRecord[] {
  const voters = [DEMO_ACCOUNTS.hr, ...pool.map((u) => u.email)];
  const share = trustShare(reviews.length);
  const votes: VoteRecord[] = [];
  reviews.forEach((r, i) => {
    const rng = new Random(`votes:${i}`);
    if (!rng.chance(share)) return;
    const n = rng.weighted([0, 1, 2, 3, 4, 6, 9], [80, 8, 5, 3, 2, 1, 1]);
    if (n === 0) return;
    for (const user of rng.sample(
      voters.filter((v) => v !== r.reviewer),
      n,
    )) {
      votes.push({ provider: r.provider, reviewer: r.reviewer, user });
    }
  });
  return votes;
}

function buildFavorites(providers: ProviderRecord[], pool: UserRecord[]): FavoriteRecord[] {
  const publicProviders = providers.filter(isPublicProvider);
  if (publicProviders.length === 0) return [];
  const favorites: FavoriteRecord[] = [];
  const hrRng = new Random('favorites:hr');
  const hrFavorites = [publicProviders[0]!, ...hrRng.sample(publicProviders.slice(1, 40), 3)];
  for (const p of hrFavorites) {
    favorites.push({ user: DEMO_ACCOUNTS.hr, provider: p.company_name });
  }
  for (const user of pool) {
    const rng = new Random(`favorites:${user.email}`);
    for (const p of rng.sample(
      publicProviders,
      rng.weighted([0, 1, 2, 3, 5, 8], [15, 20, 25, 20, 12, 8]),
    )) {
      favorites.push({ user: user.email, provider: p.company_name });
    }
  }
  return favorites;
}

function buildCaseStudies(providers: ProviderRecord[]): CaseStudyRecord[] {
  const studies: CaseStudyRecord[] = [];
  providers.forEach((p, i) => {
    const rng = new Random(`case-studies:${i}`);
    if (i !== 0 && !rng.chance(0.15)) return;
    const templates = [...new Set(p.categories.flatMap((c) => CASE_STUDIES[c]))];
    const count = i === 0 ? 2 : rng.weighted([1, 2], [70, 30]);
    for (const t of rng.sample(templates, count)) {
      studies.push({
        provider: p.company_name,
        title: t.title,
        client_name: rng.pick(EMPLOYERS),
        summary: t.summary,
        results: t.results,
        published: i === 0 || rng.chance(0.85),
      });
    }
  });
  return studies;
}

// ---------------------------------------------------------------------------- blog

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A past publication date: the newest post on 2025-11-03, then every five or six days back. */
function publicationDate(index: number): string {
  const base = Date.UTC(2025, 10, 3, 14, 0, 0);
  const days = Math.round(index * 5.5);
  return new Date(base - days * 86400000).toISOString().replace('T', ' ');
}

function buildBlogPosts(): BlogPostRecord[] {
  const sections = SECTIONS['default']!;
  let published = 0;
  return BLOG_POSTS.map((post, i) => {
    const rng = new Random(`blog:${i}`);
    const listTag = i % 3 === 1 ? 'ol' : 'ul';
    const chosen = rng
      .sample(sections, rng.int(4, 6))
      .sort((a, b) => sections.indexOf(a) - sections.indexOf(b));
    const html = [
      `<p>${esc(post.lead)}</p>`,
      `<h2>${esc(post.listHeading)}</h2>`,
      `<${listTag}>${post.items.map((it) => `<li>${esc(it)}</li>`).join('')}</${listTag}>`,
      ...chosen.flatMap((s) => [
        `<h2>${esc(s.heading)}</h2>`,
        ...s.paragraphs.map((p) => `<p>${esc(p)}</p>`),
      ]),
      `<h3>En resumen</h3>`,
      `<p>${esc(`${post.items[0]} es un buen punto de partida. Comparte este artículo con tu equipo y cuéntanos tu experiencia en la comunidad.`)}</p>`,
    ].join('\n');
    const category = BLOG_CATEGORIES.find((c) => c.slug === post.categories[0])!;
    return {
      title: post.title,
      content: html,
      status: post.status,
      featured: post.featured ?? false,
      published_at: post.status === 'published' ? publicationDate(published++) : '',
      external_url: post.externalUrl ?? '',
      meta_keywords: post.tags.map((t) => BLOG_TAGS.find((x) => x.slug === t)!.name.toLowerCase()),
      categories: [...post.categories],
      tags: [...post.tags],
      author: DEMO_ACCOUNTS.admin,
      image: { color: category.color, seed: 1000 + i },
    };
  });
}

// ---------------------------------------------------------------------------------

function withMembers(users: UserRecord[], total: number | undefined): UserRecord[] {
  // +1: the pending demo account, created last by the seed.
  const missing = (total ?? 0) - users.length - 1;
  return missing > 0 ? [...users, ...memberPool(missing)] : users;
}

/** The complete demo dataset for the given sizes. */
export function buildDataset(options: DatasetOptions): Dataset {
  const { providers, owners } = buildProviders(options.providers);
  const pool = reviewerPool(reviewerPoolSize(options.reviews));
  const users = [...demoUsers(), ...owners, ...pool];
  const reviews = buildReviews(providers, pool, options.reviews);
  return {
    categories: CATEGORIES.map((c) => ({
      name: c.name,
      label: c.label,
      description: c.description,
      active: true,
    })),
    users: withMembers(users, options.users),
    providers,
    reviews,
    replies: buildReplies(providers, reviews, users),
    reports: buildReports(providers, reviews, pool),
    votes: buildVotes(reviews, pool),
    favorites: buildFavorites(providers, pool),
    caseStudies: buildCaseStudies(providers),
    blogCategories: BLOG_CATEGORIES.map((c) => ({ ...c })),
    blogTags: BLOG_TAGS.map((t) => ({ ...t })),
    blogPosts: buildBlogPosts(),
  };
}

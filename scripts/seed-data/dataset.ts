/**
 * Builds the whole demo dataset as plain objects, deterministically: the same options give
 * the same data, byte for byte (no Math.random, no clock). Records point at each other by
 * natural keys (e-mail, company name, slug, title); scripts/seed.ts turns those into ids.
 *
 * Generation is prefix-stable: provider #i depends only on i, so the first 30 providers of a
 * `--providers 30` run are the first 30 of the default run.
 */
import { slugify } from '@/lib/domain/slug';
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
  CLOSINGS,
  CONS,
  MIDDLES,
  OPENINGS,
  PROS,
  RATINGS,
  RATING_WEIGHTS,
  TITLES,
  toneOf,
} from './reviews.ts';

/** Local-only password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_DOMAIN = 'demo.lapieza.io';

export const DEMO_ACCOUNTS = {
  admin: 'admin@lapieza.io',
  hr: `rrhh@${DEMO_DOMAIN}`,
  provider: `proveedor@${DEMO_DOMAIN}`,
  pending: `pendiente@${DEMO_DOMAIN}`,
  /** Internal account that owns the directory listings no company has claimed yet. */
  directory: 'directorio@lapieza.io',
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
  verified: boolean;
  featured: boolean;
  status: 'approved' | 'pending' | 'rejected';
  admin_notes: string;
  /** E-mail of the owner account. */
  owner: string;
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
      email: DEMO_ACCOUNTS.directory,
      first_name: 'Equipo',
      last_name: 'Directorio',
      job_title: 'Curaduría del directorio',
      company_name: 'LaPieza',
      bio: 'Cuenta interna que mantiene los perfiles de empresas aún no reclamados por sus dueños.',
      user_type: 'provider',
      roles: ['provider'],
      linkedin_url: 'https://www.linkedin.com/company/lapieza-directorio',
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
  verified: false,
  linkedin_url: 'https://www.linkedin.com/in/pedro-castillo-rrhh',
};

/** Members beyond the reviewers (`users` option): same people generator, other e-mails. */
function memberPool(size: number): UserRecord[] {
  return reviewerPool(size, 'member').map((u, i) =>
    i % 20 === 19 ? { ...u, blocked: true, blocked_reason: 'Cuenta duplicada' } : u,
  );
}

function reviewerPool(size: number, kind: 'reviewer' | 'member' = 'reviewer'): UserRecord[] {
  const users: UserRecord[] = [];
  for (let i = 1; i <= size; i++) {
    const rng = new Random(`${kind}:${i}`);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(SURNAMES);
    users.push({
      email: `${emailPart(first)}.${emailPart(last)}.${kind === 'member' ? 'm' : ''}${i}@${DEMO_DOMAIN}`,
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
 * Providers with an owner account of their own; the other listings belong to the directory
 * team's account. Capped because every account costs a password hash on the server (about
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

    let owner: string = DEMO_ACCOUNTS.directory;
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

function review(
  rng: Random,
  provider: ProviderRecord,
  reviewer: string,
  quality: number,
): ReviewRecord {
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
  const text = [
    rng.pick(OPENINGS[tone]),
    rng.pick(MIDDLES[tone][category]),
    rng.pick(CLOSINGS[tone]),
  ].join(' ');
  const pros = rating >= 3 || rng.chance(0.4) ? rng.sample(PROS, rng.int(1, 2)).join(' ') : '';
  const cons = rating <= 4 || rng.chance(0.3) ? rng.sample(CONS, rng.int(1, 2)).join(' ') : '';
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

function buildReviews(
  providers: ProviderRecord[],
  pool: UserRecord[],
  total: number,
): ReviewRecord[] {
  const reviews: ReviewRecord[] = [];
  const rng = new Random('reviews');
  const hr = DEMO_ACCOUNTS.hr;
  const publicProviders = providers.filter((p) => p.status === 'approved' && p.verified);
  if (publicProviders.length === 0 || pool.length === 0) return reviews;
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
  return reviews;
}

function buildFavorites(providers: ProviderRecord[], pool: UserRecord[]): FavoriteRecord[] {
  const publicProviders = providers.filter((p) => p.status === 'approved' && p.verified);
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
  return {
    categories: CATEGORIES.map((c) => ({
      name: c.name,
      label: c.label,
      description: c.description,
      active: true,
    })),
    users: withMembers([...demoUsers(), ...owners, ...pool], options.users),
    providers,
    reviews: buildReviews(providers, pool, options.reviews),
    favorites: buildFavorites(providers, pool),
    caseStudies: buildCaseStudies(providers),
    blogCategories: BLOG_CATEGORIES.map((c) => ({ ...c })),
    blogTags: BLOG_TAGS.map((t) => ({ ...t })),
    blogPosts: buildBlogPosts(),
  };
}

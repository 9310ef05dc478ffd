import { describe, expect, it } from 'vitest';
import { COUNTRY_SLUGS } from '@/lib/domain/countries';
import {
  DEMO_ACCOUNTS,
  DEMO_PROVIDER_NAME,
  PENDING_USER,
  buildDataset,
  defaultReviews,
  type Dataset,
} from '../../scripts/seed-data/dataset.ts';
import { Random } from '../../scripts/seed-data/random.ts';

const full: Dataset = buildDataset({ providers: 520, reviews: defaultReviews(520) });
const share = (n: number) => n / full.providers.length;

describe('seed PRNG', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Random('x');
    const b = new Random('x');
    const c = new Random('y');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('samples distinct items', () => {
    const picked = new Random('s').sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });
});

describe('demo dataset', () => {
  it('is deterministic: two builds are identical', () => {
    expect(buildDataset({ providers: 520, reviews: defaultReviews(520) })).toEqual(full);
  });

  it('is prefix-stable: a small build has the first providers of the default one', () => {
    const small = buildDataset({ providers: 30, reviews: 120 });
    expect(small.providers.map((p) => p.company_name)).toEqual(
      full.providers.slice(0, 30).map((p) => p.company_name),
    );
  });

  it('has the eight service categories with Spanish labels', () => {
    expect(Object.fromEntries(full.categories.map((c) => [c.name, c.label]))).toEqual({
      recruiting: 'Reclutamiento',
      payroll: 'Nómina',
      benefits: 'Beneficios',
      learning_development: 'Capacitación y Desarrollo',
      performance_management: 'Gestión del Desempeño',
      hr_tech: 'Tecnología de RRHH',
      outsourcing: 'Outsourcing',
      consulting: 'Consultoría',
    });
    expect(full.categories.every((c) => c.active && c.description.length > 40)).toBe(true);
  });

  it('spreads 520 uniquely named providers over the 15 mapped countries and all categories', () => {
    expect(full.providers).toHaveLength(520);
    const names = full.providers.map((p) => p.company_name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(full.providers.some((p) => /[áéíóúñ]/i.test(p.company_name))).toBe(true);
    expect(new Set(full.providers.map((p) => p.headquarters_country))).toEqual(
      new Set(Object.values(COUNTRY_SLUGS)),
    );
    const categories = new Set(full.providers.flatMap((p) => p.categories));
    expect(categories).toEqual(new Set(full.categories.map((c) => c.name)));
  });

  it('mixes statuses like a real directory: ~5% pending, ~3% rejected with a reason', () => {
    const pending = full.providers.filter((p) => p.status === 'pending');
    const rejected = full.providers.filter((p) => p.status === 'rejected');
    expect(share(pending.length)).toBeGreaterThan(0.025);
    expect(share(pending.length)).toBeLessThan(0.08);
    expect(share(rejected.length)).toBeGreaterThan(0.01);
    expect(share(rejected.length)).toBeLessThan(0.06);
    expect(rejected.every((p) => p.admin_notes.length > 10)).toBe(true);
    expect(pending.every((p) => !p.featured && !p.verified)).toBe(true);
    const unverified = full.providers.filter((p) => p.status === 'approved' && !p.verified);
    expect(unverified.length).toBeGreaterThan(0);
    expect(full.providers.filter((p) => p.featured).length).toBeGreaterThan(5);
  });

  it('keeps every provider field within the form options', () => {
    const year = new Date().getFullYear();
    for (const p of full.providers) {
      expect(p.founded_year).toBeGreaterThanOrEqual(1900);
      expect(p.founded_year).toBeLessThanOrEqual(year);
      expect(['1-10', '11-50', '51-200', '201-1000', '1000+']).toContain(p.employee_count);
      expect(p.categories.length).toBeGreaterThan(0);
      expect(p.languages.length).toBeGreaterThan(0);
      expect(p.description.length).toBeLessThanOrEqual(5000);
      expect(p.company_name.length).toBeLessThanOrEqual(120);
      if (p.website) expect(p.website).toMatch(/^https:\/\/www\.[a-z0-9]+\.[a-z.]+$/);
      if (p.whatsapp_number) expect(p.whatsapp_number).toMatch(/^\+\d{2,3} \d{8,11}$/);
    }
    expect(full.providers.filter((p) => p.whatsapp_number).length).toBeGreaterThan(100);
  });

  it('writes at least 3,000 plausible reviews, one per reviewer and provider', () => {
    expect(full.reviews.length).toBeGreaterThanOrEqual(3000);
    const pairs = full.reviews.map((r) => `${r.provider}|${r.reviewer}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const mean = full.reviews.reduce((s, r) => s + r.overall_rating, 0) / full.reviews.length;
    expect(mean).toBeGreaterThan(3.5);
    expect(mean).toBeLessThan(4.4);
    const high = full.reviews.filter((r) => r.overall_rating >= 3).length / full.reviews.length;
    expect(high).toBeGreaterThan(0.8);
    const anonymous = full.reviews.filter((r) => r.anonymous).length / full.reviews.length;
    expect(anonymous).toBeGreaterThan(0.1);
    expect(anonymous).toBeLessThan(0.2);
    const publicNames = new Set(
      full.providers
        .filter((p) => p.status === 'approved' && p.verified)
        .map((p) => p.company_name),
    );
    expect(full.reviews.every((r) => publicNames.has(r.provider))).toBe(true);
  });

  it('has reviews written only by approved HR professionals who do not own the provider', () => {
    const users = new Map(full.users.map((u) => [u.email, u]));
    const owners = new Map(full.providers.map((p) => [p.company_name, p.owner]));
    for (const r of full.reviews) {
      const u = users.get(r.reviewer)!;
      expect(u.user_type).toBe('hr_professional');
      expect(u.approved).toBe(true);
      expect(owners.get(r.provider)).not.toBe(r.reviewer);
    }
  });

  it('has unique user e-mails and the demo accounts', () => {
    const emails = [...full.users, PENDING_USER].map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    const byEmail = new Map(full.users.map((u) => [u.email, u]));
    expect(byEmail.get(DEMO_ACCOUNTS.admin)?.roles).toEqual(['admin']);
    expect(byEmail.get(DEMO_ACCOUNTS.hr)?.user_type).toBe('hr_professional');
    expect(byEmail.get(DEMO_ACCOUNTS.provider)?.user_type).toBe('provider');
    expect(PENDING_USER.approved).toBe(false);
    const demo = full.providers.find((p) => p.company_name === DEMO_PROVIDER_NAME)!;
    expect(demo).toMatchObject({
      owner: DEMO_ACCOUNTS.provider,
      status: 'approved',
      verified: true,
    });
    expect(full.reviews.some((r) => r.reviewer === DEMO_ACCOUNTS.hr)).toBe(true);
    expect(full.favorites.some((f) => f.user === DEMO_ACCOUNTS.hr)).toBe(true);
    for (const u of full.users) expect(u.linkedin_url).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it('gives about 15% of providers case studies', () => {
    const withStudies = new Set(full.caseStudies.map((c) => c.provider));
    expect(share(withStudies.size)).toBeGreaterThan(0.1);
    expect(share(withStudies.size)).toBeLessThan(0.22);
  });

  it('has at least 30 blog posts over 5+ categories, mostly published in the past', () => {
    expect(full.blogPosts.length).toBeGreaterThanOrEqual(30);
    expect(full.blogCategories.length).toBeGreaterThanOrEqual(5);
    expect(full.blogCategories.every((c) => /^#[0-9a-f]{6}$/.test(c.color))).toBe(true);
    const published = full.blogPosts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThan(full.blogPosts.length * 0.8);
    expect(full.blogPosts.some((p) => p.status === 'draft')).toBe(true);
    expect(published.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    for (const p of published) expect(Date.parse(p.published_at)).toBeLessThan(Date.now());
    for (const p of full.blogPosts) {
      expect(p.content).toMatch(/<h2>/);
      expect(p.content).toMatch(/<p>/);
      expect(p.content).toMatch(/<(ul|ol)><li>/);
      expect(p.tags.length).toBeGreaterThan(0);
    }
  });
});

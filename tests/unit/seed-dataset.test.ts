import { describe, expect, it } from 'vitest';
import { COUNTRY_SLUGS } from '@/lib/contract/countries';
import {
  DEMO_ACCOUNTS,
  DEMO_PROVIDER_NAME,
  PENDING_USER,
  buildDataset,
  defaultReviews,
  type Dataset,
} from '../../scripts/seed-data/dataset.ts';
import { withApprovalRules } from '../../scripts/seed-data/invitations.ts';
import { Random } from '../../scripts/seed-data/random.ts';
import { orderReviews } from '@/lib/domain/review-order';
import { mapIsDrawn } from '@/lib/domain/market-map';

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

  it("draws every category's market map and some category × country maps", () => {
    // An upper bound of the public reviews (moderation may hide a few): the e2e test
    // (tests/e2e/market-map.spec.ts) checks the maps the seeded site really draws.
    const reviews = new Map<string, number>();
    for (const r of full.reviews) reviews.set(r.provider, (reviews.get(r.provider) ?? 0) + 1);
    const listed = full.providers.filter((p) => p.status === 'approved' && p.verified);
    const counts = (category: string, country?: string) =>
      listed
        .filter((p) => p.categories.includes(category as never))
        .filter((p) => !country || p.headquarters_country === country)
        .map((p) => reviews.get(p.company_name) ?? 0);
    for (const c of full.categories) expect(mapIsDrawn(counts(c.name)), c.name).toBe(true);
    const drawn = full.categories.flatMap((c) =>
      Object.values(COUNTRY_SLUGS).filter((country) => mapIsDrawn(counts(c.name, country))),
    );
    expect(drawn.length).toBeGreaterThan(5);
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

  it('leaves the listings no company claimed without owner, not under an internal account', () => {
    const held = full.providers.filter((p) => p.owner === null);
    expect(held.length).toBeGreaterThan(full.providers.length / 2);
    const emails = new Set(full.users.map((u) => u.email));
    for (const p of full.providers) if (p.owner !== null) expect(emails.has(p.owner)).toBe(true);
    // Each owner runs one provider: no account stands for the platform.
    const owners = full.providers.flatMap((p) => (p.owner === null ? [] : [p.owner]));
    expect(new Set(owners).size).toBe(owners.length);
  });

  it('approves its accounts by a plausible mix of rules, and keeps some for an admin', () => {
    const users = withApprovalRules(full);
    const company = (e: string) => /@(demo\.)?lapieza\.io$/.test(e);
    const counts = { company: 0, invitation: 0, admin: 0, pending: 0 };
    for (const u of users) {
      if (!u.approved) counts.pending++;
      else if (u.approved_by === 'invitation') counts.invitation++;
      else if (company(u.email)) counts.company++;
      else counts.admin++;
    }
    expect(counts.company).toBeGreaterThan(counts.admin + counts.invitation);
    expect(counts.admin).toBeGreaterThan(10);
    expect(counts.invitation).toBeGreaterThan(5);
    // The pending demo account waits for an admin: confirmed, at a free-mail address.
    expect([PENDING_USER.verified, PENDING_USER.approved]).toEqual([true, false]);
    expect(PENDING_USER.email).toMatch(/@gmail\.com$/);
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

  it('dates reviews over the last three years, more of them recent', () => {
    const ages = full.reviews.map((r) => r.ageDays);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(3 * 365);
    expect(Math.max(...ages)).toBeGreaterThan(2.5 * 365);
    const share = (days: number) => ages.filter((a) => a <= days).length / ages.length;
    expect(share(365)).toBeGreaterThan(0.4); // a third of the span, nearly half the reviews
    expect(share(365)).toBeLessThan(0.6);
    expect(share(30)).toBeGreaterThan(0.05);
    // The demo HR professional can still edit theirs (30-day window).
    const hr = full.reviews.filter((r) => r.reviewer === DEMO_ACCOUNTS.hr);
    expect(hr.length).toBeGreaterThan(0);
    expect(hr.every((r) => r.ageDays < 30)).toBe(true);
  });

  const key = (r: { provider: string; reviewer: string }) => `${r.provider}|${r.reviewer}`;
  const reviewOf = new Map(full.reviews.map((r) => [key(r), r]));

  it('adds replies by claimed providers only, after their review, some edited or answered', () => {
    const owners = new Map(full.providers.map((p) => [p.company_name, p.owner]));
    expect(full.replies.length).toBeGreaterThan(100);
    expect(new Set(full.replies.map(key)).size).toBe(full.replies.length);
    for (const reply of full.replies) {
      const review = reviewOf.get(key(reply))!;
      expect(owners.get(reply.provider)).toEqual(expect.any(String));
      expect(reply.ageDays).toBeGreaterThan(0);
      expect(reply.ageDays).toBeLessThan(review.ageDays);
      if (reply.editedAgeDays !== null) expect(reply.editedAgeDays).toBeLessThan(reply.ageDays);
      if (reply.rejoinderAgeDays !== null) {
        expect(reply.rejoinder).not.toBe('');
        expect(reply.rejoinderAgeDays).toBeLessThan(reply.ageDays);
      }
    }
    expect(full.replies.some((r) => r.editedAgeDays !== null)).toBe(true);
    expect(full.replies.some((r) => r.rejoinder)).toBe(true);
    // The demo provider answers most of its reviews, within the last 12 months too.
    const demo = full.replies.filter((r) => r.provider === DEMO_PROVIDER_NAME);
    expect(demo.some((r) => r.ageDays < 365)).toBe(true);
  });

  it('reports reviews in every state, never by their author, after they were written', () => {
    const states = new Set(
      full.reports.map(
        (r) =>
          r.decision ?? (r.reason === 'harmful' || r.reason === 'personal_data' ? 'held' : 'open'),
      ),
    );
    expect(states).toEqual(new Set(['open', 'held', 'keep', 'remove']));
    for (const report of full.reports) {
      expect(report.reporter).not.toBe(report.reviewer);
      expect(report.ageDays).toBeLessThan(reviewOf.get(key(report))!.ageDays);
      expect(report.decision === null).toBe(report.decisionReason === '');
    }
    // One decision per review (a decision closes all its open reports at once).
    const decisions = new Map<string, Set<string | null>>();
    for (const r of full.reports) {
      decisions.set(key(r), (decisions.get(key(r)) ?? new Set()).add(r.decision));
    }
    expect([...decisions.values()].every((d) => d.size === 1)).toBe(true);
    // The demo owner's reports: one upheld, one dismissed ("Reportes del proveedor").
    const demo = full.reports.filter((r) => r.reporter === DEMO_ACCOUNTS.provider);
    expect(demo.map((r) => r.decision)).toEqual(expect.arrayContaining(['remove', 'keep', null]));
    expect(demo.every((r) => r.provider === DEMO_PROVIDER_NAME)).toBe(true);
  });

  it('adds helpful votes that make "Más útiles" differ from "Más recientes" on the demo provider', () => {
    expect(new Set(full.votes.map((v) => `${key(v)}|${v.user}`)).size).toBe(full.votes.length);
    expect(full.votes.every((v) => v.user !== v.reviewer)).toBe(true);
    const helpful = new Map<string, number>();
    for (const v of full.votes) helpful.set(key(v), (helpful.get(key(v)) ?? 0) + 1);
    const now = new Date('2026-01-01T00:00:00Z');
    const demo = full.reviews
      .filter((r) => r.provider === DEMO_PROVIDER_NAME)
      .map((r, i) => ({
        id: String(i).padStart(4, '0'),
        created: new Date(now.getTime() - r.ageDays * 86_400_000).toISOString(),
        helpful_count: helpful.get(key(r)) ?? 0,
        overall_rating: r.overall_rating,
      }));
    const ids = (order: 'utiles' | 'recientes') =>
      orderReviews(demo, order, now)
        .slice(0, 10)
        .map((r) => r.id);
    expect(ids('utiles')).not.toEqual(ids('recientes'));
  });

  it('keeps the trust data of a 10,000-provider seed about the size of the default one', () => {
    const big = buildDataset({ providers: 10_000, reviews: defaultReviews(10_000) });
    expect(big.votes.length).toBeLessThan(full.votes.length * 1.5);
    expect(big.reports.length).toBeLessThan(full.reports.length * 1.5);
    expect(big.replies.length).toBeLessThan(full.replies.length * 1.5);
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

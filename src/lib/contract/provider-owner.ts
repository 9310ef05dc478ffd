/**
 * claiming an unowned provider, requests for proposal ("Solicitar propuesta")
 * and the provider's statistics. The rules here are read by the hooks
 * (pb_hooks/provider-owner.pb.js through domain.gen.js), the islands (/reclamar,
 * /solicitar-propuesta, the provider dashboard) and the provider page's beacon.
 */
import { EMPLOYEE_COUNTS, FORM_COUNTRIES } from './fields';
import { siteDay } from './time';

// ── Who runs a profile ────────────────────────────────────────────────────────────────────

/**
 * A provider is claimed when its `user` (the owner) names an account. An empty owner means the
 * platform holds the profile (listings the directory team or an import added, or whose owner
 * deleted the account): unclaimed for every purpose. It can be claimed, it receives no
 * requests for proposal, it has no statistics nor invitations, and an admin may give it an
 * owner (docs/DATA-MODEL.md § providers). Every "is it claimed?" question reads this.
 */
export function isClaimed(owner: unknown): boolean {
  return typeof owner === 'string' && owner !== '';
}

// ── Claims ──────────────────────────────────────────────────────────────────────────────

/** How long the link of a claim's verification e-mail works. */
export const CLAIM_TOKEN_HOURS = 48;

/** A claim's life: sent (e-mail not yet confirmed) → verified → approved or refused. */
export const CLAIM_STATUSES = ['unverified', 'verified', 'approved', 'refused'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The site route the verification e-mail links to (`?token=`). */
export const CLAIM_VERIFY_PAGE = '/reclamar/verificar';

/** The host of a website URL, lower case, without a leading `www.`; null when not a URL. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  const m = /^https?:\/\/([^/?#:@]+)(?::\d+)?(?:[/?#]|$)/i.exec(website.trim());
  if (!m?.[1]) return null;
  const host = m[1].toLowerCase().replace(/\.$/, '');
  return host.replace(/^www\./, '') || null;
}

/** The domain of an e-mail address, lower case; null when not an address. */
export function emailDomain(email: string): string | null {
  const m = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(email.trim());
  return m?.[1] ? m[1].toLowerCase() : null;
}

/**
 * A claim is verified through an address at the provider's own domain: the e-mail's domain
 * must equal the website's host (without `www.`). Subdomains and look-alikes do not count.
 */
export function emailMatchesWebsite(email: string, website: string | null | undefined): boolean {
  const site = websiteDomain(website);
  const mail = emailDomain(email);
  return site !== null && mail !== null && mail === site;
}

// ── Requests for proposal ─────────────────────────────────────────────────────────────────

/** How many requests one member may send in `LEAD_WINDOW_HOURS` (all providers together). */
export const LEAD_LIMIT = 5;
export const LEAD_WINDOW_HOURS = 24;
export const LEAD_MESSAGE_MIN = 20;
export const LEAD_MESSAGE_MAX = 3000;

/** The company sizes a request may name (the provider form's employee ranges). */
export const LEAD_COMPANY_SIZES = EMPLOYEE_COUNTS;

export interface LeadInput {
  service: string;
  company_size: string;
  country: string;
  message: string;
}

export type LeadField = keyof LeadInput;

/** The error code of each bad field (src/lib/contract/errors.ts). */
export const LEAD_FIELD_ERRORS = {
  service: 'lead_service',
  company_size: 'lead_company_size',
  country: 'lead_country',
  message: 'lead_message',
} as const satisfies Record<LeadField, string>;

/**
 * Checks a request against the provider's categories: the service must be one of them, the
 * size one of the ranges, the country one of the form's, the message 20–3000 characters.
 * Returns the trimmed values and the first bad field (null when valid).
 */
export function checkLead(
  input: Partial<Record<LeadField, unknown>>,
  providerCategories: readonly string[],
): { values: LeadInput; bad: LeadField | null } {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const values: LeadInput = {
    service: str(input.service),
    company_size: str(input.company_size),
    country: str(input.country),
    message: str(input.message),
  };
  let bad: LeadField | null = null;
  if (!providerCategories.includes(values.service)) bad = 'service';
  else if (!(LEAD_COMPANY_SIZES as readonly string[]).includes(values.company_size))
    bad = 'company_size';
  else if (!(FORM_COUNTRIES as readonly string[]).includes(values.country)) bad = 'country';
  else if (values.message.length < LEAD_MESSAGE_MIN || values.message.length > LEAD_MESSAGE_MAX)
    bad = 'message';
  return { values, bad };
}

// ── Statistics ────────────────────────────────────────────────────────────────────────────

/**
 * The figures of one day. `views`, `website_clicks` and `comparisons` are counted into the
 * daily aggregate (provider_stats_daily); the others are counted from their records.
 */
export const STAT_KEYS = [
  'views',
  'website_clicks',
  'leads',
  'favorites',
  'comparisons',
  'invitations',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/** The windows the dashboard offers, in days (today included). */
export const STAT_WINDOWS = [30, 90] as const;
export type StatWindow = (typeof STAT_WINDOWS)[number];

export function isStatWindow(n: number): n is StatWindow {
  return (STAT_WINDOWS as readonly number[]).includes(n);
}

/** What the beacon may count. */
export const STAT_HITS = ['view', 'comparison'] as const;
export type StatHit = (typeof STAT_HITS)[number];

/** The aggregate column each beacon hit adds to. */
export const HIT_COLUMN = {
  view: 'views',
  comparison: 'comparisons',
} as const satisfies Record<StatHit, StatKey>;

/** The beacon route (PocketBase): POST `?kind=view|comparison&p=id1,id2`. */
export const STATS_HIT_API = '/api/lp/stats/hit';
/** The counted outbound redirect to a provider's website (PocketBase). */
export const OUTBOUND_API = '/api/lp/out/';

/** At most this many providers in one beacon hit (a comparison shows two). */
export const MAX_HIT_PROVIDERS = 4;

/** The counted link to a provider's website, on the PocketBase origin `pbUrl`. */
export function outboundUrl(pbUrl: string, providerId: string): string {
  return `${pbUrl.replace(/\/+$/, '')}${OUTBOUND_API}${encodeURIComponent(providerId)}`;
}

/**
 * Crawlers, link previewers, monitors and headless tools (by user agent); they are not
 * people reading the page and are never counted. An empty agent is not counted either.
 */
const BOT_AGENT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skype|preview|lighthouse|headlesschrome|phantomjs|python-requests|curl|wget|httpclient|okhttp|go-http-client|axios|node-fetch|java\/|monitor|pingdom|uptime/i;

export function isBotAgent(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua === '' || BOT_AGENT.test(ua);
}

/** A prefetch or prerender request (Sec-Purpose / Purpose / X-Moz / X-Purpose headers). */
export function isPrefetch(header: (name: string) => string | null | undefined): boolean {
  return ['Sec-Purpose', 'Purpose', 'X-Purpose', 'X-Moz'].some((h) =>
    /prefetch|prerender|preview/i.test(header(h) ?? ''),
  );
}

/** One day of figures. */
export type StatDay = { day: string } & Record<StatKey, number>;

/** The days of a window ending on `today` ("YYYY-MM-DD", oldest first). */
export function windowDays(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    out.push(new Date(end - i * 86_400_000).toISOString().slice(0, 10));
  }
  return out;
}

/** The first day of a window of `days` ending on the site day of `now`. */
export function windowStart(now: Date, days: number): string {
  return windowDays(siteDay(now), days)[0] ?? siteDay(now);
}

/** Every day of the window, zeros where nothing happened, from per-day partial rows. */
export function fillDays(
  today: string,
  days: number,
  rows: readonly (Partial<Record<StatKey, number>> & { day: string })[],
): StatDay[] {
  const byDay = new Map<string, StatDay>();
  for (const day of windowDays(today, days)) {
    byDay.set(day, {
      day,
      views: 0,
      website_clicks: 0,
      leads: 0,
      favorites: 0,
      comparisons: 0,
      invitations: 0,
    });
  }
  for (const row of rows) {
    const d = byDay.get(row.day);
    if (!d) continue;
    for (const k of STAT_KEYS) d[k] += Number(row[k] ?? 0) || 0;
  }
  return [...byDay.values()];
}

/** The totals of a series. */
export function statTotals(series: readonly StatDay[]): Record<StatKey, number> {
  const t = { views: 0, website_clicks: 0, leads: 0, favorites: 0, comparisons: 0, invitations: 0 };
  for (const d of series) for (const k of STAT_KEYS) t[k] += d[k];
  return t;
}

/** The query of `API.providerStats (GET)`: the window, 30 days when left out. */
export interface ProviderStatsQuery {
  days?: StatWindow;
}

/** The answer of `API.providerStats (GET)`: a row per site day of the window. */
export interface ProviderStatsAnswer {
  days: StatWindow;
  series: StatDay[];
  /** False while review invitations are not counted (their figure is left out). */
  invitations_counted: boolean;
}

/** The query of `API.statsHit (POST)`: the beacon's kind and the providers (ids, comma-separated). */
export interface StatsHitQuery {
  kind: StatHit;
  p: string;
}

/** The body of `API.claims (POST)`: the address at the provider's website domain. */
export interface ClaimBody {
  provider: string;
  email: string;
}

/** The answer of `API.claims (POST)`: the link went to `email`. */
export interface ClaimAnswer {
  id: string;
  status: 'unverified';
  email: string;
}

/** The body of `API.claimVerify (POST)`: the e-mailed link's token. */
export interface ClaimVerifyBody {
  token: string;
}

/** The answer of `API.claimVerify (POST)`. */
export interface ClaimVerifyAnswer {
  status: 'verified';
  provider_name: string;
}

/** The body of `API.proposalRequests (POST)`. */
export interface ProposalRequestBody extends LeadInput {
  provider: string;
}

/** The answer of `API.proposalRequests (POST)`: the stored request. */
export interface ProposalRequestAnswer {
  id: string;
}

/**
 * Security headers sent with every response of the web server. The Content-Security-Policy
 * allows our own scripts and styles, PocketBase (the islands' API, realtime and images) and
 * the exact inline scripts of each page, by hash, so no other inline script can run.
 */
import { createHash } from 'node:crypto';

export interface SecurityOptions {
  /** Origin of PocketBase as browsers reach it. */
  publicPocketbaseUrl: string;
}

const origin = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/**
 * Executable inline scripts (not JSON-LD or other data blocks) need a hash to run. The HTML is
 * read tag by tag, each tag with its quoted attribute values, so a `<script>` written inside an
 * attribute (a provider named `<script>…`, which `data-provider-name="…"` carries verbatim, as
 * HTML allows) is part of that tag's value and never taken for a script, nor allowed to swallow
 * the page's real scripts after it. Attributes are matched as runs of plain characters between
 * quoted values (one way to match each character: a third of the time of an alternation tried
 * per character, which was 0.3–0.7 ms of every render). Only ASCII is named (HTML's whitespace is
 * space, tab, LF, FF and CR), so the expressions find the same tags in a page's UTF-8 bytes read
 * as Latin-1, one character a byte (renderer.ts `toRendered`).
 */
const TAG_RE =
  /<!--[\s\S]*?-->|<script\b([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>([\s\S]*?)<\/script[ \t\n\f\r]*>|<[a-z][^ \t\n\f\r/>]*(?:[ \t\n\f\r/][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)?>/gi;
const TYPE_RE = /\btype[ \t\n\f\r]*=[ \t\n\f\r]*["']?([^"' \t\n\f\r>]+)/i;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(TAG_RE)) {
    if (m[2] === undefined) continue; // a comment or another tag
    const attrs = m[1] ?? '';
    if (/\bsrc[ \t\n\f\r]*=/i.test(attrs)) continue;
    const type = (TYPE_RE.exec(attrs)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const body = m[2] ?? '';
    hashes.add(`'sha256-${createHash('sha256').update(body, encoding).digest('base64')}'`);
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(opts: SecurityOptions, scriptHashes: readonly string[] = []) {
  const pb = origin(opts.publicPocketbaseUrl);
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ' ' + scriptHashes.join(' ') : ''}`,
    // Islands and Astro set inline styles (e.g. astro-island display:contents, editors).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${pb ? ' ' + pb : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${pb ? ' ' + pb : ''}`,
    "media-src 'self' https:",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every response; `csp` is left to the caller for HTML. */
export function baseSecurityHeaders(secure: boolean): Record<string, string> {
  const h: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
  if (secure) h['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return h;
}

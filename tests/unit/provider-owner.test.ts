// the shared rules of claims, requests for proposal and statistics.
import { describe, expect, it } from 'vitest';
import {
  checkLead,
  emailMatchesWebsite,
  fillDays,
  isBotAgent,
  isPrefetch,
  statTotals,
  websiteDomain,
  windowDays,
} from '@/lib/contract/provider-owner';

describe('websiteDomain', () => {
  it.each([
    ['https://www.Talento.mx/inicio', 'talento.mx'],
    ['http://rh.empresa.com.co:8080', 'rh.empresa.com.co'],
    ['https://empresa.mx?x=1', 'empresa.mx'],
    ['ftp://empresa.mx', null],
    ['empresa.mx', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, domain) => {
    expect(websiteDomain(url)).toBe(domain);
  });
});

describe('emailMatchesWebsite', () => {
  it.each([
    ['rrhh@talento.mx', 'https://www.talento.mx', true],
    ['RRHH@Talento.MX', 'https://talento.mx/', true],
    ['rrhh@mail.talento.mx', 'https://www.talento.mx', false],
    ['rrhh@talento.mx.evil.com', 'https://talento.mx', false],
    ['rrhh@gmail.com', 'https://talento.mx', false],
    ['rrhh@talento.mx', '', false],
    ['no-es-correo', 'https://talento.mx', false],
  ])('%s at %s: %s', (email, site, ok) => {
    expect(emailMatchesWebsite(email, site)).toBe(ok);
  });
});

describe('isBotAgent and isPrefetch', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/130.0 Safari/537.36', true],
    ['curl/8.5.0', true],
    ['', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36', false],
  ])('%s → bot %s', (ua, bot) => {
    expect(isBotAgent(ua)).toBe(bot);
  });
  it.each([
    [{ 'Sec-Purpose': 'prefetch;prerender' }, true],
    [{ Purpose: 'prefetch' }, true],
    [{ 'X-Moz': 'prefetch' }, true],
    [{}, false],
  ])('%j → prefetch %s', (headers, prefetch) => {
    expect(isPrefetch((h) => (headers as Record<string, string>)[h])).toBe(prefetch);
  });
});

describe('checkLead', () => {
  const ok = {
    service: 'recruiting',
    company_size: '51-200',
    country: 'México',
    message: 'Buscamos apoyo para contratar a veinte personas.',
  };
  it('accepts a valid request and trims it', () => {
    expect(checkLead({ ...ok, message: `  ${ok.message}  ` }, ['recruiting'])).toEqual({
      values: ok,
      bad: null,
    });
  });
  it.each([
    [{ service: 'payroll' }, 'service'],
    [{ company_size: '3' }, 'company_size'],
    [{ country: 'Marte' }, 'country'],
    [{ message: 'corto' }, 'message'],
    [{ message: 'x'.repeat(3001) }, 'message'],
    [{ service: 7 }, 'service'],
  ])('refuses %j as %s', (patch, bad) => {
    expect(checkLead({ ...ok, ...patch }, ['recruiting']).bad).toBe(bad);
  });
});

describe('fillDays', () => {
  it('gives every day of the window, oldest first, adding partial rows of the same day', () => {
    const series = fillDays('2026-03-02', 3, [
      { day: '2026-03-01', views: 2 },
      { day: '2026-03-01', leads: 1 },
      { day: '2026-02-28', views: 5 },
      { day: '2026-02-27', views: 9 }, // outside the window
    ]);
    expect(series.map((d) => d.day)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(series.map((d) => [d.views, d.leads])).toEqual([
      [5, 0],
      [2, 1],
      [0, 0],
    ]);
    expect(statTotals(series).views).toBe(7);
  });
  it('crosses month and leap-year boundaries', () => {
    expect(windowDays('2028-03-01', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

/**
 * Data-protection rights per country and the deadline of a request: the one home
 * of these rules. The privacy page prints them (src/components/legal/PrivacyRights.astro), the
 * request form offers their countries and rights, the hook that stores a request computes its
 * `due_on` with `privacyDeadline` (pb_hooks/privacy.pb.js, through the hooks bundle) and the
 * admin queue shows it (src/islands/admin/PrivacyRequestsTab.tsx).
 *
 * Sources (docs/DECISIONS.md § Privacy rights): each term below is the one the cited article
 * sets; where a law sets none for a right, the term is ours and says so (`ours: true`).
 * Business days are Monday to Friday: public holidays are not skipped, so a computed deadline
 * falls on or before the legal one, never after it.
 */

import { siteDay } from './time';

/** Countries with their own rules; `otro` is everyone else (our own commitment). */
export const PRIVACY_COUNTRIES = ['mx', 'co', 'ar', 'cl', 'pe', 'br', 'otro'] as const;
export type PrivacyCountry = (typeof PRIVACY_COUNTRIES)[number];

/** What a request asks for. */
export const PRIVACY_RIGHTS = [
  'acceso',
  'rectificacion',
  'supresion',
  'oposicion',
  'portabilidad',
  'revocacion',
  'otro',
] as const;
export type PrivacyRight = (typeof PRIVACY_RIGHTS)[number];

export const PRIVACY_RIGHT_LABELS: Record<PrivacyRight, string> = {
  acceso: 'Acceso (saber qué datos tenemos y obtener una copia)',
  rectificacion: 'Rectificación (corregir datos inexactos o incompletos)',
  supresion: 'Cancelación o supresión (borrar mis datos)',
  oposicion: 'Oposición (dejar de tratar mis datos para un fin)',
  portabilidad: 'Portabilidad (recibir mis datos en un formato reutilizable)',
  revocacion: 'Revocación del consentimiento',
  otro: 'Otra solicitud sobre mis datos',
};

/** Request states: received, then answered by an admin. */
export const PRIVACY_REQUEST_STATUSES = ['pending', 'answered'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export interface Term {
  days: number;
  unit: 'habiles' | 'corridos';
}

export interface TermRule {
  /** The rights it covers; `null`: every right no earlier rule of the regime names. */
  rights: readonly PrivacyRight[] | null;
  term: Term;
  /** How the page names what it covers ("Acceso", "Los demás derechos"). */
  covers: string;
  /** The article that sets it, or absent when the term is ours (the law sets none). */
  source?: string;
}

export interface Regime {
  /** First day (YYYY-MM-DD, site time zone) the regime applies; null: already in force. */
  from: string | null;
  law: string;
  /** The rights the law grants, as the page lists them. */
  rights: string;
  terms: readonly TermRule[];
  /** Said under the terms (extensions, second steps). */
  note?: string;
}

export interface CountryRules {
  name: string;
  /** Oldest first; the one in force on a day is the last whose `from` is not after it. */
  regimes: readonly Regime[];
}

const ALL_OTHERS = 'Las demás solicitudes';

export const PRIVACY_LAWS: Record<PrivacyCountry, CountryRules> = {
  mx: {
    name: 'México',
    regimes: [
      {
        from: null,
        law: 'Ley Federal de Protección de Datos Personales en Posesión de los Particulares (DOF 20 de marzo de 2025)',
        rights:
          'Acceso, rectificación, cancelación y oposición (derechos ARCO), y revocación del consentimiento.',
        terms: [
          {
            rights: null,
            term: { days: 20, unit: 'habiles' },
            covers: 'Respuesta a cualquier solicitud',
            source: 'LFPDPPP 2025',
          },
        ],
        note: 'Si la solicitud procede, la hacemos efectiva dentro de los 15 días hábiles siguientes a la respuesta.',
      },
    ],
  },
  co: {
    name: 'Colombia',
    regimes: [
      {
        from: null,
        law: 'Ley Estatutaria 1581 de 2012',
        rights:
          'Conocer, actualizar y rectificar tus datos, solicitar prueba de la autorización, ser informado del uso, revocar la autorización o pedir la supresión, y acceder gratuitamente a tus datos.',
        terms: [
          {
            rights: ['acceso'],
            term: { days: 10, unit: 'habiles' },
            covers: 'Consultas (acceso)',
            source: 'art. 14',
          },
          {
            rights: null,
            term: { days: 15, unit: 'habiles' },
            covers: 'Reclamos (corrección, actualización, supresión, revocación)',
            source: 'art. 15',
          },
        ],
        note: 'Si no podemos responder a tiempo, te avisamos del motivo: la ley permite prorrogar 5 días hábiles una consulta y 8 días hábiles un reclamo.',
      },
    ],
  },
  ar: {
    name: 'Argentina',
    regimes: [
      {
        from: null,
        law: 'Ley 25.326 de Protección de los Datos Personales',
        rights: 'Acceso, rectificación, actualización, supresión o confidencialidad de tus datos.',
        terms: [
          {
            rights: ['acceso'],
            term: { days: 10, unit: 'corridos' },
            covers: 'Acceso',
            source: 'art. 14',
          },
          {
            rights: ['rectificacion', 'supresion'],
            term: { days: 5, unit: 'habiles' },
            covers: 'Rectificación, actualización o supresión',
            source: 'art. 16',
          },
          { rights: null, term: { days: 5, unit: 'habiles' }, covers: ALL_OTHERS },
        ],
      },
    ],
  },
  cl: {
    name: 'Chile',
    regimes: [
      {
        from: null,
        law: 'Ley 19.628 sobre Protección de la Vida Privada',
        rights: 'Información, modificación, cancelación y bloqueo de tus datos.',
        terms: [
          {
            rights: null,
            term: { days: 2, unit: 'habiles' },
            covers: 'Respuesta a cualquier solicitud',
            source: 'art. 16',
          },
        ],
      },
      {
        from: '2026-12-01',
        law: 'Ley 21.719, que regula la protección y el tratamiento de los datos personales (vigente desde el 1 de diciembre de 2026)',
        rights:
          'Acceso, rectificación, supresión, oposición, portabilidad y bloqueo temporal del tratamiento.',
        terms: [
          {
            rights: null,
            term: { days: 30, unit: 'corridos' },
            covers: 'Respuesta a cualquier solicitud',
            source: 'art. 11',
          },
        ],
        note: 'La ley permite prorrogar el plazo una vez, hasta por 30 días corridos, avisándote antes de que venza.',
      },
    ],
  },
  pe: {
    name: 'Perú',
    regimes: [
      {
        from: null,
        law: 'Ley 29733 de Protección de Datos Personales y su Reglamento (Decreto Supremo 016-2024-JUS)',
        rights:
          'Información, acceso, rectificación, cancelación, oposición (derechos ARCO) y portabilidad.',
        terms: [
          { rights: null, term: { days: 10, unit: 'habiles' }, covers: 'Cualquier solicitud' },
        ],
      },
    ],
  },
  br: {
    name: 'Brasil',
    regimes: [
      {
        from: null,
        law: 'Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018)',
        rights:
          'Confirmación del tratamiento, acceso, corrección, anonimización, bloqueo o eliminación, portabilidad, información sobre con quién compartimos tus datos y revocación del consentimiento.',
        terms: [
          {
            rights: ['acceso'],
            term: { days: 15, unit: 'corridos' },
            covers: 'Confirmación de existencia o acceso (declaración completa)',
            source: 'art. 19, II',
          },
          { rights: null, term: { days: 15, unit: 'corridos' }, covers: ALL_OTHERS },
        ],
      },
    ],
  },
  otro: {
    name: 'Otros países',
    regimes: [
      {
        from: null,
        law: 'La normativa de protección de datos de tu país',
        rights: 'Acceso, rectificación, supresión, oposición y los demás que reconozca tu ley.',
        terms: [
          { rights: null, term: { days: 30, unit: 'habiles' }, covers: 'Cualquier solicitud' },
        ],
      },
    ],
  },
};

export function isPrivacyCountry(value: unknown): value is PrivacyCountry {
  return typeof value === 'string' && (PRIVACY_COUNTRIES as readonly string[]).includes(value);
}

export function isPrivacyRight(value: unknown): value is PrivacyRight {
  return typeof value === 'string' && (PRIVACY_RIGHTS as readonly string[]).includes(value);
}

const DAY_MS = 86_400_000;
const dayToMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const msToDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `day` plus `n` days of `unit`: calendar days, or Monday-to-Friday days after `day`. */
export function addTerm(day: string, term: Term): string {
  let ms = dayToMs(day);
  if (term.unit === 'corridos') return msToDay(ms + term.days * DAY_MS);
  let left = term.days;
  while (left > 0) {
    ms += DAY_MS;
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return msToDay(ms);
}

/** The regime of `country` in force on `day` (YYYY-MM-DD). */
export function regimeOn(country: PrivacyCountry, day: string): Regime {
  const regimes = PRIVACY_LAWS[country].regimes;
  let found = regimes[0]!;
  for (const r of regimes) if (r.from === null || r.from <= day) found = r;
  return found;
}

/** The rule of a regime that covers `right` (the first naming it, else the catch-all). */
export function ruleFor(regime: Regime, right: PrivacyRight): TermRule {
  const named = regime.terms.find((t) => t.rights !== null && t.rights.includes(right));
  return named ?? regime.terms.find((t) => t.rights === null) ?? regime.terms[0]!;
}

export interface PrivacyDeadline {
  /** Day the request was received (site time zone). */
  receivedOn: string;
  /** Last day to answer. */
  dueOn: string;
  term: Term;
  law: string;
}

/** The deadline of a request of `right` from `country` received at `receivedAt`. */
export function privacyDeadline(
  country: PrivacyCountry,
  right: PrivacyRight,
  receivedAt: Date,
): PrivacyDeadline {
  const receivedOn = siteDay(receivedAt);
  const regime = regimeOn(country, receivedOn);
  const { term } = ruleFor(regime, right);
  return { receivedOn, dueOn: addTerm(receivedOn, term), term, law: regime.law };
}

/** "20 días hábiles", "10 días corridos". */
export function termText(term: Term): string {
  return `${term.days} ${term.days === 1 ? 'día' : 'días'} ${term.unit === 'habiles' ? (term.days === 1 ? 'hábil' : 'hábiles') : term.days === 1 ? 'corrido' : 'corridos'}`;
}

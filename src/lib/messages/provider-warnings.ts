/**
 * Copy of public warnings on a provider (docs/DECISIONS.md § Public warnings): the notice on
 * its page, cards and comparisons, and the admin panel's actions. The headline and the reason
 * labels live in the contract (src/lib/contract/provider-warnings.ts; the e-mail uses them too).
 */
import { WARNING_HEADLINE, WARNING_REASON_LABELS } from '../contract/provider-warnings';

export { WARNING_HEADLINE, WARNING_REASON_LABELS };

export const warningNotice = {
  /** Accessible name of the notice (and its visible kicker). */
  kicker: 'Advertencia pública',
  reason: (label: string) => `Motivo: ${label}.`,
  since: (date: string) => `Publicada el ${date}.`,
  /** How the platform checks reviews (the provider page's notice links it). */
  moreLink: 'Cómo verificamos las reviews',
} as const;

export const warningAdmin = {
  issue: 'Advertencia pública',
  lift: 'Retirar advertencia',
  activeBadge: 'Advertencia activa',
  issueTitle: (name: string) => `Advertencia pública sobre ${name}`,
  issueBody:
    'Se mostrará «Detectamos actividad sospechosa en las reviews de este proveedor» con el motivo y la fecha en su perfil, sus tarjetas y las comparaciones. Avisaremos al responsable del perfil por correo.',
  reasonLabel: 'Motivo',
  noteLabel: 'Nota interna (opcional, no se publica)',
  expiryLabel: 'Vence el (opcional)',
  expiryHint: 'Déjalo vacío para mostrarla hasta que la retires.',
  issueConfirm: 'Publicar advertencia',
  liftTitle: (name: string) => `Retirar la advertencia de ${name}`,
  liftConfirm: 'Retirar advertencia',
  issued: 'Advertencia publicada.',
  lifted: 'Advertencia retirada.',
} as const;

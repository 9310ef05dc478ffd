/**
 * The e-mail admins get when a member deletes an account that owned providers: those providers are no longer public until an admin gives them a new owner. Built
 * here, sent by pb_hooks/lib/account.js through the configured SMTP. The deleted member is
 * not named (the account no longer exists).
 */
import { escapeHtml, signature } from './escape';

export interface OwnerlessProvidersMailInput {
  brand: string;
  /** Names of the providers left without owner. */
  providers: readonly string[];
  /** Absolute URL of the admin panel. */
  adminUrl: string;
}

export function ownerlessProvidersMail(m: OwnerlessProvidersMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const n = m.providers.length;
  const subject =
    n === 1
      ? `Un proveedor quedó sin dueño en ${m.brand}`
      : `${n} proveedores quedaron sin dueño en ${m.brand}`;
  const intro =
    n === 1
      ? 'Una cuenta eliminó sus datos. Este proveedor era suyo y ya no es público: quedó pendiente y sin dueño hasta que un administrador lo reasigne.'
      : 'Una cuenta eliminó sus datos. Estos proveedores eran suyos y ya no son públicos: quedaron pendientes y sin dueño hasta que un administrador los reasigne.';
  const text = [
    'Hola:',
    '',
    intro,
    '',
    ...m.providers.map((p) => `- ${p}`),
    '',
    `Panel de administración: ${m.adminUrl}`,
    '',
    signature(m.brand),
  ].join('\n');
  const html =
    '<p>Hola:</p>' +
    `<p>${escapeHtml(intro)}</p>` +
    `<ul>${m.providers.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` +
    `<p><a href="${escapeHtml(m.adminUrl)}">Abrir el panel de administración</a></p>` +
    `<p>${escapeHtml(signature(m.brand))}</p>`;
  return { subject, html, text };
}

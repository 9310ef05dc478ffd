/** HTML-escapes a value interpolated into an e-mail body. */
export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The one-click opt-out line of a non-essential e-mail, as text lines and as HTML. */
export function optOut(url: string | undefined): { text: string[]; html: string } {
  if (!url) return { text: [], html: '' };
  return {
    text: ['', `¿No quieres recibir estos avisos? Desactívalos aquí: ${url}`],
    html: `<p style="font-size:12px;color:#666">¿No quieres recibir estos avisos? <a href="${escapeHtml(url)}">Desactívalos aquí</a>.</p>`,
  };
}

/** The closing line of every e-mail. */
export const signature = (brand: string): string => `El equipo de ${brand}`;

/** The end of an e-mail: the signature, then the opt-out line when it is non-essential. */
export function signOff(brand: string, unsubscribeUrl?: string): { text: string[]; html: string } {
  const out = optOut(unsubscribeUrl);
  return {
    text: ['', signature(brand), ...out.text],
    html: `<p>${escapeHtml(signature(brand))}</p>${out.html}`,
  };
}

/**
 * What the web server itself says (src/server/responses.ts): the page it answers when a page
 * was never rendered and PocketBase is unreachable (also the site's own 500 page,
 * src/pages/500.astro), and its refusal of other methods.
 */
import { site } from './site';

export const webServer = {
  unavailableTitle: 'Servicio no disponible',
  unavailableText:
    'No pudimos cargar esta página en este momento. Inténtalo de nuevo en unos minutos.',
  backHome: site.backHome,
  methodNotAllowed: 'Método no permitido',
} as const;

/**
 * What the web server itself says (src/server/responses.ts): the page it answers when a page
 * was never rendered and PocketBase is unreachable, and its refusal of other methods.
 */
export const webServer = {
  unavailableTitle: 'Servicio no disponible',
  unavailableText:
    'No pudimos cargar esta página en este momento. Inténtalo de nuevo en unos minutos.',
  backHome: 'Volver al inicio',
  methodNotAllowed: 'Método no permitido',
} as const;

/**
 * The comparison builder's "Comparar" buttons and tray: their own module so the script the
 * directory and provider pages load at once carries these few strings and not the
 * comparison pages' (src/lib/messages/comparison.ts holds both, for the views).
 */
export const compareBuilder = {
  add: 'Comparar',
  added: 'En la comparativa',
  // Names that start with the button's visible text (WCAG 2.5.3, "label in name").
  addLabel: (name: string) => `Comparar ${name}`,
  removeLabel: (name: string) => `En la comparativa: ${name} (quitar)`,
  trayLabel: 'Proveedores a comparar',
  trayCount: (n: number, max: number) => `Comparar (${n} de ${max})`,
  trayNeedMore: 'Elige al menos 2 proveedores.',
  trayFull: (max: number) => `Puedes comparar hasta ${max} proveedores.`,
  open: 'Ver comparativa',
  clear: 'Vaciar',
  removeOne: (name: string) => `Quitar ${name}`,
} as const;

/** "1 proveedor", "0 proveedores", "2 proveedores". */
export function plural(count: number, singular: string, pluralForm = `${singular}es`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Spanish thousands grouping for counts ("1.250"). */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('es-ES', { useGrouping: true }).format(count);
}

/** "1 proveedor", "0 proveedores", "2 proveedores". */
export function plural(count: number, singular: string, pluralForm = `${singular}es`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * The provider's own fields that its page's "Información" box lists and, where `compared`, the
 * comparison table shows as a row: one entry each, so a new public field is shown on both pages
 * from here (its label in messages/provider-page.ts). A field the provider left empty reads
 * `common.notSpecified` on both (docs/DECISIONS.md § One text for a missing value).
 */
import { employeeCountLabel } from '../contract/fields';
import { common } from '../messages/common';
import { providerPage as t } from '../messages/provider-page';
import type { PublicProvider } from './providers';

export interface ProviderField {
  label: string;
  /** Its text, or null when the provider left it empty. */
  text: (p: PublicProvider) => string | null;
  /** Also a row of the comparison table. */
  compared: boolean;
}

export const PROVIDER_FIELDS: readonly ProviderField[] = [
  { label: t.country, text: (p) => p.headquarters_country || null, compared: false },
  {
    label: t.foundedYear,
    text: (p) => (p.founded_year ? String(p.founded_year) : null),
    compared: true,
  },
  {
    label: t.employees,
    text: (p) => (p.employee_count ? employeeCountLabel(p.employee_count) : null),
    compared: false,
  },
];

/** A field's text on a page: the value, or the one text for a missing value. */
export function providerFieldText(field: ProviderField, p: PublicProvider): string {
  return field.text(p) ?? common.notSpecified;
}

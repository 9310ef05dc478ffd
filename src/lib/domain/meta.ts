import { cutText } from './text-cut';

/** the page description is cut to 150 characters. */
export const META_DESCRIPTION_MAX = 150;

/** Collapses whitespace and cuts a description to the spec's 150 characters. */
export function cutDescription(text: string, max = META_DESCRIPTION_MAX): string {
  return cutText(text, max, { ellipsis: '', atWord: false });
}

/** "Título | Marca", unless the title already names the brand. */
export function pageTitle(title: string, brand: string): string {
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`;
}

/**
 * The app pages on which the spec hides the footer ("paths containing dashboard,
 * lapieza-admin, settings, create-provider or write-review"). Matched on the first path
 * segment, so a public page whose slug merely contains one of the words
 * (`/blog/como-crear-un-dashboard-de-rrhh`, `/providers/settings-consulting`) keeps it.
 */
const FOOTERLESS = new Set([
  'dashboard',
  'provider-dashboard',
  'lapieza-admin',
  'settings',
  'create-provider',
  'write-review',
]);

export function hidesFooter(pathname: string): boolean {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return FOOTERLESS.has(first);
}

/** JSON for a `<script type="application/ld+json">`, safe against `</script>` injection. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** Spec §9: Spanish alias slugs of the category routes, to the category `name`. */
export const CATEGORY_ALIASES: Readonly<Record<string, string>> = {
  reclutamiento: 'recruiting',
  ats: 'recruiting',
  headhunting: 'recruiting',
  nomina: 'payroll',
  beneficios: 'benefits',
  bienestar: 'benefits',
  capacitacion: 'learning_development',
  desarrollo: 'learning_development',
  evaluacion: 'performance_management',
  desempeno: 'performance_management',
  tecnologia: 'hr_tech',
  analytics: 'hr_tech',
  consultoria: 'consulting',
  legal: 'consulting',
};

/**
 * The category name a route slug stands for, among the active category names: the name
 * itself, its hyphenated form (`hr-tech`) or an alias. Null when none is active.
 */
export function resolveCategorySlug(slug: string, activeNames: readonly string[]): string | null {
  const key = slug.toLowerCase();
  const candidates = [key, key.replace(/-/g, '_'), CATEGORY_ALIASES[key]];
  for (const name of candidates) if (name && activeNames.includes(name)) return name;
  return null;
}

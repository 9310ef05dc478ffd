/** Spanish alias slugs of the category routes, to the category `name`. */
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

/**
 * The everyday names buyers use for each category, searched as if they were part of the
 * category's label: a provider in the category matches them as strongly as its own name
 * ("software de recursos humanos" and "HRIS" find every HR-tech provider, whatever its
 * description says). Phrases are matched word by word, after the synonyms
 * (src/lib/domain/hr-synonyms.ts) and stemming.
 */
export const CATEGORY_EVERYDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  recruiting: ['reclutamiento y selección de personal', 'headhunting', 'ATS', 'bolsa de trabajo'],
  payroll: ['nómina', 'planilla', 'payroll', 'liquidación de sueldos', 'cálculo de nómina'],
  benefits: ['beneficios para colaboradores', 'prestaciones', 'bienestar laboral'],
  learning_development: ['capacitación', 'formación', 'cursos', 'entrenamiento', 'desarrollo'],
  performance_management: ['evaluación de desempeño', 'OKR', 'evaluación 360'],
  hr_tech: ['software de recursos humanos', 'sistema de RRHH', 'HRIS', 'HCM', 'plataforma'],
  outsourcing: ['outsourcing', 'tercerización', 'externalización', 'staffing'],
  consulting: ['consultoría', 'asesoría', 'consultores'],
};

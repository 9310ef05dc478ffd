/** The eight service categories of the spec (section 3), with Spanish labels. */
export const CATEGORY_NAMES = [
  'recruiting',
  'payroll',
  'benefits',
  'learning_development',
  'performance_management',
  'hr_tech',
  'outsourcing',
  'consulting',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface CategorySeed {
  name: CategoryName;
  label: string;
  description: string;
  /** Logo colours for providers whose main category this is. */
  colors: readonly string[];
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'recruiting',
    label: 'Reclutamiento',
    description:
      'Atracción y selección de talento: headhunting, reclutamiento masivo, evaluación de candidatos y sistemas de seguimiento (ATS).',
    colors: ['#2563eb', '#1d4ed8', '#0ea5e9'],
  },
  {
    name: 'payroll',
    label: 'Nómina',
    description:
      'Cálculo y dispersión de nómina, cumplimiento fiscal y de seguridad social, timbrado y reportes para cada país.',
    colors: ['#059669', '#047857', '#0d9488'],
  },
  {
    name: 'benefits',
    label: 'Beneficios',
    description:
      'Diseño y administración de beneficios para colaboradores: seguros, salud, bienestar, vales y compensación flexible.',
    colors: ['#db2777', '#be185d', '#e11d48'],
  },
  {
    name: 'learning_development',
    label: 'Capacitación y Desarrollo',
    description:
      'Programas de formación, plataformas de aprendizaje, desarrollo de liderazgo y planes de carrera para equipos de todos los tamaños.',
    colors: ['#7c3aed', '#6d28d9', '#9333ea'],
  },
  {
    name: 'performance_management',
    label: 'Gestión del Desempeño',
    description:
      'Evaluaciones de desempeño, objetivos y OKR, retroalimentación continua y calibración de talento.',
    colors: ['#ea580c', '#c2410c', '#d97706'],
  },
  {
    name: 'hr_tech',
    label: 'Tecnología de RRHH',
    description:
      'Software de recursos humanos: HRIS, portales de autoservicio, control de asistencia, people analytics e integraciones.',
    colors: ['#0891b2', '#0e7490', '#4f46e5'],
  },
  {
    name: 'outsourcing',
    label: 'Outsourcing',
    description:
      'Externalización de procesos de RRHH y servicios especializados, administración de personal y staffing temporal.',
    colors: ['#475569', '#334155', '#57534e'],
  },
  {
    name: 'consulting',
    label: 'Consultoría',
    description:
      'Asesoría en estrategia de talento, cultura organizacional, compensaciones, clima laboral y cumplimiento legal laboral.',
    colors: ['#b91c1c', '#9f1239', '#a16207'],
  },
];

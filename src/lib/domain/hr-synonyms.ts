/**
 * HR terms that mean the same service across Latin America (and the English words the trade
 * uses). A query word or phrase found in a group searches for every entry of the group:
 * "planilla" (Perú, Centroamérica) finds the providers that write "nómina" (México,
 * Colombia) or "payroll". Entries are matched after normalization and Spanish stemming
 * (src/lib/domain/search-terms.ts), so "planillas" or "reclutadores" hit their group too.
 *
 * Keep groups to true equivalents: a word in two groups would join them. Curated by hand;
 * a test checks every pair of every group.
 */
export const HR_SYNONYMS: readonly (readonly string[])[] = [
  [
    'nómina',
    'planilla',
    'payroll',
    'remuneraciones',
    'liquidación de sueldos',
    'cálculo de nómina',
  ],
  ['capacitación', 'formación', 'entrenamiento', 'training', 'adiestramiento'],
  [
    'reclutamiento',
    'selección',
    'headhunting',
    'headhunters',
    'hunting',
    'recruiting',
    'atracción de talento',
  ],
  ['prestaciones', 'beneficios', 'benefits'],
  ['outsourcing', 'tercerización', 'subcontratación', 'externalización'],
  ['evaluación de desempeño', 'gestión del desempeño', 'performance review', 'evaluación 360'],
  ['clima laboral', 'clima organizacional', 'encuesta de clima', 'engagement'],
  ['bienestar', 'wellbeing', 'bienestar laboral', 'salud mental'],
  ['compensaciones', 'salarios', 'sueldos', 'compensation'],
  ['pruebas psicométricas', 'psicometría', 'evaluaciones psicométricas', 'assessment'],
  ['consultoría', 'asesoría', 'consulting'],
  [
    'software de recursos humanos',
    'sistema de recursos humanos',
    'software de rrhh',
    'sistema de rrhh',
    'hris',
    'hcm',
    'hr tech',
    'tecnología rh',
  ],
  ['recursos humanos', 'rrhh', 'rr hh', 'talento humano', 'gestión humana'],
  ['cultura organizacional', 'cultura corporativa', 'cultura empresarial'],
  ['seguridad y salud en el trabajo', 'sst', 'salud ocupacional', 'seguridad industrial'],
  ['onboarding', 'inducción', 'incorporación'],
  ['offboarding', 'outplacement', 'desvinculación', 'recolocación'],
  ['coaching', 'mentoría', 'mentoring'],
  ['trabajo temporal', 'personal temporal', 'staffing', 'empleo temporal'],
  ['colaboradores', 'empleados', 'trabajadores'],
];

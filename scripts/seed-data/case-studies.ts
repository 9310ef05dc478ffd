/** Vocabulary for provider case studies. */
import type { CategoryName } from './categories.ts';

export interface CaseStudyTemplate {
  title: string;
  summary: string;
  results: string;
}

export const CASE_STUDIES: Record<CategoryName, readonly CaseStudyTemplate[]> = {
  recruiting: [
    {
      title: 'Reclutamiento masivo para la apertura de 15 tiendas',
      summary:
        'El cliente necesitaba contratar a más de 300 colaboradores de piso en ocho semanas para su expansión regional.',
      results:
        'Se cubrió el 96 % de las vacantes a tiempo y la rotación a 90 días bajó del 38 % al 17 %.',
    },
    {
      title: 'Búsqueda de un equipo de ingeniería de datos',
      summary:
        'Una empresa de tecnología buscaba seis perfiles senior de datos en un mercado muy competido.',
      results:
        'Las seis posiciones se cerraron en 45 días, con una tasa de aceptación de ofertas del 86 %.',
    },
  ],
  payroll: [
    {
      title: 'Consolidación de la nómina en cuatro países',
      summary:
        'Un grupo industrial operaba cuatro nóminas con proveedores distintos y cierres desalineados.',
      results:
        'Un único calendario de cierre, cero multas en el primer año y un 30 % menos de horas de conciliación.',
    },
    {
      title: 'Migración de nómina sin interrupciones',
      summary:
        'El cliente cambió de sistema de nómina a mitad del ejercicio fiscal con 2.400 colaboradores.',
      results:
        'La migración se completó en seis semanas sin retrasos en los pagos ni diferencias en el timbrado.',
    },
  ],
  benefits: [
    {
      title: 'Beneficios flexibles para una plantilla joven',
      summary:
        'Una fintech quería mejorar su propuesta de valor sin aumentar el costo por colaborador.',
      results:
        'El 82 % de los colaboradores eligió su paquete y la intención de permanencia subió 21 puntos.',
    },
  ],
  learning_development: [
    {
      title: 'Escuela de líderes para mandos medios',
      summary:
        'Una cadena de restaurantes necesitaba formar a 120 gerentes de tienda con poco tiempo disponible.',
      results:
        'El 91 % completó el programa y la satisfacción de sus equipos aumentó 18 puntos en la encuesta de clima.',
    },
  ],
  performance_management: [
    {
      title: 'Implementación de OKR en toda la organización',
      summary:
        'La dirección quería alinear las metas de ocho áreas que trabajaban con indicadores distintos.',
      results:
        'En dos trimestres, el 100 % de los equipos tenía OKR publicados y revisiones mensuales.',
    },
  ],
  hr_tech: [
    {
      title: 'Digitalización de expedientes y vacaciones',
      summary:
        'Una empresa de logística gestionaba expedientes en papel y solicitudes por correo electrónico.',
      results:
        'Se digitalizaron 5.000 expedientes y las solicitudes de vacaciones se aprueban en menos de 24 horas.',
    },
  ],
  outsourcing: [
    {
      title: 'Staffing para la temporada alta de fin de año',
      summary:
        'Un operador logístico necesitaba duplicar su personal de almacén durante diez semanas.',
      results:
        'Se incorporaron 450 personas capacitadas en diez días, con un 98 % de asistencia diaria.',
    },
  ],
  consulting: [
    {
      title: 'Rediseño de la estructura salarial',
      summary:
        'El cliente tenía inequidades internas y perdía talento clave frente a la competencia.',
      results:
        'Nuevas bandas salariales basadas en datos de mercado y una reducción del 40 % en renuncias voluntarias.',
    },
    {
      title: 'Diagnóstico de clima tras una fusión',
      summary: 'Dos empresas fusionadas mantenían culturas y prácticas de gestión muy distintas.',
      results:
        'Un plan de integración cultural por área y una mejora de 15 puntos en el índice de compromiso.',
    },
  ],
};

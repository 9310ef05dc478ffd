/** Vocabulary for reviews, by tone. A review is built from one title, two or three sentences, pros and cons. */
import type { CategoryName } from './categories.ts';

export type Tone = 'positive' | 'mixed' | 'negative';

export function toneOf(rating: number): Tone {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}

/** Ratings 1..5 skewed to 3-5, as real directories are. */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export const RATING_WEIGHTS = [3, 6, 18, 38, 35] as const;

export const TITLES: Record<Tone, readonly string[]> = {
  positive: [
    'Excelente acompañamiento',
    'Muy recomendables',
    'Un aliado para nuestro equipo de RRHH',
    'Cumplieron en tiempo y forma',
    'Profesionales y cercanos',
    'La mejor decisión del año',
    'Resultados por encima de lo esperado',
    'Servicio impecable',
    'Muy buena relación calidad-precio',
    'Entendieron nuestra cultura',
    'Procesos claros y ordenados',
    'Volveríamos a contratarlos',
  ],
  mixed: [
    'Buen servicio, con detalles por mejorar',
    'Cumple, aunque la comunicación puede mejorar',
    'Correcto, sin sorpresas',
    'Experiencia aceptable',
    'Buenos resultados, tiempos largos',
    'Le falta flexibilidad',
  ],
  negative: [
    'No cumplió lo prometido',
    'Poca respuesta del equipo',
    'Esperábamos mucho más',
    'Mala experiencia en la implementación',
    'Demasiados retrasos',
  ],
};

export const OPENINGS: Record<Tone, readonly string[]> = {
  positive: [
    'Trabajamos con ellos desde hace dos años y la experiencia ha sido muy positiva.',
    'Los contratamos para un proyecto puntual y terminamos ampliando el alcance.',
    'Desde la primera reunión entendieron lo que necesitábamos.',
    'Llegamos con un problema urgente y lo resolvieron en pocas semanas.',
    'Comparamos varias opciones en el mercado y fue la que mejor se adaptó a nuestra operación.',
  ],
  mixed: [
    'El servicio es correcto en general, aunque tuvimos altibajos.',
    'Cumplieron con lo acordado, pero la implementación tomó más tiempo del previsto.',
    'Tienen buenas herramientas, aunque el soporte no siempre está disponible.',
    'La propuesta era atractiva y el resultado fue razonable.',
  ],
  negative: [
    'Lamentablemente la experiencia no fue la esperada.',
    'Firmamos por un año y tuvimos que cancelar antes.',
    'La propuesta comercial no coincidió con lo que recibimos.',
    'Tuvimos problemas desde el inicio del proyecto.',
  ],
};

export const MIDDLES: Record<Tone, Record<CategoryName, readonly string[]>> = {
  positive: {
    recruiting: [
      'Cubrieron doce vacantes de ventas en menos de un mes y la rotación bajó notablemente.',
      'Los candidatos llegaron bien filtrados y con evaluaciones completas.',
    ],
    payroll: [
      'Desde que llevan nuestra nómina no hemos tenido un solo error en los pagos.',
      'El cierre mensual pasó de cinco días a uno y medio.',
    ],
    benefits: [
      'El nuevo plan de beneficios fue muy bien recibido y mejoró la encuesta de clima.',
      'Negociaron mejores condiciones con la aseguradora y ahorramos presupuesto.',
    ],
    learning_development: [
      'El programa de liderazgo cambió la forma en que nuestros jefes dan retroalimentación.',
      'Los cursos son prácticos y los colaboradores los terminan de verdad.',
    ],
    performance_management: [
      'Por fin tenemos evaluaciones de desempeño que la gente entiende y respeta.',
      'La implementación de OKR nos ayudó a alinear a todas las áreas.',
    ],
    hr_tech: [
      'La plataforma es intuitiva y los colaboradores la adoptaron sin capacitación extra.',
      'La integración con nuestro ERP funcionó a la primera.',
    ],
    outsourcing: [
      'Se hicieron cargo de la operación completa y pudimos enfocarnos en la estrategia.',
      'Respondieron muy rápido cuando necesitamos personal adicional para la temporada alta.',
    ],
    consulting: [
      'El diagnóstico de cultura fue profundo y las recomendaciones muy concretas.',
      'Nos ayudaron a ordenar las bandas salariales con datos de mercado confiables.',
    ],
  },
  mixed: {
    recruiting: [
      'Algunos perfiles no se ajustaban a lo solicitado y hubo que repetir entrevistas.',
    ],
    payroll: ['Hubo algunos ajustes manuales al principio que nos tomaron tiempo.'],
    benefits: [
      'La plataforma de beneficios funciona, pero la comunicación a los colaboradores quedó corta.',
    ],
    learning_development: ['El contenido es bueno, aunque algunos módulos se sienten genéricos.'],
    performance_management: ['La metodología es sólida, pero costó que los jefes la adoptaran.'],
    hr_tech: ['El sistema cumple, aunque los reportes personalizados son limitados.'],
    outsourcing: ['El personal asignado cambió varias veces durante el contrato.'],
    consulting: ['El informe final fue útil, pero llegó con varias semanas de retraso.'],
  },
  negative: {
    recruiting: ['Los candidatos no cumplían los requisitos básicos del puesto.'],
    payroll: ['Tuvimos errores en el cálculo de horas extra dos meses seguidos.'],
    benefits: ['Los reembolsos tardaban semanas y los colaboradores se quejaban constantemente.'],
    learning_development: ['Las sesiones se cancelaron varias veces sin aviso previo.'],
    performance_management: ['La herramienta era confusa y nadie la usó después del primer ciclo.'],
    hr_tech: ['La plataforma se caía en los cierres de mes, justo cuando más la necesitábamos.'],
    outsourcing: ['La rotación del personal tercerizado fue muy alta.'],
    consulting: ['Las recomendaciones fueron muy generales y poco aplicables a nuestra realidad.'],
  },
};

export const CLOSINGS: Record<Tone, readonly string[]> = {
  positive: [
    'Los recomiendo sin dudarlo.',
    'Sin duda seguiremos trabajando con ellos.',
    'Una empresa seria y comprometida.',
    'Vale cada peso invertido.',
  ],
  mixed: [
    'Con algunos ajustes podrían ser una gran opción.',
    'Cumplen, pero conviene definir bien el alcance desde el inicio.',
    'Los volveríamos a considerar para proyectos pequeños.',
  ],
  negative: [
    'No los recomendaría por ahora.',
    'Ojalá mejoren, porque la propuesta tenía potencial.',
    'Buscamos otro proveedor y el cambio valió la pena.',
  ],
};

export const PROS: readonly string[] = [
  'Equipo muy profesional y atento.',
  'Cumplen los plazos acordados.',
  'Precios competitivos para el mercado.',
  'Reportes claros y a tiempo.',
  'Conocen muy bien la legislación laboral local.',
  'Plataforma fácil de usar.',
  'Un ejecutivo de cuenta dedicado.',
  'Flexibilidad para adaptarse a nuestros procesos.',
  'Buen seguimiento después de la implementación.',
  'Experiencia en varios países de la región.',
];

export const CONS: readonly string[] = [
  'Los tiempos de respuesta podrían ser más cortos.',
  'La implementación inicial es algo lenta.',
  'Costos adicionales por servicios fuera del alcance.',
  'Poca personalización en los reportes.',
  'El soporte fuera de horario es limitado.',
  'Cambios frecuentes en el equipo asignado.',
  'La aplicación móvil necesita mejoras.',
  'La documentación está desactualizada.',
];

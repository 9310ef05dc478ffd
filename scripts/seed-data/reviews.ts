/** Vocabulary for reviews, by tone. A review is built from one title, two or three sentences, pros and cons. */
import type { CategoryName } from './categories.ts';
import { STAR_VALUES } from '../../src/lib/contract/reviews.ts';

export type Tone = 'positive' | 'mixed' | 'negative';

export function toneOf(rating: number): Tone {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}

/** Ratings 1..5 skewed to 3-5, as real directories are. */
export const RATINGS = STAR_VALUES;
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

/**
 * Pros and cons by what they talk about, each in a few wordings. Every provider has its own
 * strengths and weaknesses (`topicProfile`): most of its reviews praise the former and
 * criticise the latter, so the review topics ("Lo que destacan / Lo que critican",
 * src/lib/domain/review-topics.ts) differ from one provider to the next as real ones do.
 * The first list of each category applies to that category's providers only.
 */
export const PRAISE: Readonly<Record<string, readonly string[]>> = {
  support: [
    'Excelente atención del equipo de soporte.',
    'El ejecutivo de cuenta siempre está disponible.',
    'Soporte atento y cercano.',
    'Un acompañamiento muy cercano en cada etapa.',
  ],
  response_time: [
    'Responden en cuestión de horas.',
    'Tiempos de respuesta muy cortos.',
    'Cumplen los plazos acordados.',
    'Gran rapidez para resolver dudas.',
  ],
  compliance: [
    'Conocen muy bien la legislación laboral local.',
    'Cumplimiento fiscal impecable.',
    'Siempre al día con la normativa.',
  ],
  implementation: [
    'La implementación fue ordenada y a tiempo.',
    'Implementación sin contratiempos.',
    'La puesta en marcha tomó pocas semanas.',
  ],
  platform: [
    'Plataforma fácil de usar.',
    'La plataforma es intuitiva para todo el equipo.',
    'El sistema es estable y rápido.',
  ],
  price: [
    'Precios competitivos para el mercado.',
    'Muy buena relación calidad-precio.',
    'Costos claros desde la propuesta.',
  ],
  reports: [
    'Reportes claros y a tiempo.',
    'Los reportes mensuales son muy completos.',
    'Indicadores útiles para la dirección.',
  ],
  expertise: ['Equipo muy profesional.', 'Mucha experiencia en el sector.'],
  flexibility: [
    'Flexibilidad para adaptarse a nuestros procesos.',
    'Gran flexibilidad con los cambios de alcance.',
  ],
  communication: ['Comunicación clara y constante.', 'Mucha transparencia en cada entrega.'],
  regional_coverage: ['Experiencia en varios países de la región.', 'Buena cobertura regional.'],
  // No aspect of the list: shown as the phrase its reviews repeat ("gente muy amable").
  kindness: ['Gente muy amable en todo momento.', 'Gente muy amable y dispuesta.'],
};

export const CRITICISM: Readonly<Record<string, readonly string[]>> = {
  support: [
    'El soporte fuera de horario es limitado.',
    'Cuesta contactar al soporte.',
    'La atención empeoró después de la venta.',
  ],
  response_time: [
    'Los tiempos de respuesta podrían ser más cortos.',
    'Demoras frecuentes en las entregas.',
    'La respuesta a los correos tarda días.',
  ],
  implementation: [
    'La implementación inicial es algo lenta.',
    'La implementación tomó el doble de lo previsto.',
  ],
  price: [
    'Costos adicionales por servicios fuera del alcance.',
    'Precio alto para empresas pequeñas.',
    'Cobros extra poco claros.',
  ],
  reports: ['Poca personalización en los reportes.', 'Los reportes llegan incompletos.'],
  platform: [
    'La aplicación móvil necesita mejoras.',
    'La plataforma se vuelve lenta en los cierres.',
  ],
  staff_turnover: [
    'Cambios frecuentes en el equipo asignado.',
    'Mucha rotación del personal asignado.',
  ],
  documentation: ['La documentación está desactualizada.', 'Faltan manuales para los usuarios.'],
  communication: ['La comunicación es irregular.', 'Poca claridad sobre los avances.'],
};

/** Praise and criticism only a category's providers get. */
export const CATEGORY_PRAISE: Partial<Record<CategoryName, readonly string[]>> = {
  recruiting: ['Candidatos bien filtrados.', 'Los perfiles enviados encajaron con el puesto.'],
  payroll: ['Cero errores en el cálculo de la nómina.', 'Exactitud en cada pago.'],
  hr_tech: ['La integración con nuestro ERP funcionó a la primera.'],
  learning_development: ['Cursos bien preparados y prácticos.', 'La capacitación fue muy útil.'],
};
export const CATEGORY_CRITICISM: Partial<Record<CategoryName, readonly string[]>> = {
  recruiting: [
    'Algunos candidatos no cumplían el perfil.',
    'Pocos candidatos para puestos técnicos.',
  ],
  payroll: ['Errores en el cálculo de horas extra.', 'Tuvimos errores en algunos pagos.'],
  hr_tech: ['La integración con otros sistemas es limitada.'],
};

/** A provider's strengths and weaknesses: the lists its reviews mostly draw from. */
export interface TopicProfile {
  strengths: readonly (readonly string[])[];
  weaknesses: readonly (readonly string[])[];
}

export function topicProfile(rng: Rng, category: CategoryName): TopicProfile {
  const praise = rng.sample(Object.values(PRAISE), 3);
  const criticism = rng.sample(Object.values(CRITICISM), 2);
  const ownPraise = CATEGORY_PRAISE[category];
  const ownCriticism = CATEGORY_CRITICISM[category];
  return {
    strengths: ownPraise ? [ownPraise, ...praise] : praise,
    weaknesses: ownCriticism ? [ownCriticism, ...criticism] : criticism,
  };
}

/**
 * `count` sentences of pros (or cons), each on a different subject: three in four from the
 * provider's own strengths (or weaknesses), the rest from any list.
 */
export function topicSentences(
  rng: Rng,
  own: readonly (readonly string[])[],
  all: Readonly<Record<string, readonly string[]>>,
  count: number,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const list = rng.chance(0.75) ? rng.pick(own) : rng.pick(Object.values(all));
    const sentence = rng.pick(list);
    if (!out.includes(sentence)) out.push(sentence);
  }
  return out.join(' ');
}

// ── What makes each review its own ────────────────────────────────────────────────────────
// Real reviews are unique: each one tells the writer's own situation (company, place, figures,
// people). Without it the template sentences above would repeat word for word across accounts
// and the duplicate-text signal (src/lib/contract/review-integrity.ts) would rightly hold them.

const INDUSTRIES = [
  'manufactura',
  'retail',
  'logística',
  'tecnología',
  'servicios financieros',
  'salud',
  'educación',
  'construcción',
  'turismo',
  'alimentos y bebidas',
  'telecomunicaciones',
  'energía',
  'la industria automotriz',
  'farmacéutica',
  'seguros',
  'agroindustria',
] as const;

const CITIES = [
  'Ciudad de México',
  'Monterrey',
  'Guadalajara',
  'Querétaro',
  'Puebla',
  'Bogotá',
  'Medellín',
  'Lima',
  'Santiago',
  'Buenos Aires',
  'Mérida',
  'Tijuana',
  'León',
  'Quito',
  'San José',
  'Ciudad de Panamá',
  'Montevideo',
  'Cali',
  'Arequipa',
  'Toluca',
  'Saltillo',
  'Barranquilla',
] as const;

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const CONTACTS = [
  'Mariana',
  'Jorge',
  'Lucía',
  'Andrés',
  'Paola',
  'Ricardo',
  'Fernanda',
  'Héctor',
  'Daniela',
  'Óscar',
  'Valeria',
  'Emilio',
  'Natalia',
  'Sergio',
  'Carolina',
  'Iván',
] as const;

const AREAS = [
  'el equipo de finanzas',
  'la dirección general',
  'los gerentes de planta',
  'nuestro equipo de recursos humanos',
  'el área de operaciones',
  'los líderes de tienda',
  'el comité de compras',
  'el área legal',
] as const;

type Rng = {
  pick<T>(items: readonly T[]): T;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  sample<T>(items: readonly T[], count: number): T[];
};

/**
 * The sentences of a review's text: the tone's opening, middle and closing (each may be left
 * out) around the writer's own situation (company, place, dates, figures, people).
 */
export function reviewText(
  rng: Rng,
  tone: Tone,
  parts: { opening: string; middle: string; closing: string },
): string {
  const [context, figure, advice] = reviewDetail(rng, tone);
  const sentences = [
    rng.chance(0.6) ? parts.opening : '',
    context,
    parts.middle,
    figure,
    rng.chance(0.5) ? advice : '',
    rng.chance(0.6) ? parts.closing : '',
  ];
  return sentences.filter((s) => s !== '').join(' ');
}

function reviewDetail(rng: Rng, tone: Tone): [string, string, string] {
  const people = rng.int(3, 400) * 5;
  const industry = rng.pick(INDUSTRIES);
  const city = rng.pick(CITIES);
  const since = `${rng.pick(MONTHS)} de ${rng.int(2019, 2025)}`;
  const months = rng.int(2, 30);
  const contact = rng.pick(CONTACTS);
  const area = rng.pick(AREAS);
  const hours = rng.int(2, 72);
  const share = rng.int(5, 60);
  const verb = rng.pick(['contratamos', 'elegimos', 'incorporamos', 'sumamos']);
  const place = rng.pick([`en ${city}`, `desde ${city}`, `con oficinas en ${city}`]);
  const context = rng.pick([
    `Somos ${people} personas en ${industry}, ${place}, y los ${verb} en ${since}.`,
    `${place[0]!.toUpperCase()}${place.slice(1)} tenemos unas ${people} personas; ${area} los ${verb} en ${since}.`,
    `Nuestra operación de ${industry} ${place} suma ${people} colaboradores: ${months} meses con ellos.`,
    `Para ${area}, con ${people} empleados de ${industry}, ${months} meses bastan para opinar.`,
    `Los ${verb} en ${since} para ${people} colaboradores ${place}.`,
    `${people} empleados, ${industry}, ${city}: ese es nuestro contexto desde ${since}.`,
    `Llevamos ${months} meses; somos ${people} en ${industry} ${place}.`,
    `Desde ${since}, ${area} trabaja con ellos para ${people} personas ${place}.`,
  ]);
  const n = rng.int(2, 9);
  const cases = rng.int(3, 120);
  const figure =
    tone === 'negative'
      ? rng.pick([
          `Cada consulta tardaba unas ${hours} horas y ${contact} cambió de puesto a mitad del proyecto.`,
          `Calculamos un ${share} % de retrabajo en ${months} meses, algo que ${area} no esperaba.`,
          `Escalamos ${n} veces; la última respuesta llegó tras ${hours} horas.`,
          `${contact} prometió una solución en ${n} días y pasaron ${months} semanas.`,
          `Perdimos ${share} horas de ${area} corrigiendo errores suyos.`,
          `${n} incidencias abiertas y ninguna cerrada a tiempo, según ${area}.`,
        ])
      : tone === 'mixed'
        ? rng.pick([
            `${contact} nos atendió bien, aunque algunas respuestas tardaban ${hours} horas.`,
            `Ahorramos cerca de un ${share} % de tiempo, menos de lo prometido.`,
            `De ${cases} entregables, ${n} llegaron tarde y hubo que insistir.`,
            `${area[0]!.toUpperCase()}${area.slice(1)} quedó a medias: ${share} % de lo planeado en ${months} meses.`,
            `Tuvimos ${n} reuniones de ajuste con ${contact} antes de estabilizar.`,
            `Resolvieron ${cases} casos, pero ${n} necesitaron segunda revisión.`,
          ])
        : rng.pick([
            `${contact}, nuestra contacto, responde en menos de ${hours} horas.`,
            `${area[0]!.toUpperCase()}${area.slice(1)} calcula un ahorro del ${share} % de tiempo.`,
            `En ${months} meses cerramos ${cases} casos sin un solo reclamo.`,
            `Con ${contact} al frente, ${cases} procesos salieron sin retrasos.`,
            `${share} % menos de horas administrativas, según ${area}.`,
            `${n} auditorías internas y ninguna observación desde ${since}.`,
          ]);
  const who = rng.pick([
    `empresas de ${rng.pick(INDUSTRIES)}`,
    `equipos de menos de ${rng.int(2, 20) * 50} personas`,
    `quien opere en ${rng.pick(CITIES)}`,
    `organizaciones con turnos rotativos`,
  ]);
  const advice =
    tone === 'negative'
      ? `Si están en ${industry}, pidan referencias de ${who} antes de firmar.`
      : tone === 'mixed'
        ? `Para ${who} puede funcionar, siempre que ${area} dé seguimiento cercano.`
        : `Lo recomendaría especialmente a ${who}, como nos lo recomendaron en ${since}.`;
  return [context, figure, advice];
}

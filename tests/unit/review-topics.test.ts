// "Lo que destacan / Lo que critican", the topics read from the public reviews'
// pros (praise) and cons (criticism) fields (src/lib/domain/review-topics.ts).
import { describe, expect, it } from 'vitest';
import {
  aggregateTopics,
  topicCounts,
  ASPECT_TERMS,
  aspectsOfTerm,
  fieldTopics,
  reviewTopics,
  TOPIC_ASPECTS,
  TOPICS_PER_SIDE,
  type TopicAspect,
  type TopicReview,
} from '../../src/lib/domain/review-topics';

const aspects = (text: string, side: 'praised' | 'criticised' = 'praised') => [
  ...fieldTopics(text, side).aspects.keys(),
];

let n = 0;
const review = (pros: string, cons = '', extra: Partial<TopicReview> = {}): TopicReview => ({
  id: `r${++n}`,
  pros,
  cons,
  helpful_count: 0,
  created: `2025-01-${String(10 + (n % 18)).padStart(2, '0')} 10:00:00.000Z`,
  ...extra,
});

describe('aspect extraction (Spanish text)', () => {
  it.each<[string, TopicAspect[]]>([
    ['Excelente atención del equipo.', ['support']],
    ['ATENCIÓN personalizada', ['support', 'flexibility']],
    ['atencion rapida', ['support', 'response_time']],
    ['Los tiempos de respuesta son buenos.', ['response_time']],
    ['Tiempo de respuesta inmejorable', ['response_time']],
    ['Conocen muy bien la legislación laboral local.', ['compliance', 'expertise']],
    ['Cumplimiento fiscal impecable', ['compliance']],
    // The negation is too far from the aspect to deny it: this is praise.
    ['Nunca tuvimos problemas con el SAT', ['compliance']],
    ['Precios competitivos para el mercado.', ['price']],
    ['Buen precio', ['price']],
    ['Plataforma fácil de usar.', ['platform']],
    ['Las plataformas son intuitivas', ['platform']],
    ['Reportes claros', ['reports']],
    ['El reporte mensual', ['reports']],
    ['Capacitaciones muy prácticas', ['training']],
    ['Candidatos bien filtrados', ['candidates']],
    ['Un candidato excelente', ['candidates']],
    ['Implementaciones rápidas', ['implementation', 'response_time']],
    ['Un ejecutivo de cuenta dedicado.', ['support']],
    ['Cobertura en varios países', ['regional_coverage']],
    ['Nada especial', []],
  ])('%s → %j', (text, expected) => {
    expect(aspects(text).sort()).toEqual([...expected].sort());
  });

  it('reads negations in pros as no praise: "no tienen soporte" is not praise of the support', () => {
    expect(aspects('No tienen soporte')).toEqual([]);
    expect(aspects('Sin soporte los fines de semana')).toEqual([]);
    expect(aspects('No hay reportes, pero el precio es bueno')).toEqual(['price']);
    expect(aspects('Nunca responden a tiempo.')).toEqual([]);
    expect(aspects('Les falta una buena plataforma')).toEqual([]);
    // The negation reaches its clause only.
    expect(aspects('Buen soporte, no hay quejas')).toEqual(['support']);
    expect(aspects('Buen soporte. No tienen app.')).toEqual(['support']);
  });

  it('counts every mention in cons as criticism, negated or not', () => {
    expect(aspects('No tienen soporte', 'criticised')).toEqual(['support']);
    expect(aspects('El soporte fuera de horario es limitado.', 'criticised')).toEqual(['support']);
    expect(aspects('Poca personalización en los reportes.', 'criticised').sort()).toEqual(
      ['flexibility', 'reports'].sort(),
    );
  });

  it('keeps the sentence that mentions the aspect as the excerpt', () => {
    const f = fieldTopics('Muy buen precio. El soporte responde en horas.', 'praised');
    expect(f.aspects.get('price')).toBe('Muy buen precio.');
    expect(f.aspects.get('support')).toBe('El soporte responde en horas.');
  });

  it('names each aspect with terms no other aspect uses', () => {
    for (const aspect of TOPIC_ASPECTS)
      for (const term of ASPECT_TERMS[aspect]) expect(aspectsOfTerm(term)).toEqual([aspect]);
  });
});

describe('reviewTopics', () => {
  it('gives nothing under five public reviews', () => {
    expect(reviewTopics([1, 2, 3, 4].map(() => review('Buen soporte')))).toBeNull();
  });

  it('counts reviews (not mentions) per side, out of every public review', () => {
    const reviews = [
      review('Buen soporte. Soporte rápido y atento.', 'Precio alto'),
      review('Soporte excelente', 'Los precios subieron'),
      review('Buen precio', 'Soporte lento'),
      review('No tienen soporte, pero el precio es justo', ''),
      review('', 'Nada'),
      review('Reportes claros', 'Costos ocultos'),
    ];
    const t = reviewTopics(reviews)!;
    expect(t.total).toBe(6);
    const praised = Object.fromEntries(t.praised.map((x) => [x.key, x.count]));
    expect(praised['aspect:support']).toBe(2);
    expect(praised['aspect:price']).toBe(2);
    const criticised = Object.fromEntries(t.criticised.map((x) => [x.key, x.count]));
    expect(criticised['aspect:price']).toBe(3);
    // One review only: not a topic.
    expect(criticised['aspect:support']).toBeUndefined();
  });

  it('shows at most four topics a side, the most mentioned first', () => {
    const pros = [
      'Soporte, precio, reportes, plataforma y capacitación',
      'Soporte, precio, reportes y plataforma',
      'Soporte, precio y reportes',
      'Soporte y precio',
      'Soporte',
    ];
    const t = reviewTopics(pros.map((p) => review(p)))!;
    expect(t.praised).toHaveLength(TOPICS_PER_SIDE);
    expect(t.praised.map((x) => [x.aspect, x.count])).toEqual([
      ['support', 5],
      ['price', 4],
      ['reports', 3],
      ['platform', 2],
    ]);
  });

  it('takes the excerpt from the most useful review that mentions the topic', () => {
    const useful = review('El soporte nos salvó el cierre.', '', { helpful_count: 7 });
    const reviews = [
      review('Buen soporte'),
      useful,
      review('Soporte atento'),
      review(''),
      review(''),
    ];
    const support = reviewTopics(reviews)!.praised.find((x) => x.aspect === 'support')!;
    expect(support.excerpt).toEqual({
      reviewId: useful.id,
      text: 'El soporte nos salvó el cierre.',
    });
  });

  it('mines a phrase several reviews repeat that names no aspect, shown as written', () => {
    const reviews = [
      review('Nos dieron una nómina impecable.'),
      review('Nómina impecable cada quincena'),
      review('nomina impecable'),
      review('Gente amable'),
      review('Gente amable'),
    ];
    const t = reviewTopics(reviews)!;
    const phrase = t.praised.find((x) => x.key.startsWith('phrase:'))!;
    expect(phrase.aspect).toBeNull();
    expect(phrase.count).toBe(3);
    // As most reviews spell it.
    expect(phrase.phrase).toBe('nómina impecable');
    // Two reviews are too few for a phrase.
    expect(t.praised.some((x) => x.phrase === 'gente amable')).toBe(false);
  });

  it('does not mine a phrase that names an aspect (the aspect counts it)', () => {
    const reviews = [1, 2, 3, 4, 5].map(() => review('Soporte técnico'));
    const t = reviewTopics(reviews)!;
    expect(t.praised.map((x) => x.key)).toEqual(['aspect:support']);
  });

  it('keeps one of the phrases that share a word, the one more reviews repeat', () => {
    const reviews = [
      review('Gente muy amable y dispuesta.'),
      review('Gente muy amable y dispuesta.'),
      review('Gente muy amable y dispuesta.'),
      review('Gente muy amable en todo momento.'),
      review(''),
    ];
    expect(reviewTopics(reviews)!.praised.map((x) => [x.phrase, x.count])).toEqual([
      ['gente muy amable', 4],
    ]);
  });

  it('maps the phrases of a clause that names an aspect to that aspect', () => {
    const reviews = [1, 2, 3, 4, 5].map(() => review('', 'Precio alto para empresas pequeñas.'));
    expect(reviewTopics(reviews)!.criticised.map((x) => x.key)).toEqual(['aspect:price']);
  });

  it('mines no phrase that starts or ends with a vague word', () => {
    const reviews = [1, 2, 3, 4, 5].map(() => review('Gente muy amable siempre.'));
    expect(reviewTopics(reviews)!.praised.map((x) => x.phrase)).toEqual(['gente muy amable']);
  });

  it('does not mine phrases from a negated clause of pros', () => {
    const reviews = [1, 2, 3, 4, 5].map(() => review('No tienen app móvil'));
    expect(reviewTopics(reviews)!.praised).toEqual([]);
  });
});

describe('aggregateTopics', () => {
  it('counts reviews and providers per aspect over several providers', () => {
    const a = [review('Buen soporte'), review('Soporte atento'), review('', 'Precio alto')];
    const b = [review('Soporte rápido'), review('', 'Caro'), review('', 'Costos altos')];
    const t = aggregateTopics([a, b, []].map(topicCounts))!;
    expect(t.total).toBe(6);
    expect(t.providers).toBe(2);
    expect(t.praised[0]).toEqual({ aspect: 'support', reviews: 3, providers: 2 });
    expect(t.criticised[0]).toEqual({ aspect: 'price', reviews: 3, providers: 2 });
    expect(aggregateTopics([topicCounts([review('x')])])).toBeNull();
  });
});

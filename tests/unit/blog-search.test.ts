import { describe, expect, it } from 'vitest';
import { filterBlogPosts, isFilterActive, matchesBlogSearch } from '@/lib/domain/blog-search';
import { normalizeText } from '@/lib/contract/normalize';

const post = (title: string, excerpt = '', categorySlugs: string[] = []) => ({
  title,
  excerpt,
  categorySlugs,
});

describe('normalizeText', () => {
  it.each([
    ['Nómina', 'nomina'],
    ['  EVALUACIÓN   de  Desempeño ', 'evaluacion de desempeno'],
    ['Pingüino ñandú', 'pinguino nandu'],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('matchesBlogSearch', () => {
  const article = post(
    'Tendencias de nómina en México',
    'Cómo la tecnología cambia la gestión del talento.',
  );
  it.each([
    ['nomina', true],
    ['NÓMINA', true],
    ['tecnologia', true],
    ['gestion del talento', true],
    ['mexico', true],
    ['', true],
    ['   ', true],
    ['reclutamiento', false],
    ['talento nomina', false],
  ])('query %j matches: %j', (query, expected) => {
    expect(matchesBlogSearch(article, query)).toBe(expected);
  });

  it('does not search outside title and excerpt', () => {
    expect(matchesBlogSearch(post('Hola', 'Mundo', ['nomina']), 'nomina')).toBe(false);
  });
});

describe('filterBlogPosts', () => {
  const posts = [
    post('Reclutamiento con IA', 'Herramientas de selección', ['reclutamiento', 'tecnologia']),
    post('Beneficios flexibles', 'Qué valoran los empleados', ['beneficios']),
    post('Nómina electrónica', 'Obligaciones fiscales y tecnología', ['nomina']),
  ];
  it.each([
    [{}, 3],
    [{ query: 'tecnologia' }, 1],
    [{ query: 'seleccion' }, 1],
    [{ category: 'tecnologia' }, 1],
    [{ category: 'nomina', query: 'FISCALES' }, 1],
    [{ category: 'beneficios', query: 'nomina' }, 0],
    [{ category: 'inexistente' }, 0],
  ])('%j keeps %i posts', (filter, count) => {
    expect(filterBlogPosts(posts, filter)).toHaveLength(count);
  });
});

describe('isFilterActive', () => {
  it.each([
    [{}, false],
    [{ query: '  ' }, false],
    [{ query: 'x' }, true],
    [{ category: 'nomina' }, true],
    [{ category: '' }, false],
  ])('%j → %j', (filter, expected) => {
    expect(isFilterActive(filter)).toBe(expected);
  });
});

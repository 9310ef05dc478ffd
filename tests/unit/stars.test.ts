import { describe, expect, it } from 'vitest';
import { starsHtml } from '@/lib/view/stars';

describe('rating stars', () => {
  it('fills as many stars as the rating and says it to screen readers', () => {
    const html = starsHtml(3, 'md');
    expect(html.match(/data-star="on"/g)).toHaveLength(3);
    expect(html.match(/data-star="off"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="3 de 5 estrellas"');
    expect(html).toContain('class="h-5 w-5 text-amber-400"');
    expect(starsHtml(0)).not.toContain('data-star="on"');
  });

  it('escapes a label given by the page', () => {
    expect(starsHtml(5, 'sm', 'Excelente "5" <b>')).toContain(
      'aria-label="Excelente &quot;5&quot; &lt;b&gt;"',
    );
    expect(starsHtml(5)).toContain('aria-label="5 de 5 estrellas"');
  });
});

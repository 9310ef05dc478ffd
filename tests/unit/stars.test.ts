import { describe, expect, it } from 'vitest';
import { starSymbolHtml, starsHtml } from '@/lib/view/stars';

describe('rating stars', () => {
  it('fills as many stars as the rating and says it to screen readers', () => {
    const html = starsHtml(3, 'md');
    expect(html.match(/data-star="on"/g)).toHaveLength(3);
    expect(html.match(/data-star="off"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="3 de 5 estrellas"');
    // The colour follows `data-star` (src/styles/global.css); the class sets the size only.
    expect(html).toContain('<svg aria-hidden="true" class="h-5 w-5" data-star="on">');
    expect(starsHtml(0)).not.toContain('data-star="on"');
  });

  it('draws each star from the one symbol the layout writes into every page', () => {
    const id = /<symbol id="([^"]+)" viewBox="0 0 20 20">/.exec(starSymbolHtml())?.[1];
    expect(id).toBeTruthy();
    expect(starsHtml(4).match(new RegExp(`<use href="#${id}">`, 'g'))).toHaveLength(5);
  });

  it('escapes a label given by the page', () => {
    expect(starsHtml(5, 'sm', 'Excelente "5" <b>')).toContain(
      'aria-label="Excelente &quot;5&quot; &lt;b&gt;"',
    );
    expect(starsHtml(5)).toContain('aria-label="5 de 5 estrellas"');
  });
});

// The legal and accessibility pages are Markdown rendered with marked
// (src/components/legal/legal-markdown.ts): sections, anchors, placeholders and lists.
import { describe, expect, it } from 'vitest';
import { legalSections } from '@/components/legal/legal-markdown';
import terms from '@/components/legal/content/terms.md?raw';
import privacy from '@/components/legal/content/privacy.md?raw';
import accessibility from '@/components/legal/content/accesibilidad.md?raw';

const vars = {
  brand: 'Marca',
  platform: 'Marca Proveedores',
  supportEmail: 'ayuda@example.com',
  contact: '/contacto',
  reviewed: 'noviembre de 2026',
  editDays: '30',
};
const html = (s: ReturnType<typeof legalSections>) =>
  s.flatMap((x) =>
    x.blocks.map((b) => (typeof b === 'object' && 'rendered' in b ? b.rendered : '')),
  );

describe('legal pages from Markdown', () => {
  it.each([
    ['terms', terms, 12],
    ['privacy', privacy, 12],
    ['accesibilidad', accessibility, 6],
  ])('%s has its %i sections, every placeholder filled', (_name, source, count) => {
    const sections = legalSections(source, vars, { derechos: ['generado'] });
    expect(sections).toHaveLength(count);
    for (const s of sections) expect(s.id).toMatch(/^[a-z0-9-]+$/);
    const text = html(sections).join('\n');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toContain('<!--');
  });

  it('keeps the anchors other pages link to', () => {
    expect(legalSections(privacy, vars, { derechos: [] }).map((s) => s.id)).toEqual(
      expect.arrayContaining(['retencion', 'derechos', 'contacto']),
    );
  });

  it('renders links, lists with the page styles and the generated section', () => {
    const sections = legalSections(
      '## Uno {#uno}\n\nEscribe a [{supportEmail}](mailto:{supportEmail}).\n\n- a\n- b\n\n## Dos {#dos}\n\n<!-- generated -->\n',
      vars,
      { dos: ['bloque'] },
    );
    expect(sections.map((s) => s.title)).toEqual(['Uno', 'Dos']);
    const [rendered] = html(sections);
    expect(rendered).toContain('<a href="mailto:ayuda@example.com">ayuda@example.com</a>');
    expect(rendered).toContain(
      '<ul class="list-disc space-y-1.5 pl-5 marker:text-brand-600"><li>a</li><li>b</li></ul>',
    );
    expect(sections[1]!.blocks).toEqual(['bloque']);
  });

  it('refuses a generated section the page does not build', () => {
    expect(() => legalSections('## Dos {#dos}\n\n<!-- generated -->\n', vars)).toThrow(/#dos/);
  });
});

/**
 * The legal and accessibility pages are written as Markdown (./content/*.md) and rendered with
 * marked when the page renders (at build: the pages are stored as static files). Each
 * `## Title {#id}` starts a section, so the table of contents and the anchors the other pages
 * link to stay in step with the text; `{name}` placeholders are filled from the site config.
 * The Markdown is ours (trusted): its HTML is not sanitised, as the sections' HTML was not.
 */
import { Marked, type Tokens } from 'marked';
import type { LegalBlock, LegalSection } from './legal-types';

const HEADING = /^## (.+?) \{#([a-z0-9-]+)\}\s*$/;
const GENERATED = '<!-- generated -->';

/** Lists as LegalDocument draws them; paragraphs and links take its prose styles. */
const marked = new Marked({
  async: false,
  gfm: true,
  renderer: {
    list(token: Tokens.List) {
      const items = token.items.map((item) => `<li>${this.parser.parseInline(item.tokens)}</li>`);
      return `<ul class="list-disc space-y-1.5 pl-5 marker:text-brand-600">${items.join('')}</ul>`;
    },
  },
});

function fill(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/**
 * The sections of one Markdown document. `generated`: the blocks of the sections the page
 * builds itself (their body in the file is only the `generated` comment).
 */
export function legalSections(
  source: string,
  vars: Readonly<Record<string, string>>,
  generated: Readonly<Record<string, LegalBlock[]>> = {},
): LegalSection[] {
  const sections: LegalSection[] = [];
  let body: string[] = [];
  const close = () => {
    const last = sections.at(-1);
    if (!last) return;
    const text = body.join('\n').trim();
    if (text === GENERATED) {
      const blocks = generated[last.id];
      if (!blocks) throw new Error(`legal page: no blocks for the generated section #${last.id}`);
      last.blocks = blocks;
    } else {
      last.blocks = [{ rendered: marked.parse(fill(text, vars)) as string }];
    }
  };
  for (const line of source.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      sections.push({ id: heading[2]!, title: fill(heading[1]!, vars), blocks: [] });
      body = [];
    } else {
      body.push(line);
    }
  }
  close();
  return sections;
}

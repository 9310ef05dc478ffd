/**
 * Instant filtering for the directory, as progressive enhancement of the server-rendered
 * GET form: loads the compact search index once, filters with the same normalization as
 * the server, renders the first page of cards from the card <template>, and mirrors the
 * state in the URL (q, categoria, pagina) so results can be shared.
 */
import { normalizeText, providerSearchText } from '@/lib/domain/search';
import { cutText } from '@/lib/domain/text-cut';
import { PAGE_SIZE, pageWindow } from '@/lib/domain/pagination';
import { categoryStyle } from '@/lib/domain/category-style';
import type { IndexRow, SearchIndex } from '@/lib/data/directory';

const $ = <T extends Element>(sel: string, root: ParentNode = document) =>
  root.querySelector<T>(sel);

export function initDirectoryFilter(): void {
  const form = $<HTMLFormElement>('[data-directory-form]');
  const grid = $<HTMLUListElement>('[data-provider-grid]');
  const template = $<HTMLTemplateElement>('#provider-card-template');
  if (!form || !grid || !template) return;
  const base = form.dataset.base ?? '/providers';
  const input = $<HTMLInputElement>('input[name="q"]', form);
  const select = $<HTMLSelectElement>('select[name="categoria"]', form);
  let index: Promise<SearchIndex> | null = null;
  const texts = new Map<IndexRow, string>();
  const searchText = (r: IndexRow, labels: Record<string, string>) => {
    let text = texts.get(r);
    if (text === undefined) {
      text = providerSearchText(
        { company_name: r[2], description: r[5], categories: r[8] },
        labels,
      );
      texts.set(r, text);
    }
    return text;
  };
  let timer: number | undefined;

  const load = () =>
    (index ??= fetch('/providers/search-index.json').then((r) => {
      if (!r.ok) throw new Error(`search index: ${r.status}`);
      return r.json() as Promise<SearchIndex>;
    }));

  const apply = async () => {
    const q = input?.value ?? '';
    const category = select?.value ?? '';
    let data: SearchIndex;
    try {
      data = await load();
    } catch {
      index = null;
      form.submit(); // fall back to the server-rendered search
      return;
    }
    const needle = normalizeText(q);
    const rows = data.rows.filter(
      (r) =>
        (!category || r[8].includes(category)) &&
        (!needle || searchText(r, data.labels).includes(needle)),
    );
    render(rows.slice(0, PAGE_SIZE), data.labels);
    update(rows.length, q, category);
  };

  const render = (rows: IndexRow[], labels: Record<string, string>) => {
    const items = rows.map((row) => {
      const li = document.createElement('li');
      li.append(fillCard(template.content.cloneNode(true) as DocumentFragment, row, labels));
      return li;
    });
    grid.replaceChildren(...items);
  };

  const update = (total: number, q: string, category: string) => {
    const count = $('[data-result-count]');
    if (count) {
      count.textContent =
        total === 1 ? '1 proveedor encontrado' : `${total} proveedores encontrados`;
    }
    const range = $<HTMLElement>('[data-result-range]');
    if (range) {
      range.hidden = total === 0;
      range.textContent = `Mostrando 1–${Math.min(PAGE_SIZE, total)}`;
    }
    const empty = $<HTMLElement>('[data-empty-state]');
    if (empty) empty.hidden = total > 0;
    const clear = $<HTMLElement>('[data-clear-filters]');
    if (clear) clear.hidden = !q.trim() && !category;
    const href = (page: number) => {
      const params = new URLSearchParams();
      if (q.trim()) params.set('q', q.trim());
      if (category) params.set('categoria', category);
      if (page > 1) params.set('pagina', String(page));
      const qs = params.toString();
      return qs ? `${base}?${qs}` : base;
    };
    history.replaceState(null, '', href(1));
    renderPagination(Math.max(1, Math.ceil(total / PAGE_SIZE)), href);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void apply();
  });
  input?.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void apply(), 120);
  });
  // Warm the index as soon as the visitor reaches for the filters.
  const warm = () => void load().catch(() => (index = null));
  form.addEventListener('focusin', warm, { once: true });
  form.addEventListener('pointerover', warm, { once: true });
  select?.addEventListener('change', () => void apply());
  $('[data-clear-filters]')?.addEventListener('click', (event) => {
    event.preventDefault();
    if (input) input.value = '';
    if (select) select.value = '';
    void apply();
  });
}

function renderPagination(pageCount: number, href: (page: number) => string): void {
  const slot = $('[data-pagination-slot]');
  if (!slot) return;
  slot.replaceChildren();
  if (pageCount <= 1) return;
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', 'Paginación');
  nav.className = 'mt-10 flex flex-wrap items-center justify-center gap-1';
  const item =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';
  for (const p of pageWindow(1, pageCount)) {
    const el = document.createElement(p === null || p === 1 ? 'span' : 'a');
    el.className = `${item} ${p === 1 ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`;
    el.textContent = p === null ? '…' : String(p);
    if (p === 1) el.setAttribute('aria-current', 'page');
    if (p !== null && p !== 1) (el as HTMLAnchorElement).href = href(p);
    nav.append(el);
  }
  const next = document.createElement('a');
  next.className = `${item} text-slate-700 hover:bg-slate-100`;
  next.rel = 'next';
  next.href = href(2);
  next.textContent = 'Siguiente →';
  nav.append(next);
  slot.append(nav);
}

function fillCard(
  card: DocumentFragment,
  row: IndexRow,
  labels: Record<string, string>,
): DocumentFragment {
  const [id, slug, name, country, flags, description, rating, reviews, categories, logo] = row;
  const f = <T extends HTMLElement>(key: string) => $<T>(`[data-field="${key}"]`, card);
  card.querySelector<HTMLElement>('[data-provider-card]')?.setAttribute('data-provider-id', id);
  f<HTMLAnchorElement>('link')!.href = `/providers/${slug}`;
  f('name')!.textContent = name;
  f('country')!.textContent = country;
  f('verified')!.hidden = (flags & 1) === 0;
  f('featured')!.hidden = (flags & 2) === 0;
  f('description')!.textContent = cutText(description, 220);
  const img = f<HTMLImageElement>('logo-img');
  const initials = f('logo-initials');
  if (logo && img) {
    img.src = logo;
    img.alt = `Logo de ${name}`;
    img.hidden = false;
    initials?.remove();
  } else {
    img?.remove();
    if (initials) {
      initials.textContent = name
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .map((w) => w[0]?.toUpperCase() ?? '')
        .join('');
    }
  }
  const has = rating !== null && reviews > 0;
  const filled = has ? Math.min(5, Math.round(rating)) : 0;
  const stars = card.querySelector<HTMLElement>('[data-stars]');
  stars?.setAttribute('aria-label', `${filled} de 5 estrellas`);
  stars?.setAttribute('data-stars', String(filled));
  card.querySelectorAll<SVGElement>('[data-star]').forEach((star, i) => {
    const on = i < filled;
    star.dataset.star = on ? 'on' : 'off';
    star.classList.toggle('text-amber-400', on);
    star.classList.toggle('text-slate-300', !on);
  });
  f('rating')!.textContent = has ? rating.toFixed(1) : 'N/A';
  f('reviews')!.textContent = `(${reviews} ${reviews === 1 ? 'review' : 'reviews'})`;
  const chips = f('chips')!;
  const more = f('more')!;
  for (const cat of categories.slice(0, 2)) {
    const chip = document.createElement('span');
    chip.dataset.chip = '';
    chip.className = `inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${categoryStyle(cat).tone}`;
    chip.textContent = labels[cat] ?? cat;
    chips.insertBefore(chip, more);
  }
  const extra = categories.length - 2;
  more.hidden = extra <= 0;
  more.textContent = `+${Math.max(0, extra)}`;
  return card;
}

/**
 * Instant search for the directory, as progressive enhancement of the server-rendered GET
 * form: each change asks the web server for one page of results (`/api/search`, same
 * parameters and same results as the page), renders the cards from the card <template>, and
 * mirrors the state in the URL (q, categoria, pais, orden and the facts filters) so results can be shared and
 * survive a reload. Without the endpoint the form is submitted (server-rendered search).
 *
 * When the visitor first focuses the filters the script also loads the head of the ranking
 * (directory-head.ts): from then on each change shows the first results at once, computed
 * locally with the server's rules, and the server's answer completes them (total, pages).
 */
import { asProviderPrefix, paths, SEARCH_API } from '@/lib/contract/paths';
import { formatFixed } from '@/lib/contract/number-format';
import { PAGE_SIZE, pageWindow } from '@/lib/domain/pagination';
import { categoryStyle } from '@/lib/domain/category-style';
import { directoryMessages as m } from '@/lib/messages/directory';
import type { CardRow, SearchHead, SearchPage } from '@/lib/view/directory';
// Names only: the rules behind them (directory-query, fact-filters) load with the head.
import {
  DIRECTORY_PARAM_NAMES as PARAMS,
  FACT_FILTER_PARAM_NAMES,
} from '@/lib/contract/directory-params';
import type { DirectoryHead } from './directory-head';

const $ = <T extends Element>(sel: string, root: ParentNode = document) =>
  root.querySelector<T>(sel);

/** A performance mark set each time new results are in the grid. */
const RESULTS_MARK = 'directory-results';
/** Cards rendered in the frame of a change (a row on a wide screen, more than a phone shows). */
const FIRST_FRAME_CARDS = 6;

/** A search answer asked for, and the page once it arrived. */
interface Answer {
  answer: Promise<SearchPage>;
  page?: SearchPage;
}

const FIELDS = [
  PARAMS.q,
  PARAMS.category,
  PARAMS.country,
  PARAMS.order,
  ...Object.values(FACT_FILTER_PARAM_NAMES),
];

export function initDirectoryFilter(): void {
  const form = $<HTMLFormElement>('[data-directory-form]');
  const grid = $<HTMLUListElement>('[data-provider-grid]');
  const template = $<HTMLTemplateElement>('#provider-card-template');
  if (!form || !grid || !template) return;
  // The page names the canonical prefix; a visitor under the Spanish one stays under it.
  const base = asProviderPrefix(location.pathname.slice(1)) ?? paths.directory();
  const input = $<HTMLInputElement>('input[name="q"]', form);
  /** Answers by query string; `page` once received, shown at once when the query comes back. */
  const answers = new Map<string, Answer>();
  let controller: AbortController | null = null;
  let latest = '';
  let head: DirectoryHead | null = null;

  // The head of the ranking, once, when the visitor is about to filter (a failure only means
  // no first results before the server's answer).
  form.addEventListener(
    'focusin',
    () => {
      void Promise.all([import('./directory-head'), getJson<SearchHead>(SEARCH_API.head)])
        .then(([mod, data]) => {
          const ready = new mod.DirectoryHead(data);
          // One query and its cards off-screen first: the first keystroke then runs compiled
          // code (on a slow phone, compiling the match and the card code on the keystroke
          // itself doubles its time).
          const warm = ready.firstRows('q=recursos+humanos');
          if (warm?.length) cards(warm.slice(0, 1), ready.labels);
          head = ready;
          form.dataset.headReady = '';
        })
        .catch((e: unknown) => console.warn('[directory] first results unavailable', e));
    },
    { once: true },
  );

  /** The form's state as a query string, defaults and empty values left out. */
  const queryOf = () => {
    const data = new FormData(form);
    const params = new URLSearchParams();
    for (const name of FIELDS) {
      const entry = data.get(name);
      const value = typeof entry === 'string' ? entry.trim() : '';
      if (value) params.set(name, value);
    }
    return params.toString();
  };

  const fetchPage = (qs: string): Promise<SearchPage> => {
    const known = answers.get(qs);
    if (known) return known.answer;
    controller?.abort();
    controller = new AbortController();
    const entry: Answer = {
      answer: getJson<SearchPage>(`${SEARCH_API.page}?${qs}`, controller.signal),
    };
    answers.set(qs, entry);
    entry.answer.then(
      (page) => (entry.page = page),
      () => answers.delete(qs),
    );
    if (answers.size > 50) answers.delete(answers.keys().next().value ?? '');
    return entry.answer;
  };

  /** The grid's items for these cards. */
  const cards = (rows: CardRow[], labels: Readonly<Record<string, string>>) =>
    rows.map((row) => {
      const li = document.createElement('li');
      li.append(fillCard(template.content.cloneNode(true) as DocumentFragment, row, labels));
      return li;
    });

  /** What the grid shows, to leave it alone when an answer repeats it. */
  let shown = '';
  /** Shows these cards unless exactly these are shown (the head's, then the same answer). */
  const showRows = (rows: CardRow[], labels: Readonly<Record<string, string>>, source: string) => {
    const signature = JSON.stringify(rows);
    if (signature !== shown) {
      // The first row of cards in this frame, the rest in the next: a slow phone spends most of
      // a change laying out and painting new cards, and the first ones are what is seen.
      grid.replaceChildren(...cards(rows.slice(0, FIRST_FRAME_CARDS), labels));
      const rest = rows.slice(FIRST_FRAME_CARDS);
      if (rest.length) {
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (shown === signature) grid.append(...cards(rest, labels));
          }, 0),
        );
      }
      grid.dataset.ids = rows.map((r) => r[0]).join(',');
      shown = signature;
      // When results reach the page, and from where (read by scripts/bench-search.mjs).
      performance.mark(RESULTS_MARK, { detail: source });
    }
    grid.dataset.source = source;
  };

  const apply = async () => {
    const qs = queryOf();
    latest = qs;
    const known = answers.get(qs)?.page;
    const first = known ? null : head?.firstRows(qs);
    if (head && first?.length) {
      // First results now; the count and the pages when the server answers.
      showRows(first, head.labels, 'head');
      showTotals(null);
      $('[data-pagination-slot]')?.replaceChildren();
    }
    let page: SearchPage;
    try {
      page = known ?? (await fetchPage(qs));
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return; // a newer query runs
      form.submit(); // fall back to the server-rendered search
      return;
    }
    if (qs !== latest) return;
    showRows(page.rows, page.labels, 'server');
    update(page, qs);
  };

  /** Count, range and empty state of an answer; null while first results wait for it. */
  const showTotals = (page: SearchPage | null) => {
    const count = $('[data-result-count]');
    if (count) count.textContent = page ? m.count(page.total) : m.searching;
    const range = $<HTMLElement>('[data-result-range]');
    if (range) {
      range.hidden = !page || page.total === 0;
      if (page) range.textContent = m.range(page.from, page.to);
    }
    const empty = $<HTMLElement>('[data-empty-state]');
    if (empty) empty.hidden = !page || page.total > 0;
    // Words left out of the search, and "¿Quisiste decir …?" when nothing was found.
    const dropped = $<HTMLElement>('[data-dropped-note]');
    if (dropped) {
      dropped.hidden = !page?.dropped.length;
      dropped.textContent = page?.dropped.length ? m.dropped(page.dropped) : '';
    }
    const suggestion = $<HTMLElement>('[data-suggestion]');
    const link = $<HTMLAnchorElement>('[data-suggestion-link]');
    if (suggestion && link) {
      suggestion.hidden = !page?.suggestion;
      if (page?.suggestion) {
        const params = new URLSearchParams(latest);
        params.set(PARAMS.q, page.suggestion);
        link.href = `${base}?${params.toString()}`;
        link.textContent = page.suggestion;
      }
    }
  };

  const update = (page: SearchPage, qs: string) => {
    showTotals(page);
    const clear = $<HTMLElement>('[data-clear-filters]');
    if (clear) clear.hidden = qs === '';
    // The default order is the ranking (no `orden` in the URL).
    const note = $<HTMLElement>('[data-ranking-note]');
    if (note) note.hidden = new URLSearchParams(qs).has(PARAMS.order);
    const href = (n: number) => {
      const params = new URLSearchParams(qs);
      if (n > 1) params.set(PARAMS.page, String(n));
      const s = params.toString();
      return s ? `${base}?${s}` : base;
    };
    history.replaceState(null, '', href(1));
    renderPagination(Math.max(1, Math.ceil(page.total / PAGE_SIZE)), href);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void apply();
  });
  // No debounce: each keystroke asks at once and cancels the question before it, so the
  // answer to what is in the box arrives one round trip after the last key.
  input?.addEventListener('input', () => void apply());
  for (const select of form.querySelectorAll('select')) {
    select.addEventListener('change', () => void apply());
  }
  $('[data-clear-filters]')?.addEventListener('click', (event) => {
    event.preventDefault();
    form.reset();
    for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
      el.value = '';
    }
    void apply();
  });
}

/** A JSON answer of the web server; a status other than 2xx is an error. */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const r = await fetch(url, signal ? { signal } : {});
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return (await r.json()) as T;
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
  row: CardRow,
  labels: Record<string, string>,
): DocumentFragment {
  const [id, slug, name, country, flags, description, rating, reviews, categories, logo] = row;
  const f = <T extends HTMLElement>(key: string) => $<T>(`[data-field="${key}"]`, card);
  card.querySelector<HTMLElement>('[data-provider-card]')?.setAttribute('data-provider-id', id);
  f<HTMLAnchorElement>('link')!.href = paths.provider(slug);
  f('name')!.textContent = name;
  f('country')!.textContent = country;
  f('verified')!.hidden = (flags & 1) === 0;
  f('featured')!.hidden = (flags & 2) === 0;
  f('description')!.textContent = description;
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
  // As ProviderCard.astro draws it (roundedStars, formatRating, ratingMessages.starsLabel),
  // written out: importing those helpers put the directory's first load over its 15 KB JS
  // budget (tests/e2e/directory-weight.spec.ts, 15.2 KB measured).
  const has = rating !== null && reviews > 0;
  const filled = has ? Math.min(5, Math.round(rating)) : 0;
  const stars = card.querySelector<HTMLElement>('[data-stars]');
  stars?.setAttribute('aria-label', `${filled} de 5 estrellas`);
  stars?.setAttribute('data-stars', String(filled));
  card.querySelectorAll<SVGElement>('[data-star]').forEach((star, i) => {
    const on = i < filled;
    star.dataset.star = on ? 'on' : 'off';
  });
  f('rating')!.textContent = has ? formatFixed(rating, 1) : 'N/A';
  f('reviews')!.textContent = `(${reviews} ${reviews === 1 ? 'review' : 'reviews'})`;
  const chips = f('chips')!;
  const more = f('more')!;
  for (const cat of categories.slice(0, 2)) {
    const chip = document.createElement('span');
    chip.dataset.chip = '';
    chip.className = `chip ${categoryStyle(cat).tone}`;
    chip.textContent = labels[cat] ?? cat;
    chips.insertBefore(chip, more);
  }
  const extra = categories.length - 2;
  more.hidden = extra <= 0;
  more.textContent = `+${Math.max(0, extra)}`;
  return card;
}

/**
 * Instant filtering of /blog, as progressive enhancement of the server-rendered GET form:
 * every post is in the HTML (the server already hid the ones the query excludes); this hides
 * and shows cards as the visitor types or picks a category, and mirrors the state in the URL.
 */
import { matchesNormalizedText } from '@/lib/domain/blog-search';
import { blogMessages as m } from '@/lib/messages/blog';
import { FILTER_ACTIVE, FILTER_IDLE } from './filter-classes';
import { blogQueryOf, parseBlogFilterParams } from '@/lib/contract/blog-params';
import { paths } from '@/lib/contract/paths';

const ACTIVE = FILTER_ACTIVE.split(' ');
const IDLE = FILTER_IDLE.split(' ');

export function initBlogFilter(): void {
  const input = document.querySelector<HTMLInputElement>('[data-blog-search]');
  const form = document.querySelector<HTMLFormElement>('[data-blog-search-form]');
  const cards = [...document.querySelectorAll<HTMLElement>('[data-blog-list] [data-post-card]')];
  const featured = document.querySelector<HTMLElement>('[data-blog-featured]');
  const empty = document.querySelector<HTMLElement>('[data-blog-empty]');
  const heading = document.querySelector<HTMLElement>('[data-blog-results-heading]');
  const count = document.querySelector<HTMLElement>('[data-blog-count]');
  const filters = [...document.querySelectorAll<HTMLAnchorElement>('[data-blog-filter]')];

  const state = parseBlogFilterParams(new URLSearchParams(window.location.search));

  const render = (): void => {
    const q = state.q.trim();
    const filtering = q !== '' || state.categoria !== '';
    let shown = 0;
    for (const card of cards) {
      const inCategory =
        !state.categoria || (card.dataset.categories ?? '').split(' ').includes(state.categoria);
      const match = inCategory && matchesNormalizedText(card.dataset.search ?? '', q);
      card.hidden = !match;
      if (match) shown += 1;
    }
    if (featured) featured.hidden = filtering;
    if (empty) empty.hidden = shown > 0;
    if (heading) heading.textContent = filtering ? m.resultsHeading : m.latestHeading;
    if (count) {
      const active = filters.find(
        (a) => a.dataset.blogFilter === state.categoria && state.categoria,
      );
      count.textContent = filtering
        ? `${m.found(shown)}${active ? m.inCategory(active.textContent?.trim() ?? '') : ''}`
        : '';
    }
    for (const a of filters) {
      const on = (a.dataset.blogFilter ?? '') === state.categoria;
      a.classList.remove(...(on ? IDLE : ACTIVE));
      a.classList.add(...(on ? ACTIVE : IDLE));
      if (on) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
  };

  const syncUrl = (): void => {
    history.replaceState(null, '', paths.blog({ ...state, q: state.q.trim() }));
  };

  if (input) {
    input.value = state.q;
    input.addEventListener('input', () => {
      state.q = blogQueryOf(input.value);
      render();
      syncUrl();
    });
  }
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    render();
    syncUrl();
  });
  for (const a of filters) {
    a.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      state.categoria = a.dataset.blogFilter ?? '';
      render();
      syncUrl();
    });
  }
  render();
}

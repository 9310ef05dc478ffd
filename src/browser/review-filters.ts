/**
 * The review filters of a provider's pages (components/provider/ReviewFilters.astro): company
 * size, country and service selects and the rating histogram's bars as star filters. Reads
 * the data attributes ReviewContext.astro renders on each review and hides those that do not
 * match; no request, no framework.
 */
import { filterStatus } from '../lib/messages/review-filters';

type Key = 'size' | 'country' | 'service' | 'stars';
const ATTR: Record<Key, string> = {
  size: 'filterSize',
  country: 'filterCountry',
  service: 'filterService',
  stars: 'filterStars',
};

export function initReviewFilters(): void {
  const form = document.querySelector<HTMLFormElement>('[data-review-filters]');
  const reviews = [...document.querySelectorAll<HTMLElement>('[data-review]')];
  if (!form || reviews.length === 0) return;
  const status = form.querySelector<HTMLElement>('[data-filter-status]');
  const empty = form.querySelector<HTMLElement>('[data-filter-empty]');
  const bars = [...document.querySelectorAll<HTMLButtonElement>('[data-star-filter]')];
  const state: Record<Key, string> = { size: '', country: '', service: '', stars: '' };

  const apply = () => {
    let shown = 0;
    for (const review of reviews) {
      const ctx = review.querySelector<HTMLElement>('[data-review-context]');
      const match = (Object.keys(state) as Key[]).every(
        (k) => state[k] === '' || ctx?.dataset[ATTR[k]] === state[k],
      );
      review.hidden = !match;
      if (match) shown++;
    }
    for (const bar of bars) {
      bar.setAttribute('aria-pressed', String(bar.dataset['starFilter'] === state.stars));
    }
    if (status) status.textContent = filterStatus(shown, reviews.length);
    if (empty) empty.hidden = shown > 0;
  };

  for (const select of form.querySelectorAll<HTMLSelectElement>('[data-review-filter]')) {
    select.addEventListener('change', () => {
      state[select.name as Key] = select.value;
      apply();
    });
  }
  for (const bar of bars) {
    bar.addEventListener('click', () => {
      const stars = bar.dataset['starFilter'] ?? '';
      state.stars = state.stars === stars ? '' : stars;
      apply();
    });
  }
  form.addEventListener('reset', () => {
    state.size = state.country = state.service = state.stars = '';
    // After the form has put its selects back.
    setTimeout(apply, 0);
  });
  form.addEventListener('submit', (e) => e.preventDefault());
  form.hidden = false;
  for (const bar of bars) bar.disabled = false;
  apply();
}

/**
 * "Cargar más reviews" on /reviews: the link goes to the next page (works without
 * JavaScript); with this script the next page's reviews are appended in place, the link moves
 * on to the page after, and focus goes to the first new review.
 */
export function initLoadMore(): void {
  const list = document.querySelector<HTMLUListElement>('[data-community-reviews]');
  const more = document.querySelector<HTMLAnchorElement>('[data-reviews-load-more]');
  if (!list || !more) return;
  let busy = false;
  more.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    more.setAttribute('aria-busy', 'true');
    void fetch(more.href, { headers: { accept: 'text/html' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
        const items = [...doc.querySelectorAll<HTMLLIElement>('[data-community-review]')];
        const first = items[0];
        list.append(...items.map((li) => document.adoptNode(li)));
        const next = doc.querySelector<HTMLAnchorElement>('[data-reviews-load-more]');
        if (next) more.href = next.getAttribute('href') ?? more.href;
        else more.parentElement?.remove();
        const heading = first?.querySelector<HTMLElement>('h2');
        if (heading) {
          heading.tabIndex = -1;
          heading.focus();
        }
      })
      .catch(() => {
        // The plain link still works: go to the next page.
        window.location.href = more.href;
      })
      .finally(() => {
        busy = false;
        more.removeAttribute('aria-busy');
      });
  });
}

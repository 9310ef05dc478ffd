/**
 * The blog list is a stored page; an article's view count changes on every visit (without a
 * re-render). This brings the cards' counts up to date from PocketBase, so the list says what
 * the article says. A failure leaves the stored figures.
 */
import { viewsLabel } from '@/lib/domain/reading-time';

export function refreshViewCounts(): void {
  const endpoint =
    document.querySelector<HTMLElement>('[data-views-endpoint]')?.dataset['viewsEndpoint'];
  const shown = [...document.querySelectorAll<HTMLElement>('[data-views-of]')];
  const slugs = [...new Set(shown.map((el) => el.dataset['viewsOf'] ?? ''))].filter(Boolean);
  if (!endpoint || slugs.length === 0) return;
  const url = `${endpoint}?slugs=${encodeURIComponent(slugs.slice(0, 100).join(','))}`;
  void fetch(url, { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<Record<string, number>>) : null))
    .then((counts) => {
      if (!counts) return;
      for (const el of shown) {
        const n = counts[el.dataset['viewsOf'] ?? ''];
        if (typeof n !== 'number') continue;
        el.dataset['viewCount'] = String(n);
        el.textContent = viewsLabel(n);
      }
    })
    .catch((err: unknown) => console.info('No se pudieron actualizar las vistas', err));
}

/**
 * The statistics beacon of the provider page (a view) and of a comparison (an appearance of
 * each provider): one POST without body, cookie or identifier. A page being
 * prerendered counts only once it is shown; the server drops bots and prefetches.
 */
export function sendStatsHit(): void {
  const el = document.querySelector<HTMLElement>('[data-stats-hit]');
  const endpoint = el?.dataset['endpoint'];
  const kind = el?.dataset['kind'];
  const ids = el?.dataset['providers'];
  if (!endpoint || !kind || !ids) return;
  const url = `${endpoint}?kind=${encodeURIComponent(kind)}&p=${encodeURIComponent(ids)}`;
  const send = () => {
    if (!navigator.sendBeacon?.(url)) {
      void fetch(url, { method: 'POST', keepalive: true, mode: 'no-cors' }).catch(() => {});
    }
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', send, { once: true });
  } else send();
}

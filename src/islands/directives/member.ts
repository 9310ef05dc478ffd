/**
 * `client:member`: hydrates an island only for visitors with a stored session (the
 * PocketBase SDK auth store in localStorage). Anonymous visitors download no framework
 * JavaScript for it; they keep the server-rendered HTML.
 */
import type { ClientDirective } from 'astro';

const hasStoredSession = (): boolean => {
  if (document.documentElement.dataset['session'] === 'member') return true;
  try {
    return Boolean(localStorage.getItem('pocketbase_auth'));
  } catch {
    return false;
  }
};

const memberDirective: ClientDirective = (load) => {
  if (!hasStoredSession()) return;
  void load().then((hydrate) => hydrate());
};

export default memberDirective;

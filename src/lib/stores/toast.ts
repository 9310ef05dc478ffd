/**
 * Toasts: a tiny DOM renderer with no framework, so React islands and plain page scripts
 * share it. `flash()` keeps a toast across one navigation (sessionStorage) and it shows on
 * the next page that imports this module (the header's inline sign-out writes the same key).
 * While the cookie banner shows, global.css lifts the region above it.
 */
import { FLASH_KEY } from '@/lib/contract/browser-storage';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
}

const DURATION_MS = 5000;

const COLORS: Record<ToastVariant, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

function region(): HTMLElement {
  let el = document.getElementById('lp-toasts');
  if (!el) {
    el = document.createElement('div');
    el.id = 'lp-toasts';
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', 'Notificaciones');
    el.className =
      'pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2';
    document.body.append(el);
  }
  return el;
}

/** Shows a toast for five seconds (errors are announced assertively). */
export function toast(input: ToastInput): void {
  if (typeof document === 'undefined') return;
  const variant = input.variant ?? 'info';
  const item = document.createElement('div');
  item.setAttribute('role', variant === 'error' ? 'alert' : 'status');
  item.dataset['toast'] = variant;
  item.className = `pointer-events-auto rounded-lg border px-4 py-3 text-sm shadow-lg ${COLORS[variant]}`;
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = input.title;
  item.append(title);
  if (input.description) {
    const description = document.createElement('p');
    description.className = 'mt-1';
    description.textContent = input.description;
    item.append(description);
  }
  region().append(item);
  setTimeout(() => item.remove(), DURATION_MS);
}

export const toastSuccess = (title: string, description?: string) =>
  toast({ title, description, variant: 'success' });
export const toastError = (title: string, description?: string) =>
  toast({ title, description, variant: 'error' });

/**
 * Keeps a toast for the next page (e.g. before a redirect). It carries the time origin of the
 * page that set it: a script of that same page loading late (the provider page's member
 * controls) must not show it there while the browser leaves for the next one.
 */
export function flash(input: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ ...input, origin: performance.timeOrigin }));
  } catch {
    /* storage unavailable: the toast is lost, the navigation is not */
  }
}

function showFlash(): void {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    const { origin, ...input } = JSON.parse(raw) as ToastInput & { origin?: number };
    if (origin === performance.timeOrigin) return; // set by this page: for the next one
    sessionStorage.removeItem(FLASH_KEY);
    toast(input);
  } catch {
    /* malformed or unavailable: nothing to show */
  }
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', showFlash, { once: true });
  } else {
    showFlash();
  }
}

/**
 * "Comparar" on provider cards and pages, with the comparison builder (compare.ts: the list,
 * the buttons' state and the tray) loaded on first use, so the pages that show the buttons
 * load only this at first (docs/PERFORMANCE.md § Page weight). The builder loads on the first
 * click of a button, at once when this browser already keeps a list (its tray shows), or
 * when another tab starts one. Until then no provider is in the comparison, which is how the
 * server renders every button; this script shows the buttons and names each one.
 */
import { compareBuilder as t } from '../lib/messages/compare-builder';
import type { CompareBuilder } from './compare';

/** localStorage key of the list (compare.ts reads and writes it). */
export const COMPARE_KEY = 'lp_compare';

export interface Picked {
  id: string;
  name: string;
}

/** The provider a button stands for: its own data, else its card's. */
export function providerOf(button: HTMLElement): Picked | null {
  const card = button.closest<HTMLElement>('[data-provider-card]');
  const id = button.dataset['providerId'] || card?.dataset['providerId'] || '';
  const name =
    button.dataset['providerName'] ||
    card?.querySelector('[data-field="name"]')?.textContent?.trim() ||
    '';
  return id && name ? { id, name } : null;
}

/** A stored value that may hold providers ("[]" and nothing do not). */
const holdsList = (value: string | null) => !!value && value !== '[]';

let started = false;

export function initCompareToggle(): void {
  if (started) return;
  started = true;
  document.documentElement.classList.add('compare-ready');

  // Each button's name says which provider it adds (the builder keeps it after loading),
  // also on the cards the directory's search renders later.
  const name = () => {
    for (const button of document.querySelectorAll<HTMLElement>(
      '[data-compare-toggle]:not([aria-label])',
    )) {
      const p = providerOf(button);
      if (p) button.setAttribute('aria-label', t.addLabel(p.name));
    }
  };
  const naming = new MutationObserver(name);
  naming.observe(document.body, { childList: true, subtree: true });
  name();

  let builder: Promise<CompareBuilder> | null = null;
  const start = () =>
    (builder ??= import('./compare').then(
      (m) => {
        naming.disconnect();
        return m.startCompare();
      },
      (e: unknown) => {
        builder = null; // the next click tries again
        throw e;
      },
    ));
  const use = (f: (b: CompareBuilder) => void) =>
    void start().then(f, (e: unknown) => console.warn('[compare] unavailable', e));

  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest<HTMLElement>('[data-compare-toggle]');
    if (!button) return;
    e.preventDefault();
    use((b) => b.toggle(button));
  });
  window.addEventListener('storage', (e) => {
    if (e.key !== COMPARE_KEY || (!builder && !holdsList(e.newValue))) return;
    use((b) => b.reload());
  });
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COMPARE_KEY);
  } catch {
    // No storage: no list kept from before.
  }
  if (holdsList(stored)) use(() => {});
}

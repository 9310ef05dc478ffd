/**
 * The comparison builder: "Comparar" buttons on provider cards and pages add a
 * provider to a list of 2 to 4 kept in this browser (localStorage); a tray at the bottom of
 * the page names them and opens their comparison page (/comparativas/a-vs-b-vs-c, rendered
 * on request and stored like the pairs). No framework, no request. Loaded on first use by
 * compare-toggle.ts, which owns the page's click and storage listeners and hands them here.
 */
import { paths } from '../lib/contract/paths';
import { comparisonSlugOf, MAX_COMPARED, MIN_COMPARED } from '../lib/domain/comparison';
import { compareBuilder as t } from '../lib/messages/compare-builder';
import { COMPARE_KEY as KEY, providerOf, type Picked } from './compare-toggle';

function load(): Picked[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v)
      ? v
          .filter(
            (p): p is Picked =>
              typeof p === 'object' &&
              p !== null &&
              typeof (p as Picked).id === 'string' &&
              typeof (p as Picked).name === 'string',
          )
          .slice(0, MAX_COMPARED)
      : [];
  } catch {
    return [];
  }
}

function save(list: Picked[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private mode without storage: the list lives as long as the page.
  }
}

/** What the page's listeners (compare-toggle.ts) ask of the builder once it is loaded. */
export interface CompareBuilder {
  /** A "Comparar" button was clicked: its provider in or out of the list. */
  toggle(button: HTMLElement): void;
  /** Another tab changed the list. */
  reload(): void;
}

let builder: CompareBuilder | null = null;

export function startCompare(): CompareBuilder {
  if (builder) return builder;
  let list = load();
  let notice = '';

  const tray = document.createElement('section');
  tray.setAttribute('aria-label', t.trayLabel);
  tray.dataset['compareTray'] = '';
  tray.className =
    'fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur';

  /** The buttons' state; changes nothing already right (the observer below sees changes). */
  const renderButtons = () => {
    for (const button of document.querySelectorAll<HTMLElement>('[data-compare-toggle]')) {
      const p = providerOf(button);
      const on = !!p && list.some((x) => x.id === p.id);
      button.setAttribute('aria-pressed', String(on));
      if (p) button.setAttribute('aria-label', on ? t.removeLabel(p.name) : t.addLabel(p.name));
      const label = button.querySelector('[data-compare-label]');
      const text = on ? t.added : t.add;
      if (label && label.textContent !== text) label.textContent = text;
    }
  };

  const render = () => {
    renderButtons();
    tray.hidden = list.length === 0;
    tray.replaceChildren();
    if (list.length === 0) return;
    const inner = document.createElement('div');
    inner.className = 'container-page flex flex-wrap items-center gap-2 text-sm';
    const count = document.createElement('p');
    count.className = 'font-semibold text-ink';
    count.textContent = t.trayCount(list.length, MAX_COMPARED);
    inner.append(count);
    for (const p of list) {
      const chip = document.createElement('button');
      chip.type = 'button';
      chip.className =
        'rounded-full border border-slate-300 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-100';
      chip.textContent = `${p.name} ×`;
      chip.setAttribute('aria-label', t.removeOne(p.name));
      chip.addEventListener('click', () => toggle(p));
      inner.append(chip);
    }
    if (list.length >= MIN_COMPARED) {
      const open = document.createElement('a');
      open.href = paths.comparison(comparisonSlugOf(list.map((p) => p.name)));
      open.className =
        'rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800';
      open.textContent = t.open;
      open.dataset['compareOpen'] = '';
      inner.append(open);
    }
    const clear = document.createElement('button');
    clear.type = 'button';
    clear.className = 'text-xs font-semibold text-slate-600 underline';
    clear.textContent = t.clear;
    clear.addEventListener('click', () => {
      list = [];
      notice = '';
      save(list);
      render();
    });
    inner.append(clear);
    const note = document.createElement('p');
    note.className = 'w-full text-xs text-slate-600';
    note.setAttribute('aria-live', 'polite');
    note.textContent = notice || (list.length < MIN_COMPARED ? t.trayNeedMore : '');
    inner.append(note);
    tray.append(inner);
  };

  const toggle = (p: Picked) => {
    notice = '';
    if (list.some((x) => x.id === p.id)) list = list.filter((x) => x.id !== p.id);
    else if (list.length >= MAX_COMPARED) notice = t.trayFull(MAX_COMPARED);
    else list = [...list, p];
    save(list);
    render();
  };

  // Cards the directory's search renders later get their state too.
  let queued = false;
  new MutationObserver((records) => {
    if (queued || records.every((r) => tray.contains(r.target))) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      renderButtons();
    });
  }).observe(document.body, { childList: true, subtree: true });
  document.body.append(tray);
  render();
  builder = {
    toggle: (button) => {
      const p = providerOf(button);
      if (p) toggle(p);
    },
    reload: () => {
      list = load();
      render();
    },
  };
  return builder;
}

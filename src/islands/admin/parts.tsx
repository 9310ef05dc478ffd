/** Small pieces shared by the admin tabs. */
import { formatLongDateEs } from '@/lib/domain/dates';
import { messages } from '@/lib/messages';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../shared/ui';
import type { SummaryCardData } from './panel-state';

const m = messages.admin;

export const dangerButton =
  'inline-flex items-center justify-center gap-1 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50';
export const smallButton =
  'inline-flex items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
export const smallPrimary =
  'inline-flex items-center justify-center gap-1 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The admin tables' layout (every admin table uses these, so a table fits its box at every
 * width with its row actions in view): from the md breakpoint up a table as wide as its box,
 * cells wrapping, the actions column kept at the box's right edge when the table must scroll
 * sideways; below it each row is a card (header hidden, cells stacked) with its actions last.
 */
export const adminTable = {
  box: 'relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
  table: 'w-full text-sm max-md:block',
  head: 'bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only',
  th: 'px-3 py-3',
  body: 'divide-y divide-slate-100 max-md:block',
  row: 'max-md:block max-md:space-y-1 max-md:px-4 max-md:py-3',
  cell: 'px-3 py-3 align-top max-md:block max-md:p-0',
  /** A cell of short lines that must not break inside ("Registro: 15 de enero de 2025"). */
  nowrapLines: '[&>p]:whitespace-nowrap max-md:[&>p]:whitespace-normal',
  actions:
    'px-3 py-3 text-right align-top whitespace-nowrap md:sticky md:right-0 md:bg-white md:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)] max-md:block max-md:p-0 max-md:pt-2 max-md:text-left',
} as const;

/** The text column of an admin card row (providers): long names and addresses break inside it. */
export const adminCardText = 'min-w-0 space-y-1 text-sm [overflow-wrap:anywhere]';

/** "15 de enero de 2025", or a dash. */
export function dateOf(value: string | null | undefined): string {
  return formatLongDateEs(value) || messages.common.dash;
}

export function SearchBox({
  value,
  onChange,
  id,
  placeholder = m.searchPlaceholder,
}: {
  value: string;
  onChange: (v: string) => void;
  id: string;
  placeholder?: string;
}) {
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="sr-only">
        {m.search}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function Empty({ children }: { children: string }) {
  return (
    <p
      className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600"
      data-testid="admin-empty"
    >
      {children}
    </p>
  );
}

export function LinkedIn({ url }: { url: string }) {
  if (!url) return <span className="text-slate-500">{m.noLinkedin}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand-700 underline hover:no-underline"
    >
      {m.linkedin}
    </a>
  );
}

/** A summary card: a label over a big number, or a dash while it is not known. */
export function StatCard({ label, value, testId }: SummaryCardData) {
  return (
    <div className={cardClass}>
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-3xl font-bold text-ink" data-testid={testId}>
        {value ?? messages.common.dash}
      </p>
    </div>
  );
}

/** A dialog's Cancelar and its confirm button, both disabled while the action runs. */
export function DialogActions({
  confirmLabel,
  busy,
  onCancel,
}: {
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="mt-5 flex justify-end gap-3">
      <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
        {messages.common.cancel}
      </button>
      <button type="submit" className={primaryButton} disabled={busy}>
        {confirmLabel}
      </button>
    </div>
  );
}

/** Small building blocks shared by the member islands (Tailwind classes, no UI library). */
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { common } from '@/lib/messages/common';
import { providerForm } from '@/lib/messages/provider-form';
import { publicForms } from '@/lib/messages/public-forms';

/** After a required field's label: " (obligatorio)", as the public forms mark it. */
export function RequiredMark() {
  return <span className="font-normal text-slate-600"> {publicForms.required}</span>;
}

/**
 * A star of a rating input: a 44 × 44 px target (WCAG 2.2 2.5.8 asks 24 × 24 at least), the
 * star itself drawn inside.
 */
export const starButtonClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg leading-none hover:text-amber-500 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A radio or checkbox at 24 × 24 px, its label a 44 px tall target around it. */
export const choiceInputClass = 'h-6 w-6 shrink-0 accent-brand-700';
export const choiceLabelClass = 'inline-flex min-h-11 items-center gap-2';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 disabled:bg-slate-100 disabled:text-slate-500';
export const labelClass = 'block text-sm font-medium text-slate-700';
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

/** What every labelled field takes: its label and a setter of the new text value. */
interface FieldProps {
  label: ReactNode;
  onValue?: (value: string) => void;
}

/** A labelled text input (the label wraps the control, so it names it). */
export function TextField({
  label,
  onValue,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onChange'>) {
  return (
    <label className={labelClass}>
      {label}
      <input
        className={inputClass}
        {...input}
        {...(onValue ? { onChange: (e) => onValue(e.target.value) } : {})}
      />
    </label>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  label,
  onValue,
  ...area
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'onChange'>) {
  return (
    <label className={labelClass}>
      {label}
      <textarea
        className={inputClass}
        {...area}
        {...(onValue ? { onChange: (e) => onValue(e.target.value) } : {})}
      />
    </label>
  );
}

/** A labelled select; its options are the children. */
export function SelectField({
  label,
  onValue,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'onChange'>) {
  return (
    <label className={labelClass}>
      {label}
      <select
        className={inputClass}
        {...select}
        {...(onValue ? { onChange: (e) => onValue(e.target.value) } : {})}
      >
        {children}
      </select>
    </label>
  );
}

export function Spinner({ label = common.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="text-sm text-slate-600">{label}</span>
    </div>
  );
}

const BADGE_TONES = {
  green: 'bg-emerald-100 text-emerald-800',
  orange: 'bg-orange-100 text-orange-800',
  red: 'bg-red-100 text-red-800',
  brand: 'bg-brand-100 text-brand-800',
  slate: 'bg-slate-100 text-slate-700',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** Pendiente (orange), Aprobado (green), Rechazado (red); other values: none. */
export function StatusBadge({ status }: { status: string }) {
  if (status === 'approved') return <Badge tone="green">{providerForm.statusApproved}</Badge>;
  if (status === 'rejected') return <Badge tone="red">{providerForm.statusRejected}</Badge>;
  if (status === 'pending') return <Badge tone="orange">{providerForm.statusPending}</Badge>;
  return null;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

/** A form-level error, announced to screen readers, that tests and people both read. */
export function FormAlert({
  title,
  description,
}: {
  title: string;
  description?: string | undefined;
}) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p className="font-semibold">{title}</p>
      {description && <p className="mt-1">{description}</p>}
    </div>
  );
}

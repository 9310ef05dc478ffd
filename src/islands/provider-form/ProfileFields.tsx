/**
 * The profile editor's own fields (ProviderForm.tsx): the problem shown, the logo with its
 * preview, the company's data and its categories.
 */
import { EMPLOYEE_COUNT_OPTIONS, messages } from '@/lib/messages';
import { profileEditorMessages as pm } from '@/lib/messages/profile-editor';
import { FORM_COUNTRIES } from '@/lib/contract/countries';
import { employeeCountLabel } from '@/lib/contract/fields';
import { MIN_FOUNDED_YEAR } from '@/lib/domain/validation';
import type { CategoryRecord } from '@/lib/stores/types';
import { FieldError, FormAlert, labelClass, TextField, SelectField } from '../shared/ui';
import type { useProviderForm } from './use-provider-form';
import { toggled, type Problem } from './state';

const m = messages.providerForm;

type Form = ReturnType<typeof useProviderForm>;

export function ProblemAlert({ problem }: { problem: Problem }) {
  return (
    <div>
      <FormAlert title={problem.title} description={problem.description} />
      {problem.details && (
        <ul className="mt-2 list-disc pl-5 text-sm text-red-800" data-fact-problems>
          {problem.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function LogoField({ form }: { form: Form }) {
  return (
    <div className="flex items-center gap-4">
      <div className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {form.preview ? (
          <img
            src={form.preview}
            alt={m.logo}
            className="h-full w-full object-contain"
            data-testid="logo-preview"
          />
        ) : (
          <span className="text-xs text-slate-400">{m.logo}</span>
        )}
      </div>
      <div>
        <label className={labelClass} htmlFor="logo">
          {m.logo}
        </label>
        <input
          id="logo"
          name="logo"
          type="file"
          accept="image/*"
          onChange={form.onLogo}
          className="mt-1 block text-sm"
          aria-describedby="logo-hint"
        />
        <p id="logo-hint" className="mt-1 text-xs text-slate-500">
          {form.logo ? pm.logoSelected : m.logoHint}
        </p>
      </div>
    </div>
  );
}

/** Website, country, founding year and size, two by two. */
export function CompanyFacts({ form: { values, set, problem } }: { form: Form }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={m.website}
        type="url"
        name="website"
        placeholder="https://"
        value={values.website}
        onValue={(v) => set('website', v)}
        aria-invalid={problem?.field === 'website'}
      />
      <SelectField
        label={<>{m.country} *</>}
        name="headquarters_country"
        value={values.headquarters_country}
        onValue={(v) => set('headquarters_country', v)}
      >
        <option value="">{m.selectCountry}</option>
        {FORM_COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {employeeCountLabel(c)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={m.foundedYear}
        type="number"
        name="founded_year"
        min={MIN_FOUNDED_YEAR}
        max={new Date().getFullYear()}
        value={values.founded_year}
        onValue={(v) => set('founded_year', v)}
        aria-invalid={problem?.field === 'founded_year'}
      />
      <SelectField
        label={m.employeeCount}
        name="employee_count"
        value={values.employee_count}
        onValue={(v) => set('employee_count', v)}
      >
        <option value="">{m.selectEmployeeCount}</option>
        {EMPLOYEE_COUNT_OPTIONS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The categories, at least one. */
export function CategoriesField({
  value,
  categories,
  onValue,
}: {
  value: string[];
  categories: readonly CategoryRecord[];
  onValue: (v: string[]) => void;
}) {
  return (
    <fieldset aria-describedby={value.length === 0 ? 'categories-error' : undefined}>
      <legend className={labelClass}>{m.categories} *</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {categories.map((c) => (
          <label key={c.name} className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="categories"
              value={c.name}
              checked={value.includes(c.name)}
              onChange={(e) => onValue(toggled(value, c.name, e.target.checked))}
            />
            {c.label}
          </label>
        ))}
      </div>
      {value.length === 0 && <FieldError id="categories-error">{m.selectOneCategory}</FieldError>}
    </fieldset>
  );
}

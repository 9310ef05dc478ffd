/**
 * /create-provider and /create-provider?edit=id: the one editor of a provider profile (the
 * provider dashboard's "Editar Perfil" opens it with `&desde=panel`): every field the public
 * page shows, languages, the facts for HR buyers and, once the profile exists,
 * its case studies. The view; its state and save live in use-provider-form.ts
 * and state.ts.
 */
import { EMPLOYEE_COUNT_OPTIONS, messages } from '@/lib/messages';
import { profileEditorMessages as pm } from '@/lib/messages/profile-editor';
import { FORM_COUNTRIES } from '@/lib/contract/countries';
import { employeeCountLabel } from '@/lib/contract/fields';
import { MIN_FOUNDED_YEAR } from '@/lib/domain/validation';
import { useCategories } from '../shared/use-categories';
import {
  FieldError,
  FormAlert,
  StatusBadge,
  cardClass,
  labelClass,
  primaryButton,
  secondaryButton,
  Spinner,
  TextField,
  TextAreaField,
  SelectField,
} from '../shared/ui';
import { useProviderForm } from './use-provider-form';
import { toggled } from './state';
import LanguagesField from './LanguagesField';
import FactsFields from './FactsFields';
import CaseStudiesEditor from './CaseStudiesEditor';

const m = messages.providerForm;

export default function ProviderForm() {
  const form = useProviderForm();
  const { categories } = useCategories();
  if (!form.allowed || !form.ready) return <Spinner />;
  const { values, set, problem, editing } = form;

  return (
    <div className="container-page max-w-3xl py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink">{editing ? m.editTitle : m.createTitle}</h1>
        {editing && <StatusBadge status={editing.status} />}
      </div>
      <form className={`${cardClass} mt-6 space-y-5`} onSubmit={form.onSubmit} noValidate>
        {problem && (
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
        )}
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
        <TextField
          label={<>{m.companyName} *</>}
          name="company_name"
          value={values.company_name}
          onValue={(v) => set('company_name', v)}
        />
        <TextAreaField
          label={<>{m.description} *</>}
          name="description"
          rows={4}
          value={values.description}
          onValue={(v) => set('description', v)}
        />
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
        <fieldset
          aria-describedby={values.categories.length === 0 ? 'categories-error' : undefined}
        >
          <legend className={labelClass}>{m.categories} *</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {categories.map((c) => (
              <label key={c.name} className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="categories"
                  value={c.name}
                  checked={values.categories.includes(c.name)}
                  onChange={(e) =>
                    set('categories', toggled(values.categories, c.name, e.target.checked))
                  }
                />
                {c.label}
              </label>
            ))}
          </div>
          {values.categories.length === 0 && (
            <FieldError id="categories-error">{m.selectOneCategory}</FieldError>
          )}
        </fieldset>
        <LanguagesField value={values.languages} onChange={(v) => set('languages', v)} />
        <FactsFields
          facts={values.facts}
          integrations={values.integrations}
          onFacts={(v) => set('facts', v)}
          onIntegrations={(v) => set('integrations', v)}
        />
        <div className="flex gap-3">
          <button type="submit" className={primaryButton} disabled={form.busy}>
            {form.busy ? m.saving : editing ? m.submitEdit : m.submitCreate}
          </button>
          <a href={form.cancelHref} className={secondaryButton}>
            {messages.common.cancel}
          </a>
        </div>
      </form>
      {editing ? (
        <CaseStudiesEditor providerId={editing.id} />
      ) : (
        <p className="mt-6 text-sm text-slate-600">{pm.caseStudiesAfterCreate}</p>
      )}
    </div>
  );
}

/**
 * /create-provider and /create-provider?edit=id: the provider profile form, the one editor of
 * a profile (the provider dashboard's "Editar Perfil" opens it with `&desde=panel`).
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { EMPLOYEE_COUNT_OPTIONS, messages } from '@/lib/messages';
import { FORM_COUNTRIES } from '@/lib/contract/countries';
import { isValidFoundedYear, MAX_IMAGE_BYTES, MIN_FOUNDED_YEAR } from '@/lib/domain/validation';
import { flash, toastError } from '@/lib/stores/toast';
import type { ProviderRecord } from '@/lib/stores/types';
import { useCategories } from '../shared/use-categories';
import { errorMessage } from '@/lib/backend-errors';
import { useRequireSession, useSession } from '../shared/use-session';
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

const m = messages.providerForm;

export interface ProviderFormValues {
  company_name: string;
  description: string;
  website: string;
  headquarters_country: string;
  founded_year: string;
  employee_count: string;
  categories: string[];
}

const EMPTY: ProviderFormValues = {
  company_name: '',
  description: '',
  website: '',
  headquarters_country: '',
  founded_year: '',
  employee_count: '',
  categories: [],
};

interface Problem {
  title: string;
  description?: string | undefined;
  field?: 'categories' | 'founded_year' | 'website' | 'logo';
}

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Spec §5, in the order a person fixes them. */
export function validateProvider(v: ProviderFormValues, now = new Date()): Problem | null {
  if (!v.company_name.trim() || !v.description.trim() || !v.headquarters_country) {
    return { title: messages.common.requiredFields };
  }
  if (v.categories.length === 0) return { title: m.atLeastOneCategory, field: 'categories' };
  if (v.founded_year && !isValidFoundedYear(Number(v.founded_year), now)) {
    return { title: m.foundedYearInvalid(now.getFullYear()), field: 'founded_year' };
  }
  if (v.website.trim() && !isHttpUrl(v.website.trim()))
    return { title: m.websiteInvalid, field: 'website' };
  return null;
}

/** Spec §5/§9: an image file of at most 5 MB. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return m.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return m.imageTooLarge;
  return null;
}

function toValues(p: ProviderRecord): ProviderFormValues {
  return {
    company_name: p.company_name ?? '',
    description: p.description ?? '',
    website: p.website ?? '',
    headquarters_country: p.headquarters_country ?? '',
    founded_year: p.founded_year ? String(p.founded_year) : '',
    employee_count: p.employee_count ?? '',
    categories: p.categories ?? [],
  };
}

/** Where saving or cancelling leads: back to the provider dashboard when opened from it. */
function returnPath(): string {
  if (typeof window === 'undefined') return '/dashboard';
  return new URLSearchParams(window.location.search).get('desde') === 'panel'
    ? '/provider-dashboard'
    : '/dashboard';
}

export default function ProviderForm() {
  const allowed = useRequireSession();
  const { user, profile } = useSession();
  const { categories } = useCategories();
  const [editing, setEditing] = useState<ProviderRecord | null>(null);
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState<ProviderFormValues>(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // Which provider this form edits: ?edit=id (owner or admin), else a non-admin's own one.
  useEffect(() => {
    if (!allowed || !user || !profile) return;
    const pb = getPb();
    const editId = new URLSearchParams(window.location.search).get('edit');
    const denied = () => {
      flash({ title: m.noPermission, variant: 'error' });
      window.location.replace('/dashboard');
    };
    const use = (p: ProviderRecord) => {
      setEditing(p);
      setValues(toValues(p));
      if (p.logo) setPreview(pb.files.getURL(p, p.logo, { thumb: '200x200' }));
      setReady(true);
    };
    if (editId) {
      pb.collection('providers')
        .getOne<ProviderRecord>(editId)
        .then((p) => (p.user === user.id || profile.is_admin ? use(p) : denied()))
        .catch(() => denied());
      return;
    }
    if (profile.is_admin) {
      setReady(true);
      return;
    }
    pb.collection('providers')
      .getFirstListItem<ProviderRecord>(pb.filter('user = {:id}', { id: user.id }))
      .then(use)
      .catch(() => setReady(true));
  }, [allowed, user, profile]);

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  if (!allowed || !ready) return <Spinner />;

  const set = <K extends keyof ProviderFormValues>(k: K, v: ProviderFormValues[K]) =>
    setValues((old) => ({ ...old, [k]: v }));

  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };

  function onLogo(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const bad = logoProblem(file);
    if (bad) {
      fail({ title: bad, field: 'logo' });
      e.target.value = '';
      return;
    }
    setProblem(null);
    setLogo(file);
    setPreview(URL.createObjectURL(file));
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    const invalid = validateProvider(values);
    if (invalid) {
      fail(invalid);
      return;
    }
    setBusy(true);
    const pb = getPb();
    const body = {
      company_name: values.company_name.trim(),
      description: values.description.trim(),
      website: values.website.trim(),
      headquarters_country: values.headquarters_country,
      founded_year: values.founded_year ? Number(values.founded_year) : null,
      employee_count: values.employee_count,
      categories: values.categories,
    };
    let saved: ProviderRecord;
    try {
      saved = editing
        ? await pb.collection('providers').update<ProviderRecord>(editing.id, body)
        : await pb.collection('providers').create<ProviderRecord>({ ...body, user: user?.id });
    } catch (err) {
      console.error('[provider-form] save', err);
      fail({ title: m.saveError, description: errorMessage(err) });
      setBusy(false);
      return;
    }
    // The logo goes in its own request, so a refused file keeps the previous logo.
    if (logo) {
      try {
        const form = new FormData();
        form.append('logo', logo);
        await pb.collection('providers').update(saved.id, form);
      } catch (err) {
        console.error('[provider-form] logo', err);
        toastError(m.logoUploadError, errorMessage(err));
      }
    }
    flash({ title: editing ? m.updatedApproved : m.createdApproved, variant: 'success' });
    window.location.assign(returnPath());
  }

  return (
    <div className="container-page max-w-3xl py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-ink">{editing ? m.editTitle : m.createTitle}</h1>
        {editing && <StatusBadge status={editing.status} />}
      </div>
      <form className={`${cardClass} mt-6 space-y-5`} onSubmit={onSubmit} noValidate>
        {problem && <FormAlert title={problem.title} description={problem.description} />}
        <div className="flex items-center gap-4">
          <div className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {preview ? (
              <img
                src={preview}
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
              ref={fileInput}
              id="logo"
              name="logo"
              type="file"
              accept="image/*"
              onChange={onLogo}
              className="mt-1 block text-sm"
              aria-describedby="logo-hint"
            />
            <p id="logo-hint" className="mt-1 text-xs text-slate-500">
              {m.logoHint}
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
                {c}
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
                    set(
                      'categories',
                      e.target.checked
                        ? [...values.categories, c.name]
                        : values.categories.filter((x) => x !== c.name),
                    )
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
        <div className="flex gap-3">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? m.saving : editing ? m.submitEdit : m.submitCreate}
          </button>
          <a href={returnPath()} className={secondaryButton}>
            {messages.common.cancel}
          </a>
        </div>
      </form>
    </div>
  );
}

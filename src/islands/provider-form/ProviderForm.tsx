/**
 * /create-provider and /create-provider?edit=id: the one editor of a provider profile (the
 * provider dashboard's "Editar Perfil" opens it with `&desde=panel`): every field the public
 * page shows, languages, the facts for HR buyers and, once the profile exists,
 * its case studies. The view (its own fields in ProfileFields.tsx); its state and save live in
 * use-provider-form.ts, provider-requests.ts and state.ts.
 */
import { messages } from '@/lib/messages';
import { profileEditorMessages as pm } from '@/lib/messages/profile-editor';
import { useCategories } from '../shared/use-categories';
import {
  StatusBadge,
  cardClass,
  primaryButton,
  secondaryButton,
  Spinner,
  TextField,
  TextAreaField,
} from '../shared/ui';
import { useProviderForm } from './use-provider-form';
import LanguagesField from './LanguagesField';
import FactsFields from './FactsFields';
import CaseStudiesEditor from './CaseStudiesEditor';
import { CategoriesField, CompanyFacts, LogoField, ProblemAlert } from './ProfileFields';

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
        {problem && <ProblemAlert problem={problem} />}
        <LogoField form={form} />
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
        <CompanyFacts form={form} />
        <CategoriesField
          value={values.categories}
          categories={categories}
          onValue={(v) => set('categories', v)}
        />
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

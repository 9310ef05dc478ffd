/**
 * The review's context: service, company, relationship, "¿Lo recomendarías?",
 * the four sub-ratings and the private contract model and cost band. Every field optional.
 */
import type { ReactNode } from 'react';
import {
  COMPANY_SIZES,
  CONTRACT_MODELS,
  COST_BANDS,
  DURATIONS,
  INDUSTRIES,
  REVIEWER_COUNTRIES,
  SUB_RATINGS,
  type SubRatingField,
} from '@/lib/contract/review-context';
import {
  COMPANY_SIZE_LABELS,
  CONTRACT_MODEL_LABELS,
  COST_BAND_LABELS,
  DURATION_LABELS,
  INDUSTRY_LABELS,
  SUB_RATING_LABELS,
  reviewContext as t,
} from '@/lib/messages/review-context';
import { choiceInputClass, choiceLabelClass, labelClass, SelectField } from '../shared/ui';
import {
  KEEP,
  relationshipAnswer,
  relationshipStatusOf,
  serviceChoices,
  setterOf,
  withSubRating,
  type Content,
} from './state';
import { StarButtons } from './Stars';
import type { Service } from './use-review-form';

/** The public selects about the reviewer's company and relationship, in the form's order. */
const PUBLIC_SELECTS: readonly {
  name: 'company_size' | 'reviewer_country' | 'industry' | 'relationship_duration';
  label: string;
  values: readonly string[];
  labels?: Record<string, string>;
}[] = [
  {
    name: 'company_size',
    label: t.companySize,
    values: COMPANY_SIZES,
    labels: COMPANY_SIZE_LABELS,
  },
  { name: 'reviewer_country', label: t.country, values: REVIEWER_COUNTRIES },
  { name: 'industry', label: t.industry, values: INDUSTRIES, labels: INDUSTRY_LABELS },
  {
    name: 'relationship_duration',
    label: t.duration,
    values: DURATIONS,
    labels: DURATION_LABELS,
  },
];

/** The private selects (contract model, cost band), in the form's order. */
const PRIVATE_SELECTS: readonly {
  name: 'contract_model' | 'cost_band';
  label: string;
  values: readonly string[];
  labels: Record<string, string>;
}[] = [
  {
    name: 'contract_model',
    label: t.contractModel,
    values: CONTRACT_MODELS,
    labels: CONTRACT_MODEL_LABELS,
  },
  { name: 'cost_band', label: t.costBand, values: COST_BANDS, labels: COST_BAND_LABELS },
];

interface Props {
  value: Content;
  onChange: (next: Content) => void;
  services: Service[];
  /** An edit: the private fields were stored but are never read back. */
  editing: boolean;
}

function Options({
  values,
  labels,
}: {
  values: readonly string[];
  labels?: Record<string, string> | undefined;
}) {
  return (
    <>
      <option value="">{t.choose}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels?.[v] ?? v}
        </option>
      ))}
    </>
  );
}

/** A yes/no question as two radio buttons (unanswered until one is picked). */
function YesNo({
  legend,
  name,
  value,
  yes,
  no,
  onValue,
}: {
  legend: string;
  name: string;
  value: boolean | null;
  yes: string;
  no: string;
  onValue: (v: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 flex gap-4 text-sm text-slate-700">
        {[true, false].map((v) => (
          <label key={String(v)} className={choiceLabelClass}>
            <input
              type="radio"
              className={choiceInputClass}
              name={name}
              checked={value === v}
              onChange={() => onValue(v)}
            />
            {v ? yes : no}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A sub-rating's stars; `onValue` gets the star picked (state.ts `withSubRating` toggles). */
function SubRating({
  field,
  value,
  onValue,
}: {
  field: SubRatingField;
  value: number;
  onValue: (n: number) => void;
}) {
  const label = SUB_RATING_LABELS[field];
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-2">
      <legend className="float-left text-sm text-slate-700">{label}</legend>
      <div className="flex" role="radiogroup" aria-label={label} data-sub-rating={field}>
        <StarButtons
          value={value}
          size="text-2xl"
          labelOf={(n) => t.subRatingStar(label, n)}
          onPick={onValue}
        />
      </div>
    </fieldset>
  );
}

/** A private select: on an edit it starts at "keep what is stored". */
function PrivateSelect({
  label,
  name,
  value,
  values,
  labels,
  editing,
  onValue,
}: {
  label: string;
  name: string;
  value: string;
  values: readonly string[];
  labels: Record<string, string>;
  editing: boolean;
  onValue: (v: string) => void;
}) {
  return (
    <SelectField label={label} name={name} value={value} onValue={onValue}>
      {editing ? (
        <>
          <option value={KEEP}>{t.keepPrivate}</option>
          <option value="">{t.clearPrivate}</option>
        </>
      ) : (
        <option value="">{t.choose}</option>
      )}
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </SelectField>
  );
}

export function ContextFields({ value, onChange, services, editing }: Props) {
  return (
    <>
      <PublicContext value={value} onChange={onChange} services={services} />
      <section className="space-y-2 border-t border-slate-200 pt-4" aria-labelledby="sub-heading">
        <h2 id="sub-heading" className="text-base font-semibold text-ink">
          {t.subRatingsHeading}
        </h2>
        {SUB_RATINGS.map((f) => (
          <SubRating
            key={f}
            field={f}
            value={value.sub[f]}
            onValue={(n) => onChange(withSubRating(value, f, n))}
          />
        ))}
      </section>
      <PrivateContext value={value} onChange={onChange} editing={editing} />
    </>
  );
}

/** The public context: the service, the reviewer's company, the relationship, the recommendation. */
function PublicContext({ value, onChange, services }: Omit<Props, 'editing'>) {
  const set = setterOf(value, onChange);
  return (
    <HeadedSection id="ctx-heading" heading={t.contextHeading} hint={t.contextHint}>
      <SelectField label={t.service} name="service" value={value.service} onValue={set('service')}>
        <option value="">{t.selectService}</option>
        {serviceChoices(services, value.service).map((s) => (
          <option key={s.name} value={s.name}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        {PUBLIC_SELECTS.map((f) => (
          <SelectField
            key={f.name}
            label={f.label}
            name={f.name}
            value={value[f.name]}
            onValue={set(f.name)}
          >
            <Options values={f.values} labels={f.labels} />
          </SelectField>
        ))}
      </div>
      <YesNo
        legend={t.relationship}
        name="relationship_status"
        value={relationshipAnswer(value.relationship_status)}
        yes={t.relationshipYes}
        no={t.relationshipNo}
        onValue={(v) => set('relationship_status')(relationshipStatusOf(v))}
      />
      <YesNo
        legend={t.recommend}
        name="would_recommend"
        value={value.would_recommend}
        yes={t.yes}
        no={t.no}
        onValue={set('would_recommend')}
      />
    </HeadedSection>
  );
}

/** The private contract model and cost band (only ever shown to the platform). */
function PrivateContext({ value, onChange, editing }: Omit<Props, 'services'>) {
  const set = setterOf(value, onChange);
  return (
    <HeadedSection
      id="private-heading"
      heading={t.privateHeading}
      hint={editing ? t.privateStored : t.privateHint}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {PRIVATE_SELECTS.map((f) => (
          <PrivateSelect
            key={f.name}
            {...f}
            value={value[f.name]}
            editing={editing}
            onValue={set(f.name)}
          />
        ))}
      </div>
    </HeadedSection>
  );
}

/** A part of the context: its heading and a line on what it is for, then its fields. */
function HeadedSection({
  id,
  heading,
  hint,
  children,
}: {
  id: string;
  heading: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 border-t border-slate-200 pt-4" aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-base font-semibold text-ink">
          {heading}
        </h2>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The provider facts in the profile editor: countries and company sizes
 * served, pricing models and a price range per country, local obligations, integrations.
 * Choices come from the contract's lists; the server checks them again on save. The price
 * rows: PriceFields.tsx.
 */
import {
  COMPANY_SIZES,
  FACT_COUNTRIES,
  FACT_COUNTRY_CODES,
  OBLIGATIONS,
  OBLIGATION_IDS,
  PRICING_MODELS,
  PRICING_MODEL_IDS,
  type ProviderFacts,
} from '@/lib/contract/provider-facts';
import { providerFactsMessages as m } from '@/lib/messages/provider-facts';
import { labelClass, TextField } from '../shared/ui';
import PriceFields from './PriceFields';
import { toggled, withCountries, withPricingModels } from './state';

interface Props {
  facts: ProviderFacts;
  integrations: string;
  onFacts: (next: ProviderFacts) => void;
  onIntegrations: (text: string) => void;
}

/** A list of checkboxes whose checked values are one list of the facts. */
function CheckboxGroup<T extends string>({
  legend,
  name,
  options,
  checked,
  onChange,
  columns,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [T, string])[];
  checked: readonly T[];
  onChange: (next: T[]) => void;
  /** Grid columns; a wrapping row when absent. */
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className={columns ? `mt-2 grid gap-2 ${columns}` : 'mt-2 flex flex-wrap gap-4'}>
        {options.map(([value, text]) => (
          <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={checked.includes(value)}
              onChange={(e) => onChange(toggled(checked, value, e.target.checked))}
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function FactsFields({ facts, integrations, onFacts, onIntegrations }: Props) {
  const obligations = OBLIGATION_IDS.filter((o) =>
    facts.countries.includes(OBLIGATIONS[o].country),
  );
  return (
    <section aria-labelledby="facts-title" className="space-y-5 border-t border-slate-200 pt-5">
      <div>
        <h2 id="facts-title" className="text-lg font-semibold text-ink">
          {m.editorTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.editorHint}</p>
      </div>
      <CheckboxGroup
        legend={m.countries}
        name="facts_countries"
        columns="sm:grid-cols-3"
        options={FACT_COUNTRY_CODES.map((c) => [c, FACT_COUNTRIES[c].name])}
        checked={facts.countries}
        onChange={(list) =>
          onFacts(
            withCountries(
              facts,
              FACT_COUNTRY_CODES.filter((c) => list.includes(c)),
            ),
          )
        }
      />
      <CheckboxGroup
        legend={m.sizes}
        name="facts_sizes"
        options={COMPANY_SIZES.map((s) => [s, m.sizeBand(s)])}
        checked={facts.sizes}
        onChange={(sizes) => onFacts({ ...facts, sizes })}
      />
      <CheckboxGroup
        legend={m.pricingModels}
        name="facts_pricing_models"
        options={PRICING_MODEL_IDS.map((p) => [p, PRICING_MODELS[p]])}
        checked={facts.pricing_models}
        onChange={(models) => onFacts(withPricingModels(facts, models))}
      />
      <PriceFields facts={facts} onFacts={onFacts} />
      {obligations.length === 0 ? (
        <fieldset>
          <legend className={labelClass}>{m.obligations}</legend>
          <p className="mt-1 text-sm text-slate-500">{m.obligationsHint}</p>
        </fieldset>
      ) : (
        <CheckboxGroup
          legend={m.obligations}
          name="facts_obligations"
          columns="sm:grid-cols-2"
          options={obligations.map((o) => [
            o,
            `${OBLIGATIONS[o].name} (${FACT_COUNTRIES[OBLIGATIONS[o].country].name})`,
          ])}
          checked={facts.obligations}
          onChange={(list) =>
            onFacts({ ...facts, obligations: OBLIGATION_IDS.filter((o) => list.includes(o)) })
          }
        />
      )}
      <div>
        <TextField
          label={m.integrations}
          name="facts_integrations"
          value={integrations}
          onValue={onIntegrations}
          aria-describedby="integrations-hint"
        />
        <p id="integrations-hint" className="mt-1 text-xs text-slate-500">
          {m.integrationsHint}
        </p>
      </div>
    </section>
  );
}

/**
 * The provider facts in the profile editor: countries and company sizes
 * served, pricing models and a price range per country, local obligations, integrations.
 * Choices come from the contract's lists; the server checks them again on save.
 */
import {
  COMPANY_SIZES,
  currenciesOf,
  FACT_COUNTRIES,
  FACT_COUNTRY_CODES,
  OBLIGATIONS,
  OBLIGATION_IDS,
  PRICING_MODELS,
  PRICING_MODEL_IDS,
  type Currency,
  type FactCountry,
  type PricingModel,
  type ProviderFacts,
} from '@/lib/contract/provider-facts';
import { providerFactsMessages as m } from '@/lib/messages/provider-facts';
import { labelClass, secondaryButton, SelectField, TextField } from '../shared/ui';
import { newPrice, toggled, withCountries, withPrice } from './state';

interface Props {
  facts: ProviderFacts;
  integrations: string;
  onFacts: (next: ProviderFacts) => void;
  onIntegrations: (text: string) => void;
}

/** The <option>s of a select. */
const options = (list: readonly (readonly [string, string])[]) =>
  list.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));

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
  const next = newPrice(facts);
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
        onChange={(models) =>
          onFacts({
            ...facts,
            pricing_models: models,
            prices: facts.prices.filter((r) => models.includes(r.model)),
          })
        }
      />
      <fieldset data-prices>
        <legend className={labelClass}>{m.prices}</legend>
        <ul className="mt-2 space-y-3">
          {facts.prices.map((p, i) => {
            const change = (c: Parameters<typeof withPrice>[1]) =>
              onFacts({
                ...facts,
                prices: facts.prices.map((x, j) => (j === i ? withPrice(x, c) : x)),
              });
            return (
              <li
                key={`${p.country}-${p.model}-${i}`}
                className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_6rem_6rem_6rem_auto]"
                data-price-row
              >
                <SelectField
                  label={m.selectCountry}
                  value={p.country}
                  onValue={(v) => change({ country: v as FactCountry })}
                >
                  {options(facts.countries.map((c) => [c, FACT_COUNTRIES[c].name]))}
                </SelectField>
                <SelectField
                  label={m.selectModel}
                  value={p.model}
                  onValue={(v) => change({ model: v as PricingModel })}
                >
                  {options(facts.pricing_models.map((x) => [x, PRICING_MODELS[x]]))}
                </SelectField>
                <SelectField
                  label={m.currency}
                  value={p.currency}
                  onValue={(v) => change({ currency: v as Currency })}
                >
                  {options(currenciesOf(p.country).map((c) => [c, c]))}
                </SelectField>
                <TextField
                  label={m.priceMin}
                  type="number"
                  min={0}
                  step="any"
                  value={p.min}
                  onValue={(v) => change({ min: Number(v) })}
                />
                <TextField
                  label={m.priceMax}
                  type="number"
                  min={0}
                  step="any"
                  value={p.max}
                  onValue={(v) => change({ max: Number(v) })}
                />
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() =>
                    onFacts({ ...facts, prices: facts.prices.filter((_, j) => j !== i) })
                  }
                >
                  {m.removePrice}
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          disabled={!next}
          onClick={() => next && onFacts({ ...facts, prices: [...facts.prices, next] })}
        >
          {m.addPrice}
        </button>
      </fieldset>
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

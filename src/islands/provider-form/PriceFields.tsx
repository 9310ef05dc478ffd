/** The facts' price ranges: one row per served country and pricing model, added and removed. */
import {
  currenciesOf,
  FACT_COUNTRIES,
  PRICING_MODELS,
  type Currency,
  type FactCountry,
  type PriceRange,
  type PricingModel,
  type ProviderFacts,
} from '@/lib/contract/provider-facts';
import { providerFactsMessages as m } from '@/lib/messages/provider-facts';
import { labelClass, secondaryButton, SelectField, TextField } from '../shared/ui';
import { newPrice, withPrice } from './state';

/** The <option>s of a select. */
const options = (list: readonly (readonly [string, string])[]) =>
  list.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));

export default function PriceFields({
  facts,
  onFacts,
}: {
  facts: ProviderFacts;
  onFacts: (next: ProviderFacts) => void;
}) {
  const next = newPrice(facts);
  return (
    <fieldset data-prices>
      <legend className={labelClass}>{m.prices}</legend>
      <ul className="mt-2 space-y-3">
        {facts.prices.map((p, i) => (
          <PriceRow
            key={`${p.country}-${p.model}-${i}`}
            price={p}
            facts={facts}
            onChange={(c) =>
              onFacts({
                ...facts,
                prices: facts.prices.map((x, j) => (j === i ? withPrice(x, c) : x)),
              })
            }
            onRemove={() => onFacts({ ...facts, prices: facts.prices.filter((_, j) => j !== i) })}
          />
        ))}
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
  );
}

function PriceRow({
  price: p,
  facts,
  onChange: change,
  onRemove,
}: {
  price: PriceRange;
  facts: ProviderFacts;
  onChange: (change: Partial<PriceRange>) => void;
  onRemove: () => void;
}) {
  return (
    <li
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
      <button type="button" className={secondaryButton} onClick={onRemove}>
        {m.removePrice}
      </button>
    </li>
  );
}

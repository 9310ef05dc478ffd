/**
 * The request for proposal's form: service among the provider's categories, company size,
 * country and message, with the notice that the member's e-mail goes to the provider.
 */
import { useState, type SubmitEvent } from 'react';
import { callApi } from '@/lib/pb-client';
import { FORM_COUNTRIES } from '@/lib/contract/fields';
import {
  LEAD_COMPANY_SIZES,
  LEAD_MESSAGE_MAX,
  LEAD_MESSAGE_MIN,
} from '@/lib/contract/provider-owner';
import { leadForm as m } from '@/lib/messages/provider-owner';
import { FormAlert, SelectField, TextAreaField, primaryButton } from '../shared/ui';
import type { useSend } from '../shared/use-send';
import { API } from '@/lib/contract/api-routes';

interface Props {
  providerId: string;
  categories: readonly string[];
  /** A category's label (the categories load with the page). */
  labelOf: (category: string) => string;
  email: string;
  send: ReturnType<typeof useSend<true>>;
}

export default function ProposalForm({ providerId, categories, labelOf, email, send }: Props) {
  const [service, setService] = useState('');
  const [size, setSize] = useState('');
  const [country, setCountry] = useState('');
  const [message, setMessage] = useState('');

  function submit(ev: SubmitEvent) {
    ev.preventDefault();
    void send.run(async () => {
      await callApi(API.proposalRequests, [], {
        body: { provider: providerId, service, company_size: size, country, message },
      });
      return true;
    });
  }

  return (
    <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
      {send.error && <FormAlert title={m.error} description={send.error} />}
      <Choice
        label={m.service}
        name="service"
        value={service}
        onValue={setService}
        placeholder={m.servicePlaceholder}
        options={categories.map((c) => [c, labelOf(c)] as const)}
      />
      <Choice
        label={m.companySize}
        name="company_size"
        value={size}
        onValue={setSize}
        placeholder={m.companySizePlaceholder}
        options={LEAD_COMPANY_SIZES.map((s) => [s, m.employees(s)] as const)}
      />
      <Choice
        label={m.country}
        name="country"
        value={country}
        onValue={setCountry}
        placeholder={m.countryPlaceholder}
        options={FORM_COUNTRIES.map((c) => [c, c] as const)}
      />
      <TextAreaField
        label={m.message}
        name="message"
        rows={6}
        required
        minLength={LEAD_MESSAGE_MIN}
        maxLength={LEAD_MESSAGE_MAX}
        value={message}
        onValue={setMessage}
        aria-describedby="lead-message-hint"
      />
      <p id="lead-message-hint" className="text-xs text-slate-600">
        {m.messageHint(LEAD_MESSAGE_MIN, LEAD_MESSAGE_MAX)}
      </p>
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900" data-email-reveal>
        {m.reveal(email)}
      </p>
      <button type="submit" className={primaryButton} disabled={send.busy}>
        {send.busy ? m.sending : m.submit}
      </button>
    </form>
  );
}

/** A required select with a placeholder option and [value, label] options. */
function Choice({
  placeholder,
  options,
  ...field
}: {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  placeholder: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <SelectField {...field} required>
      <option value="">{placeholder}</option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

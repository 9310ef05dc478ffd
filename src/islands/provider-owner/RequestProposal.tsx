/**
 * /solicitar-propuesta?proveedor=slug: a signed-in member asks a provider for a
 * proposal (service among its categories, company size, country, message). The form says
 * that the member's e-mail goes to the provider; the server checks everything again, limits
 * the requests per member and e-mails the owner (API.proposalRequests, POST).
 */
import { useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { hasSession } from '@/lib/stores/session';
import { paths, AUTH_PATHS } from '@/lib/contract/paths';
import { FORM_COUNTRIES } from '@/lib/contract/fields';
import {
  LEAD_COMPANY_SIZES,
  LEAD_MESSAGE_MAX,
  LEAD_MESSAGE_MIN,
} from '@/lib/contract/provider-owner';
import { leadForm as m } from '@/lib/messages/provider-owner';
import { FormAlert, SelectField, Spinner, TextAreaField, primaryButton } from '../shared/ui';
import { useCategories } from '../shared/use-categories';
import { useSession } from '../shared/use-session';
import { useSend } from '../shared/use-send';
import { Centered, Notice, Sent } from './Centered';
import { usePublicProvider } from './use-public-provider';
import { API } from '@/lib/contract/api-routes';

export default function RequestProposal() {
  const [signedIn] = useState(() => hasSession());
  const { user } = useSession();
  const { labelOf } = useCategories();
  const provider = usePublicProvider();
  const [service, setService] = useState('');
  const [size, setSize] = useState('');
  const [country, setCountry] = useState('');
  const [message, setMessage] = useState('');
  const { busy, error, result: sent, run } = useSend<true>();

  if (!signedIn) return <Notice text={m.signIn} href={AUTH_PATHS.signIn} link={m.signInLink} />;
  if (provider === undefined || !user) return <Spinner />;
  if (provider === null) return <Notice text={m.notFound} href="/providers" link={m.back} />;
  const back = paths.provider(provider.slug);
  if (!provider.hasOwner) return <Notice text={m.noOwner} href={back} link={m.back} />;

  function submit(ev: SubmitEvent) {
    ev.preventDefault();
    const id = provider?.id;
    if (!id) return;
    void run(async () => {
      await getPb().send(API.proposalRequests(), {
        method: 'POST',
        body: { provider: id, service, company_size: size, country, message },
      });
      return true;
    });
  }

  return (
    <Centered>
      <h1 className="text-2xl font-bold text-ink">{m.title(provider.company_name)}</h1>
      {sent ? (
        <Sent title={m.sentTitle} text={m.sent(provider.company_name)} />
      ) : (
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          {error && <FormAlert title={m.error} description={error} />}
          <SelectField
            label={m.service}
            name="service"
            value={service}
            onValue={setService}
            required
          >
            <option value="">{m.servicePlaceholder}</option>
            {provider.categories.map((c) => (
              <option key={c} value={c}>
                {labelOf(c)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.companySize}
            name="company_size"
            value={size}
            onValue={setSize}
            required
          >
            <option value="">{m.companySizePlaceholder}</option>
            {LEAD_COMPANY_SIZES.map((s) => (
              <option key={s} value={s}>
                {m.employees(s)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.country}
            name="country"
            value={country}
            onValue={setCountry}
            required
          >
            <option value="">{m.countryPlaceholder}</option>
            {FORM_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
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
            {m.reveal(user.email)}
          </p>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? m.sending : m.submit}
          </button>
        </form>
      )}
      <a href={back} className="mt-6 inline-block text-sm text-brand-700 underline">
        {m.back}
      </a>
    </Centered>
  );
}

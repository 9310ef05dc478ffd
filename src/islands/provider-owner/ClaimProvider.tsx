/**
 * /reclamar?proveedor=slug: a signed-in member asks to run an unowned provider,
 * naming an address at its website's domain; the server sends the verification link there
 * (API.claims, POST). Nothing changes on the public page until an admin approves.
 */
import { useState, type SubmitEvent } from 'react';
import { callApi } from '@/lib/pb-client';
import { hasSession } from '@/lib/stores/session';
import { paths, AUTH_PATHS } from '@/lib/contract/paths';
import { websiteDomain } from '@/lib/contract/provider-owner';
import { claimForm as m } from '@/lib/messages/provider-owner';
import { FormAlert, Spinner, TextField, primaryButton } from '../shared/ui';
import { useSend } from '../shared/use-send';
import { Centered, Notice, Sent } from './Centered';
import { usePublicProvider } from './use-public-provider';
import { API } from '@/lib/contract/api-routes';

export default function ClaimProvider() {
  const [signedIn] = useState(() => hasSession());
  const provider = usePublicProvider();
  const [email, setEmail] = useState('');
  const { busy, error, result, run } = useSend<{ email: string }>();

  if (!signedIn) return <Notice text={m.signIn} href={AUTH_PATHS.signIn} link={m.signInLink} />;
  if (provider === undefined) return <Spinner />;
  if (provider === null) return <Notice text={m.notFound} href="/providers" link={m.back} />;
  const back = paths.provider(provider.slug);
  if (provider.hasOwner) return <Notice text={m.owned} href={back} link={m.back} />;
  const domain = websiteDomain(provider.website);
  if (!domain) return <Notice text={m.noWebsite} href={back} link={m.back} />;

  function submit(ev: SubmitEvent) {
    ev.preventDefault();
    const id = provider?.id;
    if (!id) return;
    void run(() => callApi(API.claims, [], { body: { provider: id, email } }));
  }

  return (
    <Centered>
      <h1 className="text-2xl font-bold text-ink">{m.title(provider.company_name)}</h1>
      {result ? (
        <Sent title={m.sentTitle} text={m.sent(result.email)} />
      ) : (
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          <p className="text-sm text-slate-700">{m.intro(domain)}</p>
          {error && <FormAlert title={m.error} description={error} />}
          <TextField
            label={m.emailLabel}
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onValue={setEmail}
            aria-describedby="claim-email-hint"
          />
          <p id="claim-email-hint" className="text-xs text-slate-600">
            {m.emailHint(domain)}
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

/**
 * /reclamar?proveedor=slug (issue 22 §3): a signed-in member asks to run an unowned provider,
 * naming an address at its website's domain; the server sends the verification link there
 * (POST /api/lp/claims). Nothing changes on the public page until an admin approves.
 */
import { useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { hasSession } from '@/lib/stores/session';
import { paths, AUTH_PATHS } from '@/lib/contract/paths';
import { websiteDomain } from '@/lib/contract/provider-owner';
import { claimForm as m } from '@/lib/messages/provider-owner';
import { FormAlert, Spinner, TextField, primaryButton } from '../shared/ui';
import { Centered, Notice } from './Centered';
import { usePublicProvider } from './use-public-provider';

export default function ClaimProvider() {
  const [signedIn] = useState(() => hasSession());
  const provider = usePublicProvider();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (!signedIn) return <Notice text={m.signIn} href={AUTH_PATHS.signIn} link={m.signInLink} />;
  if (provider === undefined) return <Spinner />;
  if (provider === null) return <Notice text={m.notFound} href="/providers" link={m.back} />;
  const back = paths.provider(provider.slug);
  if (provider.hasOwner) return <Notice text={m.owned} href={back} link={m.back} />;
  const domain = websiteDomain(provider.website);
  if (!domain) return <Notice text={m.noWebsite} href={back} link={m.back} />;

  async function submit(ev: SubmitEvent) {
    ev.preventDefault();
    if (!provider) return;
    setBusy(true);
    setError(null);
    try {
      const r = await getPb().send<{ email: string }>('/api/lp/claims', {
        method: 'POST',
        body: { provider: provider.id, email },
      });
      setSentTo(r.email);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Centered>
      <h1 className="text-2xl font-bold text-ink">{m.title(provider.company_name)}</h1>
      {sentTo ? (
        <div role="status" className="mt-4">
          <p className="font-semibold text-ink">{m.sentTitle}</p>
          <p className="mt-1 text-slate-700">{m.sent(sentTo)}</p>
        </div>
      ) : (
        <form className="mt-4 space-y-4" onSubmit={(ev) => void submit(ev)} noValidate>
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

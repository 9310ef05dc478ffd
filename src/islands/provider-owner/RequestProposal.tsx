/**
 * /solicitar-propuesta?proveedor=slug: a signed-in member asks a provider for a
 * proposal (service among its categories, company size, country, message). The form says
 * that the member's e-mail goes to the provider; the server checks everything again, limits
 * the requests per member and e-mails the owner (API.proposalRequests, POST). The form
 * itself: ProposalForm.tsx.
 */
import { useState } from 'react';
import { hasSession } from '@/lib/stores/session';
import { paths, AUTH_PATHS } from '@/lib/contract/paths';
import { leadForm as m } from '@/lib/messages/provider-owner';
import { Spinner } from '../shared/ui';
import { useCategories } from '../shared/use-categories';
import { useSession } from '../shared/use-session';
import { useSend } from '../shared/use-send';
import { Centered, Notice, Sent } from './Centered';
import ProposalForm from './ProposalForm';
import { usePublicProvider } from './use-public-provider';

export default function RequestProposal() {
  const [signedIn] = useState(() => hasSession());
  const { user } = useSession();
  const { labelOf } = useCategories();
  const provider = usePublicProvider();
  const send = useSend<true>();

  if (!signedIn) return <Notice text={m.signIn} href={AUTH_PATHS.signIn} link={m.signInLink} />;
  if (provider === undefined || !user) return <Spinner />;
  if (provider === null) return <Notice text={m.notFound} href="/providers" link={m.back} />;
  const back = paths.provider(provider.slug);
  if (!provider.hasOwner) return <Notice text={m.noOwner} href={back} link={m.back} />;

  return (
    <Centered>
      <h1 className="text-2xl font-bold text-ink">{m.title(provider.company_name)}</h1>
      {send.result ? (
        <Sent title={m.sentTitle} text={m.sent(provider.company_name)} />
      ) : (
        <ProposalForm
          providerId={provider.id}
          categories={provider.categories}
          labelOf={labelOf}
          email={user.email}
          send={send}
        />
      )}
      <a href={back} className="mt-6 inline-block text-sm text-brand-700 underline">
        {m.back}
      </a>
    </Centered>
  );
}

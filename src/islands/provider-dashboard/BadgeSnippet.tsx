/**
 * The rating badge's copy-paste snippet: an image of the static badge linked to
 * the provider's page. No review markup (Google's rules on self-serving reviews).
 */
import { useState } from 'react';
import { isPublicProvider } from '@/lib/contract/visibility';
import { paths } from '@/lib/contract/paths';
import { invitations as m } from '@/lib/messages/invitations';
import type { ProviderRecord } from '@/lib/stores/types';
import { cardClass } from '../shared/ui';
import EmbedCode from './EmbedCode';

/** The HTML a provider pastes on its site. */
export function badgeSnippet(origin: string, slug: string, companyName: string): string {
  const alt = `Reviews de ${companyName}`.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<a href="${origin}${paths.provider(slug)}"><img src="${origin}${paths.providerBadge(slug)}" alt="${alt}" width="220" height="52"></a>`;
}

export default function BadgeSnippet({ provider }: { provider: ProviderRecord }) {
  const [origin] = useState(() => window.location.origin);
  const visible = isPublicProvider(provider);
  const code = badgeSnippet(origin, provider.slug, provider.company_name);

  return (
    <section className={cardClass} aria-labelledby="badge-title" data-badge-snippet>
      <h2 id="badge-title" className="text-lg font-semibold text-ink">
        {m.badgeTitle}
      </h2>
      {!visible ? (
        <p className="mt-2 text-sm text-slate-600">{m.badgeNotPublic}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{m.badgeIntro}</p>
          <EmbedCode
            src={paths.providerBadge(provider.slug)}
            alt={`Reviews de ${provider.company_name}`}
            width={220}
            height={52}
            code={code}
            label={m.badgeTitle}
            dataAttr="data-badge-code"
          />
        </>
      )}
    </section>
  );
}

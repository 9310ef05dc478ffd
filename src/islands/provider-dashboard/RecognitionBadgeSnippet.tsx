/**
 * The recognition badge's copy-paste snippet (docs/DECISIONS.md § Quarterly recognitions):
 * shown beside the rating badge's when the provider holds a recognition of the latest
 * published quarter (the badge shows that one); the image links to the recognition's page.
 */
import { useEffect, useState } from 'react';
import { paths } from '@/lib/contract/paths';
import { getPb } from '@/lib/pb-client';
import { isPublicProvider } from '@/lib/contract/visibility';
import { recognitionLabel, recognitions as m } from '@/lib/messages/recognitions';
import type { RecognitionKind } from '@/lib/domain/recognitions';
import type { ProviderRecord } from '@/lib/stores/types';
import { cardClass } from '../shared/ui';
import EmbedCode from './EmbedCode';

const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML a provider pastes on its site. */
export function recognitionSnippet(
  origin: string,
  slug: string,
  quarter: string,
  alt: string,
): string {
  return `<a href="${origin}${paths.recognitionQuarter(quarter, slug)}"><img src="${origin}${paths.recognitionBadge(slug)}" alt="${escapeAttr(alt)}" width="240" height="64"></a>`;
}

interface Held {
  quarter: string;
  kind: RecognitionKind;
}

export default function RecognitionBadgeSnippet({ provider }: { provider: ProviderRecord }) {
  const [origin] = useState(() => window.location.origin);
  const [held, setHeld] = useState<Held | null>(null);
  const visible = isPublicProvider(provider);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    void (async () => {
      try {
        const pb = getPb();
        const [latest] = (
          await pb.collection('recognition_quarters').getList(1, 1, { sort: '-quarter' })
        ).items;
        if (!latest) return;
        const quarter = String(latest['quarter']);
        const [row] = (
          await pb.collection('recognitions').getList(1, 1, {
            filter: pb.filter('provider = {:p} && quarter = {:q}', { p: provider.id, q: quarter }),
            sort: 'kind,category,country',
          })
        ).items;
        if (live && row) setHeld({ quarter, kind: row['kind'] as RecognitionKind });
      } catch {
        // No snippet when the read fails: the rating badge's stays.
      }
    })();
    return () => {
      live = false;
    };
  }, [provider.id, visible]);

  if (!held) return null;
  const alt = `${provider.company_name}: ${recognitionLabel(held.kind, held.quarter)}`;
  const code = recognitionSnippet(origin, provider.slug, held.quarter, alt);

  return (
    <section
      className={cardClass}
      aria-labelledby="recognition-badge-title"
      data-recognition-snippet
    >
      <h2 id="recognition-badge-title" className="text-lg font-semibold text-ink">
        {m.badgeTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{m.badgeIntro}</p>
      <EmbedCode
        src={paths.recognitionBadge(provider.slug)}
        alt={alt}
        width={240}
        height={64}
        code={code}
        label={m.badgeTitle}
        dataAttr="data-recognition-code"
      />
    </section>
  );
}

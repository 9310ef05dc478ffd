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
import { invitations as im } from '@/lib/messages/invitations';
import { toastSuccess } from '@/lib/stores/toast';
import type { RecognitionKind } from '@/lib/domain/recognitions';
import type { ProviderRecord } from '@/lib/stores/types';
import { cardClass, secondaryButton } from '../shared/ui';

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

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toastSuccess(im.badgeCopied);
    } catch {
      // Clipboard refused (permissions): the code stays selectable in the box.
    }
  }

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
      <p className="mt-3 text-xs font-semibold text-slate-600">{im.badgePreview}</p>
      <img
        className="mt-1"
        src={paths.recognitionBadge(provider.slug)}
        alt={alt}
        width={240}
        height={64}
      />
      <textarea
        readOnly
        aria-label={m.badgeTitle}
        className="mt-3 w-full rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
        rows={3}
        value={code}
        onFocus={(e) => e.currentTarget.select()}
        data-recognition-code
      />
      <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void copy()}>
        {im.badgeCopy}
      </button>
    </section>
  );
}

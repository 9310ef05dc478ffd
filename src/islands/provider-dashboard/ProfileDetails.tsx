/** The "Perfil" tab of the provider dashboard: description, website and categories. */
import { messages } from '@/lib/messages';
import type { ProviderRecord } from '@/lib/stores/types';
import { Badge } from '../shared/ui';

const m = messages.providerDashboard;

export function ProfileDetails({
  provider: p,
  labelOf,
}: {
  provider: ProviderRecord;
  labelOf: (category: string) => string;
}) {
  const cats = p.categories ?? [];
  return (
    <dl className="space-y-4">
      <div>
        <dt className="text-sm font-semibold text-slate-500">{m.description}</dt>
        <dd className="mt-1 whitespace-pre-line text-slate-800">
          {p.description || m.noDescription}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-500">{m.website}</dt>
        <dd className="mt-1">
          {p.website ? (
            <a
              href={p.website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 hover:underline"
            >
              {p.website}
            </a>
          ) : (
            m.notSpecified
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-500">{m.categories}</dt>
        <dd className="mt-1 flex flex-wrap gap-1">
          {cats.length
            ? cats.map((c) => (
                <Badge key={c} tone="brand">
                  {labelOf(c)}
                </Badge>
              ))
            : m.noCategories}
        </dd>
      </div>
    </dl>
  );
}

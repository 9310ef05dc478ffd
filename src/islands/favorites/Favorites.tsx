/**
 * /favorites: the member's favourite providers, with the heart toggle. The list and its
 * removal live in use-favorites.ts, the cards it shows in state.ts.
 */
import { paths } from '@/lib/contract/paths';
import { messages } from '@/lib/messages';
import { useCategories } from '../shared/use-categories';
import { Badge, cardClass, primaryButton, Spinner } from '../shared/ui';
import { HeartIcon } from '../provider/HeartIcon';
import { SessionGate } from '../shared/SessionGate';
import { favoriteCards, type FavoriteCardView } from './state';
import { useFavorites } from './use-favorites';

const m = messages.favorites;

export default function Favorites() {
  return (
    <SessionGate prompt={{ title: m.loginTitle, text: m.loginText, linkLabel: m.loginLink }}>
      <FavoriteList />
    </SessionGate>
  );
}

function FavoriteList() {
  const { rows, busy, remove } = useFavorites();
  const { labelOf } = useCategories();
  if (!rows) return <Spinner />;
  return (
    <div className="container-page py-10">
      <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
      {rows.length === 0 ? (
        <div className={`${cardClass} mt-6 text-center`}>
          <p className="text-lg font-semibold text-ink">{m.empty}</p>
          <a href="/providers" className={`${primaryButton} mt-4`}>
            {m.browse}
          </a>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {favoriteCards(rows).map((card) => (
            <FavoriteCard
              key={card.row.id}
              card={card}
              busy={busy === card.row.id}
              labelOf={labelOf}
              onRemove={() => void remove(card.row)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function FavoriteCard({
  card: { provider: p, chips },
  busy,
  labelOf,
  onRemove,
}: {
  card: FavoriteCardView;
  busy: boolean;
  labelOf: (name: string) => string;
  onRemove: () => void;
}) {
  return (
    <li className={cardClass} data-testid="favorite-card">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{p.company_name}</h2>
        <button
          type="button"
          aria-pressed="true"
          aria-label={`${m.remove}: ${p.company_name}`}
          className="rounded-full p-2 text-red-600 hover:bg-red-50"
          onClick={onRemove}
          disabled={busy}
        >
          <HeartIcon filled />
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-500">{p.headquarters_country}</p>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700">{p.description}</p>
      <div className="mt-3 flex flex-wrap gap-1">
        {chips.shown.map((c) => (
          <Badge key={c} tone="brand">
            {labelOf(c)}
          </Badge>
        ))}
        {chips.extra > 0 && <Badge tone="slate">+{chips.extra}</Badge>}
      </div>
      <a
        href={paths.provider(p.slug)}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.details}
      </a>
    </li>
  );
}

/** HR dashboard: providers' replies to the member's reviews, with the one rejoinder. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { errorMessage } from '@/lib/backend-errors';
import { formatLongDateEs } from '@/lib/domain/dates';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { ReplyRecord } from '@/lib/stores/types';
import { paths } from '@/lib/contract/paths';
import { cardClass, inputClass, labelClass, primaryButton } from '../shared/ui';

const m = messages.replies;

interface Item {
  reply: ReplyRecord;
  title: string;
  /** The provider that replied (null when it is no longer public). */
  provider: { name: string; slug: string } | null;
}

type ExpandedReply = ReplyRecord & {
  expand?: { provider?: { company_name?: string; slug?: string } };
};

export default function RepliesToMyReviews() {
  const [items, setItems] = useState<Item[]>([]);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const pb = getPb();
        const mine = await pb.collection('my_reviews').getFullList({ fields: 'id,title' });
        if (!mine.length) return;
        // `reviews.reviewer` is hidden (not filterable): ask by the caller's review ids.
        const filter = mine
          .slice(0, 100)
          .map((r, i) => pb.filter(`review = {:r${i}}`, { [`r${i}`]: r.id }))
          .join(' || ');
        const replies = await pb
          .collection('review_replies')
          .getFullList<ExpandedReply>({ filter, sort: '-created', expand: 'provider' });
        const titles = new Map(mine.map((r) => [r.id, String(r['title'] ?? '')]));
        if (live)
          setItems(
            replies.map((reply) => {
              const p = reply.expand?.provider;
              return {
                reply,
                title: titles.get(reply.review) ?? '',
                provider: p?.slug ? { name: p.company_name ?? '', slug: p.slug } : null,
              };
            }),
          );
      } catch (err) {
        console.error('[dashboard] replies', err);
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!items.length) return null;
  return (
    <section className={cardClass} aria-labelledby="replies-title" data-my-replies>
      <h2 id="replies-title" className="text-lg font-semibold text-ink">
        {m.myReviewsTitle}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {items.map((item) => (
          <ReplyRow
            key={item.reply.id}
            item={item}
            onSaved={(reply) =>
              setItems((old) => old.map((x) => (x.reply.id === reply.id ? { ...x, reply } : x)))
            }
          />
        ))}
      </ul>
    </section>
  );
}

function ReplyRow({ item, onSaved }: { item: Item; onSaved: (r: ReplyRecord) => void }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const { reply } = item;
  const id = `rejoinder-${reply.id}`;

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      const saved = await getPb()
        .collection('review_replies')
        .update<ReplyRecord>(reply.id, { rejoinder: text });
      toastSuccess(m.rejoinderSent);
      onSaved(saved);
    } catch (err) {
      toastError(m.rejoinderError, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className="scroll-mt-24 py-4"
      data-my-reply={reply.id}
      id={paths.myReply(reply.review).split('#')[1]}
    >
      <p className="font-semibold text-ink">
        {item.provider ? m.repliedTo(item.provider.name) : m.heading}:{' '}
        <span className="font-normal">«{item.title}»</span>
      </p>
      {item.provider && (
        <a
          className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
          href={paths.review(item.provider.slug, reply.review)}
        >
          {m.seeReview}
        </a>
      )}
      <p className="mt-1 text-xs text-slate-600">
        {m.heading} · {formatLongDateEs(reply.created)}
        {reply.edited_at && ` (${m.edited} el ${formatLongDateEs(reply.edited_at)})`}
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{reply.body}</p>
      {reply.rejoinder ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold">{m.rejoinderHeading}: </span>
          {reply.rejoinder}
        </p>
      ) : (
        <form className="mt-3 space-y-2" onSubmit={(e) => void submit(e)}>
          <label htmlFor={id} className={labelClass}>
            {m.rejoinderLabel}
          </label>
          <textarea
            id={id}
            className={inputClass}
            rows={2}
            maxLength={3000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            required
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            {m.sendRejoinder}
          </button>
        </form>
      )}
    </li>
  );
}

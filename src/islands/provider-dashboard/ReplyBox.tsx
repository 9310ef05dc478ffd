/** The owner's reply to one review, inline in the provider dashboard. */
import { useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { errorMessage } from '@/lib/backend-errors';
import { formatLongDateEs } from '@/lib/domain/dates';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { ReplyRecord } from '@/lib/stores/types';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../shared/ui';

const m = messages.replies;

interface Props {
  reviewId: string;
  reply: ReplyRecord | null;
  onChange: (reply: ReplyRecord | null) => void;
}

export default function ReplyBox({ reviewId, reply, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(reply?.body ?? '');
  const [busy, setBusy] = useState(false);
  const fieldId = `reply-${reviewId}`;

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim()) {
      toastError(messages.common.error, m.required);
      return;
    }
    setBusy(true);
    try {
      const pb = getPb();
      const saved = reply
        ? await pb.collection('review_replies').update<ReplyRecord>(reply.id, { body: text })
        : await pb
            .collection('review_replies')
            .create<ReplyRecord>({ review: reviewId, body: text });
      toastSuccess(reply ? m.updated : m.published);
      onChange(saved);
      setOpen(false);
    } catch (err) {
      toastError(m.saveError, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!reply || !window.confirm(m.confirmRemove)) return;
    setBusy(true);
    try {
      await getPb().collection('review_replies').delete(reply.id);
      toastSuccess(m.removed);
      onChange(null);
      setText('');
    } catch (err) {
      toastError(m.removeError, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (open) {
    return (
      <form className="mt-3 space-y-2" onSubmit={(e) => void submit(e)} data-reply-form>
        <label htmlFor={fieldId} className={labelClass}>
          {m.replyLabel}
        </label>
        <textarea
          id={fieldId}
          className={inputClass}
          rows={3}
          maxLength={3000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${fieldId}-hint`}
          required
        />
        <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
          {m.replyHint}
        </p>
        <div className="flex gap-2">
          <button type="submit" className={primaryButton} disabled={busy}>
            {reply ? m.save : m.publish}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
            {m.cancel}
          </button>
        </div>
      </form>
    );
  }

  if (!reply) {
    return (
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        onClick={() => setOpen(true)}
        data-reply-open
      >
        {m.reply}
      </button>
    );
  }

  return (
    <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3" data-reply>
      <p className="text-xs font-semibold text-ink">
        {m.heading} · {formatLongDateEs(reply.created)}
        {reply.edited_at && ` (${m.edited} el ${formatLongDateEs(reply.edited_at)})`}
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{reply.body}</p>
      {reply.rejoinder && (
        <p className="mt-2 border-t border-slate-200 pt-2 text-sm text-slate-700">
          <span className="font-semibold">{m.rejoinderHeading}: </span>
          {reply.rejoinder}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setText(reply.body);
            setOpen(true);
          }}
        >
          {m.edit}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void remove()}
          disabled={busy}
        >
          {m.remove}
        </button>
      </div>
    </div>
  );
}

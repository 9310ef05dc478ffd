/**
 * The owner's reply to one review, inline in the provider dashboard: "Responder", the form,
 * or the published reply with its rejoinder. State and requests: use-reply.ts.
 */
import { messages } from '@/lib/messages';
import { formatLongDateEs } from '@/lib/domain/dates';
import type { ReplyRecord } from '@/lib/stores/types';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../shared/ui';
import { useReply, type ReplyProps, type ReplyState } from './use-reply';

const m = messages.replies;

export default function ReplyBox(props: ReplyProps) {
  const state = useReply(props);
  const { reply } = props;
  if (state.open)
    return <ReplyForm state={state} fieldId={`reply-${props.reviewId}`} edit={!!reply} />;
  if (!reply) {
    return (
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        onClick={() => state.setOpen(true)}
        data-reply-open
      >
        {m.reply}
      </button>
    );
  }
  return <PublishedReply reply={reply} state={state} />;
}

function ReplyForm({
  state: s,
  fieldId,
  edit,
}: {
  state: ReplyState;
  fieldId: string;
  edit: boolean;
}) {
  return (
    <form className="mt-3 space-y-2" onSubmit={(e) => void s.submit(e)} data-reply-form>
      <label htmlFor={fieldId} className={labelClass}>
        {m.replyLabel}
      </label>
      <textarea
        id={fieldId}
        className={inputClass}
        rows={3}
        maxLength={3000}
        value={s.text}
        onChange={(e) => s.setText(e.target.value)}
        aria-describedby={`${fieldId}-hint`}
        required
      />
      <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
        {m.replyHint}
      </p>
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={s.busy}>
          {edit ? m.save : m.publish}
        </button>
        <button type="button" className={secondaryButton} onClick={() => s.setOpen(false)}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}

function PublishedReply({ reply, state: s }: { reply: ReplyRecord; state: ReplyState }) {
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
        <button type="button" className={secondaryButton} onClick={() => s.edit(reply.body)}>
          {m.edit}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void s.remove()}
          disabled={s.busy}
        >
          {m.remove}
        </button>
      </div>
    </div>
  );
}

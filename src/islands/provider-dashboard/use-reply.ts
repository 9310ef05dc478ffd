/**
 * State of the owner's reply to one review: the form open or not, its text, and publishing,
 * editing or removing the reply (the review_replies rules and hooks decide who may).
 */
import { useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { errorMessage } from '@/lib/backend-errors';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { ReplyRecord } from '@/lib/stores/types';

const m = messages.replies;

export interface ReplyProps {
  reviewId: string;
  reply: ReplyRecord | null;
  onChange: (reply: ReplyRecord | null) => void;
}

export function useReply({ reviewId, reply, onChange }: ReplyProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(reply?.body ?? '');
  const [busy, setBusy] = useState(false);

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

  /** The form with the published text, to edit it. */
  function edit(body: string) {
    setText(body);
    setOpen(true);
  }

  return { open, setOpen, text, setText, busy, submit, remove, edit };
}

export type ReplyState = ReturnType<typeof useReply>;

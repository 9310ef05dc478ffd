/**
 * State of the provider dashboard's review invitations: the counts and latest rows
 * (API.providerInvitations), the addresses being written, and sending them (all or nothing,
 * the 24-hour limit kept by the server).
 */
import { useCallback, useEffect, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { callApi } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { InvitationRow, InvitationStats } from '@/lib/contract/invitations';
import { invitations as m } from '@/lib/messages/invitations';
import type { ProviderRecord } from '@/lib/stores/types';
import { API } from '@/lib/contract/api-routes';

/** The addresses written so far with an uploaded file's text after them, on its own line. */
export function appendUpload(written: string, upload: string): string {
  return written.trim() ? `${written.trim()}\n${upload}` : upload;
}

export function useInvitations(provider: ProviderRecord) {
  const [stats, setStats] = useState<InvitationStats | null>(null);
  const [items, setItems] = useState<InvitationRow[]>([]);
  const [emails, setEmails] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');
  const approved = provider.status === 'approved';
  const id = provider.id;

  const load = useCallback(async () => {
    try {
      const res = await callApi(API.providerInvitations, [id]);
      setStats(res.stats);
      setItems(res.items);
    } catch (err) {
      console.error('[invitations] load', err);
    }
  }, [id]);

  useEffect(() => {
    if (approved) void load();
  }, [approved, load]);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      const text = await file.text();
      setEmails((old) => appendUpload(old, text));
    } catch {
      toastError(m.csvError);
    }
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem('');
    setNote('');
    setBusy(true);
    try {
      const res = await callApi(API.providerInvitationsSend, [id], { body: { emails } });
      toastSuccess(m.sentToast(res.sent.length));
      if (res.skipped.length) setNote(m.skippedNote(res.skipped.join(', ')));
      setEmails('');
      setStats(res.stats);
      await load();
    } catch (err) {
      const message = errorMessage(err);
      setProblem(message);
      toastError(m.sendError, message);
    } finally {
      setBusy(false);
    }
  }

  return { approved, stats, items, emails, setEmails, busy, problem, note, onFile, onSubmit };
}

export type InvitationsState = ReturnType<typeof useInvitations>;

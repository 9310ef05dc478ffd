/**
 * State of deleting one's account: the password or a LinkedIn re-authentication (for accounts
 * linked to it, which may never have chosen a password), the confirmation word, and the
 * request (API.accountDelete; the server checks both again).
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { callApi, getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { DELETE_CONFIRMATION, type AccountDeleteBody } from '@/lib/contract/personal-data';
import { flash, toastError, toastSuccess } from '@/lib/stores/toast';
import type { UserRecord } from '@/lib/stores/types';
import { errorMessage } from '@/lib/backend-errors';
import { API } from '@/lib/contract/api-routes';

const m = messages.account;
const LINKEDIN_PROVIDER = 'oidc';

/** Whether the form may be sent: the confirmation word, and a password or a LinkedIn re-login. */
export function deleteReady(word: string, password: string, reauthed: boolean): boolean {
  return word.trim() === DELETE_CONFIRMATION && (password !== '' || reauthed);
}

/** The request's body: the word trimmed, the password only when one was typed. */
export function deleteBody(word: string, password: string): AccountDeleteBody {
  return { confirm: word.trim(), ...(password ? { password } : {}) };
}

export function useDeleteAccount(profile: UserRecord) {
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);
  const [linked, setLinked] = useState(false);
  const [reauthed, setReauthed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Accounts linked to LinkedIn may confirm with it instead of a password they never chose.
  useEffect(() => {
    getPb()
      .collection('_externalAuths')
      .getList(1, 1, { filter: getPb().filter('recordRef = {:id}', { id: profile.id }) })
      .then((list) => setLinked(list.totalItems > 0))
      .catch(() => setLinked(false));
  }, [profile.id]);

  async function onLinkedIn() {
    setProblem(null);
    const pb = getPb();
    const before = { token: pb.authStore.token, record: pb.authStore.record };
    try {
      const res = await pb.collection('users').authWithOAuth2({ provider: LINKEDIN_PROVIDER });
      if (res.record.id !== profile.id) {
        // Another LinkedIn account: keep this session, confirm nothing.
        pb.authStore.save(before.token, before.record);
        toastError(m.deleteLinkedInError, m.deleteLinkedInOther);
        return;
      }
      setReauthed(true);
      toastSuccess(m.deleteLinkedInDone);
    } catch (err) {
      toastError(m.deleteLinkedInError, errorMessage(err));
    }
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      await callApi(API.accountDelete, [], { body: deleteBody(word, password) });
      getPb().authStore.clear();
      flash({ title: m.deleted, description: m.deletedDescription, variant: 'success' });
      // /auth shows flash messages (the landing page has no script for them), as after sign-out.
      window.location.assign('/auth');
    } catch (err) {
      const text = errorMessage(err);
      setProblem(text);
      toastError(m.deleteError, text);
      setBusy(false);
    }
  }

  return {
    password,
    setPassword,
    word,
    setWord,
    busy,
    linked,
    reauthed,
    problem,
    ready: deleteReady(word, password, reauthed),
    onLinkedIn,
    onSubmit,
  };
}

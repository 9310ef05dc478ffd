/**
 * /settings: e-mail preferences, "Descargar mis datos" and
 * "Eliminar mi cuenta". Every rule is the server's (pb_hooks/account.pb.js): the password is
 * checked there, the typed word too; this island only collects them and shows the answer.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { DELETE_CONFIRMATION } from '@/lib/contract/personal-data';
import { MAIL_PREFERENCES } from '@/lib/contract/mail-preferences';
import { $profile } from '@/lib/stores/session';
import { flash, toastError, toastSuccess } from '@/lib/stores/toast';
import type { UserRecord } from '@/lib/stores/types';
import { errorMessage } from '@/lib/backend-errors';
import { FormAlert, cardClass, inputClass, labelClass, secondaryButton } from '../shared/ui';
import { API } from '@/lib/contract/api-routes';

const m = messages.account;
const LINKEDIN_PROVIDER = 'oidc';
const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

export default function AccountDataSection({ profile }: { profile: UserRecord }) {
  return (
    <>
      <MailPreferences profile={profile} />
      <DataExport />
      <DeleteAccount profile={profile} />
    </>
  );
}

function MailPreferences({ profile }: { profile: UserRecord }) {
  const [replies, setReplies] = useState(!profile[MAIL_PREFERENCES.replies]);
  const [approval, setApproval] = useState(!profile[MAIL_PREFERENCES.approval]);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const saved = await getPb().send<{ replies: boolean; approval: boolean }>(
        API.accountPreferences(),
        { method: 'POST', body: { replies, approval } },
      );
      $profile.set({
        ...profile,
        [MAIL_PREFERENCES.replies]: !saved.replies,
        [MAIL_PREFERENCES.approval]: !saved.approval,
      });
      toastSuccess(m.notificationsSaved);
    } catch (err) {
      toastError(m.notificationsError, errorMessage(err));
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="mail-prefs" className={`${cardClass} mt-6`}>
      <h2 id="mail-prefs" className="text-lg font-semibold text-ink">
        {m.notificationsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.notificationsIntro}</p>
      <form className="mt-4 space-y-3" onSubmit={onSubmit}>
        <CheckboxRow label={m.notifyReplies} checked={replies} onChange={setReplies} />
        <CheckboxRow label={m.notifyApproval} checked={approval} onChange={setApproval} />
        <button type="submit" className={secondaryButton} disabled={busy}>
          {m.notificationsSave}
        </button>
      </form>
    </section>
  );
}

function DataExport() {
  const [busy, setBusy] = useState(false);

  async function onDownload() {
    setBusy(true);
    try {
      const pb = getPb();
      const res = await fetch(pb.buildURL(API.accountExport()), {
        headers: { Authorization: pb.authStore.token },
      });
      if (!res.ok) {
        const response = (await res.json().catch(() => ({}))) as Record<string, unknown>;
        // The shape errorMessage reads (a PocketBase client error's status and body).
        throw Object.assign(new Error(), { status: res.status, response });
      }
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        'mis-datos.json';
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toastSuccess(m.exportDone);
    } catch (err) {
      toastError(m.exportError, errorMessage(err));
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="data-export" className={`${cardClass} mt-6`}>
      <h2 id="data-export" className="text-lg font-semibold text-ink">
        {m.exportTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.exportIntro}</p>
      <button
        type="button"
        className={`${secondaryButton} mt-4`}
        onClick={onDownload}
        disabled={busy}
      >
        {busy ? m.exportBusy : m.exportButton}
      </button>
    </section>
  );
}

function DeleteAccount({ profile }: { profile: UserRecord }) {
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
      await getPb().send(API.accountDelete(), {
        method: 'POST',
        body: { confirm: word.trim(), ...(password ? { password } : {}) },
      });
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

  const ready = word.trim() === DELETE_CONFIRMATION && (password !== '' || reauthed);
  return (
    <section aria-labelledby="delete-account" className={`${cardClass} mt-6 border-red-200`}>
      <h2 id="delete-account" className="text-lg font-semibold text-red-800">
        {m.deleteTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.deleteIntro}</p>
      <p className="mt-2 text-xs text-slate-500">
        {m.deleteRetention}{' '}
        <a className="underline" href="/privacy#retencion">
          {m.privacyLink}
        </a>
      </p>
      <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
        {problem && <FormAlert title={m.deleteError} description={problem} />}
        <label className={labelClass}>
          {m.deletePassword}
          <input
            className={inputClass}
            type="password"
            name="delete-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {linked && (
          <div>
            <p className="text-xs text-slate-500">{m.deleteLinkedInHint}</p>
            <button
              type="button"
              className={`${secondaryButton} mt-2`}
              onClick={onLinkedIn}
              disabled={reauthed}
            >
              {m.deleteLinkedIn}
            </button>
          </div>
        )}
        <label className={labelClass}>
          {m.deleteConfirmLabel}
          <input
            className={inputClass}
            name="delete-confirm"
            autoComplete="off"
            value={word}
            onChange={(e) => setWord(e.target.value)}
          />
        </label>
        <button type="submit" className={dangerButton} disabled={busy || !ready}>
          {m.deleteButton}
        </button>
      </form>
    </section>
  );
}

/** One labelled checkbox of the notification preferences. */
function CheckboxRow(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label}
    </label>
  );
}

/**
 * /settings: e-mail preferences, "Descargar mis datos" and
 * "Eliminar mi cuenta" (DeleteAccount.tsx). Every rule is the server's (pb_hooks/account.pb.js): the password is
 * checked there, the typed word too; this island only collects them and shows the answer.
 */
import { useState, type SubmitEvent } from 'react';
import { callApi, getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { MAIL_PREFERENCES } from '@/lib/contract/mail-preferences';
import { $profile } from '@/lib/stores/session';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { UserRecord } from '@/lib/stores/types';
import { errorMessage } from '@/lib/backend-errors';
import { cardClass, secondaryButton } from '../shared/ui';
import { API } from '@/lib/contract/api-routes';
import DeleteAccount from './DeleteAccount';

const m = messages.account;

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
      const saved = await callApi(API.accountPreferences, [], { body: { replies, approval } });
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

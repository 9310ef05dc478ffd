/** /settings: deleting one's account. State and the request: use-delete-account.ts. */
import { messages } from '@/lib/messages';
import type { UserRecord } from '@/lib/stores/types';
import { FormAlert, cardClass, inputClass, labelClass, secondaryButton } from '../shared/ui';
import { useDeleteAccount } from './use-delete-account';

const m = messages.account;
const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

export default function DeleteAccount({ profile }: { profile: UserRecord }) {
  const s = useDeleteAccount(profile);
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
      <form className="mt-4 space-y-4" onSubmit={s.onSubmit} noValidate>
        {s.problem && <FormAlert title={m.deleteError} description={s.problem} />}
        <label className={labelClass}>
          {m.deletePassword}
          <input
            className={inputClass}
            type="password"
            name="delete-password"
            autoComplete="current-password"
            value={s.password}
            onChange={(e) => s.setPassword(e.target.value)}
          />
        </label>
        {s.linked && (
          <div>
            <p className="text-xs text-slate-500">{m.deleteLinkedInHint}</p>
            <button
              type="button"
              className={`${secondaryButton} mt-2`}
              onClick={s.onLinkedIn}
              disabled={s.reauthed}
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
            value={s.word}
            onChange={(e) => s.setWord(e.target.value)}
          />
        </label>
        <button type="submit" className={dangerButton} disabled={s.busy || !s.ready}>
          {m.deleteButton}
        </button>
      </form>
    </section>
  );
}

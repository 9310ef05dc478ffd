/** The invitations' form: addresses pasted or uploaded as a CSV, the day's limit, send. */
import { invitations as m } from '@/lib/messages/invitations';
import { FormAlert, inputClass, labelClass, primaryButton } from '../shared/ui';
import type { InvitationsState } from './use-invitations';

export default function InvitationForm({ state: s }: { state: InvitationsState }) {
  return (
    <form className="mt-4 space-y-3" onSubmit={s.onSubmit} noValidate>
      {s.problem && <FormAlert title={m.sendError} description={s.problem} />}
      <div>
        <label htmlFor="invitation-emails" className={labelClass}>
          {m.emailsLabel}
        </label>
        <textarea
          id="invitation-emails"
          className={`${inputClass} mt-1 min-h-24`}
          value={s.emails}
          onChange={(e) => s.setEmails(e.target.value)}
          placeholder="cliente@empresa.com"
        />
      </div>
      <div>
        <label htmlFor="invitation-csv" className={labelClass}>
          {m.csvLabel}
        </label>
        <input
          id="invitation-csv"
          type="file"
          accept=".csv,text/csv,text/plain"
          className="mt-1 text-sm"
          onChange={(e) => void s.onFile(e)}
        />
      </div>
      {s.stats && (
        <p className="text-xs text-slate-600">
          {m.dashLimit(s.stats.limit, s.stats.remainingToday)}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={s.busy || !s.emails.trim()}>
        {s.busy ? m.sending : m.send}
      </button>
      {s.note && (
        <p className="text-sm text-slate-700" role="status">
          {s.note}
        </p>
      )}
    </form>
  );
}

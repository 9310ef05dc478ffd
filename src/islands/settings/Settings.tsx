/** /settings: profile fields; e-mail read-only; LinkedIn URL required and locked once saved. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { isLinkedInUrl } from '@/lib/domain/linkedin';
import { $profile } from '@/lib/stores/session';
import { flash, toastError } from '@/lib/stores/toast';
import type { UserRecord } from '@/lib/stores/types';
import { errorMessage } from '@/lib/backend-errors';
import { useRequireSession, useSession } from '../shared/use-session';
import AccountDataSection from './AccountDataSection';
import {
  FormAlert,
  cardClass,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  Spinner,
  TextField,
  TextAreaField,
} from '../shared/ui';
import SecuritySection from './SecuritySection';

const m = messages.settings;
const FIELDS = ['first_name', 'last_name', 'job_title', 'company_name', 'bio'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  first_name: m.firstName,
  last_name: m.lastName,
  job_title: m.jobTitle,
  company_name: m.companyName,
  bio: m.bio,
};

export default function Settings() {
  const allowed = useRequireSession();
  const { profile, profileState } = useSession();
  const [form, setForm] = useState<Record<Field, string> | null>(null);
  const [linkedin, setLinkedin] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; description?: string } | null>(null);

  useEffect(() => {
    if (profile && !form) {
      setForm(
        Object.fromEntries(FIELDS.map((f) => [f, profile[f] ?? ''])) as Record<Field, string>,
      );
      setLinkedin(profile.linkedin_url ?? '');
    }
  }, [profile, form]);

  useEffect(() => {
    if (profileState === 'error') toastError(m.loadError);
  }, [profileState]);

  if (!allowed || !profile || !form) return <Spinner />;
  const locked = Boolean(profile.linkedin_url);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    if (!profile || !form) return;
    setProblem(null);
    if (!locked) {
      if (!linkedin.trim()) {
        setProblem({ title: m.linkedinRequired });
        toastError(m.linkedinRequired);
        return;
      }
      if (!isLinkedInUrl(linkedin)) {
        const p = {
          title: messages.auth.linkedinInvalidTitle,
          description: messages.auth.linkedinInvalidDescription,
        };
        setProblem(p);
        toastError(p.title, p.description);
        return;
      }
    }
    setBusy(true);
    try {
      const body: Record<string, string> = { ...form };
      // Only set when none is stored: the server refuses changes to a saved one.
      if (!locked) body['linkedin_url'] = linkedin.trim();
      const saved = await getPb().collection('users').update<UserRecord>(profile.id, body);
      $profile.set(saved);
      flash({ title: m.updateSuccess, variant: 'success' });
      window.location.assign('/dashboard');
    } catch (err) {
      console.error('[settings] save', err);
      setProblem({ title: m.updateError, description: errorMessage(err) });
      toastError(m.updateError, errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
      <form className={`${cardClass} mt-6 space-y-4`} onSubmit={onSubmit} noValidate>
        {problem && <FormAlert title={problem.title} description={problem.description} />}
        <div>
          <label className={labelClass}>
            {m.email}
            <input className={inputClass} type="email" value={profile.email} readOnly disabled />
          </label>
          <p className="mt-1 text-xs text-slate-500">{m.emailReadOnly}</p>
        </div>
        <div>
          <TextField
            label={m.linkedin}
            type="url"
            name="linkedin_url"
            value={linkedin}
            placeholder={messages.auth.linkedinPlaceholder}
            onValue={setLinkedin}
            readOnly={locked}
            disabled={locked}
            required
          />
          {locked && <p className="mt-1 text-xs text-slate-500">{m.linkedinLocked}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.filter((f) => f !== 'bio').map((f) => (
            <label key={f} className={labelClass}>
              {LABELS[f]}
              <input
                className={inputClass}
                name={f}
                value={form[f]}
                onChange={(e) => setForm({ ...form, [f]: e.target.value })}
              />
            </label>
          ))}
        </div>
        <TextAreaField
          label={LABELS.bio}
          name="bio"
          rows={4}
          value={form.bio}
          onValue={(v) => setForm({ ...form, bio: v })}
        />
        <div className="flex gap-3">
          <button type="submit" className={primaryButton} disabled={busy}>
            {m.save}
          </button>
          <a href="/dashboard" className={secondaryButton}>
            {messages.common.cancel}
          </a>
        </div>
      </form>
      <SecuritySection profile={profile} />
      <AccountDataSection profile={profile} />
    </div>
  );
}

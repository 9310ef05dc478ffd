/**
 * /settings: profile fields; e-mail read-only; LinkedIn URL required and locked once saved.
 * State and saving: use-settings.ts; the form's rules: profile-form.ts.
 */
import { messages } from '@/lib/messages';
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
import { PROFILE_FIELDS, PROFILE_LABELS, type ProfileForm } from './profile-form';
import { useSettings } from './use-settings';

const m = messages.settings;

export default function Settings() {
  const s = useSettings();
  const { profile, form } = s;
  if (!s.allowed || !profile || !form) return <Spinner />;

  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
      <form className={`${cardClass} mt-6 space-y-4`} onSubmit={s.onSubmit} noValidate>
        {s.problem && <FormAlert title={s.problem.title} description={s.problem.description} />}
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
            value={s.linkedin}
            placeholder={messages.auth.linkedinPlaceholder}
            onValue={s.setLinkedin}
            readOnly={s.locked}
            disabled={s.locked}
            required
          />
          {s.locked && <p className="mt-1 text-xs text-slate-500">{m.linkedinLocked}</p>}
        </div>
        <ProfileFields form={form} onForm={s.setForm} />
        <div className="flex gap-3">
          <button type="submit" className={primaryButton} disabled={s.busy}>
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

/** Name, job title, company and bio. */
function ProfileFields({
  form,
  onForm,
}: {
  form: ProfileForm;
  onForm: (form: ProfileForm) => void;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {PROFILE_FIELDS.filter((f) => f !== 'bio').map((f) => (
          <label key={f} className={labelClass}>
            {PROFILE_LABELS[f]}
            <input
              className={inputClass}
              name={f}
              value={form[f]}
              onChange={(e) => onForm({ ...form, [f]: e.target.value })}
            />
          </label>
        ))}
      </div>
      <TextAreaField
        label={PROFILE_LABELS.bio}
        name="bio"
        rows={4}
        value={form.bio}
        onValue={(v) => onForm({ ...form, bio: v })}
      />
    </>
  );
}

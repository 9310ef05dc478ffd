/** State of /settings: the profile form filled from the session's profile, and saving it. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { $profile } from '@/lib/stores/session';
import { flash, toastError } from '@/lib/stores/toast';
import type { UserRecord } from '@/lib/stores/types';
import { errorMessage } from '@/lib/backend-errors';
import { useRequireSession, useSession } from '../shared/use-session';
import {
  linkedinProblem,
  profileFormOf,
  profileUpdate,
  type FormProblem,
  type ProfileForm,
} from './profile-form';

const m = messages.settings;

export function useSettings() {
  const allowed = useRequireSession();
  const { profile, profileState } = useSession();
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [linkedin, setLinkedin] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  useEffect(() => {
    if (profile && !form) {
      setForm(profileFormOf(profile));
      setLinkedin(profile.linkedin_url ?? '');
    }
  }, [profile, form]);

  useEffect(() => {
    if (profileState === 'error') toastError(m.loadError);
  }, [profileState]);

  const locked = Boolean(profile?.linkedin_url);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    if (!profile || !form) return;
    setProblem(null);
    const refused = linkedinProblem(linkedin, locked);
    if (refused) {
      setProblem(refused);
      toastError(refused.title, refused.description);
      return;
    }
    setBusy(true);
    try {
      const body = profileUpdate(form, linkedin, locked);
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

  return {
    allowed,
    profile,
    form,
    setForm,
    linkedin,
    setLinkedin,
    locked,
    busy,
    problem,
    onSubmit,
  };
}

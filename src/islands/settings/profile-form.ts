/**
 * The /settings profile form without React: its fields, their values from a profile, the
 * check of the LinkedIn URL (required until one is saved, then locked) and the update body.
 */
import { messages } from '@/lib/messages';
import { isLinkedInUrl } from '@/lib/domain/linkedin';
import type { UserRecord } from '@/lib/stores/types';

const m = messages.settings;

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'job_title',
  'company_name',
  'bio',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileForm = Record<ProfileField, string>;

export const PROFILE_LABELS: Record<ProfileField, string> = {
  first_name: m.firstName,
  last_name: m.lastName,
  job_title: m.jobTitle,
  company_name: m.companyName,
  bio: m.bio,
};

export interface FormProblem {
  title: string;
  description?: string;
}

/** The form's values from a stored profile (empty for a field never filled). */
export function profileFormOf(profile: UserRecord): ProfileForm {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f] ?? ''])) as ProfileForm;
}

/** Why the LinkedIn URL cannot be saved, or null; a saved one (locked) is not checked again. */
export function linkedinProblem(linkedin: string, locked: boolean): FormProblem | null {
  if (locked) return null;
  if (!linkedin.trim()) return { title: m.linkedinRequired };
  if (!isLinkedInUrl(linkedin)) {
    return {
      title: messages.auth.linkedinInvalidTitle,
      description: messages.auth.linkedinInvalidDescription,
    };
  }
  return null;
}

/** The update: the fields, and the LinkedIn URL only while none is stored (the server refuses changing a saved one). */
export function profileUpdate(
  form: ProfileForm,
  linkedin: string,
  locked: boolean,
): Record<string, string> {
  const body: Record<string, string> = { ...form };
  if (!locked) body['linkedin_url'] = linkedin.trim();
  return body;
}

import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import { linkedinProblem, profileFormOf, profileUpdate } from '@/islands/settings/profile-form';
import type { UserRecord } from '@/lib/stores/types';

describe('/settings profile form', () => {
  it('fills every field from the profile, empty when never filled', () => {
    const profile = {
      first_name: 'Ana',
      last_name: null,
      job_title: 'RRHH',
    } as unknown as UserRecord;
    expect(profileFormOf(profile)).toEqual({
      first_name: 'Ana',
      last_name: '',
      job_title: 'RRHH',
      company_name: '',
      bio: '',
    });
  });

  it('requires a LinkedIn URL until one is saved, then does not check it again', () => {
    expect(linkedinProblem('  ', false)).toEqual({ title: messages.settings.linkedinRequired });
    expect(linkedinProblem('https://example.com/ana', false)).toEqual({
      title: messages.auth.linkedinInvalidTitle,
      description: messages.auth.linkedinInvalidDescription,
    });
    expect(linkedinProblem('https://www.linkedin.com/in/ana', false)).toBeNull();
    expect(linkedinProblem('', true)).toBeNull();
  });

  it('sends the LinkedIn URL, trimmed, only while none is stored', () => {
    const form = { first_name: 'Ana', last_name: 'Ruiz', job_title: '', company_name: '', bio: '' };
    expect(profileUpdate(form, ' https://www.linkedin.com/in/ana ', false)).toEqual({
      ...form,
      linkedin_url: 'https://www.linkedin.com/in/ana',
    });
    expect(profileUpdate(form, 'https://www.linkedin.com/in/otra', true)).toEqual(form);
  });
});

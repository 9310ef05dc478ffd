/**
 * The provider profile editor's behaviour (state apart from the view): which
 * provider it edits, the values, the logo and its preview, the problem shown, and the save.
 * Requests in provider-requests.ts, pure rules in state.ts.
 */
import { useEffect, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { messages } from '@/lib/messages';
import { flash, toastError } from '@/lib/stores/toast';
import type { ProviderRecord } from '@/lib/stores/types';
import { useRequireSession, useSession } from '../shared/use-session';
import { findEditedProvider, logoThumb, saveProvider } from './provider-requests';
import {
  EMPTY,
  editIdOf,
  logoProblem,
  returnPath,
  toValues,
  validateProvider,
  type Problem,
  type ProviderFormValues,
} from './state';

export function useProviderForm() {
  const allowed = useRequireSession();
  const { user, profile } = useSession();
  const [editing, setEditing] = useState<ProviderRecord | null>(null);
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState<ProviderFormValues>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };
  const logo = useLogo(fail, setProblem);

  // Which provider this form edits: ?edit=id (owner or admin), else a non-admin's own one.
  useEffect(() => {
    if (!allowed || !user || !profile) return;
    const who = { id: user.id, isAdmin: profile.is_admin };
    void findEditedProvider(editIdOf(window.location.search), who).then((p) => {
      if (p === 'denied') {
        flash({ title: messages.providerForm.noPermission, variant: 'error' });
        window.location.replace('/dashboard');
        return;
      }
      if (p) {
        setEditing(p);
        setValues(toValues(p));
        logo.setPreview(logoThumb(p));
      }
      setReady(true);
    });
    // `logo.setPreview` is a state setter (stable).
  }, [allowed, user, profile]);

  const set = <K extends keyof ProviderFormValues>(k: K, v: ProviderFormValues[K]) =>
    setValues((old) => ({ ...old, [k]: v }));

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    const invalid = validateProvider(values);
    if (invalid) return fail(invalid);
    setBusy(true);
    const refused = await saveProvider(values, editing, logo.file, user?.id);
    if (!refused) return;
    fail(refused);
    setBusy(false);
  }

  return {
    allowed,
    ready,
    editing,
    values,
    set,
    problem,
    busy,
    onSubmit,
    logo: logo.file,
    preview: logo.preview,
    onLogo: logo.onChange,
    cancelHref: typeof window === 'undefined' ? '/dashboard' : returnPath(window.location.search),
  };
}

/** The logo picked (checked before it is kept) and its preview (the stored one until then). */
function useLogo(
  fail: (p: Problem) => void,
  setProblem: (f: (p: Problem | null) => Problem | null) => void,
) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0];
    if (!picked) return;
    const bad = logoProblem(picked);
    if (bad) {
      fail({ title: bad, field: 'logo' });
      e.target.value = '';
      return;
    }
    // A valid file clears the error an earlier one left.
    setProblem((old) => (old?.field === 'logo' ? null : old));
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  }
  return { file, preview, setPreview, onChange };
}

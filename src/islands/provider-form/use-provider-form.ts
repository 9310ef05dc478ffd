/**
 * The provider profile editor's behaviour (state apart from the view): which
 * provider it edits, the values, the logo and its preview, the problem shown, and the save.
 */
import { useEffect, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { flash, toastError } from '@/lib/stores/toast';
import type { ProviderRecord } from '@/lib/stores/types';
import { errorMessage } from '@/lib/backend-errors';
import { useRequireSession, useSession } from '../shared/use-session';
import {
  EMPTY,
  factProblemsOf,
  logoProblem,
  returnPath,
  toBody,
  toValues,
  validateProvider,
  type Problem,
  type ProviderFormValues,
} from './state';

const m = messages.providerForm;

export function useProviderForm() {
  const allowed = useRequireSession();
  const { user, profile } = useSession();
  const [editing, setEditing] = useState<ProviderRecord | null>(null);
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState<ProviderFormValues>(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  // Which provider this form edits: ?edit=id (owner or admin), else a non-admin's own one.
  useEffect(() => {
    if (!allowed || !user || !profile) return;
    const pb = getPb();
    const editId = new URLSearchParams(window.location.search).get('edit');
    const denied = () => {
      flash({ title: m.noPermission, variant: 'error' });
      window.location.replace('/dashboard');
    };
    const use = (p: ProviderRecord) => {
      setEditing(p);
      setValues(toValues(p));
      if (p.logo) setPreview(pb.files.getURL(p, p.logo, { thumb: '200x200' }));
      setReady(true);
    };
    if (editId) {
      pb.collection('providers')
        .getOne<ProviderRecord>(editId)
        .then((p) => (p.user === user.id || profile.is_admin ? use(p) : denied()))
        .catch(() => denied());
      return;
    }
    if (profile.is_admin) {
      setReady(true);
      return;
    }
    pb.collection('providers')
      .getFirstListItem<ProviderRecord>(pb.filter('user = {:id}', { id: user.id }))
      .then(use)
      .catch(() => setReady(true));
  }, [allowed, user, profile]);

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const set = <K extends keyof ProviderFormValues>(k: K, v: ProviderFormValues[K]) =>
    setValues((old) => ({ ...old, [k]: v }));

  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };

  function onLogo(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const bad = logoProblem(file);
    if (bad) {
      fail({ title: bad, field: 'logo' });
      e.target.value = '';
      return;
    }
    // A valid file clears the error an earlier one left.
    setProblem((old) => (old?.field === 'logo' ? null : old));
    setLogo(file);
    setPreview(URL.createObjectURL(file));
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    const invalid = validateProvider(values);
    if (invalid) {
      fail(invalid);
      return;
    }
    setBusy(true);
    const pb = getPb();
    const body = toBody(values);
    let saved: ProviderRecord;
    try {
      saved = editing
        ? await pb.collection('providers').update<ProviderRecord>(editing.id, body)
        : await pb.collection('providers').create<ProviderRecord>({ ...body, user: user?.id });
    } catch (err) {
      console.error('[provider-form] save', err);
      const details = factProblemsOf(err);
      fail({
        title: m.saveError,
        description: errorMessage(err),
        ...(details.length ? { field: 'facts' as const, details } : {}),
      });
      setBusy(false);
      return;
    }
    // The logo goes in its own request, so a refused file keeps the previous logo.
    if (logo) {
      try {
        const form = new FormData();
        form.append('logo', logo);
        await pb.collection('providers').update(saved.id, form);
      } catch (err) {
        console.error('[provider-form] logo', err);
        toastError(m.logoUploadError, errorMessage(err));
      }
    }
    flash({ title: editing ? m.updatedApproved : m.createdApproved, variant: 'success' });
    window.location.assign(returnPath(window.location.search));
  }

  return {
    allowed,
    ready,
    editing,
    values,
    set,
    logo,
    preview,
    problem,
    busy,
    onLogo,
    onSubmit,
    cancelHref: typeof window === 'undefined' ? '/dashboard' : returnPath(window.location.search),
  };
}

/**
 * The provider profile editor's requests (use-provider-form.ts): which provider it opens, and
 * the save (the record, then the logo in a request of its own).
 */
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { flash, toastError } from '@/lib/stores/toast';
import type { ProviderRecord } from '@/lib/stores/types';
import { errorMessage } from '@/lib/backend-errors';
import {
  mayEdit,
  returnPath,
  saveProblem,
  toBody,
  type Problem,
  type ProviderFormValues,
} from './state';

const m = messages.providerForm;

/**
 * The provider the form edits: `?edit=id` (its owner or an admin; 'denied' otherwise or when it
 * cannot be read), else a non-admin's own one; null for a new profile.
 */
export async function findEditedProvider(
  editId: string | null,
  user: { id: string; isAdmin: boolean },
): Promise<ProviderRecord | null | 'denied'> {
  const pb = getPb();
  if (editId) {
    try {
      const p = await pb.collection('providers').getOne<ProviderRecord>(editId);
      return mayEdit(p, user.id, user.isAdmin) ? p : 'denied';
    } catch {
      return 'denied';
    }
  }
  if (user.isAdmin) return null;
  return pb
    .collection('providers')
    .getFirstListItem<ProviderRecord>(pb.filter('user = {:id}', { id: user.id }))
    .catch(() => null);
}

/** The stored logo's thumbnail, if any. */
export const logoThumb = (p: ProviderRecord): string | null =>
  p.logo ? getPb().files.getURL(p, p.logo, { thumb: '200x200' }) : null;

/** Saves the profile (then the logo); leaves the page on success, else the problem to show. */
export async function saveProvider(
  values: ProviderFormValues,
  editing: ProviderRecord | null,
  logo: File | null,
  userId: string | undefined,
): Promise<Problem | null> {
  const providers = getPb().collection('providers');
  const body = toBody(values);
  let saved: ProviderRecord;
  try {
    saved = editing
      ? await providers.update<ProviderRecord>(editing.id, body)
      : await providers.create<ProviderRecord>({ ...body, user: userId });
  } catch (err) {
    console.error('[provider-form] save', err);
    return saveProblem(err, errorMessage(err));
  }
  // The logo goes in its own request, so a refused file keeps the previous logo.
  if (logo) {
    try {
      const form = new FormData();
      form.append('logo', logo);
      await providers.update(saved.id, form);
    } catch (err) {
      console.error('[provider-form] logo', err);
      toastError(m.logoUploadError, errorMessage(err));
    }
  }
  flash({ title: editing ? m.updatedApproved : m.createdApproved, variant: 'success' });
  window.location.assign(returnPath(window.location.search));
  return null;
}

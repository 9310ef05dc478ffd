/**
 * Pure rules of the categories' tab (./CategoriesTab.tsx) beyond `checkCategory`
 * (./state.ts): a stored category as a form, the name hint, and the message of each refusal.
 */
import { normalizeCategoryName } from '@/lib/domain/validation';
import { messages } from '@/lib/messages';
import type { CategoryRecord } from '@/lib/stores/types';
import type { CategoryCheck, CategoryForm } from './state';

const m = messages.admin;

/**
 * PocketBase's unique-name refusal: the hook's message ("Ya existe una categoría…") or a
 * `validation_not_unique` code on `name` (the unique index).
 */
export function isDuplicate(err: unknown): boolean {
  const e = err as { response?: { message?: unknown; data?: { name?: unknown } } };
  const message = typeof e?.response?.message === 'string' ? e.response.message : '';
  return (
    /ya existe/i.test(message) ||
    JSON.stringify(e?.response?.data?.name ?? '').includes('validation_not_unique')
  );
}

/** The form editing a stored category. */
export function categoryFormOf(
  c: Pick<CategoryRecord, 'name' | 'label' | 'description' | 'active'>,
): CategoryForm {
  return { name: c.name, label: c.label, description: c.description ?? '', active: c.active };
}

/** The hint under the name: on create, the name as it will be stored first. */
export function categoryNameHint(name: string, creating: boolean): string {
  return creating && name.trim()
    ? `${normalizeCategoryName(name)} · ${m.categoryNameHint}`
    : m.categoryNameHint;
}

/** The message of a form `checkCategory` refused. */
export function categoryCheckMessage(problem: Extract<CategoryCheck, { ok: false }>['problem']) {
  return problem === 'required' ? m.categoryRequired : m.categoryDuplicate;
}

/** The message of a save the server refused. */
export function categorySaveErrorMessage(creating: boolean, err: unknown): string {
  if (!creating) return m.categoryUpdateError;
  return isDuplicate(err) ? m.categoryDuplicate : m.categoryCreateError;
}

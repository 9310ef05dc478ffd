/**
 * The state of the categories' tab (./CategoriesTab.tsx): the list with its reload and
 * delete, and one category form with its save. The rules are ./category-form.ts.
 */
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { CategoryRecord } from '@/lib/stores/types';
import { createCategory, deleteCategory, loadCategories, updateCategory } from './api';
import { categoryCheckMessage, categorySaveErrorMessage } from './category-form';
import { checkCategory, type CategoryForm } from './state';

const m = messages.admin;

export function useCategories() {
  const [categories, setCategories] = useState<CategoryRecord[] | null>(null);

  const reload = useCallback(async () => {
    try {
      setCategories(await loadCategories());
    } catch (err) {
      console.error('[admin] categories', err);
      toastError(m.categoriesLoadError);
      setCategories((c) => c ?? []);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function remove(c: CategoryRecord) {
    if (!window.confirm(m.categoryDeleteConfirm)) return;
    try {
      await deleteCategory(c.id);
      toastSuccess(m.categoryDeleted);
      await reload();
    } catch (err) {
      console.error('[admin] category delete', err);
      toastError(m.categoryDeleteError);
    }
  }

  return { categories, reload, remove };
}

interface FormOptions {
  /** The category being edited; null when creating. */
  editingId: string | null;
  initial: CategoryForm;
  existingNames: string[];
  onDone: () => void;
}

export function useCategoryForm({ editingId, initial, existingNames, onDone }: FormOptions) {
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const creating = editingId === null;
  const set = <K extends keyof CategoryForm>(k: K, v: CategoryForm[K]) =>
    setForm((f) => ({ ...f, [k]: v }));

  function fail(message: string) {
    setProblem(message);
    toastError(message);
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    const check = checkCategory(form, existingNames, creating);
    if (!check.ok) return fail(categoryCheckMessage(check.problem));
    setBusy(true);
    try {
      if (creating) {
        await createCategory(check.value);
        toastSuccess(m.categoryCreated);
      } else {
        await updateCategory(editingId, check.value);
        toastSuccess(m.categoryUpdated);
      }
      onDone();
    } catch (err) {
      console.error('[admin] category save', err);
      fail(categorySaveErrorMessage(creating, err));
    } finally {
      setBusy(false);
    }
  }

  return { form, set, problem, busy, creating, onSubmit };
}

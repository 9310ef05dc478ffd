/**
 * Service categories: list, create, edit, delete. One mode at a time (idle,
 * creating, editing one); while a form is open every other action is disabled.
 */
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { CategoryRecord } from '@/lib/stores/types';
import { Badge, FormAlert, inputClass, labelClass, Spinner } from '../shared/ui';
import { createCategory, deleteCategory, loadCategories, updateCategory } from './api';
import { Empty, dangerButton, smallButton, smallPrimary } from './parts';
import { EMPTY_CATEGORY, checkCategory, type CategoryForm, type CategoryMode } from './state';
import { normalizeCategoryName } from '@/lib/domain/validation';

const m = messages.admin;

/**
 * PocketBase's unique-name refusal: the hook's message ("Ya existe una categoría…") or a
 * `validation_not_unique` code on `name` (the unique index).
 */
function isDuplicate(err: unknown): boolean {
  const e = err as { response?: { message?: unknown; data?: { name?: unknown } } };
  const message = typeof e?.response?.message === 'string' ? e.response.message : '';
  return (
    /ya existe/i.test(message) ||
    JSON.stringify(e?.response?.data?.name ?? '').includes('validation_not_unique')
  );
}

function CategoryFormView({
  editingId,
  initial,
  existingNames,
  onDone,
  onCancel,
}: {
  /** The category being edited; null when creating. */
  editingId: string | null;
  initial: CategoryForm;
  existingNames: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const creating = editingId === null;
  const set = <K extends keyof CategoryForm>(k: K, v: CategoryForm[K]) =>
    setForm((f) => ({ ...f, [k]: v }));
  const prefix = creating ? 'new-category' : 'edit-category';

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    const check = checkCategory(form, existingNames, creating);
    if (!check.ok) {
      const msg = check.problem === 'required' ? m.categoryRequired : m.categoryDuplicate;
      setProblem(msg);
      toastError(msg);
      return;
    }
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
      const msg =
        creating && isDuplicate(err)
          ? m.categoryDuplicate
          : creating
            ? m.categoryCreateError
            : m.categoryUpdateError;
      setProblem(msg);
      toastError(msg);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      aria-label={creating ? m.newCategory : m.edit}
      noValidate
    >
      {problem && <FormAlert title={problem} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${prefix}-name`} className={labelClass}>
            {m.categoryName}
          </label>
          <input
            id={`${prefix}-name`}
            className={inputClass}
            value={form.name}
            disabled={!creating}
            onChange={(e) => set('name', e.target.value)}
            aria-describedby={`${prefix}-name-hint`}
          />
          <p id={`${prefix}-name-hint`} className="mt-1 text-xs text-slate-600">
            {creating && form.name.trim()
              ? `${normalizeCategoryName(form.name)} · ${m.categoryNameHint}`
              : m.categoryNameHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${prefix}-label`} className={labelClass}>
            {m.categoryLabel}
          </label>
          <input
            id={`${prefix}-label`}
            className={inputClass}
            value={form.label}
            onChange={(e) => set('label', e.target.value)}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${prefix}-description`} className={labelClass}>
          {m.categoryDescription}
        </label>
        <textarea
          id={`${prefix}-description`}
          className={inputClass}
          rows={2}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        {m.categoryActive}
      </label>
      <div className="flex gap-2">
        <button type="submit" className={smallPrimary} disabled={busy}>
          {creating ? m.create : m.save}
        </button>
        <button type="button" className={smallButton} disabled={busy} onClick={onCancel}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}

export function CategoriesTab() {
  const [categories, setCategories] = useState<CategoryRecord[] | null>(null);
  const [mode, setMode] = useState<CategoryMode>({ kind: 'idle' });

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

  async function onDelete(c: CategoryRecord) {
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

  if (!categories) return <Spinner />;
  const idle = mode.kind === 'idle';
  const names = categories.map((c) => c.name);
  const done = () => {
    setMode({ kind: 'idle' });
    void reload();
  };

  return (
    <section className="space-y-4" aria-labelledby="categories-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="categories-title" className="text-lg font-semibold text-ink">
          {m.categoriesTitle}
        </h2>
        <button
          type="button"
          className={smallPrimary}
          disabled={!idle}
          onClick={() => setMode({ kind: 'creating' })}
        >
          {m.newCategory}
        </button>
      </div>
      {mode.kind === 'creating' && (
        <CategoryFormView
          editingId={null}
          initial={EMPTY_CATEGORY}
          existingNames={names}
          onDone={done}
          onCancel={() => setMode({ kind: 'idle' })}
        />
      )}
      {categories.length === 0 ? (
        <Empty>{m.noCategories}</Empty>
      ) : (
        <ul className="space-y-3">
          {categories.map((c) =>
            mode.kind === 'editing' && mode.id === c.id ? (
              <li key={c.id}>
                <CategoryFormView
                  editingId={c.id}
                  initial={{
                    name: c.name,
                    label: c.label,
                    description: c.description ?? '',
                    active: c.active,
                  }}
                  existingNames={names}
                  onDone={done}
                  onCancel={() => setMode({ kind: 'idle' })}
                />
              </li>
            ) : (
              <li
                key={c.id}
                data-testid="admin-category-row"
                data-category={c.name}
                data-inactive={c.active ? undefined : 'true'}
                // Dimmed with a grey, dashed card rather than opacity, so the text keeps its
                // contrast (axe).
                className={`flex flex-wrap items-start justify-between gap-4 rounded-xl border p-4 ${
                  c.active
                    ? 'border-slate-200 bg-white shadow-sm'
                    : 'border-dashed border-slate-300 bg-slate-50'
                }`}
              >
                <div className="min-w-0">
                  <p
                    className={`flex flex-wrap items-center gap-2 font-semibold ${
                      c.active ? 'text-ink' : 'text-slate-600'
                    }`}
                  >
                    {c.label}
                    {!c.active && <Badge tone="slate">{m.inactive}</Badge>}
                  </p>
                  <p className="font-mono text-xs text-slate-500">{c.name}</p>
                  {c.description && <p className="mt-1 text-sm text-slate-600">{c.description}</p>}
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={!idle}
                    onClick={() => setMode({ kind: 'editing', id: c.id })}
                    aria-label={`${m.edit} ${c.label}`}
                  >
                    {m.edit}
                  </button>
                  <button
                    type="button"
                    className={dangerButton}
                    disabled={!idle}
                    onClick={() => void onDelete(c)}
                    aria-label={`${m.delete} ${c.label}`}
                  >
                    {m.delete}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

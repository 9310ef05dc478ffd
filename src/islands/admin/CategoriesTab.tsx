/**
 * Service categories: list, create, edit, delete. One mode at a time (idle,
 * creating, editing one); while a form is open every other action is disabled. The state is
 * ./use-categories.ts, the rules ./category-form.ts.
 */
import { useState } from 'react';
import { messages } from '@/lib/messages';
import type { CategoryRecord } from '@/lib/stores/types';
import { Badge, FormAlert, inputClass, labelClass, Spinner } from '../shared/ui';
import { categoryFormOf, categoryNameHint } from './category-form';
import { Empty, dangerButton, smallButton, smallPrimary } from './parts';
import { EMPTY_CATEGORY, type CategoryForm, type CategoryMode } from './state';
import { useCategories, useCategoryForm } from './use-categories';

const m = messages.admin;

interface FormProps {
  /** The category being edited; null when creating. */
  editingId: string | null;
  initial: CategoryForm;
  existingNames: string[];
  onDone: () => void;
  onCancel: () => void;
}

function CategoryFormView({ onCancel, ...options }: FormProps) {
  const { form, set, problem, busy, creating, onSubmit } = useCategoryForm(options);
  const prefix = creating ? 'new-category' : 'edit-category';
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
            {categoryNameHint(form.name, creating)}
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
      <CategoryMoreFields prefix={prefix} form={form} set={set} />
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

/** The description and the "activa" checkbox. */
function CategoryMoreFields({
  prefix,
  form,
  set,
}: {
  prefix: string;
  form: CategoryForm;
  set: ReturnType<typeof useCategoryForm>['set'];
}) {
  return (
    <>
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
    </>
  );
}

export function CategoriesTab() {
  const { categories, reload, remove } = useCategories();
  const [mode, setMode] = useState<CategoryMode>({ kind: 'idle' });

  if (!categories) return <Spinner />;
  const idle = mode.kind === 'idle';
  const form = {
    existingNames: categories.map((c) => c.name),
    onDone: () => {
      setMode({ kind: 'idle' });
      void reload();
    },
    onCancel: () => setMode({ kind: 'idle' }),
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
        <CategoryFormView editingId={null} initial={EMPTY_CATEGORY} {...form} />
      )}
      {categories.length === 0 ? (
        <Empty>{m.noCategories}</Empty>
      ) : (
        <ul className="space-y-3">
          {categories.map((c) =>
            mode.kind === 'editing' && mode.id === c.id ? (
              <li key={c.id}>
                <CategoryFormView editingId={c.id} initial={categoryFormOf(c)} {...form} />
              </li>
            ) : (
              <CategoryRow
                key={c.id}
                category={c}
                idle={idle}
                onEdit={() => setMode({ kind: 'editing', id: c.id })}
                onDelete={() => void remove(c)}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

function CategoryRow({
  category: c,
  idle,
  onEdit,
  onDelete,
}: {
  category: CategoryRecord;
  /** No form is open: the buttons work. */
  idle: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
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
          onClick={onEdit}
          aria-label={`${m.edit} ${c.label}`}
        >
          {m.edit}
        </button>
        <button
          type="button"
          className={dangerButton}
          disabled={!idle}
          onClick={onDelete}
          aria-label={`${m.delete} ${c.label}`}
        >
          {m.delete}
        </button>
      </div>
    </li>
  );
}

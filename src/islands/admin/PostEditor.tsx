/**
 * The post editor dialog: "Nuevo Artículo" / "Editar Artículo". This is the
 * view; the form's state, the new post's draft (localStorage `blog_draft`), the image and the
 * save live in ./use-post-editor.ts. The server derives slug, excerpt, meta description,
 * reading time and published_at. A real modal (../shared/use-modal.ts): focus starts on the
 * title, stays inside, Escape or Cancelar closes it and focus returns to the button that opened it.
 */
import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { messages } from '@/lib/messages';
import { FormAlert, inputClass, labelClass, Spinner } from '../shared/ui';
import { useModal } from '../shared/use-modal';
import type { BlogCategory, BlogTag } from './api';
import { smallButton, smallPrimary } from './parts';
import { RichTextEditor } from './RichTextEditor';
import { toggle, usePostEditor } from './use-post-editor';

const m = messages.admin;

interface Props {
  /** The post to edit; null for a new one. */
  id: string | null;
  categories: BlogCategory[];
  tags: BlogTag[];
  /** Called when a new post got its id (an image upload failed after the post was saved). */
  onIdChange: (id: string) => void;
  onClose: () => void;
  onSaved: () => void;
}

export default function PostEditor({ id, categories, tags, onIdChange, onClose, onSaved }: Props) {
  const uid = useId();
  const editor = usePostEditor({ id, onIdChange, onClose, onSaved });
  const dialogRef = useModal(() => {
    if (!editor.busy) onClose();
  });
  const titleInput = useRef<HTMLInputElement>(null);
  const loaded = editor.form !== null;
  // The first field takes focus as soon as the form is there (an edit loads the post first).
  useEffect(() => {
    if (loaded) titleInput.current?.focus();
  }, [loaded]);

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    void editor.submit();
  }

  const titleId = `${uid}-dialog-title`;
  const contentLabelId = `${uid}-content-label`;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/40"
      data-testid="post-editor"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {editor.isNew ? m.newPost : m.editPost}
      </h2>
      {!editor.form ? (
        <Spinner />
      ) : (
        <form onSubmit={onSubmit} className="mt-6 space-y-5" noValidate>
          {editor.problem && <FormAlert title={editor.problem} />}
          <div>
            <label htmlFor={`${uid}-title`} className={labelClass}>
              {m.postTitle}
            </label>
            <input
              ref={titleInput}
              id={`${uid}-title`}
              className={inputClass}
              value={editor.form.title}
              placeholder={m.postTitlePlaceholder}
              onChange={(e) => editor.set('title', e.target.value)}
            />
          </div>
          <div>
            <p id={contentLabelId} className={labelClass}>
              {m.postContent}
            </p>
            <div className="mt-1">
              <RichTextEditor
                initialHtml={editor.form.content}
                labelledBy={contentLabelId}
                onChange={(html) => editor.set('content', html)}
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${uid}-external`} className={labelClass}>
              {m.externalUrl}
            </label>
            <input
              id={`${uid}-external`}
              type="url"
              className={inputClass}
              value={editor.form.external_url}
              placeholder="https://"
              onChange={(e) => editor.set('external_url', e.target.value)}
              aria-describedby={`${uid}-external-hint`}
            />
            <p id={`${uid}-external-hint`} className="mt-1 text-xs text-slate-500">
              {m.externalUrlHint}
            </p>
          </div>

          <fieldset className="space-y-3">
            <legend className={labelClass}>{m.featuredImage}</legend>
            <div className="flex gap-4 text-sm">
              {(['url', 'upload'] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${uid}-image-mode`}
                    checked={editor.imageMode === mode}
                    onChange={() => editor.setImageMode(mode)}
                  />
                  {mode === 'url' ? m.imageByUrl : m.imageByUpload}
                </label>
              ))}
            </div>
            {editor.imageMode === 'url' ? (
              <div>
                <label htmlFor={`${uid}-image-url`} className={labelClass}>
                  {m.imageUrl}
                </label>
                <input
                  id={`${uid}-image-url`}
                  type="url"
                  className={inputClass}
                  value={editor.form.featured_image_url}
                  placeholder="https://"
                  onChange={(e) => editor.setImageUrl(e.target.value)}
                />
              </div>
            ) : (
              <div>
                <label htmlFor={`${uid}-image-file`} className={labelClass}>
                  {m.imageFile}
                </label>
                <input
                  id={`${uid}-image-file`}
                  ref={editor.fileInput}
                  type="file"
                  accept="image/*"
                  className="mt-1 block text-sm"
                  onChange={(e) => editor.onFile(e.target.files?.[0])}
                />
              </div>
            )}
            <p className="text-xs text-slate-500">{m.imageHint}</p>
            {editor.preview && (
              <div className="flex items-start gap-3">
                <img
                  src={editor.preview}
                  alt={m.imagePreview}
                  className="h-32 w-60 rounded-lg border border-slate-200 object-cover"
                />
                <button type="button" className={smallButton} onClick={editor.removeImage}>
                  {m.removeImage}
                </button>
              </div>
            )}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <CheckboxGroup
              legend={m.blogCategories}
              empty={m.noBlogCategories}
              options={categories}
              chosen={editor.form.categories}
              onChange={(ids) => editor.set('categories', ids)}
            />
            <CheckboxGroup
              legend={m.blogTags}
              empty={m.noBlogTags}
              options={tags}
              chosen={editor.form.tags}
              onChange={(ids) => editor.set('tags', ids)}
            />
          </div>

          <div className="flex flex-wrap items-center gap-6">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                role="switch"
                checked={editor.form.featured}
                onChange={(e) => editor.set('featured', e.target.checked)}
              />
              {m.featuredToggle}
            </label>
            <div className="flex items-center gap-2">
              <label htmlFor={`${uid}-status`} className={labelClass}>
                {m.status}
              </label>
              <select
                id={`${uid}-status`}
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
                value={editor.form.status}
                onChange={(e) =>
                  editor.set('status', e.target.value === 'published' ? 'published' : 'draft')
                }
              >
                <option value="draft">{m.draft}</option>
                <option value="published">{m.published}</option>
              </select>
            </div>
          </div>

          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <button type="button" className={smallButton} onClick={onClose} disabled={editor.busy}>
              {m.cancel}
            </button>
            <button type="submit" className={smallPrimary} disabled={editor.busy}>
              {editor.busy ? m.saving : m.save}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/** The post's categories or tags: one checkbox each, or a note when there are none. */
function CheckboxGroup({
  legend,
  empty,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  empty: string;
  options: readonly { id: string; name: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      {options.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {options.map((o) => (
            <label key={o.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.includes(o.id)}
                onChange={() => onChange(toggle(chosen, o.id))}
              />
              {o.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The post editor dialog: "Nuevo Artículo" / "Editar Artículo". This is the
 * view; the form's state, the new post's draft (localStorage `blog_draft`), the image and the
 * save live in ./use-post-editor.ts. The server derives slug, excerpt, meta description,
 * reading time and published_at. A real modal (../shared/use-modal.ts): focus starts on the
 * title, stays inside, Escape or Cancelar closes it and focus returns to the button that opened it.
 */
import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { messages } from '@/lib/messages';
import { FormAlert, Spinner } from '../shared/ui';
import { useModal } from '../shared/use-modal';
import type { BlogCategory, BlogTag } from './api';
import { smallButton, smallPrimary } from './parts';
import { PostExtras, PostImageFields, PostTextFields } from './PostEditorFields';
import { usePostEditor } from './use-post-editor';

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
  const fields = editor.form && { uid, form: editor.form, set: editor.set };

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
      {!fields ? (
        <Spinner />
      ) : (
        <form onSubmit={onSubmit} className="mt-6 space-y-5" noValidate>
          {editor.problem && <FormAlert title={editor.problem} />}
          <PostTextFields {...fields} titleInput={titleInput} />
          <PostImageFields {...fields} image={editor.image} preview={editor.preview} />
          <PostExtras {...fields} categories={categories} tags={tags} />
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

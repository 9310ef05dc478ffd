/**
 * The post editor dialog (spec §2, §4, §5): "Nuevo Artículo" / "Editar Artículo". A new
 * post's draft is kept in localStorage (`blog_draft`) 500 ms after each change and cleared
 * after a successful save. The HTML is sanitized before it is stored; the server derives
 * slug, excerpt, meta description, reading time and published_at.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { sanitizeArticleHtml } from '@/lib/domain/sanitize';
import { MAX_IMAGE_BYTES } from '@/lib/domain/validation';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { FormAlert, inputClass, labelClass, Spinner } from '../shared/ui';
import {
  loadPost,
  postImageUrl,
  savePost,
  uploadPostImage,
  type BlogCategory,
  type BlogPost,
  type BlogTag,
} from './api';
import { smallButton, smallPrimary } from './parts';
import { RichTextEditor } from './RichTextEditor';
import {
  DRAFT_DEBOUNCE_MS,
  EMPTY_POST,
  STORAGE_KEYS,
  isEmptyContent,
  parseDraft,
  shouldSaveDraft,
  type PostForm,
} from './state';

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

function formOf(post: BlogPost): PostForm {
  return {
    title: post.title,
    content: post.content,
    external_url: post.external_url ?? '',
    featured_image_url: post.featured_image_url ?? '',
    featured: post.featured,
    status: post.status === 'published' ? 'published' : 'draft',
    categories: post.categories ?? [],
    tags: post.tags ?? [],
  };
}

function readDraft(): PostForm | null {
  try {
    return parseDraft(localStorage.getItem(STORAGE_KEYS.draft));
  } catch {
    return null;
  }
}

/** Image files only, at most 5 MB (spec §5); the message to show otherwise. */
function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return m.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return m.imageTooLarge;
  return null;
}

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export default function PostEditor({ id, categories, tags, onIdChange, onClose, onSaved }: Props) {
  const uid = useId();
  const [postId, setPostId] = useState<string | null>(id);
  const [form, setForm] = useState<PostForm | null>(() =>
    id ? null : (readDraft() ?? EMPTY_POST),
  );
  /** The uploaded file already stored on the post (kept unless replaced or removed). */
  const [storedImage, setStoredImage] = useState<string>('');
  const [dropStored, setDropStored] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [filePreview, setFilePreview] = useState<string>('');
  const [imageMode, setImageMode] = useState<'url' | 'upload'>('url');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The parent passes a new closure on each render; effects must not restart for that.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const isNew = postId === null;

  // Editing: load the post.
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    loadPost(id)
      .then((post) => {
        if (cancelled) return;
        setForm(formOf(post));
        if (post.featured_image) {
          setStoredImage(postImageUrl(post));
          setImageMode('upload');
        }
      })
      .catch((err: unknown) => {
        console.error('[admin] post load', err);
        toastError(m.blogLoadError);
        closeRef.current();
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  // A new post's draft, 500 ms after the last change, when it has a title or content.
  useEffect(() => {
    if (!isNew || !form) return;
    const t = setTimeout(() => {
      try {
        if (shouldSaveDraft(form)) localStorage.setItem(STORAGE_KEYS.draft, JSON.stringify(form));
      } catch {
        /* storage full or unavailable: no draft */
      }
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [form, isNew]);

  useEffect(() => {
    if (!file) {
      setFilePreview('');
      return;
    }
    const url = URL.createObjectURL(file);
    setFilePreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Escape closes the dialog like Cancelar.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !busy) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy]);

  const set = <K extends keyof PostForm>(k: K, v: PostForm[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));

  function onFile(selected: File | undefined) {
    setProblem(null);
    if (!selected) return;
    const bad = imageProblem(selected);
    if (bad) {
      setProblem(bad);
      toastError(bad);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(selected);
    set('featured_image_url', '');
  }

  function removeImage() {
    setFile(null);
    if (storedImage) setDropStored(true);
    set('featured_image_url', '');
    if (fileInput.current) fileInput.current.value = '';
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    if (!form) return;
    setProblem(null);
    const content = sanitizeArticleHtml(form.content);
    if (!form.title.trim() || isEmptyContent(content)) {
      setProblem(m.postRequired);
      toastError(m.postRequired);
      return;
    }
    setBusy(true);
    let saved: BlogPost;
    try {
      saved = await savePost(
        postId,
        { ...form, title: form.title.trim(), content, external_url: form.external_url.trim() },
        dropStored && !file,
      );
    } catch (err) {
      console.error('[admin] post save', err);
      setProblem(m.postSaveError);
      toastError(m.postSaveError);
      setBusy(false);
      return;
    }
    if (isNew) {
      try {
        localStorage.removeItem(STORAGE_KEYS.draft);
      } catch {
        /* nothing stored */
      }
    }
    if (file) {
      try {
        await uploadPostImage(saved.id, file);
        toastSuccess(m.imageUploaded);
      } catch (err) {
        // The post is saved; stay on the dialog, now editing it, so a retry updates it.
        console.error('[admin] image upload', err);
        toastSuccess(isNew ? m.postCreated : m.postUpdated);
        toastError(m.imageUploadError);
        setPostId(saved.id);
        onIdChange(saved.id);
        setBusy(false);
        return;
      }
    }
    toastSuccess(isNew ? m.postCreated : m.postUpdated);
    setBusy(false);
    onSaved();
  }

  const titleId = `${uid}-dialog-title`;
  const contentLabelId = `${uid}-content-label`;
  const preview =
    imageMode === 'upload'
      ? filePreview || (dropStored ? '' : storedImage)
      : (form?.featured_image_url ?? '').trim();

  return (
    <div
      className="fixed inset-0 z-[55] overflow-y-auto bg-slate-900/40 px-4 py-8"
      data-testid="post-editor"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="mx-auto w-full max-w-4xl rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {isNew ? m.newPost : m.editPost}
        </h2>
        {!form ? (
          <Spinner />
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-5" noValidate>
            {problem && <FormAlert title={problem} />}
            <div>
              <label htmlFor={`${uid}-title`} className={labelClass}>
                {m.postTitle}
              </label>
              <input
                id={`${uid}-title`}
                className={inputClass}
                value={form.title}
                placeholder={m.postTitlePlaceholder}
                onChange={(e) => set('title', e.target.value)}
              />
            </div>
            <div>
              <p id={contentLabelId} className={labelClass}>
                {m.postContent}
              </p>
              <div className="mt-1">
                <RichTextEditor
                  initialHtml={form.content}
                  labelledBy={contentLabelId}
                  onChange={(html) => set('content', html)}
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
                value={form.external_url}
                placeholder="https://"
                onChange={(e) => set('external_url', e.target.value)}
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
                      checked={imageMode === mode}
                      onChange={() => setImageMode(mode)}
                    />
                    {mode === 'url' ? m.imageByUrl : m.imageByUpload}
                  </label>
                ))}
              </div>
              {imageMode === 'url' ? (
                <div>
                  <label htmlFor={`${uid}-image-url`} className={labelClass}>
                    {m.imageUrl}
                  </label>
                  <input
                    id={`${uid}-image-url`}
                    type="url"
                    className={inputClass}
                    value={form.featured_image_url}
                    placeholder="https://"
                    onChange={(e) => {
                      set('featured_image_url', e.target.value);
                      if (e.target.value) setFile(null);
                    }}
                  />
                </div>
              ) : (
                <div>
                  <label htmlFor={`${uid}-image-file`} className={labelClass}>
                    {m.imageFile}
                  </label>
                  <input
                    id={`${uid}-image-file`}
                    ref={fileInput}
                    type="file"
                    accept="image/*"
                    className="mt-1 block text-sm"
                    onChange={(e) => onFile(e.target.files?.[0])}
                  />
                </div>
              )}
              <p className="text-xs text-slate-500">{m.imageHint}</p>
              {preview && (
                <div className="flex items-start gap-3">
                  <img
                    src={preview}
                    alt={m.imagePreview}
                    className="h-32 w-60 rounded-lg border border-slate-200 object-cover"
                  />
                  <button type="button" className={smallButton} onClick={removeImage}>
                    {m.removeImage}
                  </button>
                </div>
              )}
            </fieldset>

            <div className="grid gap-4 sm:grid-cols-2">
              <fieldset>
                <legend className={labelClass}>{m.blogCategories}</legend>
                {categories.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-500">{m.noBlogCategories}</p>
                ) : (
                  <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                    {categories.map((c) => (
                      <label key={c.id} className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          checked={form.categories.includes(c.id)}
                          onChange={() => set('categories', toggle(form.categories, c.id))}
                        />
                        {c.name}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
              <fieldset>
                <legend className={labelClass}>{m.blogTags}</legend>
                {tags.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-500">{m.noBlogTags}</p>
                ) : (
                  <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                    {tags.map((t) => (
                      <label key={t.id} className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          checked={form.tags.includes(t.id)}
                          onChange={() => set('tags', toggle(form.tags, t.id))}
                        />
                        {t.name}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            </div>

            <div className="flex flex-wrap items-center gap-6">
              <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <input
                  type="checkbox"
                  role="switch"
                  checked={form.featured}
                  onChange={(e) => set('featured', e.target.checked)}
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
                  value={form.status}
                  onChange={(e) =>
                    set('status', e.target.value === 'published' ? 'published' : 'draft')
                  }
                >
                  <option value="draft">{m.draft}</option>
                  <option value="published">{m.published}</option>
                </select>
              </div>
            </div>

            <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
              <button type="button" className={smallButton} onClick={onClose} disabled={busy}>
                {m.cancel}
              </button>
              <button type="submit" className={smallPrimary} disabled={busy}>
                {busy ? m.saving : m.save}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

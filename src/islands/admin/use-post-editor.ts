/**
 * The state of the post editor (./PostEditor.tsx): the form (loaded for an edit, from the
 * saved draft or empty for a new post), the new post's draft in localStorage 500 ms after each
 * change, the featured image (a URL, an upload or the stored file) and the save: the
 * HTML sanitized, the draft cleared, then the image uploaded (a failed upload keeps the dialog
 * open on the now saved post).
 */
import { useEffect, useRef, useState } from 'react';
import { sanitizeArticleHtml } from '@/lib/domain/sanitize';
import { MAX_IMAGE_BYTES } from '@/lib/domain/validation';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { loadPost, postImageUrl, savePost, uploadPostImage, type BlogPost } from './api';
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

export type ImageMode = 'url' | 'upload';

interface Options {
  /** The post to edit; null for a new one. */
  id: string | null;
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

/** Image files only, at most 5 MB; the message to show otherwise. */
function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return m.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return m.imageTooLarge;
  return null;
}

export function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function usePostEditor({ id, onIdChange, onClose, onSaved }: Options) {
  const [postId, setPostId] = useState<string | null>(id);
  const [form, setForm] = useState<PostForm | null>(() =>
    id ? null : (readDraft() ?? EMPTY_POST),
  );
  /** The uploaded file already stored on the post (kept unless replaced or removed). */
  const [storedImage, setStoredImage] = useState<string>('');
  const [dropStored, setDropStored] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [filePreview, setFilePreview] = useState<string>('');
  const [imageMode, setImageMode] = useState<ImageMode>('url');
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

  async function submit() {
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

  /** A featured image by URL replaces a chosen file. */
  function setImageUrl(url: string) {
    set('featured_image_url', url);
    if (url) setFile(null);
  }

  const preview =
    imageMode === 'upload'
      ? filePreview || (dropStored ? '' : storedImage)
      : (form?.featured_image_url ?? '').trim();

  return {
    form,
    set,
    isNew,
    busy,
    problem,
    imageMode,
    setImageMode,
    preview,
    fileInput,
    onFile,
    setImageUrl,
    removeImage,
    submit,
  };
}

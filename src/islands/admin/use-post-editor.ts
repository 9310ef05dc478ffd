/**
 * The state of the post editor (./PostEditor.tsx): the form (loaded for an edit, from the
 * saved draft or empty for a new post), the new post's draft in localStorage 500 ms after each
 * change, the featured image (./use-post-image.ts) and the save: the HTML sanitized, the draft
 * cleared, then the image uploaded (a failed upload keeps the dialog open on the now saved post).
 * The rules themselves are in ./post-editor-state.ts.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { loadPost, postImageUrl, savePost, uploadPostImage, type BlogPost } from './api';
import { formOf, postToSave, saveEnd } from './post-editor-state';
import {
  DRAFT_DEBOUNCE_MS,
  EMPTY_POST,
  STORAGE_KEYS,
  parseDraft,
  shouldSaveDraft,
  type PostForm,
} from './state';
import { usePostImage } from './use-post-image';

const m = messages.admin;

interface Options {
  /** The post to edit; null for a new one. */
  id: string | null;
  /** Called when a new post got its id (an image upload failed after the post was saved). */
  onIdChange: (id: string) => void;
  onClose: () => void;
  onSaved: () => void;
}

function readDraft(): PostForm | null {
  try {
    return parseDraft(localStorage.getItem(STORAGE_KEYS.draft));
  } catch {
    return null;
  }
}

function clearDraft() {
  try {
    localStorage.removeItem(STORAGE_KEYS.draft);
  } catch {
    /* nothing stored */
  }
}

/** Editing: loads the post into the form (and its stored image); closes on failure. */
function useLoadPost(
  id: string | null,
  setForm: Dispatch<SetStateAction<PostForm | null>>,
  showStored: (url: string) => void,
  onClose: () => void,
) {
  // The parent passes a new closure on each render; the load must not restart for that.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    loadPost(id)
      .then((post) => {
        if (cancelled) return;
        setForm(formOf(post));
        if (post.featured_image) showStored(postImageUrl(post));
      })
      .catch((err: unknown) => {
        console.error('[admin] post load', err);
        toastError(m.blogLoadError);
        closeRef.current();
      });
    return () => {
      cancelled = true;
    };
  }, [id, setForm, showStored]);
}

/** Uploads the featured image of the saved post; how that went. */
async function upload(id: string, file: File): Promise<'done' | 'failed'> {
  try {
    await uploadPostImage(id, file);
    return 'done';
  } catch (err) {
    console.error('[admin] image upload', err);
    return 'failed';
  }
}

/** A new post's draft, 500 ms after the last change, when it has a title or content. */
function useDraftAutosave(form: PostForm | null, isNew: boolean) {
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
}

export function usePostEditor({ id, onIdChange, onClose, onSaved }: Options) {
  const [postId, setPostId] = useState<string | null>(id);
  const [form, setForm] = useState<PostForm | null>(() =>
    id ? null : (readDraft() ?? EMPTY_POST),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isNew = postId === null;
  const set = <K extends keyof PostForm>(k: K, v: PostForm[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));
  const image = usePostImage({ setUrl: (url) => set('featured_image_url', url), setProblem });
  useLoadPost(id, setForm, image.showStored, onClose);
  useDraftAutosave(form, isNew);

  function fail(message: string) {
    setProblem(message);
    toastError(message);
  }

  async function submit() {
    if (!form) return;
    setProblem(null);
    const checked = postToSave(form);
    if ('problem' in checked) return fail(checked.problem);
    setBusy(true);
    let saved: BlogPost;
    try {
      saved = await savePost(postId, checked.post, image.dropStored && !image.file);
    } catch (err) {
      console.error('[admin] post save', err);
      fail(m.postSaveError);
      setBusy(false);
      return;
    }
    if (isNew) clearDraft();
    const end = saveEnd(isNew, image.file ? await upload(saved.id, image.file) : 'none');
    end.success.forEach((s) => toastSuccess(s));
    end.error.forEach((e) => toastError(e));
    if (end.stay) {
      setPostId(saved.id);
      onIdChange(saved.id);
    }
    setBusy(false);
    if (!end.stay) onSaved();
  }

  return {
    form,
    set,
    isNew,
    busy,
    problem,
    image,
    preview: image.previewOf(form?.featured_image_url ?? ''),
    submit,
  };
}

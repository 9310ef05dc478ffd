/**
 * The state of the blog tab (./BlogTab.tsx): the paged posts with their counts and delete,
 * the categories and tags the editor offers, and the editor dialog (remembered in
 * localStorage `blog_dialog_state` so a reload reopens it).
 */
import { useEffect, useState } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { AdminPostRow } from '@/lib/contract/admin';
import { deletePost, loadBlogTaxonomy, loadPosts, type BlogTaxonomy } from './api';
import type { PostCounts } from '@/lib/contract/admin';
import { storedDialog } from './blog-tab-state';
import { STORAGE_KEYS, type DialogState } from './state';
import { usePagedList } from './use-paged-list';

const m = messages.admin;

export function writeDialog(state: DialogState): void {
  try {
    const stored = storedDialog(state);
    if (stored) localStorage.setItem(STORAGE_KEYS.dialog, stored);
    else localStorage.removeItem(STORAGE_KEYS.dialog);
  } catch {
    /* storage unavailable: the dialog is not restored after a reload */
  }
}

export function useBlogPosts() {
  const [counts, setCounts] = useState<PostCounts | null>(null);
  const list = usePagedList(loadPosts, {
    onCounts: setCounts,
    onError: (err) => {
      console.error('[admin] blog', err);
      toastError(m.blogLoadError);
    },
  });

  async function remove(post: AdminPostRow) {
    if (!window.confirm(m.deletePostConfirm)) return;
    try {
      await deletePost(post.id);
      toastSuccess(m.postDeleted);
      // One page again (its counts come with it), not the whole blog.
      list.reload();
    } catch (err) {
      console.error('[admin] post delete', err);
      toastError(m.postDeleteError);
    }
  }

  return { list, counts, remove };
}

/** The categories and tags to choose from; none when they fail to load. */
export function useBlogTaxonomy() {
  const [taxonomy, setTaxonomy] = useState<BlogTaxonomy | null>(null);
  useEffect(() => {
    loadBlogTaxonomy()
      .then(setTaxonomy)
      .catch((err: unknown) => {
        console.error('[admin] blog taxonomy', err);
        toastError(m.blogLoadError);
        setTaxonomy({ categories: [], tags: [] });
      });
  }, []);
  return taxonomy;
}

export function usePostDialog(restore: DialogState) {
  const [dialog, setDialog] = useState<DialogState>(restore);
  const open = (id: string | null) => {
    const next = { open: true, id };
    writeDialog(next);
    setDialog(next);
  };
  const close = () => {
    writeDialog({ open: false, id: null });
    setDialog({ open: false, id: null });
  };
  return { dialog, open, close };
}

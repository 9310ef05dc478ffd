/**
 * Pure rules of the post editor (./use-post-editor.ts): the form of a stored post, which image
 * files are accepted, the preview the dialog shows, the post a save sends and the toasts a save
 * ends with.
 */
import { sanitizeArticleHtml } from '@/lib/domain/sanitize';
import { MAX_IMAGE_BYTES } from '@/lib/domain/validation';
import { messages } from '@/lib/messages';
import type { BlogPost } from './api';
import { isEmptyContent, type PostForm } from './state';

const m = messages.admin;

export type ImageMode = 'url' | 'upload';

/** The form of a stored post: missing optional fields empty, any other status a draft. */
export function formOf(post: BlogPost): PostForm {
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

/** Image files only, at most 5 MB; the message to show otherwise. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return m.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return m.imageTooLarge;
  return null;
}

/** `list` with `id` added, or without it when it was there. */
export function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export interface ImageState {
  mode: ImageMode;
  /** The object URL of the chosen file; empty when none. */
  filePreview: string;
  /** The uploaded file already stored on the post; empty when none. */
  storedImage: string;
  /** The stored file is to be removed on save. */
  dropStored: boolean;
}

/**
 * The preview: in upload mode the chosen file, else the stored file unless removed; in URL
 * mode the URL typed.
 */
export function imagePreview(image: ImageState, url: string): string {
  if (image.mode === 'upload')
    return image.filePreview || (image.dropStored ? '' : image.storedImage);
  return url.trim();
}

/**
 * The post a save sends: the title and link trimmed, the HTML sanitized; or the message when
 * the title or the content is empty.
 */
export function postToSave(form: PostForm): { post: PostForm } | { problem: string } {
  const content = sanitizeArticleHtml(form.content);
  if (!form.title.trim() || isEmptyContent(content)) return { problem: m.postRequired };
  return {
    post: { ...form, title: form.title.trim(), content, external_url: form.external_url.trim() },
  };
}

/** How a save ended once the post itself was stored. */
export interface SaveEnd {
  success: string[];
  error: string[];
  /** The dialog stays open, now editing the saved post, so a retry updates it. */
  stay: boolean;
}

/** The toasts after the post was stored, given whether a file was sent and how that went. */
export function saveEnd(isNew: boolean, upload: 'none' | 'done' | 'failed'): SaveEnd {
  const saved = isNew ? m.postCreated : m.postUpdated;
  if (upload === 'failed') return { success: [saved], error: [m.imageUploadError], stay: true };
  return {
    success: upload === 'done' ? [m.imageUploaded, saved] : [saved],
    error: [],
    stay: false,
  };
}

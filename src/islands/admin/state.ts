/**
 * Pure state rules of the admin panel: tabs, the remembered local-storage values (
 * `admin_active_tab`, `blog_dialog_state`, `blog_draft`), the messaging link and the
 * category form. The components only call these.
 */
import { normalizeCategoryName } from '@/lib/domain/validation';

export const ADMIN_TABS = [
  'approved-users',
  'blocked-users',
  'pending-users',
  'approved-providers',
  'blocked-providers',
  'categories',
  'blog',
  'reports',
  'verification',
  'privacy',
  'claims',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const STORAGE_KEYS = {
  activeTab: 'admin_active_tab',
  dialog: 'blog_dialog_state',
  draft: 'blog_draft',
} as const;

/** Draft auto-save delay after the last change. */
export const DRAFT_DEBOUNCE_MS = 500;

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

export interface DialogState {
  open: boolean;
  /** The post being edited; null for a new post. */
  id: string | null;
}

/** The stored dialog state, or a closed dialog for anything malformed. */
export function parseDialogState(raw: string | null): DialogState {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<DialogState>) : null;
    if (v && v.open === true) {
      return { open: true, id: typeof v.id === 'string' && v.id ? v.id : null };
    }
  } catch {
    /* malformed: closed */
  }
  return { open: false, id: null };
}

/**
 * The tab to show on load: the blog when an editor dialog was left open, else the
 * remembered tab, else the first one.
 */
export function initialTab(storedTab: string | null, dialog: DialogState): AdminTab {
  if (dialog.open) return 'blog';
  return isAdminTab(storedTab) ? storedTab : ADMIN_TABS[0];
}

/** What the post editor edits (the file to upload is kept apart: it cannot be stored). */
export interface PostForm {
  title: string;
  content: string;
  external_url: string;
  featured_image_url: string;
  featured: boolean;
  status: 'draft' | 'published';
  categories: string[];
  tags: string[];
}

export const EMPTY_POST: PostForm = {
  title: '',
  content: '',
  external_url: '',
  featured_image_url: '',
  featured: false,
  status: 'draft',
  categories: [],
  tags: [],
};

/** Quill's empty document. */
const EMPTY_EDITOR_HTML = /^(?:<p>(?:<br\s*\/?>)?<\/p>)*$/i;

/** True when the editor holds no text (Quill writes `<p><br></p>` for an empty document). */
export function isEmptyContent(html: string): boolean {
  const trimmed = html.trim();
  if (!trimmed || EMPTY_EDITOR_HTML.test(trimmed)) return true;
  // Embeds alone (an image, a video) are content.
  if (/<(?:img|iframe)\b/i.test(trimmed)) return false;
  return (
    trimmed
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** a draft is worth keeping when it has a title or content. */
export function shouldSaveDraft(form: PostForm): boolean {
  return form.title.trim() !== '' || !isEmptyContent(form.content);
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The stored new-post draft, or null when missing or malformed. */
export function parseDraft(raw: string | null): PostForm | null {
  try {
    const v = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    if (!v || typeof v !== 'object') return null;
    const str = (k: string) => (typeof v[k] === 'string' ? v[k] : '');
    const form: PostForm = {
      title: str('title'),
      content: str('content'),
      external_url: str('external_url'),
      featured_image_url: str('featured_image_url'),
      featured: v['featured'] === true,
      status: v['status'] === 'published' ? 'published' : 'draft',
      categories: strings(v['categories']),
      tags: strings(v['tags']),
    };
    return shouldSaveDraft(form) ? form : null;
  } catch {
    return null;
  }
}

/** Digits of a WhatsApp number as wa.me wants them ("+52 (33) 1234-5678" → "523312345678"). */
export function whatsappDigits(number: string | null | undefined): string {
  return (number ?? '').replace(/\D+/g, '');
}

/** The "Avísale al usuario" link, or null when the provider has no usable number. */
export function whatsappLink(number: string | null | undefined, text: string): string | null {
  const digits = whatsappDigits(number);
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export type CategoryMode =
  { kind: 'idle' } | { kind: 'creating' } | { kind: 'editing'; id: string };

export interface CategoryForm {
  name: string;
  label: string;
  description: string;
  active: boolean;
}

export const EMPTY_CATEGORY: CategoryForm = { name: '', label: '', description: '', active: true };

export type CategoryCheck =
  { ok: true; value: CategoryForm } | { ok: false; problem: 'required' | 'duplicate' };

/**
 * Validates a category form. On create the name is normalised (lowercase, accent-free,
 * spaces and other separators → `_`) and checked against the existing names; on edit the
 * name is not touched.
 */
export function checkCategory(
  form: CategoryForm,
  existingNames: readonly string[],
  creating: boolean,
): CategoryCheck {
  const name = creating ? normalizeCategoryName(form.name) : form.name;
  const label = form.label.trim();
  if (!name || !label) return { ok: false, problem: 'required' };
  if (creating && existingNames.includes(name)) return { ok: false, problem: 'duplicate' };
  return {
    ok: true,
    value: { name, label, description: form.description.trim(), active: form.active },
  };
}

/** The counts the panel keeps (summary cards, tab totals), as the server counts them. */
export interface PanelCounts {
  /** `pending`: not approved and not blocked (the "Pendientes" list). */
  users: { approved: number; blocked: number; pending: number };
  /** `unowned`: providers without owner, any status (held by the platform). */
  providers: { approved: number; rejected: number; pending: number; unowned: number };
}

export type RowAction =
  | { kind: 'block' }
  /** `approved`: whether the unblocked user is approved (only then back in the approved list). */
  | { kind: 'unblock'; approved: boolean }
  /** `from`: the list the provider was in (approved unless said). */
  | { kind: 'reject'; from?: 'approved' | 'pending' }
  | { kind: 'reactivate' }
  /** A pending account approved. */
  | { kind: 'approve' }
  /** A pending provider approved. */
  | { kind: 'approve-provider' }
  /** A provider without owner given one. */
  | { kind: 'assign-owner' }
  /** A public warning issued or lifted (no list changes). */
  | { kind: 'provider-warning' };

/**
 * The counts after an action on one row, so the cards follow without reloading anything;
 * the next page the server answers brings its own counts.
 */
export function countsAfter<T extends PanelCounts>(counts: T, action: RowAction): T {
  const u = { ...counts.users };
  const p = { ...counts.providers };
  if (action.kind === 'block') {
    u.approved = Math.max(0, u.approved - 1);
    u.blocked += 1;
  } else if (action.kind === 'unblock') {
    u.blocked = Math.max(0, u.blocked - 1);
    if (action.approved) u.approved += 1;
  } else if (action.kind === 'approve') {
    u.pending = Math.max(0, u.pending - 1);
    u.approved += 1;
  } else if (action.kind === 'reject') {
    if (action.from === 'pending') p.pending = Math.max(0, p.pending - 1);
    else p.approved = Math.max(0, p.approved - 1);
    p.rejected += 1;
  } else if (action.kind === 'approve-provider') {
    p.pending = Math.max(0, p.pending - 1);
    p.approved += 1;
  } else if (action.kind === 'assign-owner') {
    p.unowned = Math.max(0, p.unowned - 1);
  } else if (action.kind === 'provider-warning') {
    // The provider stays in its list.
  } else {
    p.rejected = Math.max(0, p.rejected - 1);
    p.approved += 1;
  }
  return { ...counts, users: u, providers: p };
}

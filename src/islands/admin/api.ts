/**
 * The admin panel's calls to PocketBase. E-mails and creator info come only from the admin
 * routes (`admin routes (API.admin…)`, pocketbase/pb_hooks/admin.pb.js); everything else is the
 * collections API, whose rules and hooks refuse non-admins.
 */
import type { RecordModel } from 'pocketbase';
import { callApi, getPb } from '@/lib/pb-client';
import type { CategoryRecord } from '@/lib/stores/types';
import { FIRST_PAGE, pageQuery, type PageParams, type PageResult } from './paging';
import type { PageQuery } from '@/lib/contract/paging';
import type {
  AdminPostRow,
  AdminProvider,
  AdminProviderRow,
  AdminProviderWarning,
  AdminSummary,
  AdminUser,
  AdminUserRow,
  AdminWarningBody,
  PostCounts,
  ProviderCounts,
  UserCounts,
} from '@/lib/contract/admin';
import type { AdminTab, CategoryForm, PostForm } from './state';
import { API, type ApiRoute } from '@/lib/contract/api-routes';

export interface BlogCategory extends RecordModel {
  name: string;
  slug: string;
  color: string;
}

export interface BlogTag extends RecordModel {
  name: string;
  slug: string;
}

/** A blog post as the editor reads and saves it: a list row and its content. */
export interface BlogPost extends AdminPostRow, RecordModel {
  content: string;
}

/**
 * Requests the panel starts as soon as its script runs, before the session check: on a first
 * visit the check and then the open tab's first page would wait for each other (a round trip
 * each, after the scripts). The server refuses them to anyone but an admin; a refused or
 * expired one is simply asked again by the list that wanted it.
 */
const early = new Map<string, { answer: Promise<unknown>; at: number }>();
/** An early answer older than this is not used (the list may have changed). */
const EARLY_MAX_AGE_MS = 10_000;
let starting = false;

/** Sends a call the panel may have started early (`key`: its path and query). */
function sendAdmin<T>(key: string, send: () => Promise<T>): Promise<T> {
  if (starting) {
    const answer = send();
    answer.catch(() => undefined);
    early.set(key, { answer, at: Date.now() });
    return answer;
  }
  const started = early.get(key);
  early.delete(key);
  if (started && Date.now() - started.at <= EARLY_MAX_AGE_MS) {
    return (started.answer as Promise<T>).catch(send);
  }
  return send();
}

/** A paged admin list's page, sent early when the panel starts (`sendAdmin`). */
function sendList<R>(route: ApiRoute<[], PageQuery, void, R>, query: PageQuery): Promise<R> {
  const key = `${route()}?${new URLSearchParams(query).toString()}`;
  return sendAdmin(key, () => callApi(route, [], { query }));
}

/** Starts the summary and the first page of `tab` (when a session is stored). */
export function startPanelRequests(tab: AdminTab): void {
  if (!getPb().authStore.isValid) return;
  starting = true;
  try {
    void loadSummary();
    if (tab === 'approved-users') void loadUsers('approved', FIRST_PAGE);
    if (tab === 'blocked-users') void loadUsers('blocked', FIRST_PAGE);
    if (tab === 'pending-users') void loadUsers('pending', FIRST_PAGE);
    if (tab === 'approved-providers') void loadProviders('approved', FIRST_PAGE);
    if (tab === 'blocked-providers') void loadProviders('rejected', FIRST_PAGE);
  } finally {
    starting = false;
  }
}

export function loadSummary(): Promise<AdminSummary> {
  return sendAdmin(API.adminSummary(), () => callApi(API.adminSummary, []));
}

const USER_FILTERS = {
  // approved users are approved and not blocked; blocked users are all blocked ones.
  approved: { approved: 'true', blocked: 'false' },
  blocked: { blocked: 'true' },
  // Issue 20: accounts waiting for an admin's approval (blocked ones are in the blocked list).
  pending: { approved: 'false', blocked: 'false' },
} as const;

/** One page of the approved, blocked or pending users, newest first. */
export function loadUsers(
  kind: keyof typeof USER_FILTERS,
  params: PageParams,
): Promise<PageResult<AdminUser, UserCounts>> {
  return sendList(API.adminUsers, pageQuery(params, USER_FILTERS[kind]));
}

/** The provider lists of the panel and their filters on API.adminProviders (GET). */
export const PROVIDER_LISTS = {
  approved: { status: 'approved' },
  rejected: { status: 'rejected' },
  pending: { status: 'pending' },
  unowned: { owner: 'none' },
} as const;
export type ProviderList = keyof typeof PROVIDER_LISTS;

/** One page of a provider list, newest first. */
export function loadProviders(
  list: ProviderList,
  params: PageParams,
): Promise<PageResult<AdminProvider, ProviderCounts>> {
  return sendList(API.adminProviders, pageQuery(params, PROVIDER_LISTS[list]));
}

/** One page of the blog posts (without content), newest first, with the statistics. */
export function loadPosts(params: PageParams): Promise<PageResult<AdminPostRow, PostCounts>> {
  return callApi(API.adminPosts, [], { query: pageQuery(params) });
}

/** The block fields as the server left them after a block or an unblock. */
export type BlockFields = Pick<
  AdminUser,
  'blocked' | 'blocked_by' | 'blocked_at' | 'blocked_reason'
>;

function blockFields(r: RecordModel): BlockFields {
  return {
    blocked: r['blocked'] === true,
    blocked_by: String(r['blocked_by'] ?? ''),
    blocked_at: String(r['blocked_at'] ?? ''),
    blocked_reason: String(r['blocked_reason'] ?? ''),
  };
}

/** The server sets blocked_by and blocked_at (and clears all four on unblock). */
export async function blockUser(id: string, reason: string): Promise<BlockFields> {
  const r = await getPb().collection('users').update(id, { blocked: true, blocked_reason: reason });
  return blockFields(r);
}

/** Unblocks an account; the optional note is kept in the audit row (the server clears all four). */
export async function unblockUser(id: string, note: string): Promise<BlockFields> {
  const { blocked, blocked_by, blocked_at, blocked_reason } = await callApi(
    API.adminUserUnblock,
    [id],
    { body: { note } },
  );
  return { blocked, blocked_by, blocked_at, blocked_reason };
}

/** Approves a pending account whose e-mail is confirmed; the server e-mails the member. */
export async function approveUser(id: string): Promise<AdminUserRow> {
  return callApi(API.adminUserApprove, [id]);
}

export type StatusFields = Pick<AdminProvider, 'status' | 'admin_notes' | 'approved_at'>;

function statusFields(r: RecordModel): StatusFields {
  return {
    // The providers record's select field: one of the generated values.
    status: String(r['status'] ?? '') as AdminProvider['status'],
    admin_notes: String(r['admin_notes'] ?? ''),
    approved_at: String(r['approved_at'] ?? ''),
  };
}

export async function rejectProvider(id: string, reason: string): Promise<StatusFields> {
  const r = await getPb()
    .collection('providers')
    .update(id, { status: 'rejected', admin_notes: reason });
  return statusFields(r);
}

export async function reactivateProvider(id: string): Promise<StatusFields> {
  const r = await getPb()
    .collection('providers')
    .update(id, { status: 'approved', admin_notes: '' });
  return statusFields(r);
}

/** A pending provider approved (the server stamps approved_at and approved_by). */
export async function approveProvider(id: string): Promise<StatusFields> {
  const r = await getPb().collection('providers').update(id, { status: 'approved' });
  return statusFields(r);
}

/** Gives a provider without owner the account of `email` as owner (audited on the server). */
export function assignProviderOwner(id: string, email: string): Promise<AdminProviderRow> {
  return callApi(API.adminProviderOwner, [id], { body: { email } });
}

/** Puts a public warning on a provider (`expiresOn`: a site day "YYYY-MM-DD", or ''). */
export function issueProviderWarning(
  id: string,
  body: AdminWarningBody,
): Promise<AdminProviderWarning> {
  return callApi(API.adminProviderWarning, [id], { body });
}

/** Lifts the provider's active public warning (`note`: kept in the audit row). */
export function liftProviderWarning(id: string, note: string): Promise<AdminProviderWarning> {
  return callApi(API.adminProviderWarningLift, [id], { body: { note } });
}

export function loadCategories(): Promise<CategoryRecord[]> {
  return getPb().collection('service_categories').getFullList<CategoryRecord>({ sort: 'label' });
}

export async function createCategory(form: CategoryForm): Promise<void> {
  await getPb().collection('service_categories').create(form);
}

/** The name is immutable: only label, description and active are sent. */
export async function updateCategory(id: string, form: CategoryForm): Promise<void> {
  const { label, description, active } = form;
  await getPb().collection('service_categories').update(id, { label, description, active });
}

export async function deleteCategory(id: string): Promise<void> {
  await getPb().collection('service_categories').delete(id);
}

export interface BlogTaxonomy {
  categories: BlogCategory[];
  tags: BlogTag[];
}

/** The blog's categories and tags for the editor (a few dozen rows). */
export async function loadBlogTaxonomy(): Promise<BlogTaxonomy> {
  const pb = getPb();
  const [categories, tags] = await Promise.all([
    pb.collection('blog_categories').getFullList<BlogCategory>({ sort: 'name', requestKey: null }),
    pb.collection('blog_tags').getFullList<BlogTag>({ sort: 'name', requestKey: null }),
  ]);
  return { categories, tags };
}

export function loadPost(id: string): Promise<BlogPost> {
  return getPb().collection('blog_posts').getOne<BlogPost>(id);
}

/**
 * Saves the post fields (already sanitized HTML). An image URL (or `dropUploadedImage`)
 * removes an uploaded file;
 * the server derives slug, excerpt, meta description, reading time and published_at.
 */
export async function savePost(
  id: string | null,
  form: PostForm,
  dropUploadedImage: boolean,
): Promise<BlogPost> {
  const body: Record<string, unknown> = { ...form };
  if (dropUploadedImage || form.featured_image_url) body['featured_image'] = null;
  const posts = getPb().collection('blog_posts');
  return id ? posts.update<BlogPost>(id, body) : posts.create<BlogPost>(body);
}

/** Stores an uploaded featured image on the post (and drops any image URL). */
export async function uploadPostImage(id: string, file: File): Promise<BlogPost> {
  const data = new FormData();
  data.append('featured_image', file);
  data.append('featured_image_url', '');
  return getPb().collection('blog_posts').update<BlogPost>(id, data);
}

export async function deletePost(id: string): Promise<void> {
  await getPb().collection('blog_posts').delete(id);
}

/** Public URL of the post's featured image (upload first, then the URL). */
export function postImageUrl(post: AdminPostRow): string {
  if (post.featured_image) return getPb().files.getURL(post, post.featured_image);
  return post.featured_image_url;
}

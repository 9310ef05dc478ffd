/**
 * Gestión de Blog: the posts list, the statistics and the post editor dialog. The
 * editor (with Quill and the sanitizer) is a separate chunk loaded when a dialog opens.
 */
import { paths } from '@/lib/contract/paths';
import { lazy, Suspense, useEffect, useState } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { Badge, cardClass, Spinner } from '../shared/ui';
import { deletePost, loadBlogTaxonomy, loadPosts, type BlogPost, type BlogTaxonomy } from './api';
import type { PostCounts } from '@/lib/contract/admin';
import { PagedListView } from './PagedListView';
import { dangerButton, dateOf, smallButton, smallPrimary } from './parts';
import { STORAGE_KEYS, type DialogState } from './state';
import { usePagedList } from './use-paged-list';

const PostEditor = lazy(() => import('./PostEditor'));

const m = messages.admin;

function writeDialog(state: DialogState): void {
  try {
    if (state.open) localStorage.setItem(STORAGE_KEYS.dialog, JSON.stringify(state));
    else localStorage.removeItem(STORAGE_KEYS.dialog);
  } catch {
    /* storage unavailable: the dialog is not restored after a reload */
  }
}

function PostRow({
  post,
  onEdit,
  onDelete,
}: {
  post: BlogPost;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const published = post.status === 'published';
  return (
    <li className={cardClass} data-testid="admin-post-row" data-post-id={post.id}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 space-y-2">
          <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
            {post.title}
            {post.featured && (
              <span
                className="text-amber-500"
                role="img"
                aria-label={m.featured}
                title={m.featured}
              >
                ★
              </span>
            )}
            {published ? (
              <Badge tone="green">{m.published}</Badge>
            ) : (
              <Badge tone="slate">{m.draft}</Badge>
            )}
          </h3>
          <p className="text-xs text-slate-500">
            {m.readingTime(post.reading_time || 1)} · {m.views(post.view_count ?? 0)}
          </p>
          {post.excerpt && <p className="text-sm text-slate-600">{post.excerpt}</p>}
          <p className="text-xs text-slate-500">
            {m.createdOn} {dateOf(String(post.created))}
            {published && post.published_at && (
              <>
                {' '}
                · {m.publishedOn} {dateOf(post.published_at)}
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {published && (
            <a
              href={paths.blogPost(post.slug)}
              target="_blank"
              rel="noopener"
              className={smallButton}
              aria-label={`${m.viewPost}: ${post.title}`}
            >
              {m.viewPost}
            </a>
          )}
          <button
            type="button"
            className={smallButton}
            onClick={onEdit}
            aria-label={`${m.edit}: ${post.title}`}
          >
            {m.edit}
          </button>
          <button
            type="button"
            className={dangerButton}
            onClick={onDelete}
            aria-label={`${m.delete}: ${post.title}`}
          >
            {m.delete}
          </button>
        </div>
      </div>
    </li>
  );
}

/** Estadísticas: the server's counts over every post (SQL COUNT and SUM), not one page. */
function Stats({ counts }: { counts: PostCounts | null }) {
  const cards = [
    { label: m.statTotalPosts, value: counts?.total, id: 'stat-posts-total' },
    { label: m.statPublished, value: counts?.published, id: 'stat-posts-published' },
    { label: m.statScheduled, value: counts?.scheduled, id: 'stat-posts-scheduled' },
    { label: m.statDrafts, value: counts?.drafts, id: 'stat-posts-drafts' },
    { label: m.statViews, value: counts?.views, id: 'stat-posts-views' },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {cards.map((c) => (
        <div key={c.id} className={cardClass}>
          <p className="text-sm text-slate-500">{c.label}</p>
          <p className="mt-1 text-3xl font-bold text-ink" data-testid={c.id}>
            {c.value ?? messages.common.dash}
          </p>
        </div>
      ))}
    </div>
  );
}

export function BlogTab({ restoreDialog }: { restoreDialog: DialogState }) {
  const [view, setView] = useState<'posts' | 'stats'>('posts');
  const [dialog, setDialog] = useState<DialogState>(restoreDialog);
  const [taxonomy, setTaxonomy] = useState<BlogTaxonomy | null>(null);
  const [counts, setCounts] = useState<PostCounts | null>(null);
  const list = usePagedList(loadPosts, {
    onCounts: setCounts,
    onError: (err) => {
      console.error('[admin] blog', err);
      toastError(m.blogLoadError);
    },
  });

  useEffect(() => {
    loadBlogTaxonomy()
      .then(setTaxonomy)
      .catch((err: unknown) => {
        console.error('[admin] blog taxonomy', err);
        toastError(m.blogLoadError);
        setTaxonomy({ categories: [], tags: [] });
      });
  }, []);

  const open = (id: string | null) => {
    const next = { open: true, id };
    writeDialog(next);
    setDialog(next);
  };
  const close = () => {
    writeDialog({ open: false, id: null });
    setDialog({ open: false, id: null });
  };

  async function onDelete(post: BlogPost) {
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

  return (
    <section className="space-y-6" aria-labelledby="blog-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="blog-title" className="text-lg font-semibold text-ink">
          {m.blogTitle}
        </h2>
        <button type="button" className={smallPrimary} onClick={() => open(null)}>
          {m.newPost}
        </button>
      </div>
      <div role="tablist" aria-label={m.blogTitle} className="flex gap-1">
        {(['posts', 'stats'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => setView(v)}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
              view === v ? 'bg-brand-100 text-brand-800' : 'text-slate-600 hover:bg-slate-100'
            }`}
          >
            {v === 'posts' ? m.tabPosts : m.tabStats}
          </button>
        ))}
      </div>
      {view === 'stats' ? (
        <Stats counts={counts} />
      ) : (
        <PagedListView
          list={list}
          searchId="search-posts"
          searchPlaceholder={m.searchPostsPlaceholder}
          empty={m.noPosts}
        >
          {(posts) => (
            <ul className="space-y-3">
              {posts.map((p) => (
                <PostRow
                  key={p.id}
                  post={p}
                  onEdit={() => open(p.id)}
                  onDelete={() => void onDelete(p)}
                />
              ))}
            </ul>
          )}
        </PagedListView>
      )}
      {dialog.open && taxonomy && (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-[55] flex items-center justify-center bg-slate-900/40">
              <Spinner label={m.editorLoading} />
            </div>
          }
        >
          <PostEditor
            key={dialog.id ?? 'new'}
            id={dialog.id}
            categories={taxonomy.categories}
            tags={taxonomy.tags}
            onIdChange={(id) => writeDialog({ open: true, id })}
            onClose={close}
            onSaved={() => {
              close();
              list.reload();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

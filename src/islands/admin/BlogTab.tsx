/**
 * Gestión de Blog: the posts list, the statistics and the post editor dialog. The
 * editor (with Quill and the sanitizer) is a separate chunk loaded when a dialog opens. The
 * state is ./use-blog-tab.ts.
 */
import { paths } from '@/lib/contract/paths';
import { lazy, Suspense, useState } from 'react';
import { messages } from '@/lib/messages';
import { Badge, cardClass, Spinner } from '../shared/ui';
import type { AdminPostRow } from '@/lib/contract/admin';
import { postStatCards } from './blog-tab-state';
import { PagedListView } from './PagedListView';
import { dangerButton, dateOf, smallButton, smallPrimary, StatCard } from './parts';
import type { DialogState } from './state';
import { useBlogPosts, useBlogTaxonomy, usePostDialog, writeDialog } from './use-blog-tab';

const PostEditor = lazy(() => import('./PostEditor'));

const m = messages.admin;

interface RowProps {
  post: AdminPostRow;
  onEdit: () => void;
  onDelete: () => void;
}

function PostRow({ post, onEdit, onDelete }: RowProps) {
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
        <PostActions post={post} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}

export function BlogTab({ restoreDialog }: { restoreDialog: DialogState }) {
  const [view, setView] = useState<'posts' | 'stats'>('posts');
  const { dialog, open, close } = usePostDialog(restoreDialog);
  const taxonomy = useBlogTaxonomy();
  const { list, counts, remove } = useBlogPosts();

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
      <ViewTabs view={view} onChoose={setView} />
      {view === 'stats' ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {postStatCards(counts).map((card) => (
            <StatCard key={card.testId} {...card} />
          ))}
        </div>
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
                  onDelete={() => void remove(p)}
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

/** Ver artículo (a published one), Editar and Eliminar. */
function PostActions({ post, onEdit, onDelete }: RowProps) {
  const published = post.status === 'published';
  return (
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
  );
}

/** "Artículos" and "Estadísticas". */
function ViewTabs({
  view,
  onChoose,
}: {
  view: 'posts' | 'stats';
  onChoose: (view: 'posts' | 'stats') => void;
}) {
  return (
    <div role="tablist" aria-label={m.blogTitle} className="flex gap-1">
      {(['posts', 'stats'] as const).map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={view === v}
          onClick={() => onChoose(v)}
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
            view === v ? 'bg-brand-100 text-brand-800' : 'text-slate-600 hover:bg-slate-100'
          }`}
        >
          {v === 'posts' ? m.tabPosts : m.tabStats}
        </button>
      ))}
    </div>
  );
}

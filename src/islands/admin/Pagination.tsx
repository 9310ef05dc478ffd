/** Previous / next controls of a server-paged admin list, with the page and result count. */
import { messages } from '@/lib/messages';
import { smallButton } from './parts';

const m = messages.admin;

interface Props {
  page: number;
  totalPages: number;
  totalItems: number;
  onPage: (page: number) => void;
  /** Tells lists apart when a screen shows more than one. */
  label?: string;
}

export function Pagination({ page, totalPages, totalItems, onPage, label }: Props) {
  return (
    <nav
      aria-label={label ?? m.pagination}
      className="flex flex-wrap items-center justify-between gap-3"
      data-testid="admin-pagination"
    >
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="admin-page-status">
        {m.pageStatus(page, totalPages, totalItems)}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={smallButton}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {m.previousPage}
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          {m.nextPage}
        </button>
      </div>
    </nav>
  );
}

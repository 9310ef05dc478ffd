/** Providers per directory or category page: keeps the HTML bounded with 500+ providers. */
export const PAGE_SIZE = 24;

/** Parses the `pagina` query value: a positive integer, 1 otherwise. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : 1;
}

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
  from: number;
  to: number;
}

/** One page of a list; a page past the end is clamped to the last page. */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): PageSlice<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pageCount,
    total,
    from: total === 0 ? 0 : start + 1,
    to: start + slice.length,
  };
}

/**
 * The page numbers to show as links, with `null` for a gap:
 * 1 … 4 5 6 … 22 around the current page.
 */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p++) {
    const edge = p === 1 || p === pageCount;
    const near = Math.abs(p - page) <= radius;
    if (edge || near) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

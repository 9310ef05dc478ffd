/**
 * A page of a server-paged list, as pb_hooks/lib/paging.js answers it (the admin lists, the
 * review form's provider picker): `counts` are the route's own SQL counts.
 */
export interface PagedAnswer<T, C = Record<string, number>> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  counts?: C;
}

/**
 * The query of a paged route (`page`, `perPage`, `q`) and its own filters (`estado`, `status`,
 * …), as strings: pb_hooks/lib/paging.js refuses a bad one with `admin_list_param`.
 */
export type PageQuery = Readonly<Record<string, string>>;

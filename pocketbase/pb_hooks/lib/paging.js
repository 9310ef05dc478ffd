// Server-side paging of the admin lists: one helper for every paged admin route (users,
// providers, blog posts, and any later tab). A route reads its parameters with `params()`,
// builds its WHERE clauses (search with `searchSql()`), and `page()` answers
// `{ items, page, perPage, totalItems, totalPages }` from one COUNT and one page of ids, so a
// request never loads more than `perPage` records whatever the size of the table.

/**
 * A page of a list as a paged route answers it (src/islands/admin/paging.ts reads it); a
 * route adds its own SQL counts (`counts`) or other fields beside.
 * @template T
 * @typedef {{ items: T[], page: number, perPage: number, totalItems: number,
 *   totalPages: number, [extra: string]: unknown }} PagedRows
 */

const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 50;
const MAX_PAGE = 100000;
const MAX_QUERY = 100;

// Spanish accents and ü/ñ, both cases: SQLite's lower() folds ASCII only, so the search
// expression folds these first (a 10,000-row scan of a few columns takes a few ms; a
// `%q%` search cannot use an index anyway).
const FOLD = [
  ['á', 'a'],
  ['é', 'e'],
  ['í', 'i'],
  ['ó', 'o'],
  ['ú', 'u'],
  ['ü', 'u'],
  ['ñ', 'n'],
  ['Á', 'a'],
  ['É', 'e'],
  ['Í', 'i'],
  ['Ó', 'o'],
  ['Ú', 'u'],
  ['Ü', 'u'],
  ['Ñ', 'n'],
];

/**
 * @param {string} name
 * @returns {never}
 */
function bad(name) {
  return require(`${__hooks}/lib/util.js`).fail('admin_list_param', null, { name: name });
}

/**
 * @param {{ [name: string]: string | undefined }} query
 * @param {string} name
 * @param {number} fallback
 * @param {number} max
 * @returns {number}
 */
function intParam(query, name, fallback, max) {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(String(raw))) bad(name);
  const n = Number(raw);
  if (n < 1 || n > max) bad(name);
  return n;
}

/**
 * `"true"` → true, `"false"` → false, absent → null; anything else is a 400.
 * @param {{ [name: string]: string | undefined }} query
 * @param {string} name
 * @returns {boolean | null}
 */
function boolParam(query, name) {
  const raw = query[name];
  if (raw === undefined || raw === '') return null;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return bad(name);
}

/**
 * One of `values`, or '' when absent; anything else is a 400.
 * @template {string} V
 * @param {{ [name: string]: string | undefined }} query
 * @param {string} name
 * @param {readonly V[]} values
 * @returns {V | ''}
 */
function enumParam(query, name, values) {
  const raw = query[name];
  if (raw === undefined || raw === '') return '';
  if (/** @type {readonly string[]} */ (values).indexOf(raw) < 0) bad(name);
  return /** @type {V} */ (raw);
}

/**
 * page, perPage, q and sort of a paged request. `sorts` maps each accepted `sort` value to
 * its SQL ORDER BY (the first is the default); unknown values, pages < 1, perPage over
 * `maxPerPage` (default 50, also the default page size when smaller than 20) and searches
 * over 100 characters are refused with 400 `admin_list_param`.
 * @param {{ [name: string]: string | undefined }} query
 * @param {{ [sort: string]: string }} sorts
 * @param {number} [maxPerPage]
 */
function params(query, sorts, maxPerPage) {
  const max = maxPerPage || MAX_PER_PAGE;
  const keys = Object.keys(sorts);
  const sort = query.sort === undefined || query.sort === '' ? keys[0] : query.sort;
  if (!Object.prototype.hasOwnProperty.call(sorts, sort)) bad('sort');
  const q = String(query.q === undefined ? '' : query.q).trim();
  if (q.length > MAX_QUERY) bad('q');
  return {
    page: intParam(query, 'page', 1, MAX_PAGE),
    perPage: intParam(query, 'perPage', Math.min(DEFAULT_PER_PAGE, max), max),
    q: q,
    sort: sort,
    order: sorts[sort],
  };
}

/**
 * The text folded as `foldSql` folds a column: lowercase, accents and ñ removed.
 * @param {unknown} text
 * @returns {string}
 */
function foldText(text) {
  let s = String(text);
  for (let i = 0; i < FOLD.length; i++) s = s.split(FOLD[i][0]).join(FOLD[i][1]);
  return s.toLowerCase();
}

/**
 * @param {string} expr
 * @returns {string}
 */
function foldSql(expr) {
  let s = expr;
  for (let i = 0; i < FOLD.length; i++) s = `replace(${s}, '${FOLD[i][0]}', '${FOLD[i][1]}')`;
  return `lower(${s})`;
}

/**
 * A WHERE clause matching `q` inside any of the SQL expressions `exprs` (case- and
 * accent-insensitive), binding `params[name]`; null when there is nothing to search.
 * @param {string} q
 * @param {string[]} exprs
 * @param {{ [name: string]: unknown }} params
 * @param {string} [name]
 * @returns {string | null}
 */
function searchSql(q, exprs, params, name) {
  if (!q) return null;
  const key = name || 'q';
  params[key] = `%${foldText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return `(${exprs.map((x) => `${foldSql(x)} LIKE {:${key}} ESCAPE '\\'`).join(' OR ')})`;
}

/**
 * @param {string[]} where
 * @returns {string}
 */
function whereSql(where) {
  return where.length ? ` WHERE ${where.join(' AND ')}` : '';
}

/**
 * COUNT(*) of `from` (a table with its joins) under the WHERE clauses.
 * @param {core.App} app
 * @param {string} from
 * @param {string[]} where
 * @param {{ [name: string]: unknown }} [binds]
 * @returns {number}
 */
function count(app, from, where, binds) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(`SELECT COUNT(*) AS n FROM ${from}${whereSql(where)}`)
    .bind(binds || {})
    .one(row);
  return row.n;
}

/**
 * One page of a list. `o`: `{ app, from, idColumn, where, binds, order, page, perPage }`;
 * `load(ids)` returns the rows of those ids in any order (they are put back in page order).
 * @template {{ id: string }} T
 * @param {{ app: core.App, from: string, idColumn: string, where: string[], binds?: { [name: string]: unknown }, order: string, page: number, perPage: number }} o
 * @param {(ids: string[]) => T[]} load
 * @returns {PagedRows<T>}
 */
function page(o, load) {
  const totalItems = count(o.app, o.from, o.where, o.binds);
  const rows = arrayOf(new DynamicModel({ id: '' }));
  const offset = (o.page - 1) * o.perPage;
  /** @type {T[]} */
  let items = [];
  if (offset < totalItems) {
    o.app
      .db()
      .newQuery(
        `SELECT ${o.idColumn} AS id FROM ${o.from}${whereSql(o.where)} ORDER BY ${o.order} LIMIT ${o.perPage} OFFSET ${offset}`,
      )
      .bind(o.binds || {})
      .all(rows);
    const ids = rows.map((r) => r.id);
    /** @type {{ [id: string]: T }} */
    const byId = {};
    const loaded = ids.length ? load(ids) : [];
    for (let i = 0; i < loaded.length; i++) byId[loaded[i].id] = loaded[i];
    items = ids.filter((id) => byId[id]).map((id) => byId[id]);
  }
  return {
    items: items,
    page: o.page,
    perPage: o.perPage,
    totalItems: totalItems,
    totalPages: Math.ceil(totalItems / o.perPage),
  };
}

/**
 * The steps every paged route shares: `params` of the query (its `sorts`, `maxPerPage`), the
 * conditions `where` with their `binds`, a search of `q` over the `search` expressions, then
 * `page` with `load`. `from` may depend on whether a search runs (a join needed only then).
 * @template {{ id: string }} T
 * @param {core.RequestEvent} e
 * @param {{ sorts: { [sort: string]: string }, maxPerPage?: number,
 *   from: string | ((searching: boolean) => string), idColumn: string, where?: string[],
 *   binds?: { [name: string]: unknown }, search: string[], load: (ids: string[]) => T[] }} o
 * @returns {PagedRows<T>}
 */
function list(e, o) {
  const p = params(e.requestInfo().query, o.sorts, o.maxPerPage);
  const binds = Object.assign({}, o.binds || {});
  const where = (o.where || []).slice();
  const search = searchSql(p.q, o.search, binds);
  if (search) where.push(search);
  const from = typeof o.from === 'function' ? o.from(!!search) : o.from;
  return page(
    Object.assign({ app: e.app, from: from, idColumn: o.idColumn, where: where, binds: binds }, p),
    o.load,
  );
}

module.exports = {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  params,
  boolParam,
  enumParam,
  foldText,
  foldSql,
  searchSql,
  count,
  page,
  list,
};

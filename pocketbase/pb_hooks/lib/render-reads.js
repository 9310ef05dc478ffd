// Column shapes for the bulk reads of render-reads.pb.js and providers.pb.js.

/** JSON fields that hold an object, not a list (DynamicModel decodes by the zero value's shape). */
const OBJECT_JSON = ['providers.facts'];

/**
 * The public (not hidden) columns of a collection, each with the zero value of its type for
 * `DynamicModel` (which decodes a row by the shape of these values): "" for text, dates,
 * single selects, files and relations; 0 for integers and -0 for other numbers; false for
 * bools; [] for JSON ({} for the object ones of OBJECT_JSON) and multiple selects, files and relations.
 * @param {core.App} app
 * @param {string} collection
 * @returns {{ [column: string]: unknown }}
 */
function publicColumns(app, collection) {
  /** @type {{ [column: string]: unknown }} */
  const out = {};
  for (const f of app.findCachedCollectionByNameOrId(collection).fields) {
    if (f.hidden) continue;
    const type = f.type();
    if (type === 'password' || type === 'geoPoint') continue;
    if (type === 'number') out[f.name] = f.onlyInt ? 0 : -0;
    else if (type === 'bool') out[f.name] = false;
    else if (type === 'json')
      out[f.name] = OBJECT_JSON.indexOf(`${collection}.${f.name}`) === -1 ? [] : {};
    else if ((type === 'select' || type === 'file' || type === 'relation') && f.maxSelect > 1) {
      out[f.name] = [];
    } else out[f.name] = '';
  }
  return out;
}

/**
 * The columns named in `fields` ("a,b,c"; unknown names ignored), or all of them.
 * @param {{ [column: string]: unknown }} columns
 * @param {unknown} fields
 * @returns {{ [column: string]: unknown }}
 */
function selectedColumns(columns, fields) {
  const names = String(fields || '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => Object.prototype.hasOwnProperty.call(columns, s));
  if (names.length === 0) return columns;
  /** @type {{ [column: string]: unknown }} */
  const out = {};
  for (const n of names) out[n] = columns[n];
  return out;
}

module.exports = { publicColumns, selectedColumns };

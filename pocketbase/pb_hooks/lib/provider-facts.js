// Provider facts: the server's check of `providers.facts` on every save, and
// the date of its last change. The rules live in src/lib/contract/provider-facts.ts.

/**
 * A JS value from the json field (null when unset).
 * @param {core.Record} record
 * @returns {unknown}
 */
function rawFacts(record) {
  const raw = record.getString('facts');
  if (raw === '' || raw === 'null') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Validates and normalizes the record's facts; refuses the save with every bad value as a
 * field error (`facts.<list>.<index>` → code and Spanish text), so nothing is stored. Sets
 * `facts_updated` when the facts changed and the caller did not date them (the seed does).
 * @param {core.Record} record
 * @param {boolean} isNew
 */
function prepare(record, isNew) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const raw = rawFacts(record);
  const checked = d.checkFacts(raw === undefined ? 'unreadable' : raw);
  if (checked.problems.length) {
    /** @type {{ [name: string]: ValidationError }} */
    const fields = {};
    for (const p of checked.problems) {
      fields[`facts.${p.field}.${p.index}`] = util.fieldError(p.code, p.params);
    }
    const first = checked.problems[0];
    util.fail('facts_invalid', fields, { first: d.errorText(first.code, first.params) });
  }
  const before = isNew ? '' : record.original().getString('facts');
  record.set('facts', checked.facts);
  const after = JSON.stringify(checked.facts);
  const empty = JSON.stringify(d.checkFacts(null).facts);
  const was =
    before === '' || before === 'null'
      ? empty
      : JSON.stringify(d.checkFacts(JSON.parse(before)).facts);
  const dated = isNew
    ? record.getString('facts_updated') !== ''
    : util.changed(record, 'facts_updated');
  if (after !== was && !dated) record.set('facts_updated', util.nowIso());
}

module.exports = { prepare };

// Derived blog fields (see blog.pb.js).

/**
 * @param {core.App} app
 * @param {string} table
 * @param {string} text
 * @param {string} id
 * @param {string} fallback
 * @returns {string}
 */
function uniqueIn(app, table, text, id, fallback) {
  const util = require(`${__hooks}/lib/util.js`);
  return util.domain().uniqueSlug(
    text,
    (candidate) =>
      util.count(app, `SELECT COUNT(*) AS n FROM ${table} WHERE slug = {:s} AND id != {:id}`, {
        s: candidate,
        id: id,
      }) > 0,
    fallback,
  );
}

/**
 * @param {core.App} app
 * @param {core.Record} record
 * @param {boolean} isNew
 */
function preparePost(app, record, isNew) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const title = record.getString('title');
  const content = record.getString('content');
  if (!title.trim() || !content.trim()) {
    util.fail('post_required_fields');
  }
  // Slug: from the title when empty; an explicit slug is normalised and made unique.
  const slug = record.getString('slug');
  record.set('slug', uniqueIn(app, 'blog_posts', slug ? slug : title, record.id, 'articulo'));
  record.set('excerpt', d.excerptOf(content));
  record.set('meta_description', d.metaDescriptionOf(content));
  record.set('reading_time', d.readingTimeOf(content));
  if (!record.getString('status')) record.set('status', 'draft');
  // published_at is "now" on every save as published, empty otherwise. A value
  // set explicitly in this save (only superusers can: the seed) is kept.
  if (record.getString('status') === 'published') {
    const explicit =
      record.getString('published_at') !== '' &&
      (isNew || record.getString('published_at') !== record.original().getString('published_at'));
    if (!explicit) record.set('published_at', util.nowIso());
  } else {
    record.set('published_at', '');
  }
  const keywords = util.jsonStrings(record, 'meta_keywords');
  if (keywords === null) util.fail('post_keywords_list');
  record.set('meta_keywords', keywords);
}

/**
 * @param {core.App} app
 * @param {core.Record} record
 */
function prepareTaxonomy(app, record) {
  const table = record.collection().name;
  const slug = record.getString('slug');
  record.set(
    'slug',
    uniqueIn(app, table, slug ? slug : record.getString('name'), record.id, 'item'),
  );
}

module.exports = { preparePost, prepareTaxonomy };

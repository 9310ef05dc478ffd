// Blog: derived fields (slug, excerpt, meta description, reading time, published_at), the
// author, taxonomy slugs and the public view counter.

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  // Kept by the server: published_at follows the status; the counter has its own route.
  util.restore(e.record, ['published_at', 'view_count']);
  e.record.set('author', /** @type {core.Record} */ (e.auth).id);
  e.next();
}, 'blog_posts');

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  e.record.set('published_at', '');
  e.record.set('view_count', 0);
  e.record.set('author', /** @type {core.Record} */ (e.auth).id);
  e.next();
}, 'blog_posts');

onRecordCreate((e) => {
  const b = require(`${__hooks}/lib/blog.js`);
  b.preparePost(e.app, e.record, true);
  e.next();
}, 'blog_posts');

onRecordUpdate((e) => {
  const b = require(`${__hooks}/lib/blog.js`);
  b.preparePost(e.app, e.record, false);
  e.next();
}, 'blog_posts');

onRecordCreate(
  (e) => {
    const b = require(`${__hooks}/lib/blog.js`);
    b.prepareTaxonomy(e.app, e.record);
    e.next();
  },
  'blog_categories',
  'blog_tags',
);

onRecordUpdate(
  (e) => {
    const b = require(`${__hooks}/lib/blog.js`);
    b.prepareTaxonomy(e.app, e.record);
    e.next();
  },
  'blog_categories',
  'blog_tags',
);

// The current view counts of published posts, by slug (`?slugs=a,b`, at most 100): the blog
// list is a stored page and follows the articles' counts through this.
routerAdd('GET', '/api/lp/blog/views', (e) => {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const raw = String(e.request.url.query().get('slugs') || '');
  const slugs = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length <= 200 && d.isSlug(s))
    .slice(0, 100);
  /** @type {{ [slug: string]: number }} */
  const out = {};
  if (slugs.length === 0) return e.json(200, /** @satisfies {ApiAnswer<'blogViews'>} */ (out));
  const now = new Date().toISOString().replace('T', ' ');
  /** @type {{ [name: string]: string }} */
  const binds = { now: now };
  slugs.forEach((s, i) => (binds[`s${i}`] = s));
  const rows = arrayOf(new DynamicModel({ slug: '', view_count: 0 }));
  e.app
    .db()
    .newQuery(
      `SELECT slug, view_count FROM blog_posts
       WHERE slug IN (${slugs.map((_, i) => `{:s${i}}`).join(', ')})
         AND ${d.publishedPostSql('{:now}')}`,
    )
    .bind(binds)
    .all(rows);
  for (const r of rows) out[r.slug] = r.view_count;
  e.response.header().set('Cache-Control', 'no-store');
  return e.json(200, /** @satisfies {ApiAnswer<'blogViews'>} */ (out));
});

// +1 per call, published posts only. Rate limited by the "POST /api/lp/blog/" rule.
routerAdd('POST', '/api/lp/blog/{slug}/view', (e) => {
  const slug = e.request.pathValue('slug');
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const now = new Date().toISOString().replace('T', ' ');
  const result = e.app
    .db()
    .newQuery(
      `UPDATE blog_posts SET view_count = view_count + 1
       WHERE slug = {:slug} AND ${d.publishedPostSql('{:now}')}`,
    )
    .bind({ slug: slug, now: now })
    .execute();
  if (result.rowsAffected() === 0) require(`${__hooks}/lib/util.js`).fail('post_not_found');
  const row = new DynamicModel({ view_count: 0 });
  e.app
    .db()
    .newQuery('SELECT view_count FROM blog_posts WHERE slug = {:slug}')
    .bind({ slug: slug })
    .one(row);
  return e.json(200, /** @satisfies {ApiAnswer<'blogView'>} */ ({ view_count: row.view_count }));
});

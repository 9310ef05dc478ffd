// Issue 14: the admin lists are paged on the server (pb_hooks/lib/paging.js). Each page is
// one COUNT and one `ORDER BY created DESC, id DESC LIMIT n OFFSET m` under the tab's filter;
// these indexes cover both (EXPLAIN QUERY PLAN: "SEARCH … USING COVERING INDEX", no temporary
// sort), so the deepest page of 10,000 rows walks the index only.
/** @type {{ [collection: string]: string[] }} */
const INDEXES = {
  users: ['CREATE INDEX idx_users_admin_list ON users (blocked, approved, created, id)'],
  providers: ['CREATE INDEX idx_providers_admin_list ON providers (status, created, id)'],
  blog_posts: ['CREATE INDEX idx_blog_posts_admin_list ON blog_posts (created, id)'],
};

migrate(
  (app) => {
    for (const name of Object.keys(INDEXES)) {
      const c = app.findCollectionByNameOrId(name);
      c.indexes = c.indexes.concat(INDEXES[name]);
      app.save(c);
    }
  },
  (app) => {
    for (const name of Object.keys(INDEXES)) {
      const c = app.findCollectionByNameOrId(name);
      c.indexes = c.indexes.filter((i) => !INDEXES[name].includes(i));
      app.save(c);
    }
  },
);

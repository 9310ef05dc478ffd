// Issue 14: the admin lists are paged on the server (pb_hooks/lib/paging.js). Each page is
// one COUNT and one `ORDER BY created DESC LIMIT n OFFSET m` under the tab's filter; these
// indexes serve both without a scan or a temporary sort at 10,000 users and providers.
const INDEXES = {
  users: ['CREATE INDEX idx_users_admin_list ON users (blocked, approved, created)'],
  providers: ['CREATE INDEX idx_providers_admin_list ON providers (status, created)'],
  blog_posts: ['CREATE INDEX idx_blog_posts_admin_list ON blog_posts (created)'],
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

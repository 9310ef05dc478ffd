// The community reviews page (/reviews) lists the newest public reviews of the platform, one
// page at a time (pb_hooks/community-reviews.pb.js): an index on (created, id) walks them
// newest first without sorting the table.
const INDEX = 'CREATE INDEX idx_reviews_created ON reviews (created, id)';

migrate(
  (app) => {
    const c = app.findCollectionByNameOrId('reviews');
    c.indexes = c.indexes.concat([INDEX]);
    app.save(c);
  },
  (app) => {
    const c = app.findCollectionByNameOrId('reviews');
    c.indexes = c.indexes.filter((i) => i !== INDEX);
    app.save(c);
  },
);

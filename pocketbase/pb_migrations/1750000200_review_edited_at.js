// Issue 20 (own reviews): a review's author may edit it for 30 days; the public pages show
// "editada el …". `edited_at` is server-kept by pb_hooks/reviews.pb.js: set when a content
// field changes after creation, never taken from a client.
migrate(
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.add(new DateField({ name: 'edited_at' }));
    app.save(reviews);
  },
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.removeByName('edited_at');
    app.save(reviews);
  },
);

// Admins may mark reviews as verified (the hooks let them change nothing else).
migrate(
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.updateRule =
      '(@request.auth.id != "" && reviewer = @request.auth.id) || @request.auth.is_admin = true';
    app.save(reviews);
  },
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.updateRule = '@request.auth.id != "" && reviewer = @request.auth.id';
    app.save(reviews);
  },
);

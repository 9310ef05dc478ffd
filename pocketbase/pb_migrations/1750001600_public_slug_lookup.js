// A public provider looked up by its slug (the provider's pages, `status = "approved" &&
// verified = true && slug = …`) was read through idx_providers_public (status, verified): a
// scan of every public provider, 11 ms of SQLite a lookup at 10,000 providers, several per
// review's pass. The unique slug index is partial (`WHERE slug != ''`), so SQLite cannot use
// it for that filter; this index answers it with or without the planner's statistics
// (docs/PERFORMANCE.md § "Thirteenth run at 10,000 providers").
migrate(
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    providers.addIndex('idx_providers_public_slug', false, 'status, verified, slug', '');
    app.save(providers);
  },
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    providers.removeIndex('idx_providers_public_slug');
    app.save(providers);
  },
);

// Issue 11: the WhatsApp number and admin notes of a provider must not be recoverable through
// filters or sorts on any collection that reaches providers. As hidden fields PocketBase
// refuses them in client filters and sorts (400) for everyone but superusers, wherever they sit
// in the path (`provider.whatsapp_number`, back-relations, `@collection.providers.*`), and
// leaves them out of API output; pb_hooks/providers.pb.js shows them again to the owner and
// admins and takes them from the request body (PocketBase drops hidden fields from client
// input).
migrate(
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    for (const name of ['whatsapp_number', 'admin_notes']) {
      providers.fields.getByName(name).hidden = true;
    }
    app.save(providers);
  },
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    for (const name of ['whatsapp_number', 'admin_notes']) {
      providers.fields.getByName(name).hidden = false;
    }
    app.save(providers);
  },
);

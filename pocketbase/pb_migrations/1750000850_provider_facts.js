// the facts an HR buyer decides on, declared by the provider's owner (or an
// admin): countries served, company sizes served, pricing models with price ranges per
// country, local obligations handled and HR-system integrations, as one JSON document
// (`facts`, validated and normalized by pb_hooks/provider-facts.pb.js), and the date it last
// changed (`facts_updated`, server-kept). Public like the rest of the profile; written under
// the providers update rule (owner or admin).
migrate(
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    providers.fields.add(new JSONField({ name: 'facts', maxSize: 20000 }));
    providers.fields.add(new DateField({ name: 'facts_updated' }));
    app.save(providers);
  },
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    providers.fields.removeByName('facts');
    providers.fields.removeByName('facts_updated');
    app.save(providers);
  },
);

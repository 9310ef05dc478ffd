// audit_log.note: what the admin wrote with an action (the reason of a block, the optional note
// of an unblock), kept with the audit row (docs/DATA-MODEL.md § audit_log).
migrate(
  (app) => {
    const c = app.findCollectionByNameOrId('audit_log');
    c.fields.add(new TextField({ name: 'note', max: 500 }));
    app.save(c);
  },
  (app) => {
    const c = app.findCollectionByNameOrId('audit_log');
    c.fields.removeByName('note');
    app.save(c);
  },
);

// The ground of an admin's decision on a held review (docs/DATA-MODEL.md § review_signals):
// `decision_reason`, one of the report reasons for a removal, empty for a publication.
migrate(
  (app) => {
    const signals = app.findCollectionByNameOrId('review_signals');
    if (!signals.fields.getByName('decision_reason')) {
      signals.fields.add(new TextField({ name: 'decision_reason', max: 40 }));
    }
    signals.addIndex('idx_review_signals_decided', false, 'decided_at', '');
    app.save(signals);
  },
  (app) => {
    const signals = app.findCollectionByNameOrId('review_signals');
    signals.removeIndex('idx_review_signals_decided');
    signals.fields.removeByName('decision_reason');
    app.save(signals);
  },
);

// requests to exercise data-protection rights, sent from /privacidad/solicitud.
// Created only by the route POST /api/lp/privacy-requests (pb_hooks/privacy.pb.js: validation,
// spam trap, rate limit, the legal deadline `due_on`); read by admins; marked answered only
// through POST /api/lp/admin/privacy-requests/{id}/answered. The values below are those of
// src/lib/contract/privacy-rights.ts on the day this migration was written (frozen history).
migrate(
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const users = app.findCollectionByNameOrId('users');
    app.save(
      new Collection({
        type: 'base',
        name: 'privacy_requests',
        listRule: ADMIN,
        viewRule: ADMIN,
        // Superusers only: the route creates and answers them.
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'name', type: 'text', required: true, max: 120 },
          { name: 'email', type: 'email', required: true },
          {
            name: 'country',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: ['mx', 'co', 'ar', 'cl', 'pe', 'br', 'otro'],
          },
          {
            name: 'right',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: [
              'acceso',
              'rectificacion',
              'supresion',
              'oposicion',
              'portabilidad',
              'revocacion',
              'otro',
            ],
          },
          { name: 'detail', type: 'text', max: 5000 },
          {
            name: 'status',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: ['pending', 'answered'],
          },
          // The last day to answer (YYYY-MM-DD, site time zone), computed when received.
          { name: 'due_on', type: 'text', required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          { name: 'answered_at', type: 'date' },
          { name: 'answered_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
          { name: 'answer_note', type: 'text', max: 5000 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX idx_privacy_requests_queue ON privacy_requests (status, due_on)',
          'CREATE INDEX idx_privacy_requests_created ON privacy_requests (created)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('privacy_requests'));
  },
);

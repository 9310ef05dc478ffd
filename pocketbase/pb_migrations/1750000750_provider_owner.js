// claims of unowned providers, requests for proposal, the providers' daily
// statistics. All three are written only by the routes of pb_hooks/provider-owner.pb.js
// (create/update/delete rules superuser-only), which check who may do what with error codes.
// Values are inlined as they stood on the day this was written (frozen history).
migrate(
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const SIGNED_IN = '@request.auth.id != ""';
    const users = app.findCollectionByNameOrId('users');
    const providers = app.findCollectionByNameOrId('providers');
    /** @returns {FieldInit[]} */
    const autodates = () => [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];
    /** @type {FieldInit} */
    const provider = {
      name: 'provider',
      type: 'relation',
      collectionId: providers.id,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    };
    /** @type {FieldInit} */
    const member = {
      name: 'member',
      type: 'relation',
      collectionId: users.id,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    };

    // A member's request to own an unowned provider: verified by a link sent to an address
    // at the provider's website domain, then decided by an admin.
    app.save(
      new Collection({
        type: 'base',
        name: 'provider_claims',
        listRule: `(${SIGNED_IN} && member = @request.auth.id) || ${ADMIN}`,
        viewRule: `(${SIGNED_IN} && member = @request.auth.id) || ${ADMIN}`,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          provider,
          member,
          // The address at the provider's domain the verification link went to.
          { name: 'email', type: 'email', required: true },
          {
            name: 'status',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: ['unverified', 'verified', 'approved', 'refused'],
          },
          // SHA-256 of the single-use link's token; emptied once used.
          { name: 'token_hash', type: 'text', max: 64, hidden: true },
          { name: 'token_expires', type: 'date', hidden: true },
          { name: 'verified_at', type: 'date' },
          { name: 'decided_at', type: 'date' },
          { name: 'decided_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
          { name: 'decision_reason', type: 'text', max: 2000 },
          ...autodates(),
        ],
        indexes: [
          'CREATE INDEX idx_provider_claims_queue ON provider_claims (status, created)',
          'CREATE INDEX idx_provider_claims_provider ON provider_claims (provider, status)',
          'CREATE INDEX idx_provider_claims_member ON provider_claims (member)',
        ],
      }),
    );

    // "Solicitar propuesta": read by the member who sent it, the provider's owner and admins.
    app.save(
      new Collection({
        type: 'base',
        name: 'proposal_requests',
        listRule: `(${SIGNED_IN} && (member = @request.auth.id || provider.user = @request.auth.id)) || ${ADMIN}`,
        viewRule: `(${SIGNED_IN} && (member = @request.auth.id || provider.user = @request.auth.id)) || ${ADMIN}`,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          provider,
          member,
          // Revealed to the provider when the member sends the request (the form says so).
          { name: 'member_email', type: 'email', required: true },
          { name: 'member_name', type: 'text', max: 210 },
          { name: 'service', type: 'text', required: true, max: 60 },
          { name: 'company_size', type: 'text', required: true, max: 20 },
          { name: 'country', type: 'text', required: true, max: 60 },
          { name: 'message', type: 'text', required: true, max: 3000 },
          ...autodates(),
        ],
        indexes: [
          'CREATE INDEX idx_proposal_requests_provider ON proposal_requests (provider, created)',
          'CREATE INDEX idx_proposal_requests_member ON proposal_requests (member, created)',
        ],
      }),
    );

    // Daily aggregates: no visitor, no cookie, no IP; one row per provider and site day.
    app.save(
      new Collection({
        type: 'base',
        name: 'provider_stats_daily',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          provider,
          { name: 'day', type: 'text', required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          { name: 'views', type: 'number', min: 0, onlyInt: true },
          { name: 'website_clicks', type: 'number', min: 0, onlyInt: true },
          { name: 'comparisons', type: 'number', min: 0, onlyInt: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_provider_stats_daily_day ON provider_stats_daily (provider, day)',
        ],
      }),
    );
  },
  (app) => {
    for (const name of ['provider_stats_daily', 'proposal_requests', 'provider_claims']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);

// The complete data model of docs/DATA-MODEL.md: collections, fields, indexes and API rules.
// Rules state who may do what; the hooks in pb_hooks add the checks that need clear Spanish
// messages or more than one record (protected fields, review eligibility, aggregates).
migrate(
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const SIGNED_IN = '@request.auth.id != ""';
    // Frozen history: the values below are those the contract (src/lib/contract/) had when
    // this migration was written; a later change of a rule is a new migration, never an edit.
    const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
    const MAX_IMAGE = 5242880;
    const COUNTRIES = [
      'Argentina',
      'Bolivia',
      'Brasil',
      'Chile',
      'Colombia',
      'Costa Rica',
      'Cuba',
      'Ecuador',
      'El Salvador',
      'España',
      'Guatemala',
      'Honduras',
      'México',
      'Nicaragua',
      'Panamá',
      'Paraguay',
      'Perú',
      'República Dominicana',
      'Uruguay',
      'Venezuela',
      'Otro',
    ];
    const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1000+'];
    const PUBLIC_PROVIDER = '(status = "approved" && verified = true)';
    const PUBLIC_PROVIDER_OF = '(provider.status = "approved" && provider.verified = true)';
    /** @returns {FieldInit[]} */
    const autodates = () => [
      { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ];

    // ---- users (auth): spec profiles + user_roles ------------------------------------
    const users = app.findCollectionByNameOrId('users');
    // Own record or admin. E-mails stay hidden from everyone but the owner (PocketBase hides
    // them unless emailVisibility, which a hook forces to false).
    users.listRule = `id = @request.auth.id || ${ADMIN}`;
    users.viewRule = `id = @request.auth.id || ${ADMIN}`;
    users.createRule = ''; // sign-up; hooks force the protected fields
    users.updateRule = `id = @request.auth.id || ${ADMIN}`; // hooks refuse protected fields
    users.deleteRule = null;
    users.manageRule = null;
    // The stock "name" and "avatar" fields are replaced by the spec's profile fields.
    for (const old of ['name', 'avatar']) {
      if (users.fields.getByName(old)) users.fields.removeByName(old);
    }
    users.fields.getByName('password').min = 6;
    /** @type {FieldInit[]} */
    const userFields = [
      { name: 'first_name', type: 'text', max: 100 },
      { name: 'last_name', type: 'text', max: 100 },
      { name: 'job_title', type: 'text', max: 150 },
      { name: 'company_name', type: 'text', max: 150 },
      { name: 'bio', type: 'text', max: 2000 },
      {
        name: 'user_type',
        type: 'select',
        values: ['hr_professional', 'provider'],
        maxSelect: 1,
      },
      {
        name: 'roles',
        type: 'select',
        values: ['admin', 'provider', 'hr_professional'],
        maxSelect: 3,
      },
      { name: 'is_admin', type: 'bool' },
      { name: 'approved', type: 'bool' },
      { name: 'approved_at', type: 'date' },
      { name: 'linkedin_url', type: 'url' },
      { name: 'blocked', type: 'bool' },
      {
        name: 'blocked_by',
        type: 'relation',
        collectionId: users.id,
        maxSelect: 1,
        cascadeDelete: false,
      },
      { name: 'blocked_at', type: 'date' },
      { name: 'blocked_reason', type: 'text', max: 500 },
    ];
    for (const f of userFields) users.fields.add(new Field(f));
    users.indexes = users.indexes.concat([
      'CREATE INDEX idx_users_approved ON users (approved, blocked)',
    ]);
    users.passwordAuth.identityFields = ['email'];
    app.save(users);

    // ---- service_categories ----------------------------------------------------------
    const categories = new Collection({
      type: 'base',
      name: 'service_categories',
      listRule: `active = true || ${ADMIN}`,
      viewRule: `active = true || ${ADMIN}`,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'name', type: 'text', required: true, max: 60, pattern: '^[a-z0-9_]+$' },
        { name: 'label', type: 'text', required: true, max: 100 },
        { name: 'description', type: 'text', max: 1000 },
        { name: 'active', type: 'bool' },
        ...autodates(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_service_categories_name ON service_categories (name)'],
    });
    app.save(categories);

    // ---- providers -------------------------------------------------------------------
    const providers = new Collection({
      type: 'base',
      name: 'providers',
      // Public: approved and verified. Owners and admins also see pending/rejected ones.
      listRule: `${PUBLIC_PROVIDER} || (${SIGNED_IN} && user = @request.auth.id) || ${ADMIN}`,
      viewRule: `${PUBLIC_PROVIDER} || (${SIGNED_IN} && user = @request.auth.id) || ${ADMIN}`,
      // Who may create (one company unless admin, not blocked) is checked by hooks with a message.
      createRule: SIGNED_IN,
      updateRule: `(${SIGNED_IN} && user = @request.auth.id) || ${ADMIN}`,
      deleteRule: ADMIN,
      fields: [
        {
          name: 'user',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
        },
        { name: 'slug', type: 'text', max: 140, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        { name: 'company_name', type: 'text', required: true, max: 120 },
        { name: 'description', type: 'text', required: true, max: 5000 },
        {
          name: 'logo',
          type: 'file',
          maxSelect: 1,
          maxSize: MAX_IMAGE,
          mimeTypes: IMAGE_TYPES,
          thumbs: ['160x160', '400x400'],
        },
        { name: 'website', type: 'url' },
        { name: 'whatsapp_number', type: 'text', max: 30 },
        {
          name: 'headquarters_country',
          type: 'select',
          values: COUNTRIES,
          maxSelect: 1,
          required: true,
        },
        { name: 'founded_year', type: 'number', onlyInt: true },
        {
          name: 'employee_count',
          type: 'select',
          values: EMPLOYEE_COUNTS,
          maxSelect: 1,
        },
        { name: 'categories', type: 'json', maxSize: 4000 },
        { name: 'languages', type: 'json', maxSize: 2000 },
        { name: 'verified', type: 'bool' },
        { name: 'featured', type: 'bool' },
        {
          name: 'status',
          type: 'select',
          values: ['approved', 'rejected', 'pending'],
          maxSelect: 1,
        },
        { name: 'approved_at', type: 'date' },
        {
          name: 'approved_by',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { name: 'admin_notes', type: 'text', max: 2000 },
        { name: 'average_rating', type: 'number', min: 0, max: 5 },
        { name: 'total_reviews', type: 'number', min: 0, onlyInt: true },
        { name: 'favorites_count', type: 'number', min: 0, onlyInt: true },
        ...autodates(),
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_providers_slug ON providers (slug) WHERE slug != ''",
        'CREATE INDEX idx_providers_user ON providers (user)',
        'CREATE INDEX idx_providers_public ON providers (status, verified, featured, average_rating)',
        'CREATE INDEX idx_providers_country ON providers (headquarters_country)',
      ],
    });
    app.save(providers);

    // ---- slug_redirects (superuser only) ---------------------------------------------
    app.save(
      new Collection({
        type: 'base',
        name: 'slug_redirects',
        fields: [
          { name: 'old_slug', type: 'text', required: true, max: 140 },
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          ...autodates(),
        ],
        indexes: ['CREATE UNIQUE INDEX idx_slug_redirects_old ON slug_redirects (old_slug)'],
      }),
    );

    // ---- reviews ---------------------------------------------------------------------
    const reviews = new Collection({
      type: 'base',
      name: 'reviews',
      // Reviews of public providers; one's own; those of one's own provider; admin.
      listRule: `${PUBLIC_PROVIDER_OF} || (${SIGNED_IN} && (reviewer = @request.auth.id || provider.user = @request.auth.id)) || ${ADMIN}`,
      viewRule: `${PUBLIC_PROVIDER_OF} || (${SIGNED_IN} && (reviewer = @request.auth.id || provider.user = @request.auth.id)) || ${ADMIN}`,
      // Eligibility (approved account, public provider, not one's own) is checked by hooks
      // so that the refusal carries a message the UI can map.
      createRule: SIGNED_IN,
      updateRule: `${SIGNED_IN} && reviewer = @request.auth.id`,
      deleteRule: `(${SIGNED_IN} && reviewer = @request.auth.id) || ${ADMIN}`,
      fields: [
        {
          name: 'provider',
          type: 'relation',
          collectionId: providers.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        // Hidden: never in API output, not filterable or sortable by non-superusers, and
        // dropped from client input (a hook sets it to the caller).
        {
          name: 'reviewer',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          hidden: true,
          cascadeDelete: true,
        },
        { name: 'anonymous', type: 'bool' },
        { name: 'title', type: 'text', required: true, max: 200 },
        { name: 'review_text', type: 'text', required: true, max: 5000 },
        { name: 'pros', type: 'text', max: 2000 },
        { name: 'cons', type: 'text', max: 2000 },
        { name: 'overall_rating', type: 'number', required: true, min: 1, max: 5, onlyInt: true },
        { name: 'would_recommend', type: 'bool' },
        { name: 'verified', type: 'bool' },
        { name: 'helpful_count', type: 'number', min: 0, onlyInt: true },
        ...autodates(),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_reviews_provider_reviewer ON reviews (provider, reviewer)',
        'CREATE INDEX idx_reviews_provider_created ON reviews (provider, created)',
        'CREATE INDEX idx_reviews_reviewer ON reviews (reviewer)',
      ],
    });
    app.save(reviews);

    // ---- my_reviews (view) -----------------------------------------------------------
    app.save(
      new Collection({
        type: 'view',
        name: 'my_reviews',
        listRule: `${SIGNED_IN} && reviewer = @request.auth.id`,
        viewRule: `${SIGNED_IN} && reviewer = @request.auth.id`,
        viewQuery:
          'SELECT id, provider, reviewer, title, overall_rating, anonymous, created FROM reviews',
      }),
    );

    // ---- user_favorites --------------------------------------------------------------
    app.save(
      new Collection({
        type: 'base',
        name: 'user_favorites',
        listRule: `${SIGNED_IN} && user = @request.auth.id`,
        viewRule: `${SIGNED_IN} && user = @request.auth.id`,
        createRule: `${SIGNED_IN} && @request.body.user = @request.auth.id`,
        updateRule: null,
        deleteRule: `${SIGNED_IN} && user = @request.auth.id`,
        fields: [
          {
            name: 'user',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          ...autodates(),
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_user_favorites_user_provider ON user_favorites (user, provider)',
          'CREATE INDEX idx_user_favorites_provider ON user_favorites (provider)',
        ],
      }),
    );

    // ---- case_studies ----------------------------------------------------------------
    const ownerOrAdmin = `(${SIGNED_IN} && provider.user = @request.auth.id) || ${ADMIN}`;
    app.save(
      new Collection({
        type: 'base',
        name: 'case_studies',
        listRule: `(published = true && provider.status = "approved" && provider.verified = true) || ${ownerOrAdmin}`,
        viewRule: `(published = true && provider.status = "approved" && provider.verified = true) || ${ownerOrAdmin}`,
        // The provider in the body must be one's own (checked on the submitted relation).
        createRule: `(${SIGNED_IN} && @request.body.provider.user = @request.auth.id) || ${ADMIN}`,
        // A case study cannot be moved to another provider by its owner.
        updateRule: `(${SIGNED_IN} && provider.user = @request.auth.id && (@request.body.provider:isset = false || @request.body.provider = provider)) || ${ADMIN}`,
        deleteRule: ownerOrAdmin,
        fields: [
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { name: 'title', type: 'text', required: true, max: 200 },
          { name: 'client_name', type: 'text', max: 150 },
          { name: 'summary', type: 'text', max: 5000 },
          { name: 'results', type: 'text', max: 5000 },
          { name: 'published', type: 'bool' },
          ...autodates(),
        ],
        indexes: ['CREATE INDEX idx_case_studies_provider ON case_studies (provider, created)'],
      }),
    );

    // ---- blog taxonomy ---------------------------------------------------------------
    const blogCategories = new Collection({
      type: 'base',
      name: 'blog_categories',
      listRule: '',
      viewRule: '',
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'name', type: 'text', required: true, max: 100 },
        { name: 'slug', type: 'text', max: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        { name: 'color', type: 'text', max: 7, pattern: '^#[0-9a-fA-F]{6}$' },
        ...autodates(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_blog_categories_slug ON blog_categories (slug)'],
    });
    app.save(blogCategories);
    const blogTags = new Collection({
      type: 'base',
      name: 'blog_tags',
      listRule: '',
      viewRule: '',
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'name', type: 'text', required: true, max: 100 },
        { name: 'slug', type: 'text', max: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        ...autodates(),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_blog_tags_name ON blog_tags (name)',
        'CREATE UNIQUE INDEX idx_blog_tags_slug ON blog_tags (slug)',
      ],
    });
    app.save(blogTags);

    // ---- blog_posts ------------------------------------------------------------------
    const PUBLISHED = 'status = "published" && published_at != "" && published_at <= @now';
    app.save(
      new Collection({
        type: 'base',
        name: 'blog_posts',
        listRule: `(${PUBLISHED}) || ${ADMIN}`,
        viewRule: `(${PUBLISHED}) || ${ADMIN}`,
        createRule: ADMIN,
        updateRule: ADMIN,
        deleteRule: ADMIN,
        fields: [
          { name: 'slug', type: 'text', max: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
          { name: 'title', type: 'text', required: true, max: 200 },
          { name: 'content', type: 'text', required: true, max: 200000 },
          { name: 'excerpt', type: 'text', max: 200 },
          { name: 'meta_description', type: 'text', max: 200 },
          { name: 'reading_time', type: 'number', min: 0, onlyInt: true },
          {
            name: 'featured_image',
            type: 'file',
            maxSelect: 1,
            maxSize: MAX_IMAGE,
            mimeTypes: IMAGE_TYPES,
            thumbs: ['600x315', '1200x630'],
          },
          { name: 'featured_image_url', type: 'url' },
          { name: 'featured', type: 'bool' },
          { name: 'status', type: 'select', values: ['draft', 'published'], maxSelect: 1 },
          { name: 'published_at', type: 'date' },
          {
            name: 'author',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            cascadeDelete: false,
          },
          { name: 'view_count', type: 'number', min: 0, onlyInt: true },
          { name: 'meta_keywords', type: 'json', maxSize: 4000 },
          { name: 'canonical_url', type: 'url' },
          { name: 'external_url', type: 'url' },
          {
            name: 'categories',
            type: 'relation',
            collectionId: blogCategories.id,
            maxSelect: 20,
            cascadeDelete: false,
          },
          {
            name: 'tags',
            type: 'relation',
            collectionId: blogTags.id,
            maxSelect: 50,
            cascadeDelete: false,
          },
          ...autodates(),
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_blog_posts_slug ON blog_posts (slug) WHERE slug != ''",
          'CREATE INDEX idx_blog_posts_public ON blog_posts (status, published_at)',
        ],
      }),
    );

    // ---- change_events (superuser only; the outbox) ----------------------------------
    app.save(
      new Collection({
        type: 'base',
        name: 'change_events',
        fields: [
          {
            name: 'topic',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: [
              'provider',
              'review',
              'category',
              'blog_post',
              'blog_category',
              'blog_tag',
              'case_study',
              'favorite',
            ],
          },
          { name: 'record_id', type: 'text', required: true, max: 50 },
          {
            name: 'op',
            type: 'select',
            required: true,
            maxSelect: 1,
            values: ['create', 'update', 'delete'],
          },
          { name: 'data', type: 'json', maxSize: 100000 },
          { name: 'done', type: 'bool' },
          ...autodates(),
        ],
        indexes: ['CREATE INDEX idx_change_events_pending ON change_events (done, created)'],
      }),
    );
  },
  (app) => {
    for (const name of [
      'change_events',
      'blog_posts',
      'blog_tags',
      'blog_categories',
      'case_studies',
      'user_favorites',
      'my_reviews',
      'reviews',
      'slug_redirects',
      'providers',
      'service_categories',
    ]) {
      const c = app.findCollectionByNameOrId(name);
      app.delete(c);
    }
    const users = app.findCollectionByNameOrId('users');
    for (const f of [
      'first_name',
      'last_name',
      'job_title',
      'company_name',
      'bio',
      'user_type',
      'roles',
      'is_admin',
      'approved',
      'approved_at',
      'linkedin_url',
      'blocked',
      'blocked_by',
      'blocked_at',
      'blocked_reason',
    ]) {
      users.fields.removeByName(f);
    }
    users.indexes = users.indexes.filter((i) => !i.includes('idx_users_approved'));
    app.save(users);
  },
);

/**
 * Personal data has an exit: for EVERY collection of the database,
 * what an account deletion does to the rows that belong to or point at the member, and what
 * the data export ("Descargar mis datos") includes. The hooks' export route reads `export`
 * below (pb_hooks/account.pb.js through domain.gen.js); the deletion route
 * (pb_hooks/lib/account.js) carries out `deletion`. tests/integration/account-data.test.ts
 * lists the collections of a freshly migrated database and fails when one is missing here
 * (a new collection cannot be forgotten), checks that every relation to `users` is declared,
 * that the export holds every row a direct query finds, and that after a deletion no table of
 * data.db holds the member's id, e-mail or name.
 */

/** What deleting the account does to one field (or, for `rows`, to the collection's rows). */
export type Deletion =
  /** The rows are deleted (with their hooks: aggregates, ranking, outbox). */
  | 'delete'
  /** The field is emptied; the row stays (it belongs to someone else or to the platform). */
  | 'clear'
  /** providers.user: the provider stays, without owner and `pending` (not public), admins told. */
  | 'unown'
  /** review_reports.reporter: open reports stay anonymous (moderation goes on); decided ones deleted. */
  | 'anonymize_open'
  /** audit_log.actor: replaced by DELETED_ACTOR (what was done stays auditable, not by whom). */
  | 'placeholder'
  /**
   * privacy_requests: rows matched by the account's e-mail (they are not linked to an
   * account) keep their country, right and dates as proof of how the request was handled;
   * who asked and what they wrote are emptied.
   */
  | 'clear_by_email'
  /** Deleted by PocketBase itself with the auth record (system collections). */
  | 'system'
  /** A view's column: nothing stored, it follows its source table. */
  | 'derived';

/**
 * One part of the export: the rows of a collection matching `filter` ({:id} = the member's id,
 * {:email} = the account's e-mail).
 */
export interface ExportPart {
  /** Key of the list in the export JSON. */
  key: string;
  /** PocketBase filter (superuser syntax: hidden fields allowed) selecting the member's rows. */
  filter: string;
  /** Fields left out (other people's ids, secrets). */
  omit?: readonly string[];
  /** Only these fields (rows that are someone else's, kept as what the member did to them). */
  pick?: readonly string[];
}

export interface PersonalDataRule {
  /** Fields that hold the member's id (or a hash of the e-mail), and what deletion does. */
  fields: Readonly<Record<string, Deletion>>;
  /** What the export includes from this collection ([] = nothing, see `note`). */
  export: readonly ExportPart[];
  /** Why, in a sentence (docs/DATA-MODEL.md § Personal data repeats it). */
  note: string;
}

/** The actor written into audit_log rows of a deleted account. */
export const DELETED_ACTOR = 'cuenta_eliminada';

/** The export file's `format` marker. */
export const EXPORT_FORMAT = 'lapieza-account-export/1';

/** The confirmation word the member types before deleting the account. */
export const DELETE_CONFIRMATION = 'ELIMINAR';

/** How long (seconds) a LinkedIn sign-in counts as re-authentication for the deletion. */
export const REAUTH_WINDOW_SECONDS = 600;

export const PERSONAL_DATA = {
  users: {
    fields: { id: 'delete', blocked_by: 'clear', approved_admin: 'clear' },
    export: [
      { key: 'profile', filter: 'id = {:id}', omit: ['blocked_by', 'approved_admin'] },
      {
        key: 'accounts_blocked',
        filter: 'blocked_by = {:id} && id != {:id}',
        pick: ['id', 'blocked_at'],
      },
      {
        key: 'accounts_approved',
        filter: 'approved_admin = {:id} && id != {:id}',
        pick: ['id', 'approved_at'],
      },
    ],
    note: 'The account itself is deleted; accounts the member blocked or approved (as an admin) keep the block or the approval without naming who.',
  },
  providers: {
    fields: { user: 'unown', approved_by: 'clear' },
    export: [
      { key: 'providers_owned', filter: 'user = {:id}', omit: ['approved_by'] },
      {
        key: 'providers_approved',
        filter: 'approved_by = {:id}',
        pick: ['id', 'company_name', 'approved_at'],
      },
    ],
    note: 'A company profile is not the member: it stays, ownerless and pending (not public), until an admin reassigns it; admins are e-mailed.',
  },
  reviews: {
    fields: { reviewer: 'delete' },
    export: [{ key: 'reviews', filter: 'reviewer = {:id}' }],
    note: 'Every review of the member is deleted (hidden ones too), with its reply, reports and votes; aggregates, ranking and pages follow through the outbox.',
  },
  review_replies: {
    fields: { author: 'clear' },
    export: [
      { key: 'replies_received', filter: 'review.reviewer = {:id}', omit: ['author'] },
      { key: 'replies_written', filter: 'author = {:id}' },
    ],
    note: "Replies to the member's reviews (and the member's rejoinders on them) go with the reviews; replies the member wrote as a provider's owner stay as the company's, without author.",
  },
  review_reports: {
    fields: { reporter: 'anonymize_open', decided_by: 'clear' },
    export: [
      { key: 'reports', filter: 'reporter = {:id}', omit: ['decided_by'] },
      {
        key: 'reports_on_my_reviews',
        filter: 'review.reviewer = {:id}',
        pick: ['id', 'review', 'reason', 'status', 'created', 'decided_at', 'decision_reason'],
      },
      {
        key: 'reports_decided',
        filter: 'decided_by = {:id}',
        pick: ['id', 'review', 'status', 'decided_at', 'decision_reason'],
      },
    ],
    note: 'Decided reports of the member are deleted; open ones stay in the moderation queue without reporter; decisions the member took as an admin stay without naming who.',
  },
  helpful_votes: {
    fields: { user: 'delete' },
    export: [
      { key: 'helpful_votes', filter: 'user = {:id}' },
      {
        key: 'votes_received',
        filter: 'review.reviewer = {:id}',
        pick: ['id', 'review', 'created'],
      },
    ],
    note: 'Deleted; the reviews’ helpful counts are recounted.',
  },
  user_favorites: {
    fields: { user: 'delete' },
    export: [{ key: 'favorites', filter: 'user = {:id}' }],
    note: 'Deleted; the providers’ favourite counts are recounted.',
  },
  blog_posts: {
    fields: { author: 'clear' },
    export: [{ key: 'blog_posts', filter: 'author = {:id}', omit: ['content'] }],
    note: 'Articles an admin wrote belong to the platform: they stay, without author.',
  },
  audit_log: {
    fields: { actor: 'placeholder' },
    export: [{ key: 'admin_actions', filter: 'actor = {:id}' }],
    note: 'What an admin did stays auditable (action, target, date); the actor becomes DELETED_ACTOR.',
  },
  login_failures: {
    fields: { account: 'delete' },
    export: [],
    note: 'Failed sign-ins are keyed by a SHA-256 of the e-mail, deleted with the account; not exported (they expire in 15 minutes).',
  },
  change_events: {
    fields: {},
    export: [],
    note: 'Outbox payloads carry record ids, slugs, ratings and company names, never a member’s id, e-mail or name (lib/outbox.js snapshots); the deletion adds its own events.',
  },
  my_reviews: {
    fields: { reviewer: 'derived' },
    export: [],
    note: 'A view over reviews: nothing stored.',
  },
  privacy_requests: {
    fields: {
      email: 'clear_by_email',
      name: 'clear_by_email',
      detail: 'clear_by_email',
      answered_by: 'clear',
    },
    export: [
      { key: 'privacy_requests', filter: 'email = {:email}', omit: ['answered_by'] },
      {
        key: 'privacy_requests_answered',
        filter: 'answered_by = {:id}',
        pick: ['id', 'country', 'right', 'status', 'answered_at'],
      },
    ],
    note: 'Privacy requests (/privacidad/solicitud) are matched by the e-mail typed; after a deletion they keep country, right and dates as proof of compliance, without name, e-mail or detail; an admin who answered requests is no longer named on them.',
  },
  // review invitations.
  review_invitations: {
    fields: { user: 'delete', email: 'delete', invited_by: 'clear' },
    export: [
      {
        key: 'review_invitations_received',
        filter: 'user = {:id} || email = {:email}',
        omit: ['token_hash', 'invited_by'],
      },
    ],
    note: 'Invitations addressed to the member (by e-mail, or bound to the account) are deleted; those the member sent as a provider’s owner stay as the company’s, without sender.',
  },
  provider_claims: {
    fields: { member: 'delete', decided_by: 'clear' },
    export: [
      { key: 'provider_claims', filter: 'member = {:id}', omit: ['decided_by', 'token_hash'] },
      {
        key: 'provider_claims_decided',
        filter: 'decided_by = {:id}',
        pick: ['id', 'provider', 'status', 'decided_at'],
      },
    ],
    note: 'Claims of a provider are the member’s: deleted with the account (the provider keeps an owner set by an approved one); decisions the member took as an admin stay without naming who.',
  },
  proposal_requests: {
    fields: { member: 'delete' },
    export: [{ key: 'proposal_requests', filter: 'member = {:id}' }],
    note: 'Requests for proposal the member sent (with the e-mail revealed to the provider) are deleted with the account; requests a provider received stay the sender’s, not the owner’s.',
  },
  provider_stats_daily: {
    fields: {},
    export: [],
    note: 'Daily counts per provider (views, website clicks, comparison appearances): no visitor data at all.',
  },
  service_categories: { fields: {}, export: [], note: 'Platform data: no personal data.' },
  slug_redirects: { fields: {}, export: [], note: 'Provider slugs only.' },
  case_studies: { fields: {}, export: [], note: 'A provider’s content (the provider stays).' },
  blog_categories: { fields: {}, export: [], note: 'Platform data: no personal data.' },
  blog_tags: { fields: {}, export: [], note: 'Platform data: no personal data.' },
  ranking_prior: { fields: {}, export: [], note: 'One platform-wide figure.' },
  recognitions: {
    fields: {},
    export: [],
    note: 'Quarterly recognitions of providers: review counts and averages, no member data.',
  },
  recognition_quarters: {
    fields: {},
    export: [],
    note: 'When each quarter was published: platform data.',
  },
  review_signals: {
    fields: { reviewer: 'delete', decided_by: 'clear' },
    export: [
      {
        key: 'review_signals',
        filter: 'reviewer = {:id}',
        omit: ['decided_by'],
      },
      {
        key: 'review_signals_decided',
        filter: 'decided_by = {:id}',
        pick: ['id', 'review', 'decision', 'decided_at'],
      },
    ],
    note: 'The integrity signals computed on each of the member’s reviews (admins read them; never public): exported (it is the member’s data), deleted with the account; decisions the member took as an admin stay without naming who.',
  },
  provider_warnings: {
    fields: { issued_by: 'clear', lifted_by: 'clear' },
    export: [
      {
        key: 'provider_warnings_issued',
        filter: 'issued_by = {:id}',
        pick: ['id', 'provider', 'reason', 'created'],
      },
      {
        key: 'provider_warnings_lifted',
        filter: 'lifted_by = {:id}',
        pick: ['id', 'provider', 'reason', 'lifted_at'],
      },
    ],
    note: 'Public warnings an admin put on a provider or lifted belong to the platform: they stay (their audit rows too), without naming which admin.',
  },
  review_networks: {
    fields: { user: 'delete' },
    export: [
      {
        key: 'review_networks',
        filter: 'user = {:id}',
        pick: ['id', 'review', 'provider', 'created'],
      },
    ],
    note: 'A keyed hash of the /24 or /48 network each review came from (never the address), kept 30 days, superusers only: deleted with the account; the export says which rows exist, without the hash (meaningless without the server secret, and it would help to evade the check).',
  },
  review_text_bands: {
    fields: {},
    export: [],
    note: 'MinHash band keys of each review’s text (the duplicate-text index: no text, no account): deleted with the review.',
  },
  review_text_shingles: {
    fields: {},
    export: [],
    note: 'Hashes of the word shingles of each review’s text (the duplicate-text comparison: no text, no account): deleted with the review.',
  },
  review_facts: {
    fields: {},
    export: [],
    note: 'Per-provider aggregates of the public reviews: recomputed when a deleted member’s reviews go.',
  },
  _superusers: {
    fields: {},
    export: [],
    note: 'Operator accounts (the seed and the web server), not members.',
  },
  _externalAuths: {
    fields: { recordRef: 'system' },
    export: [{ key: 'linked_accounts', filter: 'recordRef = {:id}' }],
    note: 'The LinkedIn link of the account: deleted by PocketBase with it; exported (provider and date).',
  },
  _mfas: {
    fields: { recordRef: 'system' },
    export: [],
    note: 'Short-lived sign-in state: deleted by PocketBase with the account.',
  },
  _otps: {
    fields: { recordRef: 'system' },
    export: [],
    note: 'One-time codes (expire in minutes): deleted by PocketBase with the account.',
  },
  _authOrigins: {
    fields: { recordRef: 'system' },
    export: [],
    note: 'Device fingerprints for new-location alerts: deleted by PocketBase with the account; security material, not exported.',
  },
} as const satisfies Record<string, PersonalDataRule>;

export type PersonalDataCollection = keyof typeof PERSONAL_DATA;

/** Every export part, in the order of the export file. */
export function exportParts(): { collection: string; part: ExportPart }[] {
  const parts: { collection: string; part: ExportPart }[] = [];
  for (const [collection, rule] of Object.entries(PERSONAL_DATA) as [string, PersonalDataRule][]) {
    for (const part of rule.export) parts.push({ collection, part });
  }
  return parts;
}

/** The body of `API.accountDelete (POST)`: `password` or a fresh LinkedIn sign-in. */
export interface AccountDeleteBody {
  confirm: string;
  password?: string;
}

/** The answer of `API.accountDelete (POST)`: how many providers were left without owner. */
export interface AccountDeleteAnswer {
  deleted: true;
  providers_unowned: number;
}

/** The answer of `API.accountExport (GET)`: the export file, by its parts' keys. */
export type PersonalDataExport = Readonly<Record<string, unknown>>;

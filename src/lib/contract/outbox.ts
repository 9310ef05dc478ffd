/**
 * The outbox (`change_events`): which collections' changes the public pages show, the topic
 * each is recorded under, and the payload the web server reads (src/server/change-map.ts).
 * The hooks write these shapes (pb_hooks/lib/outbox.js); docs/SECURITY.md § Outbox lists them.
 */

/** Collection → outbox topic, for every collection whose changes a public page shows. */
export const OUTBOX_TOPICS = {
  providers: 'provider',
  reviews: 'review',
  service_categories: 'category',
  blog_posts: 'blog_post',
  blog_categories: 'blog_category',
  blog_tags: 'blog_tag',
  case_studies: 'case_study',
  user_favorites: 'favorite',
  review_replies: 'review_reply',
  review_reports: 'review_report',
  helpful_votes: 'helpful_vote',
} as const;

export type OutboxCollection = keyof typeof OUTBOX_TOPICS;
/** Topics recorded for a collection's change. */
export type RecordTopic = (typeof OUTBOX_TOPICS)[OutboxCollection];

/**
 * Topics the server records itself, not for one record's change: `ranking`, the daily
 * recompute of the ranking scores and 12-month figures (pb_hooks/lib/ranking.js), whose data
 * is `RankingEventData`; `trust_decision`, a decision the transparency report counts that no
 * record topic carries: an account approved, un-approved or deleted once approved
 * (pb_hooks/outbox.pb.js), a public warning issued (pb_hooks/lib/provider-warnings.js); its
 * data is `TrustDecisionEventData` (no id or name: no page shows one account);
 * `recognition`, a quarter's recognitions published (pb_hooks/lib/recognitions.js), whose data
 * is `RecognitionEventData` and whose `record_id` is the `recognition_quarters` row.
 */
export const SERVER_TOPICS = ['ranking', 'trust_decision', 'recognition'] as const;

/**
 * The `record_id` of every account approval's `trust_decision` event: never the account's id,
 * so a deleted account leaves no row holding it (the report needs only that a figure moved).
 */
export const ACCOUNT_APPROVAL_EVENT_ID = 'account_approval';
export type OutboxTopic = RecordTopic | (typeof SERVER_TOPICS)[number];

/** Every topic, as the `change_events.topic` select field lists them. */
export const ALL_OUTBOX_TOPICS: readonly OutboxTopic[] = [
  ...Object.values(OUTBOX_TOPICS),
  ...SERVER_TOPICS,
];

/** `change_events.data` of a `ranking` event. */
export interface RankingEventData {
  /** Public providers whose 12-month average or count changed (their pages and cards show it). */
  providers: string[];
  /** The ranking day and prior mean after the recompute. */
  as_of: string;
  mean: number;
}
/** `change_events.data` of a `recognition` event. */
export interface RecognitionEventData {
  /** The published quarter ("2026-t3"). */
  quarter: string;
  /** The recognised providers (their pages and cards show the label). */
  providers: string[];
}
/** `change_events.data` of a `trust_decision` event. */
export interface TrustDecisionEventData {
  kind: 'account_approval' | 'provider_warning';
}

export type OutboxOp = 'create' | 'update' | 'delete';

/** Most events one `POST /api/lp/outbox/done` marks done (pb_hooks/outbox.pb.js). */
export const OUTBOX_ACK_MAX = 1000;

/** The collections the outbox hooks register on. */
export const OUTBOX_COLLECTIONS = Object.keys(OUTBOX_TOPICS) as OutboxCollection[];

export interface ProviderSnapshot {
  id: string;
  slug: string;
  company_name: string;
  status: string;
  verified: boolean;
  featured: boolean;
  /** `isPublicProvider` of the snapshot. */
  public: boolean;
  categories: string[];
  headquarters_country: string;
}

export interface ProviderChildSnapshot {
  id: string;
  provider: string;
  provider_slug: string;
}

export interface ReviewSnapshot extends ProviderChildSnapshot {
  overall_rating: number;
  /** Moderation state ('' | under_review | held | removed) and whether it hides the review. */
  moderation: string;
  hidden: boolean;
}

export interface CaseStudySnapshot extends ProviderChildSnapshot {
  published: boolean;
}

export interface CategorySnapshot {
  id: string;
  name: string;
  label: string;
  active: boolean;
}

export interface BlogPostSnapshot {
  id: string;
  slug: string;
  status: string;
  published_at: string;
  /** `isPublishedPost` of the snapshot at the change (visibility.ts): what the public sees. */
  public: boolean;
  featured: boolean;
  categories: string[];
  tags: string[];
}

export interface BlogTermSnapshot {
  id: string;
  slug: string;
  name: string;
}

/** The snapshot type of each topic. */
export interface OutboxSnapshots {
  provider: ProviderSnapshot;
  review: ReviewSnapshot;
  category: CategorySnapshot;
  blog_post: BlogPostSnapshot;
  blog_category: BlogTermSnapshot;
  blog_tag: BlogTermSnapshot;
  case_study: CaseStudySnapshot;
  favorite: ProviderChildSnapshot;
  /** A provider's reply to a review (and the reviewer's rejoinder): its provider page only. */
  review_reply: ProviderChildSnapshot;
  /** A report on a review (its provider's page shows how many reports its owner made). */
  review_report: ProviderChildSnapshot;
  /** An "Útil" vote: it reorders the provider's review pages. */
  helpful_vote: ProviderChildSnapshot;
}

/** The provider's counts after a review change (read from the tables, not the record). */
export interface ReviewCounts {
  average_rating: number;
  total_reviews: number;
}

/** The provider's favourite count after a favourite change. */
export interface FavoriteCounts {
  favorites_count: number;
}

/** `change_events.data` of a topic: snapshots before and after, plus counts after the change. */
export type OutboxData<T extends RecordTopic = RecordTopic> = {
  before: OutboxSnapshots[T] | null;
  after: OutboxSnapshots[T] | null;
} & (T extends 'review' ? ReviewCounts : unknown) &
  (T extends 'favorite' ? FavoriteCounts : unknown);

/** A snapshot of any topic (what the producer's `snapshot` returns). */
export type OutboxSnapshot = OutboxSnapshots[RecordTopic];

/** A payload of any record topic as the producer builds it (pb_hooks/lib/outbox.js). */
export type AnyOutboxData = OutboxData & Partial<ReviewCounts & FavoriteCounts>;

export function isOutboxTopic(topic: string): topic is OutboxTopic {
  return (ALL_OUTBOX_TOPICS as readonly string[]).includes(topic);
}

/** The body of `SERVER_API.outboxDone (POST)`: 1 to OUTBOX_ACK_MAX event ids. */
export interface OutboxDoneBody {
  ids: string[];
}

/** The answer of `SERVER_API.outboxDone (POST)`: the events marked (unknown ids skipped). */
export interface OutboxDoneAnswer {
  updated: number;
}

/**
 * Records as the islands read them: the shapes generated from the migrations
 * (src/lib/contract/records.gen.ts, `npm run gen:types`) with the SDK's record fields.
 */
import type { RecordModel } from 'pocketbase';
import type {
  ProvidersRecord,
  ReviewRepliesRecord,
  ReviewsRecord,
  ServiceCategoriesRecord,
  UsersRecord,
} from '@/lib/contract/records.gen';

export type UserType = Exclude<UsersRecord['user_type'], ''>;
export type Role = UsersRecord['roles'][number];
export type ProviderStatus = Exclude<ProvidersRecord['status'], ''>;

export type UserRecord = RecordModel & UsersRecord;
export type ProviderRecord = RecordModel & ProvidersRecord;
export type ReviewRecord = RecordModel & ReviewsRecord;
export type CategoryRecord = RecordModel & ServiceCategoriesRecord;
/** A provider's reply to a review, with the reviewer's rejoinder. */
export type ReplyRecord = RecordModel & ReviewRepliesRecord;

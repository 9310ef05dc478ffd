/** Records as the islands read them (docs/DATA-MODEL.md). */
import type { RecordModel } from 'pocketbase';

export type UserType = 'hr_professional' | 'provider';
export type Role = 'admin' | 'provider' | 'hr_professional';
export type ProviderStatus = 'approved' | 'rejected' | 'pending';

export interface UserRecord extends RecordModel {
  email: string;
  verified: boolean;
  first_name: string;
  last_name: string;
  job_title: string;
  company_name: string;
  bio: string;
  user_type: UserType | '';
  roles: Role[];
  is_admin: boolean;
  approved: boolean;
  linkedin_url: string;
  blocked: boolean;
}

export interface ProviderRecord extends RecordModel {
  user: string;
  slug: string;
  company_name: string;
  description: string;
  logo: string;
  website: string;
  headquarters_country: string;
  founded_year: number | null;
  employee_count: string;
  categories: string[] | null;
  languages: string[] | null;
  verified: boolean;
  featured: boolean;
  status: ProviderStatus | '';
  admin_notes: string;
  average_rating: number;
  total_reviews: number;
  favorites_count: number;
}

export interface ReviewRecord extends RecordModel {
  provider: string;
  title: string;
  review_text: string;
  overall_rating: number;
  verified: boolean;
  anonymous: boolean;
}

/** A provider's reply to a review, with the reviewer's rejoinder (issue 13). */
export interface ReplyRecord extends RecordModel {
  review: string;
  provider: string;
  body: string;
  edited_at: string;
  rejoinder: string;
  rejoinder_at: string;
}

export interface CategoryRecord extends RecordModel {
  name: string;
  label: string;
  description: string;
  active: boolean;
}

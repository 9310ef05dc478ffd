/**
 * What the public forms (/contacto, /privacidad/solicitud) exchange with their routes
 * (pocketbase/pb_hooks/contact.pb.js, privacy.pb.js): the fields and their checks are
 * src/lib/domain/public-forms.ts.
 */

/** The answer of `API.formToken (GET)`: the signed start token the form sends back. */
export interface FormTokenAnswer {
  token: string;
}

/** A public form's body: its fields as typed, the honeypot and the start token. */
export type PublicFormBody = Readonly<Record<string, string>>;

/** The answer of `API.contact (POST)`, a trapped message's too. */
export interface ContactAnswer {
  ok: true;
}

/** The answer of `API.privacyRequests (POST)`: the site days it was received and is due. */
export interface PrivacyRequestAnswer {
  ok: true;
  received_on: string;
  due_on: string;
}

/** The query of `API.blogViews (GET)`: the posts' slugs, comma-separated (at most 100). */
export interface BlogViewsQuery {
  slugs: string;
}

/** The answer of `API.blogViews (GET)`: each published post's view count, by slug. */
export type BlogViews = Record<string, number>;

/** The answer of `API.blogView (POST)`: the post's count after this view. */
export interface BlogViewAnswer {
  view_count: number;
}

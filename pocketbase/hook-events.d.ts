/*
 * The hook events as PocketBase hands them to a handler. The generated declarations make every
 * Go pointer optional; these are the pointers PocketBase always sets: a record event's `record`
 * (create, update, delete, enrich, and their request events) and a request event's `request`
 * and its URL. `e.auth` stays optional (a request without a session has none). This file comes
 * after PocketBase's declarations (tsconfig.hooks.json), and TypeScript tries the overloads of a
 * later declaration first: a handler's `e` gets the narrower type.
 */
type HookRequest = http.Request & { url: url.URL };
/** A route's or a request hook's event: the request is always there. */
type HookRequestEvent = core.RequestEvent & { request: HookRequest };
/** A record hook's event (model-level: create, update, delete): the record is always there. */
type HookRecordEvent = core.RecordEvent & { record: core.Record };
/** A record request hook's event (`onRecord…Request`): the record and the request. */
type HookRecordRequestEvent = core.RecordRequestEvent & {
  record: core.Record;
  request: HookRequest;
};

declare function routerAdd(
  method: string,
  path: string,
  handler: (e: HookRequestEvent) => void,
  ...middlewares: Array<string | ((e: HookRequestEvent) => void) | Middleware>
): void;
declare function routerUse(
  ...middlewares: Array<string | ((e: HookRequestEvent) => void) | Middleware>
): void;
declare function onRecordCreate(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordUpdate(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordDelete(handler: (e: HookRecordEvent) => void, ...tags: string[]): void;
declare function onRecordCreateExecute(
  handler: (e: HookRecordEvent) => void,
  ...tags: string[]
): void;
declare function onRecordUpdateExecute(
  handler: (e: HookRecordEvent) => void,
  ...tags: string[]
): void;
declare function onRecordDeleteExecute(
  handler: (e: HookRecordEvent) => void,
  ...tags: string[]
): void;
declare function onRecordAfterCreateSuccess(
  handler: (e: HookRecordEvent) => void,
  ...tags: string[]
): void;
declare function onRecordAfterUpdateSuccess(
  handler: (e: HookRecordEvent) => void,
  ...tags: string[]
): void;
declare function onRecordAfterDeleteSuccess(
  handler: (e: HookRecordEvent) => void,
  ...tags: string[]
): void;
declare function onRecordEnrich(
  handler: (e: core.RecordEnrichEvent & { record: core.Record }) => void,
  ...tags: string[]
): void;
declare function onRecordCreateRequest(
  handler: (e: HookRecordRequestEvent) => void,
  ...tags: string[]
): void;
declare function onRecordUpdateRequest(
  handler: (e: HookRecordRequestEvent) => void,
  ...tags: string[]
): void;
declare function onRecordDeleteRequest(
  handler: (e: HookRecordRequestEvent) => void,
  ...tags: string[]
): void;

/*
 * The record finders answer Go slices of record pointers, which the generated declarations type
 * `Array<Record | undefined>`; a finder never puts a nil in them. Declared after PocketBase's
 * own, these overloads are tried first.
 */
declare namespace core {
  interface App {
    findRecordsByIds(
      collectionModelOrIdentifier: string | Collection,
      recordIds: Array<string>,
      ...optFilters: ((q: dbx.SelectQuery) => void)[]
    ): Array<Record>;
    findAllRecords(
      collectionModelOrIdentifier: string | Collection,
      ...exprs: dbx.Expression[]
    ): Array<Record>;
    findAllExternalAuthsByRecord(authRecord: Record): Array<ExternalAuth>;
    findRecordsByFilter(
      collectionModelOrIdentifier: string | Collection,
      filter: string,
      sort: string,
      limit: number,
      offset: number,
      ...params: dbx.Params[]
    ): Array<Record>;
  }
}

/*
 * The auth flows whose record PocketBase finds (from the token, or the e-mail of a verification
 * request, answering before the hook when there is none) before their hook runs.
 */
declare function onRecordConfirmVerificationRequest(
  handler: (e: core.RecordConfirmVerificationRequestEvent & { record: core.Record }) => void,
  ...tags: string[]
): void;
declare function onRecordConfirmPasswordResetRequest(
  handler: (e: core.RecordConfirmPasswordResetRequestEvent & { record: core.Record }) => void,
  ...tags: string[]
): void;
declare function onRecordConfirmEmailChangeRequest(
  handler: (e: core.RecordConfirmEmailChangeRequestEvent & { record: core.Record }) => void,
  ...tags: string[]
): void;
declare function onRecordRequestVerificationRequest(
  handler: (e: core.RecordRequestVerificationRequestEvent & { record: core.Record }) => void,
  ...tags: string[]
): void;

/**
 * The answer of the custom route named `K` in the wire contract (src/lib/contract/api-routes.ts):
 * each `routerAdd` handler marks what it answers `/** @satisfies {ApiAnswer<'name'>} *\/`, so
 * `npm run check` fails when a hook answers another shape than its entry declares.
 */
type ApiAnswer<K extends import('../src/lib/contract/api-routes').RouteName> =
  import('../src/lib/contract/api-routes').Answer<K>;
/**
 * The JSON body of the custom route named `K`, as its handler reads it
 * (`/** @type {ApiInput<'name'>} *\/ (e.requestInfo().body || {})`): the entry's fields, each
 * `unknown` until checked, so a handler reading a field its entry does not declare fails.
 */
type ApiInput<K extends import('../src/lib/contract/api-routes').RouteName> =
  import('../src/lib/contract/api-routes').Input<K>;

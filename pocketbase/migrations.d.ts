// The part of PocketBase's JSVM migration API that pocketbase/pb_migrations uses, typed with
// the plain init objects migrations pass (PocketBase's generated declarations type the Go
// structs instead, which those objects do not match). `npm run check` type-checks every
// migration against it in strict mode (tsconfig.migrations.json): a misspelt option, a wrong
// field type or a rule that is not a string fails before any database sees it. Migrations are
// frozen history (docs/ARCHITECTURE.md): they require no live code, so nothing else is in scope.

/** An API rule: a filter expression, '' (anyone) or null (superusers only). */
type Rule = string | null;

type FieldType =
  | 'text'
  | 'number'
  | 'bool'
  | 'email'
  | 'url'
  | 'editor'
  | 'date'
  | 'autodate'
  | 'select'
  | 'file'
  | 'relation'
  | 'json'
  | 'password';

interface FieldInit {
  name: string;
  type?: FieldType;
  required?: boolean;
  hidden?: boolean;
  presentable?: boolean;
  min?: number;
  max?: number;
  pattern?: string;
  onlyInt?: boolean;
  values?: string[];
  maxSelect?: number;
  collectionId?: string;
  cascadeDelete?: boolean;
  maxSize?: number;
  mimeTypes?: string[];
  thumbs?: string[];
  onCreate?: boolean;
  onUpdate?: boolean;
}

interface CollectionInit {
  type: 'base' | 'auth' | 'view';
  name: string;
  listRule?: Rule;
  viewRule?: Rule;
  createRule?: Rule;
  updateRule?: Rule;
  deleteRule?: Rule;
  viewQuery?: string;
  fields?: FieldInit[];
  indexes?: string[];
}

declare class Field {
  constructor(init: FieldInit);
  name: string;
  required: boolean;
  hidden: boolean;
  min: number;
  max: number;
  values: string[];
}
declare class TextField extends Field {}
declare class NumberField extends Field {}
declare class BoolField extends Field {}
declare class DateField extends Field {}
declare class SelectField extends Field {}
declare class RelationField extends Field {}
declare class JSONField extends Field {}

interface FieldsList {
  add(...fields: Field[]): void;
  getByName(name: string): Field;
  removeByName(name: string): void;
}

declare class Collection {
  constructor(init: CollectionInit);
  id: string;
  name: string;
  listRule: Rule;
  viewRule: Rule;
  createRule: Rule;
  updateRule: Rule;
  deleteRule: Rule;
  manageRule: Rule;
  indexes: string[];
  fields: FieldsList;
  /** Auth collections only. */
  passwordAuth: { enabled: boolean; identityFields: string[] };
  addIndex(name: string, unique: boolean, columns: string, where: string): void;
  removeIndex(name: string): void;
}

interface PbRecord {
  set(field: string, value: unknown): void;
}
/** `new Record(collection)`: a value only (the type name `Record` stays TypeScript's own). */
declare const Record: new (collection: Collection) => PbRecord;

/** A data step of a migration (a backfill): one SQL statement with `{:name}` parameters. */
interface MigrationQuery {
  bind(params: { [name: string]: unknown }): MigrationQuery;
  execute(): void;
}

interface MigrationApp {
  db(): { newQuery(sql: string): MigrationQuery };
  findCollectionByNameOrId(nameOrId: string): Collection;
  save(model: Collection | PbRecord): void;
  delete(model: Collection | PbRecord): void;
}

declare function migrate(up: (app: MigrationApp) => void, down?: (app: MigrationApp) => void): void;

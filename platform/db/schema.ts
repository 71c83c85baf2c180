import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 strings (UTC, `Date#toISOString`). */
export type IsoTimestamp = string;

export type CustomerType = 'b2c' | 'b2b';
export type B2bStatus = 'Default' | 'New' | 'Blocked';

interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  idp_type: string;
  idp_sub: string;
  customer_type: CustomerType;
  b2b_status: B2bStatus | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  company_name: string | null;
  vat_number: string | null;
  deleted_at: IsoTimestamp | null;
  /** When the address was shown to reach the owner (a confirmation link opened); null: never (decision 2313). */
  email_verified_at?: IsoTimestamp | null;
  registration_date: IsoTimestamp;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** oidc-provider's persisted models (Session, Grant, Interaction, AuthorizationCode, RefreshToken, …). */
interface OidcModelsTable {
  name: string;
  id: string;
  payload: string;
  expires_at: IsoTimestamp | null;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
}

interface PhotosTable {
  id: string;
  account_id: string;
  upload_id: string;
  local_file_name: string;
  mime_type: string;
  bytes: number;
  width: number;
  height: number;
  /** Local wall-clock time the photo was taken (no zone), null when unknown. */
  date_taken: string | null;
  created: IsoTimestamp;
  upload_end: IsoTimestamp | null;
  visible_width: number | null;
  visible_height: number | null;
  /** Folder of the photo's files relative to `${dataDir}/media` (benchmark rows may share one). */
  storage_key: string;
  /** Timeline month 'YYYY/M' of a usable date taken, else 'unknown/0'. */
  month_key: string;
  /** JSON: the thumbnails' real sizes, `[{ id: '300', width, height }, …]`. */
  thumbnails: string;
}

/** Columns added to `photos` later (decisions 2610, 2611): optional on insert, absent from older rows' code. */
interface PhotoExtraColumns {
  /** sha256 of the original bytes (hex); null until first compared (decision 2611). */
  content_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The camera from EXIF ('Make Model'), null when unknown. */
  camera: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Photos per account and timeline month, changed in the same transaction as `photos`. */
export interface TimelineCountsTable {
  account_id: string;
  month_key: string;
  count: number;
}

/** One-off platform state, e.g. which seeds have run. */
interface PlatformStateTable {
  key: string;
  value: string;
}

/** Which limiter counted an attempt (decision 2478): each one's keys are apart from every other's. */
export type ThrottleScope =
  | 'sign-in-address'
  | 'sign-in-client'
  | 'registration-client'
  | 'registration-address'
  | 'analytics-client'
  | 'password-reset-client'
  | 'password-reset-address'
  | 'password-change-account';

/** Attempts counted by the provider's throttles (sign-in, registration) and the analytics cap. */
interface LoginAttemptsTable {
  id: Generated<number>;
  scope: ThrottleScope;
  /** Within its scope: a lower-cased e-mail address, a client address or an address pattern. */
  key: string;
  attempted_at: IsoTimestamp;
}

export interface Database {
  accounts: AccountsTable;
  oidc_models: OidcModelsTable;
  photos: PhotosTable & PhotoExtraColumns;
  login_attempts: LoginAttemptsTable;
  timeline_counts: TimelineCountsTable;
  platform_state: PlatformStateTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type Photo = Selectable<PhotosTable> & Partial<Selectable<PhotoExtraColumns>>;

import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type PersonalDataStatus = 'PENDING' | 'READY' | 'FAILED';

/** Migration 2631: one request of a copy of an account's personal data (decision 2631). */
export interface PersonalDataRequestsTable {
  id: string;
  account_id: string;
  status: PersonalDataStatus;
  /** The zip's size in bytes, once READY. */
  size: number | null;
  /** The storefront's cookie-consent choice the app sent with the request (it is kept in the browser only). */
  cookie_consent: string | null;
  created: string;
  ready_at: string | null;
  /** READY + 7 days: the link's end; the upkeep deletes the file then. */
  expires_at: string | null;
  /** When the file was deleted (expired, or the account deleted). */
  removed_at: string | null;
}

/** The download link is valid this long after the zip is ready; then the file goes. */
export const PERSONAL_DATA_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Requests an account may make per day, FAILED ones included: the request's throttle (docs/security.md). */
export const PERSONAL_DATA_DAILY_REQUESTS = 3;
/** Period of the upkeep (expired files, deleted accounts). */
export const PERSONAL_DATA_SWEEP_MS = 10 * 60_000;

export type PersonalDataDb = Kysely<Database & { personal_data_requests: PersonalDataRequestsTable }>;
export type PersonalDataRow = Selectable<PersonalDataRequestsTable>;
export const personalDataDb = (db: Kysely<Database>): PersonalDataDb => db.withTables<{ personal_data_requests: PersonalDataRequestsTable }>();

/** `${dataDir}/personal-data/{id}.zip` (and `.part` while it is written). */
export const personalDataRoot = (dataDir: string) => path.join(dataDir, 'personal-data');
export const personalDataFile = (dataDir: string, id: string) => path.join(personalDataRoot(dataDir), `${id}.zip`);

/** The contract's status: a READY request past its end (or whose file is gone) is EXPIRED. */
export function statusAt(row: PersonalDataRow, now: Date): PersonalDataStatus | 'EXPIRED' {
  if (row.status !== 'READY') return row.status;
  return row.removed_at || !row.expires_at || Date.parse(row.expires_at) <= now.getTime() ? 'EXPIRED' : 'READY';
}

/** A request as the personal-data contract answers it (docs/contracts/personal-data-api.md). */
export function requestJson(row: PersonalDataRow, now: Date) {
  return { id: row.id, status: statusAt(row, now), created: row.created, readyAt: row.ready_at, expiresAt: row.expires_at, size: row.size };
}

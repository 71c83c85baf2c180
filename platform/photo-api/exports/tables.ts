import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

export type ExportStatus = 'REQUESTED' | 'IN_PROGRESS' | 'READY' | 'FAILED';

/** Migration 0710: one whole-library export. */
export interface ExportsTable {
  id: string;
  account_id: string;
  status: ExportStatus;
  /** JSON array of chunk sizes in bytes, chunk n (1-based) at index n-1. */
  chunks: string;
  error: string | null;
  /** When it became READY: chunk links are valid 7 days from here. */
  ready_at: string | null;
  /** When its files were deleted: its links expired, or a newer export replaced it (decision 2311). */
  removed_at: string | null;
  /** The library's revision when it was asked for (decision 2479); null for exports made before. */
  library_revision: number | null;
  created: string;
  updated: string;
}

/** Chunk links are valid 7 days from the moment the export became READY; then its files go. */
export const EXPORT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** READY exports a customer keeps: a new export replaces the oldest (decision 2311). */
export const MAX_KEPT_EXPORTS = 2;
/**
 * Decision 2479: a request for an unchanged library answers its READY export while that export's
 * links have at least this long left; with less, a new one is built.
 */
export const EXPORT_REUSE_MIN_LEFT_MS = 24 * 60 * 60 * 1000;
/** Period of the retention sweep. */
export const EXPORT_SWEEP_MS = 10 * 60_000;

export type ExportDb = Kysely<Database & { exports: ExportsTable }>;
export type ExportRow = Selectable<ExportsTable>;
export const exportDb = (db: Kysely<Database>): ExportDb => db.withTables<{ exports: ExportsTable }>();

export const chunkSizes = (row: ExportRow): number[] => JSON.parse(row.chunks) as number[];

/** The contract's export (docs/contracts/export-api.md). */
export function exportJson(row: ExportRow) {
  return {
    backupId: row.id,
    status: row.status,
    chunks: chunkSizes(row).map((size, i) => ({ iteration: i + 1, size })),
    created: row.created,
    updated: row.updated,
  };
}

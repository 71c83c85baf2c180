import path from 'node:path';

/** Decision 1705: a READY archive is deleted (zip and row) this long after it was finished. */
export const DOWNLOAD_TTL_MS = 24 * 60 * 60_000;
export const PART_SUFFIX = '.zip.part';

/** `${dataDir}/downloads`: `{id}.zip` when READY, `{id}.zip.part` while building. */
export const downloadsRoot = (dataDir: string) => path.join(dataDir, 'downloads');
export const zipPath = (dataDir: string, id: string) => path.join(downloadsRoot(dataDir), `${id}.zip`);
export const partPath = (dataDir: string, id: string) => path.join(downloadsRoot(dataDir), `${id}${PART_SUFFIX}`);

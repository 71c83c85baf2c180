/** The export page of one backup, keeping the library's query (sort, stripped). */
export function exportPath(backupId: string, query?: URLSearchParams | string): string {
  const q = query?.toString() ?? '';
  return `/my-photos/exports/${encodeURIComponent(backupId)}${q ? `?${q}` : ''}`;
}

/** One chunk of a backup: the resource route that hands the browser its signed link. */
export function chunkPath(backupId: string, iteration: number): string {
  return `/my-photos/exports/${encodeURIComponent(backupId)}/chunks/${iteration}`;
}

/** The create-export modal over the photos page. */
export function createExportPath(query?: URLSearchParams | string): string {
  const q = query?.toString() ?? '';
  return `/my-photos/photos/export${q ? `?${q}` : ''}`;
}

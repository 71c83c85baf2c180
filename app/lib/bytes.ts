const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Byte sizes in Bytes, KB, MB or GB with 2 decimals (the spec's rule), 1 KB = 1024 bytes. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${(bytes / 1024 ** i).toFixed(2)} ${UNITS[i]}`;
}

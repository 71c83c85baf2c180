/** `?page=` as a page number (1 when absent), or null when it is not a positive whole number. */
export function parsePage(value: string | null): number | null {
  if (value === null || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The spec's skip: (page - 1) * size. */
export const skipFor = (page: number, size: number) => (page - 1) * size;

/** How many pages `total` items fill (at least 1, so an empty list has page 1). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The list URL for a page (page 1 has no query). */
export const pageHref = (page: number) => (page > 1 ? `/saved-projects?page=${page}` : '/saved-projects');

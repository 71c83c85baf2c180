import { withStripped } from '~/lib/stripped';

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

/** The list URL for a page (page 1 has no page in its query), keeping 'stripped'. */
export const pageHref = (page: number, stripped = false) => withStripped(page > 1 ? `/saved-projects?page=${page}` : '/saved-projects', stripped);

/** A project's delete confirmation, over the list's page it was opened from. */
export const deleteHref = (id: string, page: number, stripped: boolean) =>
  withStripped(`/saved-projects/${encodeURIComponent(id)}/delete${page > 1 ? `?page=${page}` : ''}`, stripped);

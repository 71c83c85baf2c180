/** Sort choices per view, as the spec stores them (locally, mirrored to a cookie). */
const SORT_KEYS = ['created', 'dateTaken'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type SortView = 'photos' | 'albumPhotos' | 'sharedAlbumPhotos';
export interface Sort {
  sortKey: SortKey;
  sortOrder: SortOrder;
}

export const DEFAULT_SORT: Record<SortView, Sort> = {
  photos: { sortKey: 'dateTaken', sortOrder: 'desc' },
  albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  sharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
};

const isKey = (v: unknown): v is SortKey => (SORT_KEYS as readonly unknown[]).includes(v);
const isOrder = (v: unknown): v is SortOrder => (SORT_ORDERS as readonly unknown[]).includes(v);

/** A sort that parses, else the view's default (both values must parse, or neither is used). */
export function parseSort(view: SortView, input: { sortKey?: unknown; sortOrder?: unknown } | null | undefined): Sort {
  if (input && isKey(input.sortKey) && isOrder(input.sortOrder)) return { sortKey: input.sortKey, sortOrder: input.sortOrder };
  return DEFAULT_SORT[view];
}

/** The sort select's value for a sort, and back. */
export function sortValue(sort: Sort): string {
  return `${sort.sortKey}:${sort.sortOrder}`;
}
export function parseSortValue(value: string | null): { sortKey: SortKey; sortOrder: SortOrder } | null {
  const m = /^(created|dateTaken):(asc|desc)$/.exec(value ?? '');
  return m ? { sortKey: m[1] as SortKey, sortOrder: m[2] as SortOrder } : null;
}

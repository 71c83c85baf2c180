/** The Copy to album modal's shapes and field names (safe in the browser). */

export const COPY_FIELDS = { target: 'target', name: 'name' } as const;
/** The `target` value of 'Create a new album'. */
export const NEW_TARGET = 'new';

export interface CopyTargetOption {
  albumId: string;
  albumName: string;
  photosCount: number;
}

export interface CopyModalData {
  /** How many photos are being copied. */
  count: number;
  /** Where Cancel and Escape go. */
  back: string;
  albums: CopyTargetOption[];
  /** More albums exist than are listed. */
  truncated: boolean;
  /** The albums could not be listed (a new album can still be made). */
  albumsError: boolean;
  /** Copied from an album, which is left out of `albums` (so an empty list is not 'no albums yet'). */
  fromAlbum: boolean;
  values: Record<string, string>;
  /** Error keys by field: `target`, `name`, or `form` (the whole form). */
  errors: Record<string, string>;
  notice: { key: string; vars: Record<string, string | number> } | null;
}

/** DOM ids of the modal's controls (the error summary links to them). */
export const COPY_IDS = {
  firstTarget: 'copy-target-first',
  newTarget: 'copy-target-new',
  name: 'copy-name',
} as const;

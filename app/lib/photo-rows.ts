import { useMatches } from '@remix-run/react';

/**
 * A page of justified photo rows says so in its route's handle, from its loader's data:
 *
 *   export const handle = { ...loadErrorHandle(…), ...photoRowsHandle((d: Data) => d.items.length > 0) };
 *
 * The root's Layout then marks the document (`<html data-photo-rows>`), so that the stylesheet
 * keeps the scrollbar's room from the first paint on, before the rows' HTML has come: a `:has()`
 * of the rows matches only once they are parsed, after a first paint (app.css, decision 2680).
 */
export interface PhotoRowsHandle {
  photoRows?: (data: unknown) => boolean;
}

export function photoRowsHandle<D>(hasRows: (data: D) => boolean): PhotoRowsHandle {
  // No data when the page's loader failed: its error shows no rows.
  return { photoRows: (data) => data != null && hasRows(data as D) };
}

/** Whether the page shown has photo rows (any route of it says so). */
export function usePhotoRows(): boolean {
  return useMatches().some((m) => (m.handle as PhotoRowsHandle | undefined)?.photoRows?.(m.data) === true);
}

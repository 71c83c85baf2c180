/**
 * Select-all of a month shown in part, with JavaScript: fetches the month's every photo id
 * (`query`: month, sortKey, sortOrder) and toggles them; when that fails, the photos loaded.
 */
export function toggleWholeMonth(
  selection: { toggleMany: (ids: string[]) => void },
  query: URLSearchParams,
  loadedIds: string[],
  setMonthIds: (ids: string[]) => void,
): void {
  void fetch(`/my-photos/photos/select/month?${query}`, { credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<{ ids: string[] }>) : null))
    .then((r) => {
      if (r) setMonthIds(r.ids);
      selection.toggleMany(r ? r.ids : loadedIds);
    })
    .catch(() => selection.toggleMany(loadedIds));
}

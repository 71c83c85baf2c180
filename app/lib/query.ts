/**
 * `path` with `query` changed by `extra`, then `#hash` when given. In `extra` a string sets its
 * key, null or '' removes it, and undefined leaves it as the query has it.
 */
export function withQuery(path: string, query: URLSearchParams | string, extra: Record<string, string | null | undefined> = {}, hash?: string): string {
  const q = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra)) {
    if (v === null || v === '') q.delete(k);
    else if (v !== undefined) q.set(k, v);
  }
  const s = q.toString();
  return `${path}${s ? `?${s}` : ''}${hash ? `#${hash}` : ''}`;
}

/**
 * Results kept by key, for values cheap to keep and dear to make again on every page (a formatted
 * date, a decoded token): up to `most` of them, the oldest dropped first. `make` never returns
 * undefined (null is kept like any value).
 */
export function remembered<V>(most: number): (key: string, make: () => V) => V {
  const kept = new Map<string, V>();
  return (key, make) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const value = make();
    if (kept.size >= most) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
}

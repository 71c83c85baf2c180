/** Splits `items` into chunks of `size`; yields nothing if size is not an integer >= 1. */
export function* chunk<T>(items: readonly T[], size: number): Generator<T[]> {
  if (!Number.isInteger(size) || size < 1) return;
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

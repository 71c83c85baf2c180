/** The scrubber's moves as numbers: which month a key or a point on the strip lands on. */

/** Keys that move the scrubber, and by how many months. */
const STEPS: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1, PageUp: -12, PageDown: 12 };

/** The month `key` moves to from `index` of months 0…`last` (arrows a month, Page Up/Down a year, Home/End the ends, within them); null for other keys. */
export function keyTarget(key: string, index: number, last: number): number | null {
  const to = key === 'Home' ? 0 : key === 'End' ? last : key in STEPS ? index + STEPS[key]! : null;
  return to === null ? null : clampMonth(to, last);
}

/** The month at `y` on a strip from `top`, `height` tall, of months 0…`last` (the nearest one; beyond its ends, the end). */
export function monthAt(y: number, top: number, height: number, last: number): number {
  return clampMonth(Math.round(((y - top) / height) * last), last);
}

export function clampMonth(to: number, last: number): number {
  return Math.max(0, Math.min(last, to));
}

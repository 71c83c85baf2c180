/** Pure numbers of the preview viewer's gestures (spec section 9). */
export const DOUBLE_TAP_MS = 200;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 2.5;
const SWIPE_THRESHOLD = 0.35;
export const DRAG_FACTOR_SLOW = 0.2;
export const DRAG_FACTOR_FAST = 1.5;
/** Pointer speeds (px/ms) at and beyond which the slow and fast factors apply. */
const SLOW_SPEED = 0.1;
const FAST_SPEED = 1;

export type SwipeAction = 'previous' | 'next' | 'close' | null;

/** What a swipe (not zoomed) does: left → next, right → previous, down → close; 35% of the size. */
export function swipeAction(dx: number, dy: number, width: number, height: number): SwipeAction {
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (width > 0 && Math.abs(dx) >= SWIPE_THRESHOLD * width) return dx < 0 ? 'next' : 'previous';
    return null;
  }
  if (height > 0 && dy >= SWIPE_THRESHOLD * height) return 'close';
  return null;
}

/** Pan factor for a drag moving at `speed` px/ms: 0.2 when slow, 1.5 when fast, linear between. */
export function dragFactor(speed: number): number {
  if (!(speed > SLOW_SPEED)) return DRAG_FACTOR_SLOW;
  if (speed >= FAST_SPEED) return DRAG_FACTOR_FAST;
  return DRAG_FACTOR_SLOW + ((speed - SLOW_SPEED) / (FAST_SPEED - SLOW_SPEED)) * (DRAG_FACTOR_FAST - DRAG_FACTOR_SLOW);
}

/** A pan offset kept within the zoomed image's overflow on each side. */
export function clampPan(offset: number, size: number, scale: number): number {
  const max = ((scale - 1) * size) / 2;
  return Math.max(-max, Math.min(max, offset));
}

/** The share of the stage's size one arrow key pans a zoomed photo. */
const KEY_PAN_STEP = 0.1;

/**
 * The pan offset after an arrow key while zoomed (decision 1842, WCAG 2.1.1): the view moves the way
 * the arrow points, so the photo moves the other way, kept within its edges. Null for other keys.
 */
export function keyPan(
  key: string,
  pan: { x: number; y: number },
  width: number,
  height: number,
  scale: number,
): { x: number; y: number } | null {
  const dx = key === 'ArrowLeft' ? 1 : key === 'ArrowRight' ? -1 : 0;
  const dy = key === 'ArrowUp' ? 1 : key === 'ArrowDown' ? -1 : 0;
  if (dx === 0 && dy === 0) return null;
  return {
    x: clampPan(pan.x + dx * KEY_PAN_STEP * width, width, scale),
    y: clampPan(pan.y + dy * KEY_PAN_STEP * height, height, scale),
  };
}

import { describe, expect, it } from 'vitest';
import { clampPan, dragFactor, keyPan, swipeAction, DRAG_FACTOR_FAST, DRAG_FACTOR_SLOW } from '~/photos/viewer/gestures';

describe('swipeAction', () => {
  it('needs 35% of the size', () => {
    expect(swipeAction(-34, 0, 100, 100)).toBeNull();
    expect(swipeAction(-35, 0, 100, 100)).toBe('next');
    expect(swipeAction(40, 5, 100, 100)).toBe('previous');
    expect(swipeAction(0, 35, 100, 100)).toBe('close');
    expect(swipeAction(0, -80, 100, 100)).toBeNull();
  });
});

describe('dragFactor', () => {
  it('is 0.2 when slow, 1.5 when fast, between in between', () => {
    expect(dragFactor(0)).toBe(DRAG_FACTOR_SLOW);
    expect(dragFactor(5)).toBe(DRAG_FACTOR_FAST);
    const mid = dragFactor(0.5);
    expect(mid).toBeGreaterThan(DRAG_FACTOR_SLOW);
    expect(mid).toBeLessThan(DRAG_FACTOR_FAST);
  });
});

describe('clampPan', () => {
  it('keeps the zoomed photo covering the stage', () => {
    expect(clampPan(1000, 100, 2.5)).toBe(75);
    expect(clampPan(-1000, 100, 2.5)).toBe(-75);
    expect(clampPan(10, 100, 2.5)).toBe(10);
    expect(clampPan(10, 100, 1)).toBe(0);
  });
});

describe('keyPan', () => {
  it('moves the view the way the arrow points by a tenth of the stage, the photo the other way', () => {
    expect(keyPan('ArrowRight', { x: 0, y: 0 }, 400, 200, 2.5)).toEqual({ x: -40, y: 0 });
    expect(keyPan('ArrowLeft', { x: 0, y: 0 }, 400, 200, 2.5)).toEqual({ x: 40, y: 0 });
    expect(keyPan('ArrowDown', { x: 10, y: 0 }, 400, 200, 2.5)).toEqual({ x: 10, y: -20 });
    expect(keyPan('ArrowUp', { x: 10, y: 0 }, 400, 200, 2.5)).toEqual({ x: 10, y: 20 });
  });

  it('stops at the photo’s edge and ignores other keys', () => {
    expect(keyPan('ArrowRight', { x: -290, y: 0 }, 400, 200, 2.5)).toEqual({ x: -300, y: 0 });
    expect(Math.abs(keyPan('ArrowRight', { x: 0, y: 0 }, 400, 200, 1)!.x)).toBe(0); // not zoomed: nowhere to go
    expect(keyPan('Enter', { x: 0, y: 0 }, 400, 200, 2.5)).toBeNull();
  });
});

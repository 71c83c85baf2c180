import { describe, expect, it } from 'vitest';
import { clampMonth, keyTarget, monthAt } from '~/photos/components/scrubber-steps';

describe("the scrubber's keys", () => {
  it('moves a month with the arrows and a year with Page Up/Down', () => {
    expect(keyTarget('ArrowDown', 5, 40)).toBe(6);
    expect(keyTarget('ArrowRight', 5, 40)).toBe(6);
    expect(keyTarget('ArrowUp', 5, 40)).toBe(4);
    expect(keyTarget('ArrowLeft', 5, 40)).toBe(4);
    expect(keyTarget('PageDown', 5, 40)).toBe(17);
    expect(keyTarget('PageUp', 20, 40)).toBe(8);
  });
  it('goes to the ends with Home and End, and never past them', () => {
    expect(keyTarget('Home', 7, 40)).toBe(0);
    expect(keyTarget('End', 7, 40)).toBe(40);
    expect(keyTarget('PageUp', 5, 40)).toBe(0);
    expect(keyTarget('PageDown', 35, 40)).toBe(40);
    expect(keyTarget('ArrowUp', 0, 40)).toBe(0);
  });
  it('leaves other keys to the browser', () => {
    expect(keyTarget('Tab', 5, 40)).toBeNull();
    expect(keyTarget('a', 5, 40)).toBeNull();
  });
});

describe('a point on the strip', () => {
  it('lands on the nearest month along it', () => {
    expect(monthAt(100, 100, 400, 10)).toBe(0);
    expect(monthAt(300, 100, 400, 10)).toBe(5);
    expect(monthAt(500, 100, 400, 10)).toBe(10);
    expect(monthAt(119, 100, 400, 10)).toBe(0);
    expect(monthAt(121, 100, 400, 10)).toBe(1);
  });
  it('above or below the strip is its first or last month', () => {
    expect(monthAt(20, 100, 400, 10)).toBe(0);
    expect(monthAt(900, 100, 400, 10)).toBe(10);
  });
  it('clamps any index to the months', () => {
    expect(clampMonth(-3, 4)).toBe(0);
    expect(clampMonth(9, 4)).toBe(4);
    expect(clampMonth(2, 4)).toBe(2);
  });
});

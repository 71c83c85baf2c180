import { describe, expect, it } from 'vitest';
import { ppiAt, printSizesOf, qualityOf } from '~/photos/print-info/print-sizes';

describe('print sizes by pixels (decision 2613)', () => {
  it('judges 150 ppi and more good, 100 to 150 acceptable, less not recommended', () => {
    expect([qualityOf(150), qualityOf(149), qualityOf(100), qualityOf(99)]).toEqual(['good', 'acceptable', 'acceptable', 'poor']);
  });

  it('takes the smaller of the two sides’ ppi, the paper turned to the photo', () => {
    // 13 cm = 5.12 in: 640 / 5.12 = 125; 9 cm = 3.54 in: 480 / 3.54 = 135.
    expect(ppiAt(640, 480, { short: 9, long: 13 })).toBe(125);
    expect(ppiAt(480, 640, { short: 9, long: 13 })).toBe(125);
  });

  it('a 4000 × 3000 photo: good up to 40 × 60 cm, acceptable up to 50 × 75 cm', () => {
    const p = printSizesOf(4000, 3000)!;
    expect(p.largestGood).toEqual({ short: 40, long: 60 });
    expect(p.largestAcceptable).toEqual({ short: 50, long: 75 });
  });

  it('a 640 × 480 photo: no good size, acceptable up to 10 × 15 cm', () => {
    const p = printSizesOf(640, 480)!;
    expect(p.largestGood).toBeNull();
    expect(p.largestAcceptable).toEqual({ short: 10, long: 15 });
    expect(p.sizes.find((s) => s.format.long === 18)?.quality).toBe('poor');
  });

  it('says nothing when the size is not known', () => {
    expect(printSizesOf(null, 3000)).toBeNull();
    expect(printSizesOf(0, 0)).toBeNull();
  });
});

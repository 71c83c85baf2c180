/** What an upload may be; every figure can be changed per platform (tests use small ones). */
export interface IngestLimits {
  /** Largest accepted file in bytes (50 MB). */
  maxBytes: number;
  /** Longest accepted side in pixels. */
  maxSide: number;
  /** Most accepted pixels (width × height). */
  maxPixels: number;
}

export const DEFAULT_LIMITS: IngestLimits = { maxBytes: 50 * 1024 * 1024, maxSide: 16_000, maxPixels: 100_000_000 };

export type RefusalReason = 'type' | 'empty' | 'too_large' | 'too_many_pixels' | 'corrupt';

/** Thrown inside the pipeline to refuse a file with a reason the client is told. */
export class Refusal extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`refused: ${reason}`);
  }
}

export function checkDimensions(width: number, height: number, limits: IngestLimits): void {
  if (!(width > 0 && height > 0)) throw new Refusal('corrupt');
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) throw new Refusal('too_many_pixels');
}

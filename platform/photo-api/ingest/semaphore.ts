/**
 * At most `limit` units of work at a time; the rest wait in order (first come, first served: a
 * heavy task at the head of the queue is not overtaken by lighter ones behind it).
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: { weight: number; admit: () => void }[] = [];

  constructor(private readonly limit: number) {}

  /** Runs `task` once `weight` units (1 to `limit`; more counts as `limit`) are free. */
  async run<T>(task: () => Promise<T>, weight = 1): Promise<T> {
    const units = Math.min(Math.max(1, Math.ceil(weight)), this.limit);
    if (this.waiting.length === 0 && this.active + units <= this.limit) this.active += units;
    else await new Promise<void>((admit) => this.waiting.push({ weight: units, admit })); // the units are handed over
    try {
      return await task();
    } finally {
      this.active -= units;
      this.admitWaiting();
    }
  }

  private admitWaiting(): void {
    while (this.waiting.length > 0 && this.active + this.waiting[0]!.weight <= this.limit) {
      const next = this.waiting.shift()!;
      this.active += next.weight;
      next.admit();
    }
  }
}

/**
 * Server renders that no one can exhaust (docs/architecture.md, "Server rendering"): at most SSR_CONCURRENCY run
 * at once, at most SSR_QUEUE wait behind them, and a visitor past the queue gets the page rendered in the browser
 * at once (the same fallback as a failed render) instead of waiting for a time-out. Requests for a page already
 * being rendered wait for that render rather than starting another.
 */
export class RenderGate<T> {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly underWay = new Map<string, Promise<T | null>>();

  constructor(
    private readonly concurrency: number,
    private readonly queueLength: number,
    /** Kept up to date for /metrics: renders waiting for their turn, and visitors sent the client-rendered page. */
    private readonly counts: { renderWaiting: number; rendersShed: number } = { renderWaiting: 0, rendersShed: 0 },
  ) {}

  /**
   * The render of `key` (shared with a request already rendering it), or `shed` when the queue is full: the
   * caller sends the client-rendered page. A null key (nothing names what the render reads) shares nothing.
   */
  run(key: string | null, render: () => Promise<T | null>): Promise<T | null> | 'shed' {
    const shared = key === null ? undefined : this.underWay.get(key);
    if (shared) return shared;
    if (this.running >= this.concurrency && this.waiting.length >= this.queueLength) {
      this.counts.rendersShed += 1;
      return 'shed';
    }
    const work = this.turn().then(async () => {
      try {
        return await render();
      } finally {
        if (key !== null) this.underWay.delete(key);
        this.release();
      }
    });
    if (key !== null) this.underWay.set(key, work);
    return work;
  }

  private turn(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    // The slot is handed over as it is (running stays the same): a newcomer cannot take it first.
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.counts.renderWaiting = this.waiting.length;
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    this.counts.renderWaiting = this.waiting.length;
    if (next) next();
    else this.running -= 1;
  }
}

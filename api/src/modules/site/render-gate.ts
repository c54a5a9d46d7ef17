/**
 * Server renders that no one can exhaust (docs/architecture.md, "Server rendering"): at most SSR_CONCURRENCY run
 * at once, at most SSR_QUEUE wait behind them, and a visitor past the queue, or who has waited the render budget
 * (SSR_TIMEOUT_MS) without a turn, gets the page rendered in the browser at once (the same fallback as a failed
 * render) instead of a time-out. Requests for a page already being rendered wait for that render rather than
 * starting another.
 */
export class RenderGate<T> {
  private running = 0;
  private readonly waiting: ((go: boolean) => void)[] = [];
  private readonly underWay = new Map<string, Promise<T | null | 'shed'>>();

  constructor(
    private readonly concurrency: number,
    private readonly queueLength: number,
    /** The longest a render waits for its turn. */
    private readonly maxWaitMs: number,
    /** Kept up to date for /metrics: renders waiting for their turn, and visitors sent the client-rendered page. */
    private readonly counts: { renderWaiting: number; rendersShed: number } = { renderWaiting: 0, rendersShed: 0 },
  ) {}

  /**
   * The render of `key` (shared with a request already rendering it), or `shed` when the queue is full or the
   * turn came too late: the caller sends the client-rendered page. A null key (nothing names what the render
   * reads) shares nothing.
   */
  run(key: string | null, render: () => Promise<T | null>): Promise<T | null | 'shed'> {
    const shared = key === null ? undefined : this.underWay.get(key);
    if (shared) return shared;
    if (this.running >= this.concurrency && this.waiting.length >= this.queueLength) return Promise.resolve(this.shed());
    const work = this.turn().then(async (go) => {
      if (!go) return this.shed();
      try {
        return await render();
      } finally {
        this.release();
      }
    });
    if (key !== null) {
      this.underWay.set(key, work);
      const done = () => this.underWay.delete(key);
      work.then(done, done);
    }
    return work;
  }

  private shed(): 'shed' {
    this.counts.rendersShed += 1;
    return 'shed';
  }

  /** Resolves true when a slot is this render's, false when it waited maxWaitMs without one. */
  private turn(): Promise<boolean> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(go), 1);
        this.counts.renderWaiting = this.waiting.length;
        resolve(false);
      }, this.maxWaitMs);
      // The slot is handed over as it is (running stays the same): a newcomer cannot take it first.
      const go = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiting.push(go);
      this.counts.renderWaiting = this.waiting.length;
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    this.counts.renderWaiting = this.waiting.length;
    if (next) next(true);
    else this.running -= 1;
  }
}

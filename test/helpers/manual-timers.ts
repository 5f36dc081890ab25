/**
 * Main's timers (MonitorClock's setTimeout and clearTimeout) moved by hand:
 * nothing runs until `advance`, which also lets the promises a timer settles
 * run before it moves on. Time never passes by waiting.
 */
export class ManualTimers {
  private current = 0;
  private nextId = 1;
  private readonly due = new Map<number, { at: number; run: () => void }>();

  readonly now = (): number => this.current;

  readonly setTimeout = (run: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.due.set(id, { at: this.current + ms, run });
    return id;
  };

  readonly clearTimeout = (handle: unknown): void => {
    this.due.delete(handle as number);
  };

  /** Timers set and not yet run or cleared. */
  pending(): number {
    return this.due.size;
  }

  /** Runs every timer due within `ms`, in time order, letting settled promises run between them. */
  async advance(ms: number): Promise<void> {
    const until = this.current + ms;
    for (;;) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const next = [...this.due].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      this.due.delete(next[0]);
      this.current = next[1].at;
      next[1].run();
    }
    this.current = until;
  }
}

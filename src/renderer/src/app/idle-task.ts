/** When the page is idle (requestIdleCallback), structurally: tests pass one they run by hand. */
export interface IdleScheduler {
  request(run: () => void): unknown;
  cancel(handle: unknown): void;
}

export const browserIdle: IdleScheduler = {
  request: (run) => requestIdleCallback(run),
  // The handle is the number requestIdleCallback returned: only this object's request makes one.
  cancel: (handle) => cancelIdleCallback(handle as number),
};

/**
 * A piece of work run the next time the page is idle: asked for again
 * before it ran, it still runs once; stopped, it never runs again.
 */
export class IdleTask {
  #handle: unknown = null;
  #stopped = false;

  constructor(
    private readonly run: () => void,
    private readonly idle: IdleScheduler = browserIdle,
  ) {}

  schedule(): void {
    if (this.#stopped || this.#handle !== null) return;
    this.#handle = this.idle.request(() => {
      this.#handle = null;
      if (!this.#stopped) this.run();
    });
  }

  stop(): void {
    this.#stopped = true;
    if (this.#handle !== null) this.idle.cancel(this.#handle);
    this.#handle = null;
  }
}

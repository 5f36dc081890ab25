import { untrack } from 'svelte';
import { AppError } from './api';
import { AutoRetry, type AutoRetryPolicy } from './auto-retry';

export type QueryState = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryOptions {
  /** Repeat a failed read on its own, a bounded number of times (see auto-retry.ts). Off by default. */
  readonly retry?: AutoRetryPolicy;
}

/**
 * One read from main and what the screen shows for it: nothing yet, loading,
 * the value, or the error. Only the newest call counts: an answer that comes
 * back after a newer call started is dropped, so a slow search never
 * overwrites a fast later one.
 */
export class Query<T, A extends unknown[] = []> {
  state = $state<QueryState>('idle');
  /** Raw: results are replaced as a whole, never edited in place. */
  value = $state.raw<T | undefined>(undefined);
  error = $state.raw<AppError | null>(null);
  /** The arguments of the newest call (e.g. the city searched for). */
  args = $state.raw<A | null>(null);
  /** A failed read waits for its automatic retry (the notice can say it will try again). */
  retryPending = $state(false);

  #sequence = 0;
  readonly #load: (...args: A) => Promise<T>;
  readonly #retry: AutoRetry | null;

  constructor(load: (...args: A) => Promise<T>, options: QueryOptions = {}) {
    this.#load = load;
    this.#retry = options.retry ? new AutoRetry(options.retry) : null;
  }

  /** A fresh read: any pending automatic retry is dropped and the retry budget is whole again. */
  run(...args: A): Promise<void> {
    this.#retry?.reset();
    return this.#attempt(args);
  }

  /**
   * Loads unless a value is there or on its way. Reads the query's state
   * without tracking it: an effect that calls this must not run again when
   * the load fails, or a failing list would be asked for in a loop.
   */
  ensure(...args: A): void {
    untrack(() => {
      if (this.state === 'idle' || (this.state === 'error' && !this.retryPending)) void this.run(...args);
    });
  }

  /** Repeats the newest call; only for reads, which are safe to repeat. */
  retry(): Promise<void> {
    return this.args ? this.run(...this.args) : Promise.resolve();
  }

  /** Drops a pending automatic retry: the screen that wanted the value is gone. */
  stop(): void {
    this.#retry?.cancel();
    this.retryPending = false;
  }

  async #attempt(args: A): Promise<void> {
    const call = ++this.#sequence;
    this.args = args;
    this.state = 'loading';
    this.error = null;
    this.retryPending = false;
    try {
      const value = await this.#load(...args);
      if (call !== this.#sequence) return;
      this.value = value;
      this.state = 'ready';
      this.#retry?.reset();
    } catch (cause) {
      if (call !== this.#sequence) return;
      const error = AppError.from(cause);
      this.error = error;
      this.state = 'error';
      const wait = this.#retry?.afterFailure(error, () => void this.#attempt(args)) ?? null;
      this.retryPending = wait !== null;
    }
  }
}

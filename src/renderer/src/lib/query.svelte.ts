import { untrack } from 'svelte';
import { AppError } from './api';
import { AutoRetry, type AutoRetryPolicy } from './auto-retry';
import { profileScope } from './profile-scope.svelte';

export type QueryState = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryOptions {
  /** Repeat a failed read on its own, a bounded number of times (see auto-retry.ts). Off by default. */
  readonly retry?: AutoRetryPolicy;
}

/**
 * One read from main and what the screen shows for it: nothing yet, loading,
 * the value, or the error. Only the newest call counts: an answer that comes
 * back after a newer call started is dropped, so a slow search never
 * overwrites a fast later one. Likewise an answer for another profile: one
 * that comes back after the active profile changed is dropped, never shown
 * under the new one.
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

  /** Forgets everything (another profile's data): back to nothing loaded, and any answer on its way is dropped. */
  reset(): void {
    this.#retry?.reset();
    this.retryPending = false;
    this.#sequence += 1;
    this.state = 'idle';
    this.value = undefined;
    this.error = null;
    this.args = null;
  }

  async #attempt(args: A): Promise<void> {
    const call = ++this.#sequence;
    // Read without tracking: an $effect that runs a query must not re-run because the scope is read here.
    const scope = untrack(() => profileScope.key);
    this.args = args;
    this.state = 'loading';
    this.error = null;
    this.retryPending = false;
    try {
      const value = await this.#load(...args);
      if (!this.#keeps(call, scope)) return;
      this.value = value;
      this.state = 'ready';
      this.#retry?.reset();
    } catch (cause) {
      if (!this.#keeps(call, scope)) return;
      const error = AppError.from(cause);
      this.error = error;
      this.state = 'error';
      const wait = this.#retry?.afterFailure(error, () => void this.#attempt(args)) ?? null;
      this.retryPending = wait !== null;
    }
  }

  /**
   * Whether the answer of `call`, started in `scope`, is still the one to
   * show. A call started before main first said which profile is active
   * (scope null) belongs to the first one it names.
   */
  #keeps(call: number, scope: string | null): boolean {
    if (call !== this.#sequence) return false;
    if (scope === null || scope === profileScope.key) return true;
    // Another profile's answer: shown nowhere, and the query is back to nothing loaded.
    this.reset();
    return false;
  }
}

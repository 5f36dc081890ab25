import { AppError } from './api';

export type QueryState = 'idle' | 'loading' | 'ready' | 'error';

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

  #sequence = 0;
  readonly #load: (...args: A) => Promise<T>;

  constructor(load: (...args: A) => Promise<T>) {
    this.#load = load;
  }

  async run(...args: A): Promise<void> {
    const call = ++this.#sequence;
    this.args = args;
    this.state = 'loading';
    this.error = null;
    try {
      const value = await this.#load(...args);
      if (call !== this.#sequence) return;
      this.value = value;
      this.state = 'ready';
    } catch (cause) {
      if (call !== this.#sequence) return;
      this.error = AppError.from(cause);
      this.state = 'error';
    }
  }

  /** Repeats the newest call; only for reads, which are safe to repeat. */
  retry(): Promise<void> {
    return this.args ? this.run(...this.args) : Promise.resolve();
  }
}

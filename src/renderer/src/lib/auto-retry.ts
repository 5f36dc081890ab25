import type { AppError } from './api';

/**
 * How a failed read repeats itself before the operator is left to press
 * Try again: a few times, each after a longer wait, and only for failures
 * that can pass by themselves. Never a loop: once the waits are used up, the
 * read stays failed until someone asks again.
 */
export interface AutoRetryPolicy {
  /** The wait before each automatic retry, in ms: as many retries as waits. */
  readonly delaysMs: readonly number[];
}

/**
 * For the lists a screen needs (pallet and container types, saved quotes, a
 * checklist): two more tries within about ten seconds, then the notice with
 * Try again stays.
 */
export const LIST_RETRY: AutoRetryPolicy = { delaysMs: [2_000, 6_000] };

/**
 * Failures that may be gone a moment later: no connection, a slow or busy
 * service, an answer that came cut or garbled. A refusal (key, access, a
 * request to correct, an address the service does not have) comes back the
 * same however often it is asked.
 */
const PASSING_CODES = new Set(['network', 'timeout', 'server', 'bad-response']);

export function mayPassByItself(error: Pick<AppError, 'code'>): boolean {
  return PASSING_CODES.has(error.code);
}

/** The timer functions, injectable so tests move time themselves. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const globalTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  // The handle is what set() returned: a timer id of this very environment.
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The retry budget of one read. A fresh read (the operator's, or new
 * arguments) starts with the whole budget; each automatic retry uses one wait.
 */
export class AutoRetry {
  #used = 0;
  #handle: unknown = null;

  constructor(
    private readonly policy: AutoRetryPolicy,
    private readonly timers: Timers = globalTimers,
  ) {}

  /** Whether a retry is waiting for its time. */
  get pending(): boolean {
    return this.#handle !== null;
  }

  /**
   * After a failed read: schedules `again` when the policy has a retry left
   * for this failure. Returns the wait in ms, or null when none is left.
   */
  afterFailure(error: Pick<AppError, 'code'>, again: () => void): number | null {
    this.cancel();
    const wait = this.policy.delaysMs[this.#used];
    if (wait === undefined || !mayPassByItself(error)) return null;
    this.#used += 1;
    this.#handle = this.timers.set(() => {
      this.#handle = null;
      again();
    }, wait);
    return wait;
  }

  /** A fresh read: no retry pending, the whole budget again. */
  reset(): void {
    this.cancel();
    this.#used = 0;
  }

  /** Drops a pending retry (the screen closed, or a fresh read replaced it). */
  cancel(): void {
    if (this.#handle === null) return;
    this.timers.clear(this.#handle);
    this.#handle = null;
  }
}

import { abortableSleep } from './abort';

/**
 * Where the client reads the time (token lifetimes, Retry-After dates) and
 * how it waits between retries. The real clock by default; tests pass their
 * own, so what they check never depends on how long a wait really took.
 */
export interface ClientClock {
  /** Epoch milliseconds. */
  now(): number;
  /** Resolves after `ms`; rejects when the signal aborts first. */
  sleep(ms: number, signal: AbortSignal | undefined): Promise<void>;
}

export const realClientClock: ClientClock = {
  // Read at each call, never captured: a process whose calendar was moved (the harness's --start-at) is followed.
  now: () => Date.now(),
  sleep: abortableSleep,
};

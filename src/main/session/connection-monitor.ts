import type { SessionState } from '@shared/ipc/session';

/** The time and timers the monitor uses: injected so tests move time by hand. */
export interface MonitorClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: MonitorClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    // A pending retry must not keep the CLI or a test process alive.
    timer.unref?.();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Automatic sign-in attempts while unreachable: the first after firstMs, doubling up to maxMs. */
export interface BackoffOptions {
  readonly firstMs: number;
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { firstMs: 1_000, maxMs: 60_000 };

/** The wait before automatic attempt `attempt` (0-based): 1 s, 2 s, 4 s ... never more than maxMs. */
export function backoffDelayMs(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  return Math.min(options.maxMs, options.firstMs * 2 ** Math.min(attempt, 30));
}

/** Where the failure happened: asking for a token, or a call made with one. */
export type FailureSite = 'sign-in' | 'call';

/**
 * What a failure says about the connection, or null when it says nothing (the
 * service answered, only not with what was asked: a 404, a refused save, an
 * unreadable answer; or the caller gave up).
 */
export function connectionStateOfFailure(code: string, site: FailureSite): 'refused' | 'unreachable' | 'error' | null {
  switch (code) {
    case 'unauthorized':
      // The client signs in again after a 401 before giving up: this is the key or secret being refused.
      return 'refused';
    case 'network':
    case 'timeout':
      return 'unreachable';
    case 'server':
      // A 5xx to the token request is a service that is down; to another call, one operation failing.
      return site === 'sign-in' ? 'unreachable' : null;
    case 'cancelled':
    case 'profile-changed':
    case 'signed-out':
      return null;
    default:
      return site === 'sign-in' ? 'error' : null;
  }
}

export interface MonitorSnapshot {
  readonly state: SessionState;
  readonly message?: string;
  readonly code?: string;
  readonly since: number;
  readonly lastSuccessAt: number | null;
  readonly nextRetryAt: number | null;
  /** Where the failure behind the state was seen: a sign-in confirms the service is down, a call alone may be one broken exchange. */
  readonly site?: FailureSite;
}

export interface ConnectionMonitorOptions {
  readonly clock?: MonitorClock;
  readonly backoff?: BackoffOptions;
  /** Signs in again (an automatic attempt while unreachable). */
  readonly retry: () => void;
  /** The snapshot changed in a way the status bar shows. */
  readonly changed: (snapshot: MonitorSnapshot) => void;
}

const MINUTE_MS = 60_000;

/**
 * The connection state of one profile, fed by every sign-in and every call:
 * a success makes it Connected (and records when), a refused key makes it
 * Refused, no answer makes it Unreachable and schedules another sign-in with
 * bounded exponential backoff. Time and timers are injected.
 */
export class ConnectionMonitor {
  private readonly clock: MonitorClock;
  private readonly backoff: BackoffOptions;
  private current: MonitorSnapshot;
  private timer: unknown = undefined;
  /** Automatic attempts made since the service last answered. */
  private attempts = 0;

  constructor(private readonly options: ConnectionMonitorOptions) {
    this.clock = options.clock ?? systemClock;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.current = { state: 'signed-out', since: this.clock.now(), lastSuccessAt: null, nextRetryAt: null };
  }

  snapshot(): MonitorSnapshot {
    return this.current;
  }

  /** Another profile, or new credentials: nothing of the old one's state carries over but what is passed. */
  reset(state: 'signed-out' | 'signing-in', lastSuccessAt: number | null): void {
    this.cancelRetry();
    this.attempts = 0;
    this.set({ state, since: this.clock.now(), lastSuccessAt, nextRetryAt: null });
  }

  /**
   * A sign-in starts. While unreachable the state stays: during the
   * automatic attempt the bar says it is trying again; a sign-in a screen
   * or the Retry button asked for leaves the next automatic attempt where it
   * is. Otherwise the state is Signing in.
   */
  signingIn(): void {
    if (this.current.state === 'unreachable') {
      if (this.timer === undefined && this.current.nextRetryAt !== null)
        this.set({ ...this.current, nextRetryAt: null });
      return;
    }
    this.cancelRetry();
    this.set({
      state: 'signing-in',
      since: this.clock.now(),
      lastSuccessAt: this.current.lastSuccessAt,
      nextRetryAt: null,
    });
  }

  signedOut(): void {
    this.cancelRetry();
    this.attempts = 0;
    this.set({
      state: 'signed-out',
      since: this.clock.now(),
      lastSuccessAt: this.current.lastSuccessAt,
      nextRetryAt: null,
    });
  }

  /** The service answered a sign-in or a call. */
  succeeded(): void {
    this.cancelRetry();
    this.attempts = 0;
    const now = this.clock.now();
    const previous = this.current;
    const next: MonitorSnapshot = {
      state: 'connected',
      since: previous.state === 'connected' ? previous.since : now,
      lastSuccessAt: now,
      nextRetryAt: null,
    };
    // While connected, a success changes only the time: said when the minute shown changes, not per call.
    const shownChange =
      previous.state !== 'connected' ||
      previous.lastSuccessAt === null ||
      Math.floor(previous.lastSuccessAt / MINUTE_MS) !== Math.floor(now / MINUTE_MS);
    this.current = next;
    if (shownChange) this.options.changed(next);
  }

  /** A sign-in or a call failed with this error code. Returns the state it led to, or null for no change. */
  failed(code: string, message: string, site: FailureSite): MonitorSnapshot['state'] | null {
    const state = connectionStateOfFailure(code, site);
    if (state === null) return null;
    const now = this.clock.now();
    const since = this.current.state === state ? this.current.since : now;
    // A call failing after a sign-in found the service down does not make it less down.
    const confirmed = this.current.state === state && this.current.site === 'sign-in' ? 'sign-in' : site;
    const base = { state, message, code, since, lastSuccessAt: this.current.lastSuccessAt, site: confirmed };
    if (state === 'unreachable' && this.timer !== undefined) {
      // Calls failing while an attempt is scheduled neither hurry it nor push it back.
      this.set({ ...base, nextRetryAt: this.current.nextRetryAt });
      return state;
    }
    this.cancelRetry();
    if (state === 'unreachable') {
      // The first failure, or the automatic attempt that just failed: the next one waits longer.
      const delay = backoffDelayMs(this.attempts, this.backoff);
      this.attempts += 1;
      this.set({ ...base, nextRetryAt: now + delay });
      this.timer = this.clock.setTimeout(() => {
        this.timer = undefined;
        this.options.retry();
      }, delay);
    } else {
      this.attempts = 0;
      this.set({ ...base, nextRetryAt: null });
    }
    return state;
  }

  /** Stops the automatic attempts (closing, or the profile is going away). */
  stop(): void {
    this.cancelRetry();
  }

  private cancelRetry(): void {
    if (this.timer === undefined) return;
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(next: MonitorSnapshot): void {
    this.current = next;
    this.options.changed(next);
  }
}

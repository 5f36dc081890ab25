import { systemClock, type MonitorClock } from '@main/session/connection-monitor';

/** When the gate opens by itself; the app's window passes these, tests pass their own. */
export interface StartupGateOptions {
  /** Open once the renderer's calls have all been answered and none came for this long. */
  readonly quietMs: number;
  /** Open this long after the start whatever happens (a window that never calls still gets its sign-in). */
  readonly maxWaitMs: number;
  /** Its timers; default real time, even when tests set main's clock: the gate is about CPU, not the calendar. */
  readonly timers?: Pick<MonitorClock, 'setTimeout' | 'clearTimeout'>;
}

/**
 * The app's and the harness's gate: a first screen's calls are answered in
 * tens of ms, the code of a screen loads in a few hundred, and a window that
 * is slow to come (a cold machine) still signs in within 3 s.
 */
export const APP_STARTUP: StartupGateOptions = { quietMs: 500, maxWaitMs: 3_000 };

/**
 * Holds the work an app start does in the background until the window's
 * first screen has what it asked for. A cold start on a full store has three
 * such jobs: the embedded sandbox reading its saved shipments (100,000 of
 * them are about a second of CPU), the sign-in, and the sign-in's sync
 * (a worker thread loading its code, then fetching and checking the whole
 * list). On a two-core machine they took the CPU the window needed to load
 * and paint its first rows from the store, which needs none of them.
 *
 * It opens at the first of: the renderer's calls all answered and quiet for
 * `quietMs` (its first screen is up), a call that needs the service (it must
 * not wait: `open()`), or `maxWaitMs` after the start. It is open from the
 * start when the profile's list was never synced (app-core.ts): then the
 * first screen has nothing to show until the sync brings it.
 */
export class StartupGate {
  readonly opened: Promise<void>;
  private release!: () => void;
  private isOpen = false;
  private inFlight = 0;
  private quietTimer: unknown = null;
  private readonly maxTimer: unknown;

  private readonly clock: Pick<MonitorClock, 'setTimeout' | 'clearTimeout'>;

  constructor(private readonly options: StartupGateOptions) {
    this.clock = options.timers ?? systemClock;
    this.opened = new Promise<void>((resolve) => (this.release = resolve));
    this.maxTimer = this.clock.setTimeout(() => this.open(), options.maxWaitMs);
  }

  get isOpened(): boolean {
    return this.isOpen;
  }

  /** Opens now (idempotent). */
  open(): void {
    if (this.isOpen) return;
    this.isOpen = true;
    this.clock.clearTimeout(this.maxTimer);
    if (this.quietTimer !== null) this.clock.clearTimeout(this.quietTimer);
    this.release();
  }

  /** A renderer call in flight: the gate waits for it, and for quiet after it. */
  track<T>(call: Promise<T>): Promise<T> {
    if (this.isOpen) return call;
    this.inFlight += 1;
    if (this.quietTimer !== null) {
      this.clock.clearTimeout(this.quietTimer);
      this.quietTimer = null;
    }
    const settle = () => {
      this.inFlight -= 1;
      if (this.inFlight === 0 && !this.isOpen) {
        this.quietTimer = this.clock.setTimeout(() => this.open(), this.options.quietMs);
      }
    };
    return call.finally(settle);
  }
}

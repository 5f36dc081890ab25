import { systemClock, type MonitorClock } from '@main/session/connection-monitor';
import { ManualClock } from './manual-clock';
import type { TestHookAppClock } from './test-hooks';

type Handle = { readonly real: unknown } | { readonly manual: unknown };

/**
 * Main's clock in a harness run with test hooks: the system clock until a
 * test fixes it (POST app-clock). While fixed, main's time stands still and
 * its timers (the automatic sign-in attempts) fire only when the test
 * advances it, so what the status bar shows is the test's, never the day or
 * the speed of the machine the test runs on.
 */
export class SettableClock implements MonitorClock, TestHookAppClock {
  /** The test's time while fixed; null while main follows the system clock. */
  private manual: ManualClock | null = null;

  now(): number {
    return this.manual?.now() ?? systemClock.now();
  }

  setTimeout(run: () => void, ms: number): unknown {
    if (this.manual === null) return { real: systemClock.setTimeout(run, ms) } satisfies Handle;
    return { manual: this.manual.setTimeout(run, ms) } satisfies Handle;
  }

  clearTimeout(handle: unknown): void {
    // Only handles this clock gave out come back here.
    const h = handle as Handle;
    if ('real' in h) systemClock.clearTimeout(h.real);
    else this.manual?.clearTimeout(h.manual);
  }

  /**
   * Stops main's time at `ms`, or sets it again (timers waiting on the fixed
   * time keep their due times); null follows the system clock again.
   */
  fix(ms: number | null): void {
    if (ms === null) this.manual = null;
    else if (this.manual) this.manual.set(ms);
    else this.manual = new ManualClock(ms);
  }

  /** Moves the fixed time on, firing each timer that comes due, in order. */
  advance(ms: number): void {
    if (this.manual === null) throw new Error('fix the app clock before advancing it');
    this.manual.advance(ms);
  }
}

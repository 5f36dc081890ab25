import { systemClock, type MonitorClock } from '../main/services/connection-monitor';
import type { TestHookAppClock } from './test-hooks';

type Handle = { readonly real: unknown } | { readonly manual: number };

/**
 * Main's clock in a harness run with test hooks: the system clock until a
 * test fixes it (POST app-clock). While fixed, main's time stands still and
 * its timers (the automatic sign-in attempts) fire only when the test
 * advances it, so what the status bar shows is the test's, never the day or
 * the speed of the machine the test runs on.
 */
export class SettableClock implements MonitorClock, TestHookAppClock {
  private fixed: number | null = null;
  private timers: Array<{ id: number; at: number; run: () => void }> = [];
  private nextId = 1;

  now(): number {
    return this.fixed ?? systemClock.now();
  }

  setTimeout(run: () => void, ms: number): unknown {
    if (this.fixed === null) return { real: systemClock.setTimeout(run, ms) } satisfies Handle;
    const id = this.nextId++;
    this.timers.push({ id, at: this.fixed + ms, run });
    return { manual: id } satisfies Handle;
  }

  clearTimeout(handle: unknown): void {
    const h = handle as Handle;
    if ('real' in h) systemClock.clearTimeout(h.real);
    else this.timers = this.timers.filter((t) => t.id !== h.manual);
  }

  fix(ms: number | null): void {
    this.fixed = ms;
  }

  /** Moves the fixed time on, firing each timer that comes due, in order. */
  advance(ms: number): void {
    if (this.fixed === null) throw new Error('fix the app clock before advancing it');
    const end = this.fixed + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.fixed = due.at;
      due.run();
    }
    this.fixed = end;
  }
}

import { systemClock, type MonitorClock } from '../main/services/connection-monitor';
import type { TestHookAppClock } from './test-hooks';

/**
 * Main's clock in a harness run with test hooks: the system clock until a
 * test fixes it (POST app-clock), so the times the status bar shows are the
 * test's, never the day the test runs. Timers stay real: backoff still waits.
 */
export class SettableClock implements MonitorClock, TestHookAppClock {
  private fixed: number | null = null;

  now(): number {
    return this.fixed ?? systemClock.now();
  }

  setTimeout(run: () => void, ms: number): unknown {
    return systemClock.setTimeout(run, ms);
  }

  clearTimeout(handle: unknown): void {
    systemClock.clearTimeout(handle);
  }

  fix(ms: number | null): void {
    this.fixed = ms;
  }
}

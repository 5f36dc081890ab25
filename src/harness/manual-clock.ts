import type { MonitorClock } from '@main/session/connection-monitor';

/**
 * A clock that moves only when a test says: its timers fire from advance().
 * Tests use it directly; the harness's SettableClock runs on one while a test
 * has fixed main's time.
 */
export class ManualClock implements MonitorClock {
  private timers: Array<{ id: number; at: number; run: () => void }> = [];
  private nextId = 1;

  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  setTimeout(run: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ id, at: this.current + ms, run });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /** Puts the clock at `ms` without firing anything: waiting timers keep their due times. */
  set(ms: number): void {
    this.current = ms;
  }

  /** The delays of the timers waiting now, from now. */
  pending(): number[] {
    return this.timers.map((t) => t.at - this.current).sort((a, b) => a - b);
  }

  /** Moves time on, firing each timer that comes due, in order. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = due.at;
      due.run();
    }
    this.current = end;
  }
}

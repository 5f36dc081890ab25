import { describe, expect, it } from 'vitest';
import { SettableClock } from '@harness/settable-clock';

describe('the harness’s settable app clock', () => {
  it('stands still once fixed, and fires its timers only as a test advances it', () => {
    const clock = new SettableClock();
    const T = Date.UTC(2031, 4, 14, 9, 42);
    clock.fix(T);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('2 s'), 2_000);
    const cancelled = clock.setTimeout(() => fired.push('never'), 500);
    clock.setTimeout(() => fired.push('1 s'), 1_000);
    clock.clearTimeout(cancelled);
    expect(clock.now()).toBe(T);
    clock.advance(1_500);
    expect(fired).toEqual(['1 s']);
    expect(clock.now()).toBe(T + 1_500);
    clock.advance(500);
    expect(fired).toEqual(['1 s', '2 s']);
  });

  it('refuses to advance a clock that follows the system’s, and lets it go back to it', () => {
    const clock = new SettableClock();
    expect(() => clock.advance(1_000)).toThrow(/fix the app clock/);
    clock.fix(0);
    expect(clock.now()).toBe(0);
    clock.fix(null);
    expect(clock.now()).not.toBe(0);
    const handle = clock.setTimeout(() => undefined, 60_000);
    clock.clearTimeout(handle);
  });
});

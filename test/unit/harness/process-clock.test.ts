import { afterEach, describe, expect, it } from 'vitest';
import { startProcessClockAt } from '@harness/process-clock';

/** A real clock the test moves by hand. */
let real = 1_000_000;
class HandDate extends Date {
  static override now(): number {
    return real;
  }
}
// A class has no call signature; the shifted Date never calls the one it wraps without `new`.
const handClock = HandDate as unknown as DateConstructor;

const START = Date.parse('2026-11-23T10:00:00Z');
const original = globalThis.Date;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('startProcessClockAt (the harness’s --start-at)', () => {
  it('starts the calendar at the given moment and lets it flow at the real pace', () => {
    real = 1_000_000;
    restore = startProcessClockAt(START, handClock);
    expect(Date.now()).toBe(START);
    expect(new Date().getTime()).toBe(START);
    real += 90_000;
    expect(Date.now()).toBe(START + 90_000);
    expect(new Date().toISOString()).toBe('2026-11-23T10:01:30.000Z');
    expect(Date()).toBe(new original(START + 90_000).toString());
  });

  it('leaves dates built from a value, parsing and instanceof as they were', () => {
    restore = startProcessClockAt(START, handClock);
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date('2020-02-29T12:00:00Z').getUTCDate()).toBe(29);
    expect(new Date(2020, 1, 29).getDate()).toBe(29);
    expect(Date.parse('2020-01-01T00:00:00Z')).toBe(1_577_836_800_000);
    expect(Date.UTC(2020, 0, 1)).toBe(1_577_836_800_000);
    expect(new Date()).toBeInstanceOf(original);
    expect(new HandDate(5)).toBeInstanceOf(Date);
  });

  it('puts the previous Date back, and refuses a start that is not a moment', () => {
    restore = startProcessClockAt(START, handClock);
    expect(globalThis.Date).not.toBe(original);
    restore();
    restore = undefined;
    expect(globalThis.Date).toBe(original);
    expect(() => startProcessClockAt(Number.NaN)).toThrow(RangeError);
  });
});

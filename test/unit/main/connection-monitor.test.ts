import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  ConnectionMonitor,
  connectionStateOfFailure,
  type MonitorSnapshot,
} from '@main/session/connection-monitor';
import { ManualClock } from '@harness/manual-clock';

const T0 = Date.UTC(2031, 4, 14, 9, 30, 0);

function monitorWith(clock = new ManualClock(T0)) {
  const seen: MonitorSnapshot[] = [];
  let retries = 0;
  const monitor = new ConnectionMonitor({
    clock,
    backoff: { firstMs: 1_000, maxMs: 8_000 },
    retry: () => void (retries += 1),
    changed: (s) => void seen.push(s),
  });
  return { monitor, clock, seen, retries: () => retries };
}

describe('what a failure says about the connection', () => {
  it('tells a refused key from a service out of reach, and ignores answers that are not about the connection', () => {
    expect(connectionStateOfFailure('unauthorized', 'call')).toBe('refused');
    expect(connectionStateOfFailure('unauthorized', 'sign-in')).toBe('refused');
    expect(connectionStateOfFailure('network', 'call')).toBe('unreachable');
    expect(connectionStateOfFailure('timeout', 'sign-in')).toBe('unreachable');
    // A 503 to the token request is a service that is down; to a lookup, one operation failing.
    expect(connectionStateOfFailure('server', 'sign-in')).toBe('unreachable');
    expect(connectionStateOfFailure('server', 'call')).toBeNull();
    expect(connectionStateOfFailure('not-found', 'call')).toBeNull();
    expect(connectionStateOfFailure('bad-response', 'call')).toBeNull();
    expect(connectionStateOfFailure('cancelled', 'call')).toBeNull();
    expect(connectionStateOfFailure('keychain-unavailable', 'sign-in')).toBe('error');
  });

  it('backs off 1, 2, 4 ... seconds, never beyond the cap', () => {
    const options = { firstMs: 1_000, maxMs: 60_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((n) => backoffDelayMs(n, options))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('ConnectionMonitor', () => {
  it('is Connected after a success, with the time of that success', () => {
    const { monitor, clock } = monitorWith();
    monitor.signingIn();
    expect(monitor.snapshot().state).toBe('signing-in');
    clock.advance(2_000);
    monitor.succeeded();
    expect(monitor.snapshot()).toMatchObject({ state: 'connected', lastSuccessAt: T0 + 2_000, since: T0 + 2_000 });
  });

  it('turns Refused when the key is refused, keeping when it last worked, and does not retry on its own', () => {
    const { monitor, clock, retries } = monitorWith();
    monitor.succeeded();
    clock.advance(60_000);
    monitor.failed('unauthorized', 'The service refused the API key or secret.', 'call');
    expect(monitor.snapshot()).toMatchObject({
      state: 'refused',
      code: 'unauthorized',
      message: 'The service refused the API key or secret.',
      lastSuccessAt: T0,
      since: T0 + 60_000,
      nextRetryAt: null,
    });
    expect(clock.pending()).toEqual([]);
    clock.advance(600_000);
    expect(retries()).toBe(0);
  });

  it('turns Unreachable when nothing answers, and tries again with bounded exponential backoff', () => {
    const { monitor, clock, retries } = monitorWith();
    monitor.succeeded();
    clock.advance(5_000);
    monitor.failed('network', 'Could not connect.', 'call');
    expect(monitor.snapshot()).toMatchObject({ state: 'unreachable', lastSuccessAt: T0, nextRetryAt: T0 + 6_000 });

    const delays: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const [wait] = clock.pending();
      delays.push(wait as number);
      clock.advance(wait as number);
      expect(retries()).toBe(attempt + 1);
      // The automatic attempt starts (the state stays Unreachable, with no next time while it runs) and fails.
      monitor.signingIn();
      expect(monitor.snapshot()).toMatchObject({ state: 'unreachable', nextRetryAt: null });
      monitor.failed('network', 'Could not connect.', 'sign-in');
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    // One timer at a time, never a pile of them.
    expect(clock.pending()).toHaveLength(1);
    expect(monitor.snapshot().lastSuccessAt).toBe(T0);

    monitor.succeeded();
    expect(monitor.snapshot()).toMatchObject({ state: 'connected', lastSuccessAt: clock.now(), nextRetryAt: null });
    expect(clock.pending()).toEqual([]);
    // After a success the backoff starts again from the first step.
    monitor.failed('timeout', 'No answer.', 'call');
    expect(clock.pending()).toEqual([1_000]);
  });

  it('does not let calls failing meanwhile hurry the backoff or push the next attempt back', () => {
    const { monitor, clock, retries } = monitorWith();
    monitor.failed('network', 'Could not connect.', 'call');
    expect(clock.pending()).toEqual([1_000]);
    // Screens keep loading while the bar says Unreachable: each signs in on demand and fails.
    clock.advance(400);
    for (let i = 0; i < 5; i++) {
      monitor.signingIn();
      monitor.failed('network', 'Could not connect.', 'sign-in');
    }
    expect(monitor.snapshot()).toMatchObject({ state: 'unreachable', nextRetryAt: T0 + 1_000 });
    expect(clock.pending()).toEqual([600]);
    clock.advance(600);
    expect(retries()).toBe(1);
    monitor.signingIn();
    monitor.failed('network', 'Could not connect.', 'sign-in');
    // The automatic attempt failed: only now does the wait double.
    expect(clock.pending()).toEqual([2_000]);
  });

  it('stops retrying once the key is refused, on sign-out and when stopped', () => {
    const { monitor, clock } = monitorWith();
    monitor.failed('network', 'Could not connect.', 'sign-in');
    monitor.failed('unauthorized', 'Refused.', 'sign-in');
    expect(clock.pending()).toEqual([]);
    monitor.failed('network', 'Could not connect.', 'sign-in');
    monitor.signedOut();
    expect(monitor.snapshot().state).toBe('signed-out');
    expect(clock.pending()).toEqual([]);
    monitor.failed('network', 'Could not connect.', 'sign-in');
    monitor.stop();
    expect(clock.pending()).toEqual([]);
  });

  it('leaves the state alone for answers that are not about the connection', () => {
    const { monitor, seen } = monitorWith();
    monitor.succeeded();
    const before = seen.length;
    expect(monitor.failed('not-found', 'No such shipment.', 'call')).toBeNull();
    expect(monitor.failed('server', 'The service had a problem (503).', 'call')).toBeNull();
    expect(monitor.snapshot().state).toBe('connected');
    expect(seen).toHaveLength(before);
  });

  it('says a success while connected only when the minute shown changes', () => {
    const { monitor, clock, seen } = monitorWith();
    monitor.succeeded();
    const after = seen.length;
    clock.advance(10_000);
    monitor.succeeded();
    clock.advance(10_000);
    monitor.succeeded();
    expect(seen).toHaveLength(after);
    expect(monitor.snapshot().lastSuccessAt).toBe(T0 + 20_000);
    clock.advance(45_000);
    monitor.succeeded();
    expect(seen).toHaveLength(after + 1);
    expect(seen.at(-1)?.lastSuccessAt).toBe(T0 + 65_000);
  });

  it('forgets the old profile on reset, keeping only the last success it is given', () => {
    const { monitor, clock } = monitorWith();
    monitor.failed('network', 'Could not connect.', 'sign-in');
    monitor.reset('signing-in', T0 - 3_600_000);
    expect(monitor.snapshot()).toMatchObject({ state: 'signing-in', lastSuccessAt: T0 - 3_600_000, nextRetryAt: null });
    expect(monitor.snapshot().message).toBeUndefined();
    expect(clock.pending()).toEqual([]);
  });
});

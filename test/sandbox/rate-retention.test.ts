import { describe, expect, it } from 'vitest';
import type { RateRecord } from '@sandbox/state/records';
import { SandboxState } from '@sandbox/state/sandbox-state';
import { DAY, MINUTE } from '@sandbox/util/dates';

/** A rate as the state keeps it; only its id, account and validity matter here. */
function rate(id: string, expiresAt: number): RateRecord {
  // The state reads no other field of a rate when keeping or forgetting it.
  return { id, account: 'desk', expiresAt } as RateRecord;
}

describe('rates kept by the sandbox', () => {
  const T0 = 1_800_000_000_000;

  it('forgets a rate a week after it expired, at a later rating, and keeps the others', () => {
    const state = new SandboxState();
    state.addRates([rate('old', T0), rate('long', T0 + 30 * DAY)], T0 - DAY);
    state.addRates([rate('new', T0 + 8 * DAY + DAY)], T0 + 7 * DAY - MINUTE);
    expect(state.rate('desk', 'old')).toBeDefined();

    state.addRates([rate('newer', T0 + 9 * DAY)], T0 + 7 * DAY + MINUTE);
    expect(state.rate('desk', 'old')).toBeUndefined();
    for (const id of ['long', 'new', 'newer']) expect(state.rate('desk', id)).toBeDefined();
  });

  it('sweeps at most once a minute, and forgets what is due at the next sweep', () => {
    const state = new SandboxState();
    state.addRates([rate('a', T0)], T0);
    // The first due rate decides when the state next looks: here, past a's retention.
    state.addRates([rate('b', T0 + 10)], T0 + 7 * DAY + 1);
    expect(state.rate('desk', 'a')).toBeUndefined();
    // b is due 10 ms later, but the last sweep was less than a minute ago: kept for now...
    state.addRates([], T0 + 7 * DAY + 20);
    expect(state.rate('desk', 'b')).toBeDefined();
    // ...and forgotten at the first rating a minute on.
    state.addRates([], T0 + 7 * DAY + 1 + MINUTE);
    expect(state.rate('desk', 'b')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { RateRecord } from '@sandbox/state/records';
import { Store } from '@sandbox/state/store';
import { DAY, MINUTE } from '@sandbox/util/dates';

/** A rate as the store keeps it; only its id, account and validity matter here. */
function rate(id: string, expiresAt: number): RateRecord {
  // The store reads no other field of a rate when keeping or forgetting it.
  return { id, account: 'desk', expiresAt } as RateRecord;
}

describe('rates kept by the sandbox', () => {
  const T0 = 1_800_000_000_000;

  it('forgets a rate a week after it expired, at a later rating, and keeps the others', () => {
    const store = new Store();
    store.addRates([rate('old', T0), rate('long', T0 + 30 * DAY)], T0 - DAY);
    store.addRates([rate('new', T0 + 8 * DAY + DAY)], T0 + 7 * DAY - MINUTE);
    expect(store.rate('desk', 'old')).toBeDefined();

    store.addRates([rate('newer', T0 + 9 * DAY)], T0 + 7 * DAY + MINUTE);
    expect(store.rate('desk', 'old')).toBeUndefined();
    for (const id of ['long', 'new', 'newer']) expect(store.rate('desk', id)).toBeDefined();
  });

  it('sweeps at most once a minute, and forgets what is due at the next sweep', () => {
    const store = new Store();
    store.addRates([rate('a', T0)], T0);
    // The first due rate decides when the store next looks: here, past a's retention.
    store.addRates([rate('b', T0 + 10)], T0 + 7 * DAY + 1);
    expect(store.rate('desk', 'a')).toBeUndefined();
    // b is due 10 ms later, but the last sweep was less than a minute ago: kept for now...
    store.addRates([], T0 + 7 * DAY + 20);
    expect(store.rate('desk', 'b')).toBeDefined();
    // ...and forgotten at the first rating a minute on.
    store.addRates([], T0 + 7 * DAY + 1 + MINUTE);
    expect(store.rate('desk', 'b')).toBeUndefined();
  });
});

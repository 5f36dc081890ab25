import { describe, expect, it } from 'vitest';
import { countdownOf, freeTimeEventsOf, mostPressing, startEventOf, type FreeTimeTerm } from '@shared/domain/free-time';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

/** Demurrage, 5 free days from discharge, 300.00 USD a day. */
const demurrage: FreeTimeTerm = {
  chargeType: 'Demurrage',
  freeTimeStartEvent: 'DISCHARGE',
  freeTimeGrantInDays: 5,
  price: { value: 30_000, currency: 'USD' },
};
// Discharged on 1 Dec: day 1 is 1 Dec, the last free day 5 Dec, free time ends at 6 Dec 00:00 UTC.
const discharged = { dischargedAt: '2026-12-01T18:30:00', gateOutAt: null };
const END = at('2026-12-06T00:00:00Z');

describe('free time countdown', () => {
  it('runs with more than 48 hours left, the last free day counted from the day of discharge', () => {
    const c = countdownOf(demurrage, discharged, END - 48 * HOUR - 1);
    expect(c.state).toBe('running');
    expect(c.lastFreeDay).toBe('2026-12-05');
    expect(c.endsAt).toBe('2026-12-06T00:00:00.000Z');
  });

  it('is due soon at exactly 48 hours left, and still at one millisecond left', () => {
    expect(countdownOf(demurrage, discharged, END - 48 * HOUR)).toMatchObject({ state: 'due-soon', msLeft: 48 * HOUR });
    expect(countdownOf(demurrage, discharged, END - 1)).toMatchObject({ state: 'due-soon', daysCharged: 0 });
  });

  it('crosses midnight into the first charged day, with the charge of that day', () => {
    const c = countdownOf(demurrage, discharged, END);
    expect(c).toMatchObject({ state: 'past', daysCharged: 1, accrued: { value: 30_000, currency: 'USD' } });
  });

  it('past due: every day begun is charged', () => {
    const c = countdownOf(demurrage, discharged, END + 2 * 24 * HOUR + HOUR);
    expect(c).toMatchObject({ state: 'past', daysCharged: 3, accrued: { value: 90_000, currency: 'USD' } });
    expect(c.msLeft).toBe(-(2 * 24 * HOUR + HOUR));
  });

  it('says free time has not started while its start event has not happened', () => {
    expect(countdownOf(demurrage, { dischargedAt: null, gateOutAt: null }, END)).toMatchObject({
      state: 'not-started',
      startEvent: 'discharge',
      lastFreeDay: null,
      accrued: null,
    });
    // Detention starts at gate out: a discharge alone does not start it.
    const detention = { ...demurrage, chargeType: 'Detention', freeTimeStartEvent: 'GATE_OUT' };
    expect(countdownOf(detention, discharged, END).state).toBe('not-started');
    // A start event in the future of the clock has not happened either.
    expect(countdownOf(demurrage, discharged, at('2026-12-01T10:00:00Z')).state).toBe('not-started');
  });

  it('gives no countdown for a condition without days or start event', () => {
    expect(countdownOf({ ...demurrage, freeTimeGrantInDays: null }, discharged, END).state).toBe('no-terms');
    expect(countdownOf({ ...demurrage, chargeType: 'Plugging', freeTimeStartEvent: null }, discharged, END).state).toBe(
      'no-terms',
    );
    expect(mostPressing([])).toBeNull();
  });

  it('takes the usual start when the condition names none: discharge for storage, gate out for detention', () => {
    expect(countdownOf({ ...demurrage, chargeType: 'Storage', freeTimeStartEvent: null }, discharged, END).state).toBe(
      'past',
    );
    expect(
      countdownOf({ ...demurrage, chargeType: 'Detention', freeTimeStartEvent: null }, discharged, END).startEvent,
    ).toBe('gate-out');
  });

  it('keeps an LCL price without currency as an amount in no known currency', () => {
    const lcl = { ...demurrage, chargeType: 'Storage', price: { value: 4308, currency: null } };
    expect(countdownOf(lcl, discharged, END + HOUR).accrued).toEqual({ value: 4308, currency: null });
    expect(countdownOf({ ...lcl, price: null }, discharged, END + HOUR).accrued).toBeNull();
  });

  it('the most pressing countdown is the one past due, then the one ending first', () => {
    const later = { ...discharged, dischargedAt: '2026-12-02T01:00:00' };
    const a = countdownOf(demurrage, discharged, END - HOUR);
    const b = countdownOf(demurrage, later, END - HOUR);
    expect(mostPressing([b, a])).toBe(a);
    const past = countdownOf(demurrage, discharged, END + HOUR);
    expect(mostPressing([a, past, b])).toBe(past);
  });

  it('reads start events loosely', () => {
    expect(startEventOf('DISCHARGE')).toBe('discharge');
    expect(startEventOf('Gate out')).toBe('gate-out');
    expect(startEventOf('GATE_OUT')).toBe('gate-out');
    expect(startEventOf('LOADING')).toBeNull();
  });
});

describe('free time events from tracking messages', () => {
  it('takes the last discharge (not a transhipment) and the first release after it', () => {
    const events = freeTimeEventsOf([
      { status: 'Delivered', updatedDate: '2026-12-04T09:00:00' },
      { status: 'Discharged', updatedDate: '2026-11-20T06:00:00' },
      { status: 'Loaded', updatedDate: '2026-11-21T06:00:00' },
      { status: 'Discharged', updatedDate: '2026-12-01T18:30:00' },
      { status: 'OutForDelivery', updatedDate: '2026-12-03T09:00:00' },
      { status: 'Arrived', updatedDate: '2026-12-01T12:30:00' },
    ]);
    expect(events).toEqual({ dischargedAt: '2026-12-01T18:30:00', gateOutAt: '2026-12-03T09:00:00' });
  });

  it('a discharge for transhipment is not the one at destination', () => {
    // Grouped with its leg ...
    expect(freeTimeEventsOf([{ status: 'Discharged', updatedDate: '2026-11-20T06:00:00', groupIndex: 0 }])).toEqual({
      dischargedAt: null,
      gateOutAt: null,
    });
    // ... or, from a service that does not group, one the cargo sailed on from.
    const at = { status: 'Discharged', updatedDate: '2026-11-20T06:00:00' };
    expect(freeTimeEventsOf([at]).dischargedAt).toBe(at.updatedDate);
    expect(freeTimeEventsOf([at, { status: 'Departed', updatedDate: '2026-11-22T06:00:00' }]).dischargedAt).toBeNull();
  });

  it('has neither before discharge', () => {
    expect(freeTimeEventsOf([{ status: 'Departed', updatedDate: '2026-11-20T06:00:00' }])).toEqual({
      dischargedAt: null,
      gateOutAt: null,
    });
  });
});

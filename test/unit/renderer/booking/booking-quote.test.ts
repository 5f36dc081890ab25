import { describe, expect, it } from 'vitest';
import { savedQuote, type SavedQuote } from '@shared/api/quotes';
import { findSavedQuote, isExpired, pickupTimesId, quoteMode } from '@renderer/screens/booking/booking-quote';
import { trackingCheckParams } from '@renderer/screens/booking/booking-outcome';

/** A saved quote as the service lists it (the sandbox adds shipmentId and type). */
function quote(extra: Record<string, unknown> = {}): SavedQuote {
  return savedQuote.parse({
    quoteId: 'q-1',
    agency: 'Maersk',
    shipmentType: 'Box',
    pickUpDate: '2026-03-02T09:00:00',
    expirationDate: '2026-03-01T12:00:00',
    totalPrice: { value: 1958, currency: 'EUR' },
    surcharges: [],
    ...extra,
  });
}

describe('the saved quote a booking is for', () => {
  it('is found by its quote id or by the shipment id its saving answered', () => {
    const list = [quote({ quoteId: 'a', shipmentId: 's-a' }), quote({ quoteId: 'b', shipmentId: 's-b' })];
    expect(findSavedQuote(list, 'b')?.quoteId).toBe('b');
    expect(findSavedQuote(list, 's-a')?.quoteId).toBe('a');
    expect(findSavedQuote(list, 'nope')).toBeUndefined();
  });

  it('asks for pickup times with the shipment id when the list has one, else the quote id', () => {
    expect(pickupTimesId(quote({ shipmentId: 's-1' }))).toBe('s-1');
    expect(pickupTimesId(quote())).toBe('q-1');
  });

  it('takes the mode from the address first, then the rating, then the list; air is not bookable', () => {
    expect(quoteMode('sea/fcl', { mode: 'boxes' }, quote())).toEqual({ kind: 'bookable', mode: 'sea-fcl' });
    expect(quoteMode(null, { mode: 'sea-lcl' }, quote({ type: 'boxes' }))).toEqual({
      kind: 'bookable',
      mode: 'sea-lcl',
    });
    expect(quoteMode(null, undefined, quote({ type: 'pallets' }))).toEqual({ kind: 'bookable', mode: 'pallets' });
    expect(quoteMode('air', undefined, quote())).toEqual({ kind: 'not-bookable', mode: 'air' });
    expect(quoteMode('trucks', undefined, quote())).toEqual({ kind: 'unknown' });
  });

  it('is expired once its expiration date has passed', () => {
    const q = quote();
    expect(isExpired(q.expirationDate, new Date(2026, 2, 1, 11, 59).getTime())).toBe(false);
    expect(isExpired(q.expirationDate, new Date(2026, 2, 1, 12, 0).getTime())).toBe(true);
    expect(isExpired(null, new Date(2099, 0, 1).getTime())).toBe(false);
  });
});

describe('a booking whose outcome nobody knows', () => {
  it("is checked in Tracking among the carrier's shipments", () => {
    expect(trackingCheckParams(quote())).toEqual({ operator: 'Maersk' });
  });
});

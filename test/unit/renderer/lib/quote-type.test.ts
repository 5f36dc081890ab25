import { describe, expect, it } from 'vitest';
import { savedQuote } from '@shared/api/quotes';
import { bookability } from '@renderer/screens/quotes/quote-actions';
import { bookableTypes, isBookableType, quoteTypeLabel, quoteTypeOf } from '@renderer/lib/quote-type';

describe('the type a saved quote is deleted and booked with', () => {
  it('follows the shipment type of the list when the service gives no type', () => {
    expect(quoteTypeOf({ shipmentType: 'Box' })).toBe('boxes');
    expect(quoteTypeOf({ shipmentType: 'Pallet' })).toBe('pallets');
    expect(quoteTypeOf({ shipmentType: 'FCL' })).toBe('sea/fcl');
    expect(quoteTypeOf({ shipmentType: 'lcl' })).toBe('sea/lcl');
    expect(quoteTypeOf({ shipmentType: ' Air ' })).toBe('air');
  });

  it("prefers the service's own type when it sends a valid one", () => {
    const item = savedQuote.parse({ quoteId: 'q', shipmentType: 'Box', type: 'sea/lcl', surcharges: [] });
    expect(quoteTypeOf(item)).toBe('sea/lcl');
    expect(quoteTypeOf({ type: 'trucks', shipmentType: 'Pallet' })).toBe('pallets');
  });

  it('is unknown for a shipment type it cannot read', () => {
    expect(quoteTypeOf({ shipmentType: 'Train' })).toBeNull();
    expect(quoteTypeOf({ shipmentType: null })).toBeNull();
    expect(quoteTypeLabel(null, 'Train')).toBe('Train');
    expect(quoteTypeLabel('sea/fcl', 'FCL')).toBe('Sea FCL');
  });

  it('is bookable for the four booking modes, not air', () => {
    expect([...bookableTypes].sort()).toEqual(['boxes', 'pallets', 'sea/fcl', 'sea/lcl']);
    expect(isBookableType('air')).toBe(false);
    expect(isBookableType(null)).toBe(false);
  });
});

describe('whether a quote can be booked now', () => {
  const now = new Date(2026, 2, 12, 10, 0, 0).getTime();

  it('can while it is valid', () => {
    expect(bookability({ expirationDate: '2026-03-12T12:00:00' }, 'boxes', now)).toEqual({
      bookable: true,
      reason: null,
    });
  });

  it('cannot once expired, and says why', () => {
    const result = bookability({ expirationDate: '2026-03-12T09:59:00' }, 'boxes', now);
    expect(result.bookable).toBe(false);
    expect(result.reason).toMatch(/expired/);
  });

  it('cannot for air or an unknown type, and says why', () => {
    expect(bookability({ expirationDate: null }, 'air', now).reason).toMatch(/air/i);
    expect(bookability({ expirationDate: null }, null, now).reason).toMatch(/shipment type/);
  });
});

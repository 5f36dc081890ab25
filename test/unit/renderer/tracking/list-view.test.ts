import { describe, expect, it } from 'vitest';
import { shipmentDetailResponse, shipmentListItem } from '@shared/api/tracking';
import { slotOrder, slotRange, slotRows, visibleRange } from '@renderer/components/virtual-range';
import { statusLabel } from '@shared/domain/code-labels';
import { routeText, shortDate } from '@renderer/lib/shipment-list/shipment-columns';
import { addressLines, codesOf, messagesKey, trackingEnabledOf } from '@renderer/screens/tracking/detail-view';

describe('the virtual list', () => {
  it('draws only the rows in view, plus a few on each side', () => {
    const range = visibleRange({
      scrollTop: 36 * 50_000,
      viewportHeight: 360,
      rowHeight: 36,
      total: 100_000,
      overscan: 5,
    });
    expect(range).toEqual({ start: 49_995, end: 50_015 });
  });

  it('never draws rows beyond the ends of the list', () => {
    expect(visibleRange({ scrollTop: 0, viewportHeight: 360, rowHeight: 36, total: 3, overscan: 5 })).toEqual({
      start: 0,
      end: 3,
    });
    expect(
      visibleRange({ scrollTop: 99_999 * 36, viewportHeight: 360, rowHeight: 36, total: 100_000, overscan: 5 }).end,
    ).toBe(100_000);
    expect(visibleRange({ scrollTop: 0, viewportHeight: 360, rowHeight: 36, total: 0, overscan: 5 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});

describe('the row slots of the virtual list', () => {
  const view = { viewportHeight: 360, rowHeight: 36, total: 100_000, overscan: 5 };
  // A screenful (10 rows, 11 when cut at both edges) and 5 rows beyond each end.
  const SLOTS = 21;

  it('draws as many rows at the top, in the middle and at the bottom: scrolling adds no row element', () => {
    for (const scrollTop of [0, 36 * 3, 36 * 50_000 + 17, 36 * 99_990, 36 * 100_000]) {
      const { start, end } = slotRange({ ...view, scrollTop });
      expect(end - start).toBe(SLOTS);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(end).toBeLessThanOrEqual(view.total);
    }
  });

  it('covers every row in view and its overscan', () => {
    const scrollTop = 36 * 50_000 + 17;
    const visible = visibleRange({ ...view, scrollTop });
    const slots = slotRange({ ...view, scrollTop });
    expect(slots.start).toBeLessThanOrEqual(visible.start);
    expect(slots.end).toBeGreaterThanOrEqual(visible.end);
  });

  it('draws every row of a list shorter than a screenful, and none of an empty one', () => {
    expect(slotRange({ ...view, total: 3, scrollTop: 0 })).toEqual({ start: 0, end: 3 });
    expect(slotRange({ ...view, total: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('keeps a row in its slot while it stays drawn, and gives the slots of the rows that left to those that came', () => {
    const before = { start: 1_000, end: 1_000 + SLOTS };
    const after = { start: 1_020, end: 1_020 + SLOTS };
    const was = slotRows(before);
    const now = slotRows(after);
    expect([...now].sort((a, b) => a - b)).toEqual(Array.from({ length: SLOTS }, (_, i) => 1_020 + i));
    now.forEach((row, slot) => {
      if (row < before.end) expect(was[slot]).toBe(row);
      else expect(was[slot]).toBe(row - SLOTS);
    });
  });

  it('names the slots in the order of their rows', () => {
    const range = { start: 1_007, end: 1_007 + SLOTS };
    const rows = slotRows(range);
    expect(slotOrder(range).map((slot) => rows[slot])).toEqual(Array.from({ length: SLOTS }, (_, i) => 1_007 + i));
  });
});

describe('a shipment in the list', () => {
  const row = shipmentListItem.parse({
    shipmentId: 'a',
    shipmentCode: 'FR000001',
    pickUpDate: '2026-03-14T09:00:00',
    trackingStatus: 'OutForDelivery',
    origin: { countryCode: 'ES', city: 'Barcelona', postalCode: '08001', state: null },
    destination: { countryCode: 'ES', city: null, postalCode: '28001', state: null },
  });

  it('reads its route, dates and status in a few words', () => {
    expect(routeText(row)).toBe('Barcelona → ES');
    expect(shortDate(row.pickUpDate, new Date(2026, 0, 1), 'en-GB')).toBe('14 Mar');
    expect(shortDate(row.pickUpDate, new Date(2025, 0, 1), 'en-GB')).toBe('14 Mar 26');
    // Around a new year the nearest 14 March is meant: no year to widen the cell.
    expect(shortDate(row.pickUpDate, new Date(2025, 11, 28), 'en-GB')).toBe('14 Mar');
    expect(shortDate(row.pickUpDate, new Date(2026, 5, 1), 'en-GB')).toBe('14 Mar');
    expect(shortDate(row.pickUpDate, new Date(2026, 9, 1), 'en-GB')).toBe('14 Mar 26');
    expect(statusLabel('None')).toBe('No updates');
    expect(statusLabel(null)).toBe('No updates');
    expect(statusLabel(row.trackingStatus)).toBe('Out for delivery');
  });

  it('shows a status the app does not know as the code itself, spaced, never reworded', () => {
    expect(statusLabel('ON_HOLD')).toBe('On hold');
    expect(statusLabel('customs-hold')).toBe('Customs hold');
    expect(statusLabel('Rejected by carrier')).toBe('Rejected by carrier');
  });
});

describe("a shipment's detail", () => {
  const detail = shipmentDetailResponse.parse({
    shipmentId: 'a',
    commodityType: 'Box',
    shipmentCode: null,
    bookingCode: 'COR 1',
    externalTracking: '4028',
    customs: null,
    isActiveTracking: false,
    origin: {
      company: 'Ruiz SL',
      contact: 'Ana',
      address: 'Mallorca 401',
      postalCode: '08013',
      city: 'Barcelona',
      countryCode: 'ES',
      state: null,
    },
  });

  it('gives its three codes, falling back to the list for a shipment code the detail leaves out', () => {
    const codes = codesOf(detail, shipmentListItem.parse({ shipmentId: 'a', shipmentCode: 'FR1' }));
    expect(codes.map((c) => [c.label, c.value])).toEqual([
      ['Shipment code', 'FR1'],
      ['Booking code', 'COR 1'],
      ['Tracking code', '4028'],
    ]);
    expect(messagesKey(detail, null)).toBeNull();
  });

  it('says whether tracking is on when the service says, and nothing when it does not', () => {
    expect(trackingEnabledOf(detail)).toBe(false);
    expect(trackingEnabledOf({}, null)).toBeNull();
  });

  it('writes an address as the lines of a label', () => {
    expect(addressLines(detail.origin, 'en')).toEqual(['Ruiz SL', 'Ana', 'Mallorca 401', '08013 Barcelona', 'Spain']);
  });
});

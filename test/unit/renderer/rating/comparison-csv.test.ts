import { describe, expect, it } from 'vitest';
import type { RateRow } from '@renderer/screens/rating/rate-rows';
import { comparisonCsv, comparisonFileName, comparisonRows } from '@renderer/screens/rating/comparison-csv';

function row(fields: Partial<RateRow> & Pick<RateRow, 'id' | 'carrier'>): RateRow {
  return {
    item: { kind: 'terrestrial', rate: {} as never },
    service: null,
    pickUpDate: null,
    deliveryDate: null,
    transitDays: null,
    preBooking: false,
    allIn: [],
    allInFrom: 'none',
    expirationDate: null,
    ...fields,
  };
}

describe('the rate comparison as CSV', () => {
  it('has one row per rate in the order shown, the all-in price in one numeric column per currency', () => {
    const rows = [
      row({
        id: 'r2',
        carrier: 'MSC',
        allIn: [
          { value: 150000, currency: 'USD' },
          { value: 8000, currency: 'EUR' },
        ],
        allInFrom: 'surcharges',
        preBooking: true,
      }),
      row({
        id: 'r1',
        carrier: 'DSV, Road',
        service: 'Express',
        transitDays: 2,
        allIn: [{ value: 12550, currency: 'EUR' }],
        allInFrom: 'price',
        deliveryDate: '2026-11-25T17:00:00',
        expirationDate: '2026-11-30T10:00:00Z',
      }),
    ];
    expect(comparisonRows(rows)).toEqual([
      [
        'Carrier',
        'Service',
        'Pickup',
        'Delivery',
        'Transit days',
        'All-in USD',
        'All-in EUR',
        'All-in from',
        'Valid until',
        'Rate id',
      ],
      [
        'MSC',
        null,
        null,
        'pre-booking: no sailing confirmed',
        null,
        '1500.00',
        '80.00',
        'sum of surcharges',
        null,
        'r2',
      ],
      [
        'DSV, Road',
        'Express',
        null,
        '2026-11-25T17:00:00',
        2,
        null,
        '125.50',
        'carrier price',
        '2026-11-30T10:00:00Z',
        'r1',
      ],
    ]);
    const csv = comparisonCsv(rows);
    expect(csv.startsWith('\uFEFFCarrier,')).toBe(true);
    expect(csv).toContain('\r\n"DSV, Road",Express,');
  });

  it('neutralises a carrier name a spreadsheet would run as a formula', () => {
    expect(comparisonCsv([row({ id: 'x', carrier: '=HYPERLINK("http://evil")' })])).toContain(
      `"'=HYPERLINK(""http://evil"")"`,
    );
  });

  it('is named after the mode and the day the rates came', () => {
    expect(comparisonFileName('sea-fcl', '2026-11-23T10:00:00.000Z')).toBe('rates sea-fcl 2026-11-23.csv');
  });
});

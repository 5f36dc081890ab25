import { describe, expect, it } from 'vitest';
import type { RateRow } from '@renderer/screens/rating/rate-rows';
import { comparisonCsv, comparisonFileName, comparisonRows } from '@renderer/screens/rating/comparison-csv';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { soldRows, type SaleContext } from '@renderer/screens/rating/sell-rows';
import { ANY_RATE } from '@shared/domain/margin-rules';
import { pricedShipmentOf } from '@shared/domain/priced-shipment';

function row(fields: Partial<RateRow> & Pick<RateRow, 'id' | 'carrier'>): RateRow {
  return {
    item: { kind: 'terrestrial', rate: { agency: fields.carrier, price: null } as never },
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

/** 10 % of every rate, at least €25 on amounts in EUR. */
const context: SaleContext = {
  rules: [
    {
      id: 1,
      name: 'Ten percent',
      scope: ANY_RATE,
      percentBp: 1000,
      currency: 'EUR',
      fixed: null,
      minimum: 25_00,
    },
  ],
  customer: null,
  shipment: pricedShipmentOf('boxes', {}),
  overrides: {},
  exchangeRates: [],
};

describe('the rate comparison as CSV', () => {
  it('has one row per rate in the order shown, buy, margin and sell in one numeric column per currency', () => {
    const rows = soldRows(
      [
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
          allIn: [{ value: 125550, currency: 'EUR' }],
          allInFrom: 'price',
          deliveryDate: '2026-11-25T17:00:00',
          expirationDate: '2026-11-30T10:00:00Z',
        }),
        row({ id: 'r3', carrier: 'Ocean Co', allIn: [{ value: 90000, currency: 'USD' }], allInFrom: 'price' }),
      ],
      context,
    );
    expect(comparisonRows(rows)).toEqual([
      [
        'Carrier',
        'Service',
        'Pickup',
        'Delivery',
        'Transit days',
        'Buy USD',
        'Buy EUR',
        'Margin USD',
        'Margin EUR',
        'Sell USD',
        'Sell EUR',
        'Buy from',
        'Margin rule',
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
        '150.00',
        '25.00',
        '1650.00',
        '105.00',
        'sum of surcharges',
        'Ten percent',
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
        '1255.50',
        null,
        '125.55',
        null,
        '1381.05',
        'carrier price',
        'Ten percent',
        '2026-11-30T10:00:00Z',
        'r1',
      ],
      [
        'Ocean Co',
        null,
        null,
        null,
        null,
        '900.00',
        null,
        null,
        null,
        null,
        null,
        'carrier price',
        expect.stringMatching(/^unknown: The rule’s amounts are in EUR and this rate is in USD/),
        null,
        'r3',
      ],
    ]);
    const csv = comparisonCsv(rows);
    expect(csv.startsWith('\uFEFFCarrier,')).toBe(true);
    expect(csv).toContain('\r\n"DSV, Road",Express,');
  });

  it('writes its headers and words in the desk’s language: Spanish on a Spanish desk', () => {
    useLanguageSource(() => 'es');
    try {
      const [header] = comparisonRows(
        soldRows([row({ id: 'x', carrier: 'DSV', allIn: [{ value: 100_00, currency: 'EUR' }] })], context),
      );
      expect(header?.slice(0, 6)).toEqual([
        'Transportista',
        'Servicio',
        'Recogida',
        'Entrega',
        'Días de tránsito',
        'Compra EUR',
      ]);
      expect(header).toContain('Regla de margen');
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('neutralises a carrier name a spreadsheet would run as a formula', () => {
    expect(comparisonCsv(soldRows([row({ id: 'x', carrier: '=HYPERLINK("http://evil")' })], context))).toContain(
      `"'=HYPERLINK(""http://evil"")"`,
    );
  });

  it('is named after the mode and the day the rates came', () => {
    expect(comparisonFileName('sea-fcl', '2026-11-23T10:00:00.000Z')).toBe('rates sea-fcl 2026-11-23.csv');
  });

  it('is named in Spanish on a Spanish desk', () => {
    useLanguageSource(() => 'es');
    try {
      expect(comparisonFileName('boxes', '2026-11-23T10:00:00.000Z')).toBe('tarifas boxes 2026-11-23.csv');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

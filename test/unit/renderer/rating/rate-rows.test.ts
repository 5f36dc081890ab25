import { describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { seaQuoteResponse, terrestrialQuoteResponse } from '@shared/api/rating';
import { filterRates, NO_FILTERS } from '@renderer/screens/rating/rate-filters';
import {
  carriersOf,
  deliveryTimesShown,
  markRows,
  rateRows,
  sortRows,
} from '@renderer/screens/rating/rate-rows';

/** A road rate as the service sends it: a bare Long price, zoneless dates. */
function roadRate(id: string, agency: string, price: number, transitDays: number, delivery: string) {
  return {
    id,
    agency,
    service: `${agency} Standard`,
    pickUpDate: '2026-03-12T09:30:00',
    deliveryDate: delivery,
    transitDays,
    expirationDate: '2026-03-12T21:00:00',
    price,
    extraInfo: null,
  };
}

const road = terrestrialQuoteResponse.parse({
  quoteId: 'q1',
  rates: [
    roadRate('a', 'SEUR', 2165, 1, '2026-03-13T18:00:00'),
    roadRate('b', 'ASM', 1415, 2, '2026-03-16T18:00:00'),
    roadRate('c', 'MRW', 2474, 1, '2026-03-13T14:00:00'),
    roadRate('d', 'SEUR', 1415, 3, '2026-03-17T18:00:00'),
  ],
});
const roadRows = rateRows({ mode: 'boxes', currency: 'EUR', quote: road });

describe('road rates', () => {
  it('are priced in the currency asked for when the service sends a bare amount', () => {
    expect(roadRows.map((r) => r.allIn)).toEqual([
      [{ value: 2165, currency: 'EUR' }],
      [{ value: 1415, currency: 'EUR' }],
      [{ value: 2474, currency: 'EUR' }],
      [{ value: 1415, currency: 'EUR' }],
    ]);
    expect(roadRows.every((r) => r.allInFrom === 'price')).toBe(true);
  });

  it('sort by price, transit and delivery, both ways, ties in the service’s order', () => {
    const ids = (key: 'price' | 'transit' | 'delivery', direction: 'ascending' | 'descending') =>
      sortRows(roadRows, { key, direction }).map((r) => r.id);
    expect(ids('price', 'ascending')).toEqual(['b', 'd', 'a', 'c']);
    expect(ids('price', 'descending')).toEqual(['c', 'a', 'b', 'd']);
    expect(ids('transit', 'ascending')).toEqual(['a', 'c', 'b', 'd']);
    expect(ids('delivery', 'ascending')).toEqual(['c', 'a', 'b', 'd']);
    expect(sortRows(roadRows, null).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('mark every rate of the lowest price as cheapest, and the fastest by transit days, then delivery time', () => {
    const marks = markRows(roadRows);
    // b and d cost the same: both are the cheapest, whatever their speed.
    expect([...marks.cheapest].sort()).toEqual(['b', 'd']);
    // a and c take one day and deliver on the same date: c at 14:00, a at 18:00.
    expect([...marks.fastest]).toEqual(['c']);
    // So the rows delivering on that date show their times; the others their dates alone.
    expect([...deliveryTimesShown(roadRows, 'en-GB')].sort()).toEqual(['a', 'c']);
  });

  it('mark every rate delivering at the same moment as fastest, never one of equals by its price', () => {
    const sameMoment = rateRows({
      mode: 'boxes',
      currency: 'EUR',
      quote: terrestrialQuoteResponse.parse({
        quoteId: 'q3',
        rates: [
          roadRate('x', 'SEUR', 2165, 1, '2026-03-13T18:00:00'),
          roadRate('y', 'MRW', 1415, 1, '2026-03-13T18:00:00'),
          roadRate('z', 'ASM', 1200, 2, '2026-03-16T18:00:00'),
        ],
      }),
    });
    expect([...markRows(sameMoment).fastest].sort()).toEqual(['x', 'y']);
    // Equal times tell nothing apart: the dates alone show.
    expect(deliveryTimesShown(sameMoment, 'en-GB').size).toBe(0);
  });

  it('filter by carrier', () => {
    expect(carriersOf(roadRows)).toEqual(['ASM', 'MRW', 'SEUR']);
    expect(filterRates(roadRows, { ...NO_FILTERS, carrier: 'SEUR' }).shown.map((r) => r.id)).toEqual(['a', 'd']);
    expect(filterRates(roadRows, NO_FILTERS).shown).toHaveLength(4);
  });
});

describe('sea rates', () => {
  const sea = seaQuoteResponse.parse({
    quoteId: 'q2',
    rates: [
      {
        id: 's1',
        sealine: 'MAEU009A',
        agency: null,
        service: 'Maersk Spot',
        pickUpDate: '2026-03-20T00:00:00',
        deliveryDate: '2026-04-20T00:00:00',
        transitDays: 31,
        expirationDate: '2026-03-17T06:39:47.7944899',
        // FCL answers carry no price: the all-in is the surcharges, per currency.
        surchages: {
          surchargesPerFreight: [
            {
              quantity: 2,
              basis: 'PER_CONTAINER',
              type: 'Freight',
              chargeCode: 'FRT',
              description: 'Basic Ocean Freight',
              value: 100000,
              currency: 'USD',
              containerSizeType: 'DRY40',
            },
          ],
          surchargesAtOrigin: [
            {
              quantity: 1,
              basis: 'PER_DOC',
              type: 'Origin',
              chargeCode: 'ODF',
              description: 'Documentation',
              value: 5000,
              currency: 'EUR',
              containerSizeType: null,
            },
          ],
          surchargesAtDestination: [
            {
              quantity: 2,
              basis: 'PER_CONTAINER',
              type: 'Destination',
              chargeCode: 'DHC',
              description: 'Terminal handling',
              value: 20000,
              currency: 'USD',
              containerSizeType: 'DRY40',
            },
          ],
        },
      },
      {
        id: 's2',
        sealine: 'CMDU',
        agency: 'CMA CGM',
        service: 'SpotOn',
        pickUpDate: '2026-03-27T00:00:00',
        deliveryDate: null,
        transitDays: -1,
        expirationDate: '2026-03-17T06:39:47',
        price: 190000,
      },
    ],
  });
  const rows = rateRows({ mode: 'sea-fcl', currency: 'USD', quote: sea });

  it('sum the surcharges per currency when the carrier gives no price', () => {
    expect(rows[0]).toMatchObject({
      carrier: 'MAEU009A',
      allInFrom: 'surcharges',
      allIn: [
        { value: 240000, currency: 'USD' },
        { value: 5000, currency: 'EUR' },
      ],
    });
    expect(rows[1]).toMatchObject({
      carrier: 'CMA CGM',
      allInFrom: 'price',
      allIn: [{ value: 190000, currency: 'USD' }],
    });
  });

  it('know a pre-booking: no delivery, no transit, never the fastest, sorted last', () => {
    expect(rows[1]).toMatchObject({ preBooking: true, transitDays: null, deliveryDate: null });
    expect([...markRows(rows).fastest]).toEqual(['s1']);
    expect(sortRows(rows, { key: 'delivery', direction: 'descending' }).map((r) => r.id)).toEqual(['s1', 's2']);
  });

  it('mark the cheapest only among one-amount totals, and sort all-in totals by their amount in the common currency', () => {
    // s1 is in two currencies: it cannot be the cheapest.
    expect([...markRows(rows).cheapest]).toEqual(['s2']);
    // Both have USD (s1: 2,400.00 USD + 50.00 EUR; s2: 1,900.00 USD): the USD amounts compare, nothing is converted.
    expect(sortRows(rows, { key: 'price', direction: 'ascending' }).map((r) => r.id)).toEqual(['s2', 's1']);
    expect(sortRows(rows, { key: 'price', direction: 'descending' }).map((r) => r.id)).toEqual(['s1', 's2']);
  });
});

describe('a rate that names no carrier', () => {
  it('says the carrier is unknown in the desk’s language, never a guess', () => {
    const nameless = terrestrialQuoteResponse.parse({
      quoteId: 'q2',
      rates: [{ ...roadRate('x', 'SEUR', 1000, 1, '2026-03-13T18:00:00'), agency: null }],
    });
    const rows = () => rateRows({ mode: 'boxes', currency: 'EUR', quote: nameless });
    expect(rows()[0]!.carrier).toBe('Unknown carrier');
    useLanguageSource(() => 'es');
    try {
      expect(rows()[0]!.carrier).toBe('Transportista desconocido');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { airQuoteResponse, seaQuoteResponse, terrestrialQuoteResponse } from '@shared/api/rating';
import { fixture } from './fixtures';

describe('terrestrial quote', () => {
  const quote = terrestrialQuoteResponse.parse(fixture('terrestrial-quote.variants.json'));
  const [long, money, none] = quote.rates;

  it('reads a price as a Long, a Money object or nothing', () => {
    expect(long?.price).toEqual({ value: 7943, currency: null });
    expect(money?.price).toEqual({ value: 12050, currency: 'EUR' });
    expect(none?.price).toBeNull();
  });

  it('normalises every date-time form', () => {
    expect(quote.pickUpDate).toBe('2023-03-01T08:15:00.123');
    expect(long?.pickUpDate).toBe('2023-03-01T09:00:00');
    expect(long?.deliveryDate).toBe('2023-03-03T18:00:00+02:00');
    expect(long?.expirationDate).toBe('2023-02-28T23:59:59Z');
    expect(money?.pickUpDate).toBe('2023-03-01T09:00:00');
    expect(money?.deliveryDate).toBe('2023-03-02T00:00:00');
    expect(money?.expirationDate).toBe('2023-02-28T23:59:59.5+01:00');
    expect(none?.pickUpDate).toBeNull();
  });

  it('turns null lat/lng and absent coords into null, keeps real coordinates', () => {
    expect(quote.origin?.coords).toEqual({ lat: 39.4699, lng: -0.3763 });
    expect(quote.destination?.coords).toBeNull();
    expect(quote.destination?.street).toBeNull();
  });

  it('turns null lists into [] and keeps unknown fields', () => {
    expect(long?.extraInfo).toEqual(['Cut-off 18:00']);
    expect(money?.extraInfo).toEqual([]);
    expect(none?.extraInfo).toEqual([]);
    expect(quote.quoteChannel).toBe('web');
    expect(money?.co2Kg).toBe(12.5);
  });
});

describe('sea FCL quote', () => {
  const quote = seaQuoteResponse.parse(fixture('sea-fcl-quote.json'));
  const [rate, preBooking] = quote.rates;

  it('has no price, truncates 7 fraction digits, keeps the T form of deadlines', () => {
    expect(rate?.price).toBeNull();
    expect(rate?.expirationDate).toBe('2024-04-30T06:39:47.794');
    expect(rate?.scheduleDetails[0]?.deadlines[0]?.deadLine).toBe('2024-05-08T09:00:00');
    expect(rate?.scheduleDetails[0]?.routeDetails[0]?.toLocation?.expectedDate).toBe('2024-06-01T14:30:00');
  });

  it('reads Money objects in conditions and penalties, including a negative compensation', () => {
    expect(rate?.conditions[0]?.price).toEqual({ value: 30000, currency: 'SGD' });
    expect(rate?.penalties[0]?.currency).toBeNull();
    expect(rate?.penalties[0]?.charges[1]).toMatchObject({
      name: 'Compensation Fee',
      price: { value: -2000, currency: 'USD' },
    });
  });

  it('keeps unknown enum values', () => {
    expect(rate?.conditions[1]?.chargeType).toBe('Plugging');
    expect(rate?.scheduleDetails[0]?.routeDetails[0]?.toLocation?.type).toBe('RAIL_RAMP');
    expect(rate?.scheduleDetails[0]?.deadlines[1]?.type).toBe('Customs');
    expect(rate?.surcharges[0]?.items[1]?.basis).toBe('PER_BL');
  });

  it('groups surcharges as the payload does, with totals per currency', () => {
    expect(rate?.surcharges.map((g) => g.group)).toEqual(['perFreight', 'atOrigin', 'atDestination']);
    const freight = rate?.surcharges[0];
    expect(freight?.items[0]).toMatchObject({
      description: 'Basic Ocean Freight',
      chargeCode: 'FRT',
      quantity: 2,
      containerSizeType: 'DRY20',
      value: { value: 40000, currency: 'USD' },
      total: { value: 80000, currency: 'USD' },
    });
    expect(freight?.items[0]).not.toHaveProperty('surchages');
    expect(freight?.totals).toEqual([{ value: 82500, currency: 'USD' }]);
    expect(rate?.surcharges[2]?.items).toEqual([]);
    expect(rate?.surchargeTotals).toEqual([
      { value: 82500, currency: 'USD' },
      { value: 5000, currency: 'EUR' },
    ]);
    expect(rate).not.toHaveProperty('surchages');
  });

  it('reads a pre-booking rate: null lists, transitDays -1 -> null', () => {
    expect(preBooking).toMatchObject({
      scheduleDetails: [],
      conditions: [],
      penalties: [],
      surcharges: [],
      surchargeTotals: [],
      transitDays: null,
      isPreBooking: true,
      deliveryDate: null,
      extraInfo: [],
    });
    expect(rate?.isPreBooking).toBe(false);
  });

  it("keeps a rate's and a surcharge item's unknown fields, in the place the same answer without them has its own", () => {
    const answer = fixture<{ rates: Record<string, unknown>[] }>('sea-fcl-quote.json');
    const wire = answer.rates[0] as { surchages: { surchargesPerFreight: Record<string, unknown>[] } };
    Object.assign(wire, { co2Estimate: 812 });
    Object.assign(wire.surchages.surchargesPerFreight[0] as object, { vatRate: 21 });
    const read = seaQuoteResponse.parse(answer).rates[0];
    const item = read?.surcharges[0]?.items[0];
    expect(Object.keys(read ?? {})).toEqual([
      ...Object.keys(rate ?? {}).slice(0, -3),
      'co2Estimate',
      'isPreBooking',
      'surcharges',
      'surchargeTotals',
    ]);
    expect(read).toMatchObject({ co2Estimate: 812, surchargeTotals: rate?.surchargeTotals });
    expect(Object.keys(item ?? {})).toEqual([
      'quantity',
      'basis',
      'type',
      'chargeCode',
      'containerSizeType',
      'vatRate',
      'description',
      'value',
      'total',
    ]);
    expect(item).toEqual({ ...rate?.surcharges[0]?.items[0], vatRate: 21 });
  });
});

describe('sea LCL quote', () => {
  const quote = seaQuoteResponse.parse(fixture('sea-lcl-quote.json'));
  const rate = quote.rates[0];

  it('reads Long prices: the penalty currency applies, a Money object keeps its own', () => {
    expect(rate?.price).toEqual({ value: 129001, currency: null });
    expect(rate?.conditions[0]?.price).toEqual({ value: 4308, currency: null });
    expect(rate?.penalties[0]?.charges[0]?.price).toEqual({ value: 51692, currency: 'EUR' });
    expect(rate?.penalties[0]?.charges[1]?.price).toEqual({ value: 9900, currency: 'USD' });
  });

  it('reads deadlines written with a space', () => {
    expect(rate?.scheduleDetails[0]?.deadlines[0]?.deadLine).toBe('2024-01-12T17:00:00');
  });

  it('groups per doc and per container, with chargeDescription as description', () => {
    const groups = rate?.surcharges ?? [];
    expect(groups.map((g) => [g.group, g.containerSizeType, g.items.length])).toEqual([
      ['perDoc', null, 1],
      ['perContainer', '40DRY', 2],
      ['perContainer', '20DRY', 0],
    ]);
    expect(groups[0]?.items[0]).toMatchObject({
      description: 'Documentation Fee Origin',
      type: 'Paid at Origin',
      value: { value: 6087, currency: null },
    });
    expect(groups[0]?.items[0]).not.toHaveProperty('chargeDescription');
    expect(groups[1]?.totals).toEqual([{ value: 122914, currency: null }]);
    expect(rate?.surchargeTotals).toEqual([{ value: 129001, currency: null }]);
  });
});

describe('air quote (historical)', () => {
  const rate = airQuoteResponse.parse(fixture('air-quote.json')).rates[0];

  it('reads airline, legs and prices', () => {
    expect(rate).toMatchObject({
      airlineIATACode: '123',
      freightPrice: { value: 4500, currency: null },
      price: { value: 4500, currency: null },
      netRate: 22,
      chargeableWeight: 40.5,
      surcharges: [],
    });
    expect(rate?.legs[0]).toMatchObject({
      arrivalTime: '2024-02-02T06:00:00',
      bodyType: 'WIDE',
      co2: { value: 812.4, isEstimation: true },
    });
    expect(rate?.legs[0]).not.toHaveProperty('cO2');
  });
});

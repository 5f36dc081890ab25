import { describe, expect, it } from 'vitest';
import { filterRates, NO_FILTERS } from '@renderer/screens/rating/rate-filters';
import { rateRows, sortRows } from '@renderer/screens/rating/rate-rows';
import { marginNote, marginPartWords } from '@renderer/screens/rating/margin-words';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { amountsOn, exchangeNeeds, RowPricer, soldRows, type SaleContext } from '@renderer/screens/rating/sell-rows';
import { ANY_RATE, type MarginRule } from '@shared/domain/margin-rules';
import { pricedShipmentOf } from '@shared/domain/priced-shipment';

const rate = (id: string, agency: string, value: number, currency = 'EUR') =>
  ({
    id,
    agency,
    service: null,
    pickUpDate: null,
    deliveryDate: null,
    transitDays: 2,
    expirationDate: null,
    price: { value, currency },
    extraInfo: [],
  }) as never;

const rows = rateRows({
  mode: 'boxes',
  currency: 'EUR',
  quote: { rates: [rate('a', 'Cheap Co', 100_00), rate('b', 'Dear Co', 110_00), rate('c', 'Dollar Co', 90_00, 'USD')] },
});

/** 5 % for everyone, 30 % on Cheap Co: the cheaper buy price sells dearer. */
const rules: MarginRule[] = [
  { id: 1, name: 'Everyone', scope: ANY_RATE, percentBp: 500, currency: null, fixed: null, minimum: null },
  {
    id: 2,
    name: 'Cheap Co',
    scope: { ...ANY_RATE, carrier: 'cheap co' },
    percentBp: 3000,
    currency: null,
    fixed: null,
    minimum: null,
  },
];
const context = (more: Partial<SaleContext> = {}): SaleContext => ({
  rules,
  customer: null,
  shipment: pricedShipmentOf('boxes', {}),
  overrides: {},
  exchangeRates: [],
  ...more,
});

describe('the comparison at sell prices', () => {
  it('prices each rate with the rule chosen for its carrier', () => {
    const sold = soldRows(rows, context());
    expect(sold.map((r) => [r.id, r.sale.choice.rule?.name, r.sale.sell])).toEqual([
      ['a', 'Cheap Co', [{ value: 130_00, currency: 'EUR' }]],
      ['b', 'Everyone', [{ value: 115_50, currency: 'EUR' }]],
      ['c', 'Everyone', [{ value: 94_50, currency: 'USD' }]],
    ]);
  });

  it('sorts by sell or by buy, each in the currency most rates are in', () => {
    const sold = soldRows(rows, context());
    const sellOf = (r: (typeof sold)[number]) => r.sale.sell ?? [];
    expect(sortRows(sold, { key: 'sell', direction: 'ascending' }, sellOf).map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortRows(sold, { key: 'price', direction: 'ascending' }, sellOf).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('filters a price range on the sell price by default, on the buy price when switched', () => {
    const sold = soldRows(rows, context());
    const filters = { ...NO_FILTERS, price: { EUR: { min: null, max: 120_00 } } };
    const sales = new Map(sold.map((r) => [r.id, r.sale]));
    expect(filterRates(sold, filters, amountsOn('sell', sales)).shown.map((r) => r.id)).toEqual(['b', 'c']);
    expect(filterRates(sold, filters, amountsOn('buy', sales)).shown.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the price of a rate that did not change as the same object, so only what changed is drawn again', () => {
    const pricer = new RowPricer();
    const first = pricer.price(rows, context());
    const again = pricer.price(rows, context({ overrides: { b: { kind: 'percent', bp: 100 } } }));
    expect(again.get('a')).toBe(first.get('a'));
    expect(again.get('c')).toBe(first.get('c'));
    expect(again.get('b')).not.toBe(first.get('b'));
    expect(again.get('b')?.sell).toEqual([{ value: 111_10, currency: 'EUR' }]);
  });

  it('takes a margin set by hand for one rate, and says so', () => {
    const sold = soldRows(
      rows,
      context({ overrides: { b: { kind: 'amount', amount: { value: 1_00, currency: 'EUR' } } } }),
    );
    const b = sold.find((r) => r.id === 'b')!;
    expect(b.sale.sell).toEqual([{ value: 111_00, currency: 'EUR' }]);
    expect(marginNote(b.sale)).toBe('set by hand');
  });

  it('asks for the rates of exchange a rule’s amounts wait for, each pair once', () => {
    const eurMinimum: MarginRule = { ...rules[0]!, currency: 'EUR', minimum: 10_00 };
    const sold = soldRows(rows, context({ rules: [eurMinimum] }));
    expect(exchangeNeeds(sold)).toEqual([{ from: 'EUR', to: 'USD' }]);
    expect(sold.find((r) => r.id === 'c')!.sale.sell).toBeNull();
    const given = soldRows(
      rows,
      context({ rules: [eurMinimum], exchangeRates: [{ from: 'EUR', to: 'USD', perMillion: 1_100_000 }] }),
    );
    const c = given.find((r) => r.id === 'c')!;
    expect(c.sale.margin).toEqual([{ value: 11_00, currency: 'USD' }]);
    expect(c.sale.parts.map((p) => marginPartWords(p, 'en-GB'))).toEqual([
      '5 % of US$90.00 = US$4.50',
      '1 EUR = 1.1 USD, the rate of exchange you gave',
      'Minimum margin US$11.00: raised by US$6.50',
    ]);
    expect(marginNote(c.sale)).toBe('Everyone (minimum)');
    useLanguageSource(() => 'es');
    try {
      const [percent, exchange, minimum] = c.sale.parts.map((p) => marginPartWords(p, 'es-ES').replace(/\u00a0/g, ' '));
      expect(percent).toMatch(/^5 % de 90,00 US\$ = 4,50 US\$$/);
      expect(exchange).toMatch(/^1 EUR = 1[.,]1 USD, el tipo de cambio que indicó$/);
      expect(minimum).toMatch(/^Margen mínimo 11,00 US\$: aumentado en 6,50 US\$$/);
      expect(marginNote(c.sale)).toBe('Everyone (mínimo)');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { CustomerFields } from '@shared/domain/customers';
import type { PricedQuote } from '@shared/domain/priced-quotes';
import type { NewPricedQuote, RatedQuote } from '@main/store/priced-quote-records';
import { openStore, tempDataDir } from './store-helpers';

const eur = (value: number) => ({ value, currency: 'EUR' });

function quote(rateId: string, savedShipmentId: string | null = `ship-of-${rateId}`): NewPricedQuote {
  return {
    rateId,
    savedShipmentId,
    customer: { id: 1, name: 'Acme' },
    mode: 'boxes',
    carrier: 'Road Co',
    from: '08001 Barcelona, ES',
    to: '28001 Madrid, ES',
    savedAt: '2026-03-01T12:00:00.000Z',
    validUntil: null,
    pricing: {
      buy: [eur(100_00)],
      margin: [eur(12_00)],
      sell: [eur(112_00)],
      rule: null,
      why: '',
      override: null,
      exchange: null,
      parts: [],
    },
  };
}

const rated = (rateId: string): RatedQuote => ({
  request: { goodsDescription: 'Spare parts' },
  result: {
    mode: 'boxes',
    currency: 'EUR',
    receivedAt: '2026-03-01T11:00:00.000Z',
    quote: { quoteId: 'q', origin: null, destination: null, pickUpDate: null, rates: [] },
  },
  // The rate's fields beyond its id do not matter to the store: it keeps the JSON whole.
  rate: { id: rateId, price: eur(100_00) } as unknown as RatedQuote['rate'],
});

const fields = (name: string, more: Partial<CustomerFields> = {}): CustomerFields => ({
  name,
  contact: '',
  language: '',
  currencyNote: '',
  defaultMarginBp: null,
  notes: '',
  ...more,
});

describe('quotes kept with their sell price', () => {
  it('are numbered Q-YYYY-NNNN in sequence, again from 1 in a new year, a number never given twice', () => {
    const store = openStore(tempDataDir());
    const numbers = ['r1', 'r2', 'r3'].map((id) => store.pricedQuotes.keep(quote(id), rated(id), 2026).quoteNumber);
    expect(numbers).toEqual(['Q-2026-0001', 'Q-2026-0002', 'Q-2026-0003']);
    expect(store.pricedQuotes.keep(quote('r4'), rated('r4'), 2027).quoteNumber).toBe('Q-2027-0001');
    expect(store.pricedQuotes.keep(quote('r5'), rated('r5'), 2026).quoteNumber).toBe('Q-2026-0004');
  });

  it('answers the first record of a rate saved again, without a new number', () => {
    const store = openStore(tempDataDir());
    const first = store.pricedQuotes.keep(quote('r1'), rated('r1'), 2026);
    const again = store.pricedQuotes.keep({ ...quote('r1'), customer: null }, rated('r1'), 2026);
    expect(again).toEqual(first);
    expect(store.pricedQuotes.keep(quote('r2'), rated('r2'), 2026).quoteNumber).toBe('Q-2026-0002');
  });

  it('keeps the rated request and the rate for the PDF, after the store is opened again', () => {
    const dir = tempDataDir();
    const first = openStore(dir);
    const kept = first.pricedQuotes.keep(quote('r1'), rated('r1'), 2026);
    first.close();
    const again = openStore(dir);
    expect(again.pricedQuotes.rated(kept.quoteNumber)).toMatchObject({
      request: { goodsDescription: 'Spare parts' },
      rate: { id: 'r1' },
    });
    expect(again.pricedQuotes.list()).toEqual([kept]);
  });

  it('is found by the service’s quote id once its list named the shipment id the save answered', () => {
    const store = openStore(tempDataDir());
    const kept = store.pricedQuotes.keep(quote('r1', 'ship-A'), rated('r1'), 2026);
    expect(store.pricedQuotes.find('quote-A')).toBeNull();
    store.pricedQuotes.linkListed([
      { quoteId: 'quote-A', shipmentId: 'ship-A' },
      { quoteId: 'quote-B', shipmentId: null },
    ]);
    const expected: PricedQuote = { ...kept, serviceQuoteId: 'quote-A' };
    for (const id of ['quote-A', 'ship-A', 'r1', kept.quoteNumber])
      expect(store.pricedQuotes.find(id)).toEqual(expected);
  });
});

describe('customers', () => {
  it('are searched by any word of their name, contact or notes, accents and case aside', () => {
    const store = openStore(tempDataDir());
    store.customers.save(fields('Müller Logistik GmbH', { contact: 'anna@mueller.example' }));
    store.customers.save(fields('Acme S.L.', { notes: 'Pays in 30 days' }));
    expect(store.customers.list('muller').map((c) => c.name)).toEqual(['Müller Logistik GmbH']);
    expect(store.customers.list('PAYS 30').map((c) => c.name)).toEqual(['Acme S.L.']);
    expect(store.customers.list().map((c) => c.name)).toEqual(['Acme S.L.', 'Müller Logistik GmbH']);
  });

  it('import all lines at once: a known name updates that customer, a new one is added', () => {
    const store = openStore(tempDataDir());
    const acme = store.customers.save(fields('Acme S.L.'));
    expect(store.customers.importAll([fields('ACME s.l.', { defaultMarginBp: 1500 }), fields('Beta BV')])).toEqual({
      added: 1,
      updated: 1,
    });
    expect(store.customers.get(acme.id)).toMatchObject({ name: 'ACME s.l.', defaultMarginBp: 1500 });
    expect(store.customers.list()).toHaveLength(2);
  });
});

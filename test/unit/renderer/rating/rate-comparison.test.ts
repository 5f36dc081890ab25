import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { terrestrialQuoteResponse } from '@shared/api/rating';
import type { Customer } from '@shared/domain/customers';
import { ANY_RATE, type MarginRule, type PricedCustomer } from '@shared/domain/margin-rules';
import type { Money } from '@shared/domain/money';
import { useLanguageSource } from '@shared/i18n/desk-language';
import type { OpenTarget } from '@shared/ipc/channels/app';
import type { RatingResult } from '@shared/ipc/channels/rating';
import { Query } from '@renderer/lib/query.svelte';
import {
  RateComparisonState,
  type ComparisonDeps,
  type ComparisonPricing,
} from '@renderer/screens/rating/rate-comparison.svelte';
import { ratingState, type RatingRun } from '@renderer/screens/rating/rating-state.svelte';

const RECEIVED_AT = '2026-11-29T10:00:00.000Z';

const rate = (id: string, agency: string, euros: number, transitDays: number) => ({
  id,
  agency,
  service: 'Road',
  pickUpDate: '2026-11-30',
  deliveryDate: null,
  transitDays,
  expirationDate: '2026-12-05T23:59:59Z',
  price: { value: euros * 100, currency: 'EUR' },
  extraInfo: [],
});

/** A boxes answer as the service sends it, read by the desk's own schema. */
function answer(rates: ReturnType<typeof rate>[]): RatingResult {
  const quote = terrestrialQuoteResponse.parse({
    quoteId: 'q-1',
    origin: { postalCode: '08001', country: 'ES', city: 'Barcelona', state: 'CT', coords: null },
    destination: { postalCode: '28001', country: 'ES', city: 'Madrid', state: 'MD', coords: null },
    pickUpDate: '2026-11-30',
    quoteChannel: 'web',
    rates,
  });
  return { mode: 'boxes', quote, currency: 'EUR', receivedAt: RECEIVED_AT };
}

/** Dear Co is the dearest to buy, Cheap Co the cheapest; Mid Co in between. */
const threeRates = () =>
  answer([rate('mid', 'Mid Co', 100, 3), rate('cheap', 'Cheap Co', 90, 5), rate('dear', 'Dear Co', 110, 1)]);

const ready = (result: RatingResult): RatingRun => ({ state: 'ready', result, request: {}, error: null });

/** 10 % for everyone; 30 % on Cheap Co, so its sell price is the dearest. */
const rules: MarginRule[] = [
  { id: 1, name: 'Everyone', scope: ANY_RATE, percentBp: 1000, currency: null, fixed: null, minimum: null },
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
/** A customer who pays 50 % on whatever the rules say (a customer's default margin wins over mode and carrier rules). */
const generous: PricedCustomer = { id: 7, name: 'Acme Imports', defaultMarginBp: 5000 };

async function readPricing(ruleList: MarginRule[] = rules): Promise<ComparisonPricing> {
  const ruleQuery = new Query<MarginRule[]>(async () => ruleList);
  const customerQuery = new Query<Customer[]>(async () => []);
  await Promise.all([ruleQuery.run(), customerQuery.run()]);
  return {
    rules: ruleQuery,
    customers: customerQuery,
    pricedCustomer: (id) => (id === generous.id ? generous : null),
    ensure: () => undefined,
  };
}

interface Calls {
  saved: Parameters<ComparisonDeps['saveFile']>[0][];
  opened: OpenTarget[];
  booked: string[];
}

function comparison(pricing: ComparisonPricing, more: Partial<ComparisonDeps> = {}) {
  const calls: Calls = { saved: [], opened: [], booked: [] };
  const deps: ComparisonDeps = {
    pricing,
    rating: ratingState,
    saveRate: async () => undefined,
    bookingOf: async (_mode, rateId) => {
      calls.booked.push(rateId);
      return { screen: 'booking', params: { quote: `quote-of-${rateId}` } };
    },
    saveFile: async (file) => {
      calls.saved.push(file);
      return { saved: true, fileName: file.fileName, bytes: 1 };
    },
    quotePdf: async () => ({ saved: false, fileName: 'quote.pdf', bytes: 0 }),
    open: (target) => calls.opened.push(target),
    ...more,
  };
  const state = new RateComparisonState(() => ({ mode: 'boxes', run: ratingState.runs.boxes }), deps);
  return { state, calls };
}

/** The rating's run of boxes becomes `run`, and the comparison is drawn for it. */
function runIs(state: RateComparisonState, run: RatingRun): void {
  ratingState.runs = { ...ratingState.runs, boxes: run };
  state.followAnswer();
}
const ids = (state: RateComparisonState) => state.shown.map((row) => row.id);
const sellOf = (state: RateComparisonState, id: string): readonly Money[] | null => state.saleFor(id).sell;

useLanguageSource(() => 'en');
beforeEach(() => ratingState.forgetAccountData());
afterEach(() => ratingState.forgetAccountData());

describe('the rate comparison', () => {
  it('lists the rates in the service’s order, then sorted by the column clicked, then the other way', async () => {
    const { state } = comparison(await readPricing());
    runIs(state, ready(threeRates()));
    expect(ids(state)).toEqual(['mid', 'cheap', 'dear']);
    state.sortBy('price');
    expect(ids(state)).toEqual(['cheap', 'mid', 'dear']);
    state.sortBy('price');
    expect(ids(state)).toEqual(['dear', 'mid', 'cheap']);
    state.sortBy('transit');
    expect(ids(state)).toEqual(['dear', 'mid', 'cheap']);
  });

  it('sorts by the sell price the rules give, not the buy price', async () => {
    const { state } = comparison(await readPricing());
    runIs(state, ready(threeRates()));
    // Cheap Co: 90 + 30 % = 117; Mid Co 100 + 10 % = 110; Dear Co 110 + 10 % = 121.
    expect(sellOf(state, 'cheap')).toEqual([{ value: 117_00, currency: 'EUR' }]);
    state.sortBy('sell');
    expect(ids(state)).toEqual(['mid', 'cheap', 'dear']);
  });

  it('prices every rate again for the customer picked, and the sell order follows', async () => {
    const { state } = comparison(await readPricing());
    runIs(state, ready(threeRates()));
    state.sortBy('sell');
    ratingState.customerId = generous.id;
    expect(sellOf(state, 'cheap')).toEqual([{ value: 135_00, currency: 'EUR' }]);
    expect(sellOf(state, 'mid')).toEqual([{ value: 150_00, currency: 'EUR' }]);
    expect(ids(state)).toEqual(['cheap', 'mid', 'dear']);
  });

  it('shows a margin set by hand on one rate in its sell price', async () => {
    const { state } = comparison(await readPricing());
    runIs(state, ready(threeRates()));
    ratingState.overrides = { dear: { kind: 'percent', bp: 0 } };
    expect(sellOf(state, 'dear')).toEqual([{ value: 110_00, currency: 'EUR' }]);
  });

  it('filters by carrier and by the sell price, and counts what it hides', async () => {
    const { state } = comparison(await readPricing());
    runIs(state, ready(threeRates()));
    state.filterTexts.carrier = 'Dear Co';
    expect(ids(state)).toEqual(['dear']);
    expect(state.filtered.hidden).toBe(2);
    state.filterTexts.carrier = '';
    state.filterTexts.setText('EUR', 'max', '115');
    expect(ids(state)).toEqual(['mid']);
    ratingState.basis = 'buy';
    expect(ids(state)).toEqual(['mid', 'cheap', 'dear']);
  });

  it('marks the cheapest and the fastest rate, and names the carriers', async () => {
    const { state } = comparison(await readPricing());
    runIs(state, ready(threeRates()));
    expect([...state.marks.cheapest]).toEqual(['cheap']);
    expect([...state.marks.fastest]).toEqual(['dear']);
    expect(state.carriers).toEqual(['Cheap Co', 'Dear Co', 'Mid Co']);
  });

  it('opens a rate’s details and closes them again', async () => {
    const { state } = comparison(await readPricing());
    runIs(state, ready(threeRates()));
    state.toggle('cheap');
    expect(state.expanded).toEqual({ cheap: true });
    state.toggle('cheap');
    expect(state.expanded.cheap ?? false).toBe(false);
  });

  it('starts a new answer unsorted, unfiltered and closed, and keeps the choices while the same answer is asked again', async () => {
    const { state } = comparison(await readPricing());
    const first = threeRates();
    runIs(state, ready(first));
    state.sortBy('price');
    state.filterTexts.carrier = 'Mid Co';
    state.toggle('mid');
    runIs(state, { state: 'loading', result: first, request: {}, error: null });
    expect(state.sort).toEqual({ key: 'price', direction: 'ascending' });
    expect(ids(state)).toEqual(['mid']);
    expect(state.expanded).toEqual({ mid: true });

    runIs(state, ready(threeRates()));
    expect(state.sort).toBeNull();
    expect(state.filterTexts.carrier).toBe('');
    expect(state.expanded).toEqual({});
    expect(ids(state)).toEqual(['mid', 'cheap', 'dear']);
  });

  it('says no sell price is known while the rules are still on their way', async () => {
    const waiting: ComparisonPricing = { ...(await readPricing()), rules: { value: undefined } };
    const { state } = comparison(waiting);
    runIs(state, ready(threeRates()));
    expect(state.pricingReady).toBe(false);
    expect(state.noSellReason(sellOf(state, 'mid'), null)).toBe('The margin rules are still loading.');
    const { state: priced } = comparison(await readPricing());
    expect(priced.noSellReason(sellOf(priced, 'mid'), null)).toBeNull();
  });

  it('exports the rows shown, in their order, at their sell prices', async () => {
    const { state, calls } = comparison(await readPricing());
    runIs(state, ready(threeRates()));
    state.sortBy('sell');
    state.sortBy('sell');
    state.exportCsv();
    await Promise.resolve();
    expect(calls.saved).toHaveLength(1);
    const csv = Buffer.from(calls.saved[0]!.contentBase64, 'base64').toString('utf8');
    const carriers = ['Dear Co', 'Cheap Co', 'Mid Co'].map((name) => csv.indexOf(name));
    expect(carriers.every((at) => at > 0)).toBe(true);
    expect(carriers).toEqual([...carriers].sort((a, b) => a - b));
    expect(csv).toContain('121.00');
  });

  it('marks the rate being booked until its booking form opens', async () => {
    let answered: (target: OpenTarget | null) => void = () => undefined;
    const { state, calls } = comparison(await readPricing(), {
      bookingOf: () => new Promise((resolve) => (answered = resolve)),
    });
    runIs(state, ready(threeRates()));
    const booking = state.book('mid', [{ value: 110_00, currency: 'EUR' }]);
    expect(state.booking).toBe('mid');
    answered({ screen: 'booking', params: { quote: 'q-mid' } });
    await booking;
    expect(state.booking).toBeNull();
    expect(calls.opened).toEqual([{ screen: 'booking', params: { quote: 'q-mid' } }]);
  });
});

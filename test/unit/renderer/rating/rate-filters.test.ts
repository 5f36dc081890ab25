import { describe, expect, it } from 'vitest';
import type { Money } from '@shared/domain/money';
import {
  filterRates,
  isFiltering,
  NO_FILTERS,
  parseAmount,
  parseDays,
  rangeError,
  type RateFilters,
} from '@renderer/screens/rating/rate-filters';
import type { RateRow } from '@renderer/screens/rating/rate-rows';

function row(id: string, allIn: Money[], transitDays: number | null, carrier = 'SEUR'): RateRow {
  return {
    id,
    // The filters read only the carrier, the transit days and the all-in.
    item: { kind: 'terrestrial', rate: {} as never },
    carrier,
    service: null,
    pickUpDate: null,
    deliveryDate: null,
    transitDays,
    preBooking: transitDays === null,
    allIn,
    allInFrom: 'price',
    expirationDate: null,
  };
}

const eur = (value: number): Money => ({ value, currency: 'EUR' });
const usd = (value: number): Money => ({ value, currency: 'USD' });
const rows = [
  row('road-cheap', [eur(90_00)], 2),
  row('road-dear', [eur(250_00)], 1, 'MRW'),
  row('sea-two', [usd(2_400_00), eur(50_00)], 31),
  row('sea-usd', [usd(1_900_00)], 28),
  row('pre-booking', [usd(1_500_00)], null),
  row('no-price', [], 3),
];
const ids = (filters: RateFilters) => filterRates(rows, filters).shown.map((r) => r.id);

describe('filterRates', () => {
  it('shows every rate and hides none without filters', () => {
    expect(filterRates(rows, NO_FILTERS)).toMatchObject({ hidden: 0 });
    expect(isFiltering(NO_FILTERS)).toBe(false);
  });

  it('holds each currency’s range to the amounts in that currency only: nothing is converted', () => {
    const filters = { ...NO_FILTERS, price: { EUR: { min: null, max: 100_00 } } };
    // sea-usd and the pre-booking have no EUR amount: a EUR range says nothing about them.
    expect(ids(filters)).toEqual(['road-cheap', 'sea-two', 'sea-usd', 'pre-booking']);
    expect(filterRates(rows, filters).hidden).toBe(2);
    expect(isFiltering(filters)).toBe(true);
  });

  it('holds a total in two currencies to both ranges', () => {
    const filters = { ...NO_FILTERS, price: { USD: { min: 2_000_00, max: null }, EUR: { min: 60_00, max: null } } };
    // sea-two's USD amount is in its range, its EUR amount is not.
    expect(ids(filters)).toEqual(['road-cheap', 'road-dear']);
    expect(ids({ ...filters, price: { USD: { min: 2_000_00, max: null } } })).toContain('sea-two');
  });

  it('hides rates slower than the most transit days, and those without a transit time', () => {
    expect(ids({ ...NO_FILTERS, maxTransitDays: 3 })).toEqual(['road-cheap', 'road-dear', 'no-price']);
  });

  it('combines the carrier, the transit and the price, counting what is hidden', () => {
    const filters = { carrier: 'SEUR', maxTransitDays: 30, price: { USD: { min: null, max: 2_000_00 } } };
    expect(filterRates(rows, filters)).toMatchObject({ hidden: 4 });
    expect(ids(filters)).toEqual(['road-cheap', 'sea-usd']);
  });

  it('an open range filters nothing', () => {
    expect(isFiltering({ ...NO_FILTERS, price: { EUR: { min: null, max: null } } })).toBe(false);
  });
});

describe('what the operator types', () => {
  it('reads amounts into minor units, empty as no bound, and says what is wrong', () => {
    expect(parseAmount('1200.5')).toEqual({ ok: true, value: 1_200_50 });
    expect(parseAmount('99,99')).toEqual({ ok: true, value: 99_99 });
    expect(parseAmount('  ')).toEqual({ ok: true, value: null });
    expect(parseAmount('12.345')).toMatchObject({ ok: false });
    expect(parseAmount('-5')).toMatchObject({ ok: false });
    expect(parseAmount('abc')).toEqual({ ok: false, error: 'Type an amount such as 1200 or 1200.50' });
  });

  it('reads whole days only', () => {
    expect(parseDays('7')).toEqual({ ok: true, value: 7 });
    expect(parseDays('')).toEqual({ ok: true, value: null });
    expect(parseDays('2.5')).toEqual({ ok: false, error: 'Type a whole number of days' });
  });

  it('says a minimum above the maximum rather than swapping them', () => {
    expect(rangeError({ min: 200, max: 100 })).toBe('The minimum is above the maximum');
    expect(rangeError({ min: 100, max: 100 })).toBeNull();
  });
});

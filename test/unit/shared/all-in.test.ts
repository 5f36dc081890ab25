import { describe, expect, it } from 'vitest';
import { allInOf, amountIn, commonCurrency, currenciesOf } from '@shared/domain/all-in';
import type { Money } from '@shared/domain/money';

const eur = (value: number): Money => ({ value, currency: 'EUR' });
const usd = (value: number): Money => ({ value, currency: 'USD' });

describe('allInOf', () => {
  it('takes a road price as the total of every charge (road rates list no surcharges)', () => {
    expect(allInOf({ price: eur(20_03), freight: null, surcharges: [] })).toEqual({
      totals: [eur(20_03)],
      from: 'price',
    });
  });

  it('does not add an LCL price’s surcharges again: they are its breakdown', () => {
    const surcharges = [eur(60_87), eur(49_81), eur(12_880_34)];
    expect(allInOf({ price: eur(12_990_94), freight: null, surcharges })).toEqual({
      totals: [eur(12_990_94)],
      from: 'price',
    });
  });

  it('adds the surcharges to a price that is only the freight, per currency, never across', () => {
    expect(
      allInOf({ price: usd(4_500_00), freight: usd(4_500_00), surcharges: [usd(120_00), eur(35_50), eur(10_00)] }),
    ).toEqual({ totals: [usd(4_620_00), eur(45_50)], from: 'price-and-surcharges' });
  });

  it('sums the surcharges per currency when there is no price (FCL), in the order each currency first appears', () => {
    expect(allInOf({ price: null, freight: null, surcharges: [usd(2_000_00), eur(50_00), usd(400_00)] })).toEqual({
      totals: [usd(2_400_00), eur(50_00)],
      from: 'surcharges',
    });
  });

  it('keeps amounts without a currency apart from every currency', () => {
    const bare: Money = { value: 100, currency: null };
    expect(allInOf({ price: null, freight: null, surcharges: [bare, eur(200), bare] }).totals).toEqual([
      { value: 200, currency: null },
      eur(200),
    ]);
  });

  it('has no total when the rate has no amount at all', () => {
    expect(allInOf({ price: null, freight: null, surcharges: [] })).toEqual({ totals: [], from: 'none' });
  });

  it('adds integers exactly (minor units): no float drift', () => {
    const cents = Array.from({ length: 10 }, () => eur(10));
    expect(allInOf({ price: null, freight: null, surcharges: cents }).totals).toEqual([eur(100)]);
  });
});

describe('comparing totals in several currencies', () => {
  const rows = [[usd(2_400_00), eur(50_00)], [usd(1_900_00)], [eur(1_000_00)], []];

  it('finds the amount of a total in one currency, or none', () => {
    expect(amountIn(rows[0] ?? [], 'EUR')).toBe(50_00);
    expect(amountIn(rows[1] ?? [], 'EUR')).toBeNull();
  });

  it('compares in the currency most rates have an amount in, and lists the currencies met', () => {
    expect(commonCurrency(rows)).toBe('USD');
    expect(commonCurrency([[], []])).toBeUndefined();
    expect(currenciesOf(rows)).toEqual(['USD', 'EUR']);
  });
});

import { totalsByCurrency, type Money } from './money';

/*
 * A rate's all-in total: what the operator pays, the price plus every
 * surcharge, one amount per currency (never added across currencies: an FCL
 * rate is often USD freight and EUR terminal charges).
 *
 * What the service sends decides how the parts add up:
 * - a price with no surcharge list (road; air as observed) is the total of
 *   every charge already;
 * - a price with its surcharges listed (sea LCL) carries them: the observed
 *   LCL rate's price is 12,990.94 and its surcharges, basic freight included,
 *   add up to 12,991.02. The list is the price's breakdown, so it is not added
 *   again;
 * - a price that is only the freight (equal to the freight price the rate
 *   gives apart, as air sends it) gets the listed surcharges added;
 * - no price (sea FCL): the surcharges, basic freight included, per currency.
 */

export interface PriceParts {
  /** The rate's price, in the currency it is in. */
  readonly price: Money | null;
  /** The freight alone, when the rate gives it apart (air). */
  readonly freight: Money | null;
  /** The total of every surcharge the rate lists, per currency or item by item. */
  readonly surcharges: readonly Money[];
}

export interface AllIn {
  /** One amount per currency, in the order each currency first appears; empty when the rate has no amount. */
  readonly totals: readonly Money[];
  /** What the totals are made of. */
  readonly from: 'price' | 'price-and-surcharges' | 'surcharges' | 'none';
}

function same(a: Money, b: Money): boolean {
  return a.value === b.value && a.currency === b.currency;
}

export function allInOf({ price, freight, surcharges }: PriceParts): AllIn {
  if (price) {
    if (surcharges.length > 0 && freight && same(price, freight)) {
      return { totals: totalsByCurrency([price, ...surcharges]), from: 'price-and-surcharges' };
    }
    return { totals: [price], from: 'price' };
  }
  const parts = [...(freight ? [freight] : []), ...surcharges];
  if (parts.length === 0) return { totals: [], from: 'none' };
  return { totals: totalsByCurrency(parts), from: freight ? 'price-and-surcharges' : 'surcharges' };
}

/** The amount of `totals` in `currency`, or null when it has none in it. */
export function amountIn(totals: readonly Money[], currency: string | null): number | null {
  return totals.find((m) => m.currency === currency)?.value ?? null;
}

/**
 * The currency to compare all-in totals in: the one most rates have an amount
 * in (ties: the first met). Rates are compared by their amount in it, never by
 * a conversion; a rate without an amount in it does not compare.
 */
export function commonCurrency(rows: readonly (readonly Money[])[]): string | null | undefined {
  const counts = new Map<string | null, number>();
  for (const totals of rows) for (const m of totals) counts.set(m.currency, (counts.get(m.currency) ?? 0) + 1);
  let best: { currency: string | null; count: number } | undefined;
  for (const [currency, count] of counts) if (!best || count > best.count) best = { currency, count };
  return best?.currency;
}

/** The currencies the totals are in, each once, in the order met. */
export function currenciesOf(rows: readonly (readonly Money[])[]): (string | null)[] {
  return [...new Set(rows.flatMap((totals) => totals.map((m) => m.currency)))];
}

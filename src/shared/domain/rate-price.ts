import { allInOf, type AllIn } from './all-in';
import type { Money } from './money';

/*
 * A rate's buy price and carrier, as the comparison, its CSV, the quote PDF
 * and the saved quote all read them: the all-in by the rule of all-in.ts,
 * from the fields each kind of rate has (a sea rate's surcharge totals, an
 * air rate's freight and surcharge groups), and the names a margin rule may
 * name its carrier by.
 */

export type RateKind = 'terrestrial' | 'sea' | 'air';

/** The price fields of any rate (a road, sea, summarised sea or air rate). */
export interface RatePriceFields {
  readonly price: Money | null;
  readonly agency: string | null;
  readonly freightPrice?: Money | null;
  readonly surchargeTotals?: readonly Money[];
  readonly surcharges?: readonly { readonly totals: readonly Money[] }[];
  readonly sealine?: string | null;
  readonly airlineCode?: string | null;
}

/** A bare Long amount is in the currency the operator asked for (the rating says which). */
export function priced(money: Money | null, currency: string | null): Money | null {
  if (money === null) return null;
  return money.currency === null && currency ? { value: money.value, currency } : money;
}

/** The rate's all-in buy price per currency. */
export function rateAllIn(kind: RateKind, rate: RatePriceFields, currency: string | null): AllIn {
  const price = priced(rate.price, currency);
  if (kind === 'sea') return allInOf({ price, freight: null, surcharges: rate.surchargeTotals ?? [] });
  if (kind === 'air') {
    return allInOf({
      price,
      freight: priced(rate.freightPrice ?? null, currency),
      surcharges: (rate.surcharges ?? []).flatMap((g) => g.totals),
    });
  }
  return allInOf({ price, freight: null, surcharges: [] });
}

/** The carrier's code: a sea rate's sealine, an air rate's airline. */
export function carrierCodeOf(kind: RateKind, rate: RatePriceFields): string | null {
  return (kind === 'sea' ? rate.sealine : kind === 'air' ? rate.airlineCode : null) ?? null;
}

/** What the desk calls the carrier: the agency, else its code; null when the rate names neither (each reader says so in its own language). */
export function carrierNameOf(kind: RateKind, rate: RatePriceFields): string | null {
  return rate.agency?.trim() || carrierCodeOf(kind, rate) || null;
}

/** Every name a margin rule may give the carrier by: its agency and its code. */
export function carrierNamesOf(kind: RateKind, rate: RatePriceFields): string[] {
  return [rate.agency?.trim(), carrierCodeOf(kind, rate)].filter((n): n is string => !!n);
}

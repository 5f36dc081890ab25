import { m } from '../i18n/messages';
import { roundHalfUp, roundingStep } from './currency-digits';
import type { MarginBasis, MarginTerms, RuleChoice } from './margin-rules';
import type { Money } from './money';
import type { PricedShipment } from './priced-shipment';

/*
 * A rate's sell price: its buy price (the all-in, one amount per currency)
 * plus the margin the rule chosen for it gives (margin-rules.ts), or the
 * margin the operator set by hand for this one quote. Pure, and the same in
 * the comparison and in main: what a saved quote keeps is what the screen
 * showed.
 *
 * - The percentage applies to each currency's amount, rounded half-up to
 *   that currency's minor unit (currency-digits.ts).
 * - A fixed amount and the minimum are in the rule's currency and apply to
 *   the rate's amount in that currency (the minimum compares with the margin
 *   in it). A rate with no amount in it takes them only through a rate of
 *   exchange the operator gave for this quote, into the first of its
 *   currencies the rate of exchange is for; without one the margin is
 *   unknown, said, never guessed. The desk converts nothing on its own.
 */

/** Units of `to` one unit of `from` buys, in millionths: 1 EUR = 1.085 USD is 1,085,000. */
export interface ExchangeRate {
  readonly from: string;
  readonly to: string;
  readonly perMillion: number;
}
export const EXCHANGE_SCALE = 1_000_000;

/** A margin set by hand for one quote, instead of the rule's. */
export type MarginOverride =
  | { readonly kind: 'percent'; readonly bp: number }
  /** A margin in one of the rate's currencies (the others get none). */
  | { readonly kind: 'amount'; readonly amount: Money };

/** One step of a margin, each recomputable by hand from what it holds. */
export type MarginPart =
  | { readonly kind: 'percent'; readonly bp: number; readonly of: Money; readonly amount: Money }
  | {
      readonly kind: 'fixed';
      readonly per: MarginBasis;
      /** Shipments (1), containers or kilograms. */
      readonly count: number;
      /** Per unit, in the rule's currency. */
      readonly unit: Money;
      /** In the currency it was added to. */
      readonly amount: Money;
    }
  | { readonly kind: 'minimum'; readonly minimum: Money; readonly raisedBy: Money }
  | { readonly kind: 'exchange'; readonly rate: ExchangeRate }
  | { readonly kind: 'by-hand'; readonly amount: Money };

export interface SellPrice {
  readonly buy: readonly Money[];
  readonly choice: RuleChoice;
  readonly override: MarginOverride | null;
  /** One amount per currency of the buy price, in its order; null when it cannot be known. */
  readonly margin: readonly Money[] | null;
  readonly sell: readonly Money[] | null;
  readonly parts: readonly MarginPart[];
  /** Why the margin cannot be known (then margin and sell are null). */
  readonly unknown: string | null;
  /** The rate of exchange the operator gave that this price used. */
  readonly exchange: ExchangeRate | null;
}

export interface SellInputs {
  readonly choice: RuleChoice;
  readonly override: MarginOverride | null;
  readonly exchangeRates: readonly ExchangeRate[];
  readonly shipment: PricedShipment;
}

/**
 * "1.085" or "1,085" as millionths (1,085,000), exactly; null for anything
 * else, zero, or more than six decimals.
 */
export function parseExchangeRate(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,6}))?\s*$/.exec(text);
  if (!match) return null;
  const value = Number(`${match[1]}${(match[2] ?? '').padEnd(6, '0')}`);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** "1.085": a rate of exchange as the operator typed it, without trailing zeros. */
export function exchangeRateText(perMillion: number): string {
  const units = Math.trunc(perMillion / EXCHANGE_SCALE);
  const decimals = String(perMillion % EXCHANGE_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return decimals ? `${units}.${decimals}` : String(units);
}

const money = (value: number, currency: string | null): Money => ({ value, currency });

/** The count a fixed amount is multiplied by, as a fraction (kilograms to the gram), or why there is none. */
function countOf(per: MarginBasis, shipment: PricedShipment): { num: bigint; den: bigint; count: number } | string {
  if (per === 'shipment') return { num: 1n, den: 1n, count: 1 };
  if (per === 'container') {
    return shipment.containers === null || shipment.containers === 0
      ? m.pricing_unknown_no_containers()
      : { num: BigInt(shipment.containers), den: 1n, count: shipment.containers };
  }
  if (shipment.kilograms === null) return m.pricing_unknown_no_weight();
  const grams = Math.round(shipment.kilograms * 1000);
  return { num: BigInt(grams), den: 1000n, count: grams / 1000 };
}

/** The percentage of each currency's amount, rounded to its minor unit. */
function percentParts(buy: readonly Money[], bp: number): MarginPart[] {
  if (bp === 0) return [];
  return buy.map((of) => ({
    kind: 'percent',
    bp,
    of,
    amount: money(roundHalfUp(BigInt(of.value) * BigInt(bp), 10_000n, roundingStep(of.currency)), of.currency),
  }));
}

function unknownPrice(
  base: Omit<SellPrice, 'margin' | 'sell' | 'parts' | 'unknown' | 'exchange'>,
  why: string,
): SellPrice {
  return { ...base, margin: null, sell: null, parts: [], unknown: why, exchange: null };
}

/** Adds up margin parts per currency, in the buy's currency order. */
function marginOf(buy: readonly Money[], parts: readonly MarginPart[], extra: ReadonlyMap<string | null, number>) {
  return buy.map((b) => {
    let value = extra.get(b.currency) ?? 0;
    for (const p of parts) if (p.kind === 'percent' && p.of.currency === b.currency) value += p.amount.value;
    return money(value, b.currency);
  });
}

/** Where a rule's fixed amount and minimum go: its own currency, or one reached by a rate of exchange given. */
function targetOf(
  buy: readonly Money[],
  currency: string,
  rates: readonly ExchangeRate[],
): { currency: string; rate: ExchangeRate | null } | null {
  if (buy.some((b) => b.currency === currency)) return { currency, rate: null };
  for (const b of buy) {
    const rate = rates.find((r) => r.from === currency && r.to === b.currency && r.perMillion > 0);
    if (rate && b.currency !== null) return { currency: b.currency, rate };
  }
  return null;
}

/** The sell price of one rate. */
export function sellPriceOf(buy: readonly Money[], inputs: SellInputs): SellPrice {
  const base = { buy, choice: inputs.choice, override: inputs.override };
  if (buy.length === 0) return unknownPrice(base, m.pricing_unknown_no_buy());
  const finish = (parts: MarginPart[], extra: Map<string | null, number>, exchange: ExchangeRate | null): SellPrice => {
    const margin = marginOf(buy, parts, extra);
    const sell = buy.map((b, i) => money(b.value + (margin[i] as Money).value, b.currency));
    return { ...base, margin, sell, parts, unknown: null, exchange };
  };

  const override = inputs.override;
  if (override?.kind === 'percent') return finish(percentParts(buy, override.bp), new Map(), null);
  if (override?.kind === 'amount') {
    if (!buy.some((b) => b.currency === override.amount.currency)) {
      const currency = override.amount.currency ?? m.pricing_unknown_that_currency();
      return unknownPrice(base, m.pricing_unknown_no_amount_in({ currency }));
    }
    return finish(
      [{ kind: 'by-hand', amount: override.amount }],
      new Map([[override.amount.currency, override.amount.value]]),
      null,
    );
  }

  const rule: MarginTerms | null = inputs.choice.rule;
  if (rule === null) return finish([], new Map(), null);
  const parts = percentParts(buy, rule.percentBp);
  if (rule.fixed === null && rule.minimum === null) return finish(parts, new Map(), null);
  if (rule.currency === null) return unknownPrice(base, m.pricing_unknown_rule_no_currency());

  const target = targetOf(buy, rule.currency, inputs.exchangeRates);
  if (target === null) {
    const theirs = buy
      .map((b) => b.currency ?? m.pricing_unknown_an_unknown_currency())
      .reduce((first, second) => m.pricing_unknown_currency_join({ first, second }));
    return unknownPrice(base, m.pricing_unknown_needs_exchange({ rule: rule.currency, theirs }));
  }
  const step = roundingStep(target.currency);
  const rateNum = BigInt(target.rate?.perMillion ?? EXCHANGE_SCALE);
  const convert = (hundredths: number, num = 1n, den = 1n) =>
    roundHalfUp(BigInt(hundredths) * num * rateNum, den * BigInt(EXCHANGE_SCALE), step);
  if (target.rate) parts.push({ kind: 'exchange', rate: target.rate });

  let extra = 0;
  if (rule.fixed !== null) {
    const count = countOf(rule.fixed.per, inputs.shipment);
    if (typeof count === 'string') return unknownPrice(base, count);
    extra = convert(rule.fixed.amount, count.num, count.den);
    parts.push({
      kind: 'fixed',
      per: rule.fixed.per,
      count: count.count,
      unit: money(rule.fixed.amount, rule.currency),
      amount: money(extra, target.currency),
    });
  }
  if (rule.minimum !== null) {
    const minimum = convert(rule.minimum);
    const percent = parts.reduce(
      (sum, p) => (p.kind === 'percent' && p.of.currency === target.currency ? sum + p.amount.value : sum),
      0,
    );
    const short = minimum - (percent + extra);
    if (short > 0) {
      extra += short;
      parts.push({
        kind: 'minimum',
        minimum: money(minimum, target.currency),
        raisedBy: money(short, target.currency),
      });
    }
  }
  return finish(parts, new Map([[target.currency, extra]]), target.rate);
}

import { chooseRule, type MarginRule, type PricedCustomer, type RuleChoice } from '@shared/domain/margin-rules';
import { sameAmounts, type Money } from '@shared/domain/money';
import type { PricedShipment } from '@shared/domain/priced-shipment';
import { carrierNamesOf } from '@shared/domain/rate-price';
import { sellPriceOf, type ExchangeRate, type MarginOverride, type SellPrice } from '@shared/domain/sell-price';
import type { RateRow } from './rate-rows';

/*
 * The comparison's rates at their sell price: each row priced with the rule
 * the desk's rules choose for it (or the margin the operator set by hand for
 * it), the same computation main repeats when the quote is saved.
 */

export interface SaleContext {
  readonly rules: readonly MarginRule[];
  readonly customer: PricedCustomer | null;
  readonly shipment: PricedShipment;
  /** Margins set by hand, by rate id. */
  readonly overrides: Readonly<Record<string, MarginOverride>>;
  readonly exchangeRates: readonly ExchangeRate[];
}

export interface SoldRow extends RateRow {
  readonly sale: SellPrice;
}

/** One rate's sell price. */
export function saleOf(row: RateRow, context: SaleContext, choiceOf = ruleChoices(context)): SellPrice {
  return sellPriceOf(row.allIn, {
    choice: choiceOf(row),
    override: context.overrides[row.id] ?? null,
    exchangeRates: context.exchangeRates,
    shipment: context.shipment,
  });
}

/**
 * The rule each rate gets, chosen once per carrier: beside what every row of
 * one pricing shares (rules, customer, shipment), the choice reads only the
 * carrier's names, so 200 rates of six carriers make six choices.
 */
function ruleChoices(context: SaleContext): (row: RateRow) => RuleChoice {
  const byCarrier = new Map<string, RuleChoice>();
  return (row) => {
    const names = carrierNamesOf(row.item.kind, row.item.rate);
    const key = names.join('\n');
    let choice = byCarrier.get(key);
    if (choice === undefined) {
      choice = chooseRule(context.rules, context.customer, context.shipment, { names });
      byCarrier.set(key, choice);
    }
    return choice;
  };
}

export function soldRows(rows: readonly RateRow[], context: SaleContext): SoldRow[] {
  const choiceOf = ruleChoices(context);
  return rows.map((row) => ({ ...row, sale: saleOf(row, context, choiceOf) }));
}

/**
 * Prices the comparison's rows again and again (a customer picked, a rule
 * changed, a margin set by hand), keeping the price of a rate that did not
 * change as the same object: the screen then redraws only the rates whose
 * price did.
 */
export class RowPricer {
  #last = new Map<string, SellPrice>();

  price(rows: readonly RateRow[], context: SaleContext): Map<string, SellPrice> {
    // Built anew on each call and handed out whole: a plain Map, never changed after.
    const next = new Map<string, SellPrice>();
    const choiceOf = ruleChoices(context);
    for (const row of rows) {
      const sale = saleOf(row, context, choiceOf);
      const last = this.#last.get(row.id);
      next.set(row.id, last !== undefined && sameSale(last, sale) ? last : sale);
    }
    this.#last = next;
    return next;
  }
}

/** The same amounts (shared/domain/money.ts's sameAmounts), or both unknown. */
function sameOrBothUnknown(a: readonly Money[] | null, b: readonly Money[] | null): boolean {
  return a === b || (a !== null && b !== null && sameAmounts(a, b));
}

/** Whether two prices of one rate read the same on screen: the amounts, the rule and the steps that made them. */
function sameSale(a: SellPrice, b: SellPrice): boolean {
  return (
    a.unknown === b.unknown &&
    sameOrBothUnknown(a.sell, b.sell) &&
    sameOrBothUnknown(a.margin, b.margin) &&
    sameAmounts(a.buy, b.buy) &&
    a.choice.why === b.choice.why &&
    sameJson(a.choice.rule, b.choice.rule) &&
    sameJson(a.override, b.override) &&
    sameJson(a.exchange, b.exchange) &&
    sameJson(a.parts, b.parts)
  );
}

/** Small records compared whole (a rule's terms, the margin's steps): the same object, or the same JSON. */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** What the comparison sorts and filters prices by: the sell price (the default) or the carrier's. */
export type PriceBasis = 'sell' | 'buy';

/** A row's amounts on the basis chosen; a sell price that is not known has none. */
export function amountsOn(
  basis: PriceBasis,
  sales: ReadonlyMap<string, SellPrice>,
): (row: RateRow) => readonly Money[] {
  return basis === 'sell' ? (row) => sales.get(row.id)?.sell ?? [] : (row) => row.allIn;
}

export interface ExchangeNeed {
  readonly from: string;
  readonly to: string;
}

/**
 * The rates of exchange the comparison asks for: from a rule's currency to
 * the first currency of each rate whose rule has an amount in a currency the
 * rate has none in (without one its margin is unknown), each pair once.
 */
export function exchangeNeeds(rows: readonly Pick<SoldRow, 'allIn' | 'sale'>[]): ExchangeNeed[] {
  const needs = new Map<string, ExchangeNeed>();
  for (const row of rows) {
    const rule = row.sale.override ? null : row.sale.choice.rule;
    if (!rule || rule.currency === null || (rule.fixed === null && rule.minimum === null)) continue;
    if (row.allIn.some((m) => m.currency === rule.currency)) continue;
    const to = row.allIn[0]?.currency;
    if (!to) continue;
    needs.set(`${rule.currency}>${to}`, { from: rule.currency, to });
  }
  return [...needs.values()];
}

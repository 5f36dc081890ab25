import type { RatingMode } from './mode-ids';
import type { AppliedRule } from './margin-rules';
import type { Money } from './money';
import type { ExchangeRate, MarginOverride, MarginPart, SellPrice } from './sell-price';

/*
 * A quote the desk saved with its sell price: the prices, the rule and the
 * customer as they were at the save (later rule changes never reach it), the
 * desk's own quote number, and, kept beside it in the store, the rated
 * request and the rate whole, which its PDF is made from.
 */

/** What a saved quote's prices were, and how its margin was made. */
export interface QuotePricing {
  readonly buy: readonly Money[];
  readonly margin: readonly Money[];
  readonly sell: readonly Money[];
  readonly rule: AppliedRule | null;
  readonly why: string;
  readonly override: MarginOverride | null;
  readonly exchange: ExchangeRate | null;
  readonly parts: readonly MarginPart[];
}

export interface PricedQuote {
  /** "Q-2026-0042": the desk's own number, a sequence per profile and year. */
  readonly quoteNumber: string;
  readonly rateId: string;
  /** The shipment id the service's save answered (booking may name the quote by it). */
  readonly savedShipmentId: string | null;
  /** The service's quote id, once its list named the quote. */
  readonly serviceQuoteId: string | null;
  readonly customer: { readonly id: number; readonly name: string } | null;
  readonly mode: RatingMode;
  readonly carrier: string;
  /** The route as the quote's PDF prints it; null when the rating did not name a place. */
  readonly from: string | null;
  readonly to: string | null;
  /** ISO time of the save, by main's clock. */
  readonly savedAt: string;
  /** The rate's expiry as the carrier sent it. */
  readonly validUntil: string | null;
  readonly pricing: QuotePricing;
}

/** The sell price a booked shipment was sold at (kept when it was booked from a priced quote). */
export interface ShipmentSell {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  readonly quoteNumber: string;
  readonly customerName: string | null;
  readonly buy: readonly Money[];
  readonly margin: readonly Money[];
  readonly sell: readonly Money[];
  readonly bookedAt: string;
}

/** "Q-2026-0042": the year and the sequence, four digits at least. */
export function quoteNumberOf(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(4, '0')}`;
}

/** What a saved quote keeps of a sell price; null when its margin is unknown (it cannot be saved so). */
export function pricingOf(price: SellPrice): QuotePricing | null {
  if (price.margin === null || price.sell === null) return null;
  return {
    buy: price.buy,
    margin: price.margin,
    sell: price.sell,
    rule: price.choice.rule,
    why: price.choice.why,
    override: price.override,
    exchange: price.exchange,
    parts: price.parts,
  };
}

/** Whether a priced quote is the service's saved quote (by its quote id, or the shipment id its save answered). */
export function isPricedQuoteOf(
  priced: Pick<PricedQuote, 'serviceQuoteId' | 'savedShipmentId'>,
  quote: { readonly quoteId: string; readonly shipmentId?: unknown },
): boolean {
  return (
    priced.serviceQuoteId === quote.quoteId ||
    (priced.savedShipmentId !== null && priced.savedShipmentId === quote.shipmentId)
  );
}

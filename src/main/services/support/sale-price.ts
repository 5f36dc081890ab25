import { m } from '@shared/i18n/messages';
import { ratingModes } from '@shared/api/modes';
import type { Customer } from '@shared/domain/customers';
import { chooseRule } from '@shared/domain/margin-rules';
import type { Money } from '@shared/domain/money';
import { pricedShipmentOf } from '@shared/domain/priced-shipment';
import { carrierNamesOf, rateAllIn } from '@shared/domain/rate-price';
import { sellPriceOf, type SellPrice } from '@shared/domain/sell-price';
import type { Sale } from '@shared/ipc/channels/pricing';
import type { LocalStore } from '@main/store';
import type { RatedQuote } from '@main/store/priced-quote-records';
import type { StoredRate } from '@main/store/rating-records';
import { UserFacingError } from '@main/errors';

/** A rate priced for a sale: its sell price and the customer it is for. */
export interface PricedSale {
  readonly price: SellPrice;
  readonly customer: Customer | null;
}

/**
 * Prices a kept rate for a sale with the rules and customers the store holds
 * now: the same computation as the comparison's (shared/domain), from the
 * rate main kept rather than from amounts the renderer sends.
 */
export function priceRated(store: LocalStore, rated: RatedQuote, sale: Sale): PricedSale {
  const customer = sale.customerId === null ? null : store.customers.get(sale.customerId);
  if (sale.customerId !== null && customer === null) {
    throw new UserFacingError('not-found', m.pricing_main_chosen_customer_gone());
  }
  const { mode, currency } = rated.result;
  const kind = ratingModes[mode].kind;
  const shipment = pricedShipmentOf(mode, rated.request);
  const choice = chooseRule(store.marginRules.list(), customer, shipment, { names: carrierNamesOf(kind, rated.rate) });
  const price = sellPriceOf(rateAllIn(kind, rated.rate, currency).totals, {
    choice,
    override: sale.override,
    exchangeRates: sale.exchangeRates,
    shipment,
  });
  return { price, customer };
}

/**
 * A rate the store keeps, found also when it was rated a moment ago: a rating
 * is kept at the end of the turn that answered it (keepAfterAnswer), so a
 * call right after waits for that turn once before it looks again.
 */
export async function keptRate(store: LocalStore, rateId: string): Promise<StoredRate | null> {
  const found = store.ratings.rate(rateId);
  if (found) return found;
  await new Promise<void>((resolve) => setImmediate(resolve));
  return store.ratings.rate(rateId);
}

/** The sell price, or the reason it is unknown as an error (no quote goes to a customer without one). */
export function knownSell(price: SellPrice): readonly Money[] {
  if (price.sell === null) {
    throw new UserFacingError('invalid-request', price.unknown ?? m.pricing_main_sell_unknown());
  }
  return price.sell;
}

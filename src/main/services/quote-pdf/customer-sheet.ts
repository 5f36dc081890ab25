import { m } from '@shared/i18n/messages';
import type { Money } from '@shared/domain/money';
import { spreadSell } from '@shared/domain/sell-spread';
import type { PricedQuote } from '@shared/domain/priced-quotes';
import type { QuotePdfSettings } from '@shared/ipc/channels/settings';
import type { RatedQuote } from '@main/store/priced-quote-records';
import type { CarrierSheet, QuoteSheet, SheetCharge } from './quote-sheet';
import { sheetFromRate } from './sheet-from-rate';
import type { SheetText } from './sheet-text';

/** What a rate is sold at and to whom: the sell price, the customer, the desk's quote number once saved. */
export interface SheetSale {
  readonly sell: readonly Money[];
  readonly customer: string | null;
  readonly quoteNumber: string | null;
}

/**
 * The sheet a customer gets: the carrier's sheet of the rate at the sell
 * price. The charges carry the sell total spread over them in proportion to
 * their amounts (adding up to it exactly), or one line per currency; the
 * carrier, its service, vessels and flights are named only when the desk
 * chose to. No amount
 * of the carrier's price list reaches the result but the free-time and
 * penalty tariffs, which are the carrier's terms, not its price.
 */
export function customerSheet(
  carrier: CarrierSheet,
  sale: SheetSale,
  options: QuotePdfSettings,
  text: SheetText,
): QuoteSheet {
  const named = options.nameCarrier ? carrier.carrier : null;
  const wanted = options.charges === 'by-charge' && carrier.charges.length > 0;
  const byCharge = wanted
    ? spreadSell(
        carrier.charges.map((c) => c.amount),
        sale.sell,
      )
    : null;
  // Charges in currencies the sell price is not in (an FCL all-in priced in EUR over USD and CNY lines) cannot share it
  // without a conversion the desk does not make: each is listed as included in the price.
  const charges: SheetCharge[] = byCharge
    ? carrier.charges.map((charge, i) => ({ ...charge, amount: byCharge[i] ?? null }))
    : wanted
      ? carrier.charges.map((charge) => ({ ...charge, amount: null }))
      : sale.sell.map((amount) => ({
          label:
            sale.sell.length > 1
              ? text.say(m.pdf_charges_in, { currency: amount.currency ?? text.say(m.pdf_unnamed_currency, {}) })
              : text.say(m.pdf_every_charge_included, { kind: carrier.kind }),
          detail: null,
          amount,
        }));
  const headline = sale.customer ?? named ?? carrier.kind;
  const subline = named
    ? [headline === named ? null : named, carrier.service].filter(Boolean).join(' · ') || null
    : null;
  const terms = [
    carrier.validUntil ? `${text.say(m.pdf_valid_until, { date: carrier.validUntil })}.` : null,
    options.terms === null ? text.say(m.pdf_standard_terms, {}) : options.terms.trim() || null,
    sale.quoteNumber ? text.say(m.pdf_give_quote_number, { quote: sale.quoteNumber }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    kind: carrier.kind,
    reference: sale.quoteNumber ?? carrier.rateId,
    referenceLabel: text.say(sale.quoteNumber ? m.pdf_quote_label : m.pdf_ref_label, {}),
    headline,
    subline,
    from: carrier.from,
    to: carrier.to,
    facts: named ? carrier.facts : carrier.facts.filter((fact) => !fact.namesCarrier),
    validUntil: carrier.validUntil,
    total: sale.sell,
    totalNote: sale.sell.length > 0 ? text.say(m.pdf_all_in_note, {}) : null,
    charges,
    freeTime: carrier.freeTime,
    penalties: carrier.penalties,
    notes: carrier.notes,
    terms,
    fileLabel: [sale.quoteNumber, sale.customer].filter(Boolean).join(' ') || carrier.kind,
  };
}

/** The sheet of a saved quote: its rate at the sell price, customer and number it was saved with. */
export function pricedQuoteSheet(
  rated: RatedQuote,
  priced: PricedQuote,
  text: SheetText,
  options: QuotePdfSettings,
): QuoteSheet {
  return customerSheet(
    sheetFromRate(rated, text),
    { sell: priced.pricing.sell, customer: priced.customer?.name ?? null, quoteNumber: priced.quoteNumber },
    options,
    text,
  );
}

import { m } from '@shared/i18n/messages';
import type { SavedQuote } from '@shared/api/quotes';
import { codeLabel } from '@shared/domain/code-labels';
import type { QuoteSheet, SheetFact } from './quote-sheet';
import type { SheetText } from './sheet-text';

/** What the service's saved quote carries beyond its schema (the sandbox sends them; the schema keeps unknown keys). */
function extraText(quote: SavedQuote, key: string): string | null {
  const value = (quote as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The sheet of a saved quote. The service's saved quote names no places and
 * no free time (the API's quote list has neither), so its sheet has the
 * carrier, dates, validity, price and charges, and says the route is the
 * one quoted.
 */
export function sheetFromQuote(quote: SavedQuote, text: SheetText): QuoteSheet {
  const facts: SheetFact[] = [
    ...(quote.pickUpDate ? [{ label: text.say(m.pdf_pickup, {}), value: text.date(quote.pickUpDate) ?? '' }] : []),
    ...(quote.deliveryDate
      ? [{ label: text.say(m.pdf_delivery, {}), value: text.date(quote.deliveryDate) ?? '' }]
      : []),
    ...(quote.transitDays !== null && quote.transitDays >= 0
      ? [{ label: text.say(m.pdf_transit, {}), value: text.days(quote.transitDays) }]
      : []),
  ];
  const charges = quote.surcharges.map((s) => ({
    label: s.description ?? text.say(m.pdf_charge, {}),
    detail: s.taxPercent !== null && s.taxPercent > 0 ? text.say(m.pdf_tax_included, { percent: s.taxPercent }) : null,
    amount: s.price,
  }));
  return {
    kind: quote.shipmentType
      ? `${text.say(m.pdf_saved_quote, {})} · ${codeLabel('shipmentType', quote.shipmentType, text.language)}`
      : text.say(m.pdf_saved_quote, {}),
    reference: quote.quoteId,
    carrier: quote.agency?.trim() || text.say(m.pdf_carrier, {}),
    service: extraText(quote, 'service'),
    from: null,
    to: null,
    facts,
    validUntil: text.dateTime(quote.expirationDate),
    total: quote.totalPrice ? [quote.totalPrice] : [],
    totalNote: charges.length > 0 ? text.say(m.pdf_total_of_quote, {}) : null,
    charges,
    freeTime: [],
    penalties: [],
    notes: [],
  };
}

import { isBookingMode, isRatingMode, type BookingMode, type RatingMode } from '@shared/api/modes';
import type { SavedQuote } from '@shared/api/quotes';
import { parseAppDateTime } from '../../lib/format';

/*
 * Which saved quote the booking screen is about, in which mode, and whether
 * it can still be booked.
 */

/** Text of a key the saved quote carries beyond the spec (the sandbox sends shipmentId and type). */
function extraText(quote: SavedQuote, key: string): string | null {
  const value = (quote as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The shipment id saving answered, when the list item carries it. */
export function quoteShipmentId(quote: SavedQuote): string | null {
  return extraText(quote, 'shipmentId');
}

/** The quote with this quote id (or the shipment id its saving answered). */
export function findSavedQuote(list: readonly SavedQuote[], id: string): SavedQuote | undefined {
  return list.find((q) => q.quoteId === id) ?? list.find((q) => quoteShipmentId(q) === id);
}

/** The id pickup times are asked with: the quote's shipment id when known, else its quote id. */
export function pickupTimesId(quote: SavedQuote): string {
  return quoteShipmentId(quote) ?? quote.quoteId;
}

/** `sea/fcl` (the quote type) or `sea-fcl` (the mode) as a rating mode; null for anything else. */
export function ratingModeOfText(text: string | null | undefined): RatingMode | null {
  if (!text) return null;
  const mode = text.trim().toLowerCase().replace('/', '-');
  return isRatingMode(mode) ? mode : null;
}

export type QuoteModeResult =
  | { readonly kind: 'bookable'; readonly mode: BookingMode }
  | { readonly kind: 'not-bookable'; readonly mode: RatingMode }
  | { readonly kind: 'unknown' };

/**
 * The booking mode, from the address (`type=sea/fcl`), else the rating the
 * quote came from, else what the list item says. Air quotes are rated but
 * not booked (the service has no air booking).
 */
export function quoteMode(
  typeParam: string | null,
  context: { readonly mode: string } | undefined,
  quote: SavedQuote | undefined,
): QuoteModeResult {
  const mode =
    ratingModeOfText(typeParam) ??
    ratingModeOfText(context?.mode) ??
    (quote ? ratingModeOfText(extraText(quote, 'type')) : null);
  if (mode === null) return { kind: 'unknown' };
  return isBookingMode(mode) ? { kind: 'bookable', mode } : { kind: 'not-bookable', mode };
}

/** Whether the quote's expiration date has passed by `now`, epoch milliseconds (a quote without one never expires here). */
export function isExpired(expirationDate: string | null, now: number): boolean {
  if (!expirationDate) return false;
  const at = parseAppDateTime(expirationDate);
  return at !== null && at.getTime() <= now;
}

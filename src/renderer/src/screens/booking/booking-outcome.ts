import type { SavedQuote } from '@shared/api/quotes';

/**
 * Tracking filters that find the booking if it was made: the quote's
 * carrier (shipments are listed newest first). The shipment code is not
 * known yet, and the pickup date may move when the carrier reschedules.
 */
export function trackingCheckParams(quote: SavedQuote | undefined): Record<string, string | undefined> {
  return { operator: quote?.agency ?? undefined };
}

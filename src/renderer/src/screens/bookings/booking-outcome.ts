import type { SavedQuote } from '../../../../shared/api/quotes';

/**
 * After a booking was sent, some failures leave nobody knowing whether the
 * service made it: the connection broke after sending (main says
 * `outcomeUnknown`), or the answer never came in time. Booking again then
 * risks a second shipment, so the screen never resends and sends the
 * operator to Tracking instead.
 */
export function isOutcomeUnknown(error: { readonly code: string; readonly details?: unknown }): boolean {
  if (error.code === 'timeout') return true;
  const details = error.details;
  return (
    typeof details === 'object' && details !== null && (details as { outcomeUnknown?: unknown }).outcomeUnknown === true
  );
}

/**
 * Tracking filters that find the booking if it was made: the quote's
 * carrier (shipments are listed newest first). The shipment code is not
 * known yet, and the pickup date may move when the carrier reschedules.
 */
export function trackingCheckParams(quote: SavedQuote | undefined): Record<string, string | undefined> {
  return { operator: quote?.agency ?? undefined };
}

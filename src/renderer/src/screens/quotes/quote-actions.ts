import { ratingModeOfQuoteType, ratingModes } from '@shared/api/modes';
import type { QuoteType } from '@shared/api/quotes';
import { validityOf } from '../rating/validity';
import { isBookableType } from './quote-type';

export interface Bookability {
  readonly bookable: boolean;
  /** Why the Book button is disabled, in words shown next to it. */
  readonly reason: string | null;
}

/**
 * Whether a saved quote can be booked now. An expired quote cannot (the
 * service refuses it), nor one whose type Freight Desk has no booking form for.
 */
export function bookability(
  quote: { readonly expirationDate: string | null },
  type: QuoteType | null,
  /** Epoch milliseconds. */
  now: number,
): Bookability {
  if (type === null) return { bookable: false, reason: 'Not bookable: the service did not say the shipment type.' };
  if (!isBookableType(type)) {
    const label = ratingModes[ratingModeOfQuoteType(type)].label.toLowerCase();
    return { bookable: false, reason: `Not bookable: ${label} quotes cannot be booked here.` };
  }
  if (validityOf(quote.expirationDate, now).state === 'expired') {
    return { bookable: false, reason: 'Not bookable: the quote expired. Rate again for a current price.' };
  }
  return { bookable: true, reason: null };
}

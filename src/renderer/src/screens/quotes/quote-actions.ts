import { ratingModeOfQuoteType } from '@shared/api/modes';
import type { QuoteType } from '@shared/api/quotes';
import { m } from '@shared/i18n/messages';
import { RATING_MODE_NAMES } from '@shared/domain/rating-mode-names';
import { isBookableType } from '../../lib/quote-type';
import { validityOf } from '../../lib/validity';

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
  if (type === null) return { bookable: false, reason: m.quotes_not_bookable_no_type() };
  if (!isBookableType(type)) {
    const mode = RATING_MODE_NAMES[ratingModeOfQuoteType(type)]().toLowerCase();
    return { bookable: false, reason: m.quotes_not_bookable_mode({ mode }) };
  }
  if (validityOf(quote.expirationDate, now).state === 'expired') {
    return { bookable: false, reason: m.quotes_not_bookable_expired() };
  }
  return { bookable: true, reason: null };
}

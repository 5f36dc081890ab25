import { bookingModeIds, ratingModes, type RatingMode } from '@shared/api/modes';
import { RATING_MODE_NAMES } from '@shared/domain/rating-mode-names';
import { listFormat } from '@shared/domain/intl-formats';
import { m } from '@shared/i18n/messages';
import { currentLocale } from './format';

/*
 * What the desk can book, in words, from the mode tables: a rating mode
 * without a booking mode (air) is rated and saved, never booked here.
 */

/** "boxes, pallets, sea FCL (full container) and sea LCL (groupage)": the booking table's modes, joined as the desk's language joins a list. */
export function bookedModesText(locale: string = currentLocale()): string {
  const labels = bookingModeIds.map((mode) => {
    const name = RATING_MODE_NAMES[mode]();
    return name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
  });
  return listFormat(locale, { type: 'conjunction' }).format(labels);
}

/** Why a rate or quote of this mode cannot be booked here; null when it can. */
export function notBookableReason(mode: RatingMode, locale: string = currentLocale()): string | null {
  if (ratingModes[mode].bookingMode !== null) return null;
  return m.booking_not_bookable_reason({ mode: RATING_MODE_NAMES[mode](), modes: bookedModesText(locale) });
}

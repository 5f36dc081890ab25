import { bookingModes, ratingModes, type RatingMode } from '@shared/api/modes';

/*
 * What the desk can book, in words, from the mode tables: a rating mode
 * without a booking mode (air) is rated and saved, never booked here.
 */

/** "boxes, pallets, sea FCL (full container) and sea LCL (groupage)": the booking table's modes. */
export function bookedModesText(): string {
  const labels = Object.values(bookingModes).map((m) => m.label.charAt(0).toLowerCase() + m.label.slice(1));
  const last = labels.pop() ?? '';
  return labels.length > 0 ? `${labels.join(', ')} and ${last}` : last;
}

/** Why a rate or quote of this mode cannot be booked here; null when it can. */
export function notBookableReason(mode: RatingMode): string | null {
  if (ratingModes[mode].bookingMode !== null) return null;
  return `${ratingModes[mode].label} quotes cannot be booked in Freight Desk: the freight service books ${bookedModesText()} only.`;
}

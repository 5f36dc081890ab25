import { bookingModes, ratingModeOfQuoteType, ratingModes } from '@shared/api/modes';
import { quoteTypes, type QuoteType } from '@shared/api/quote-types';
import { codeLabel } from '@shared/domain/code-labels';
import { m } from '@shared/i18n/messages';
import { ratingModeTab } from './rating-mode-tab';

/**
 * The `{type}` a saved quote is deleted and booked with. The service may say
 * it (`type`, beyond the spec's table); otherwise it follows from the
 * shipment type text of the list ("Box" in the payloads).
 */
const byShipmentType: Readonly<Record<string, QuoteType>> = {
  box: 'boxes',
  boxes: 'boxes',
  pallet: 'pallets',
  pallets: 'pallets',
  fcl: 'sea/fcl',
  'sea fcl': 'sea/fcl',
  'sea/fcl': 'sea/fcl',
  lcl: 'sea/lcl',
  'sea lcl': 'sea/lcl',
  'sea/lcl': 'sea/lcl',
  air: 'air',
};

function asQuoteType(value: unknown): QuoteType | null {
  return typeof value === 'string' && (quoteTypes as readonly string[]).includes(value) ? (value as QuoteType) : null;
}

/** The quote type of a list item, or null when neither `type` nor `shipmentType` says one. */
export function quoteTypeOf(item: {
  readonly type?: unknown;
  readonly shipmentType?: string | null;
}): QuoteType | null {
  return asQuoteType(item.type) ?? byShipmentType[(item.shipmentType ?? '').trim().toLowerCase()] ?? null;
}

/** "Boxes", "Sea FCL": the quote type in the words of the rating tabs. */
export function quoteTypeLabel(type: QuoteType | null, shipmentType: string | null): string {
  if (type === null) return codeLabel('shipmentType', shipmentType) ?? m.quotes_type_unknown();
  return ratingModeTab(ratingModeOfQuoteType(type));
}

/** Whether Freight Desk can book a quote of this type (air quotes cannot be booked). */
export function isBookableType(type: QuoteType | null): boolean {
  if (type === null) return false;
  return ratingModes[ratingModeOfQuoteType(type)].bookingMode !== null;
}

/** Kept so the booking table and this file agree on which types book (tested). */
export const bookableTypes: readonly QuoteType[] = Object.values(bookingModes).map((m) => m.quoteType);

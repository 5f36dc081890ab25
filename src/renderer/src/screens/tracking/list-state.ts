import type { ListRowState } from '@shared/domain/stored-records';
import { formatTimeOrDateTime } from '../../lib/format';

/*
 * What the tracking list says about itself: why it is empty, and how a row
 * the service no longer lists is marked.
 */

export interface EmptyList {
  readonly title: string;
  readonly text: string;
  /** Offer Sync now: nothing was ever synced, so syncing is what fills the list. */
  readonly offerSync: boolean;
}

/**
 * Why the list shows no row: the search or the filters match nothing (the
 * store holds shipments), the account has none, or the list was never synced
 * (so nothing is known yet). A search or filter is named first: clearing it
 * is the way out whatever the store holds.
 */
export function emptyListOf(state: {
  readonly fetchedAt: string | null;
  readonly filtered: boolean;
  readonly search: string;
}): EmptyList {
  const search = state.search.trim();
  if (search && state.filtered) {
    return {
      title: `No shipment matches “${search}” with these filters`,
      text: 'Check the spelling, or clear the search or a filter.',
      offerSync: false,
    };
  }
  if (search) {
    return {
      title: `No shipment matches “${search}”`,
      text: 'The search looks in codes, agencies, places and references. Check the spelling, or clear the search.',
      offerSync: false,
    };
  }
  if (state.filtered) {
    return { title: 'No shipment matches these filters', text: 'Widen the dates or clear a filter.', offerSync: false };
  }
  if (state.fetchedAt === null) {
    return {
      title: 'The shipment list was never synced',
      text: 'Freight Desk syncs it when you sign in and every few minutes after. Sync now to fetch it.',
      offerSync: true,
    };
  }
  return { title: 'No shipments yet', text: 'Booked shipments appear here.', offerSync: false };
}

/** A row the service stopped listing: kept and shown, marked; null for a listed one. */
export function unlistedMark(
  stored: ListRowState | undefined,
  now: Date,
  locale?: string,
): { text: string; title: string } | null {
  if (!stored?.missingSince) return null;
  return {
    text: 'No longer listed',
    title: `The service has not listed this shipment since ${formatTimeOrDateTime(stored.missingSince, now, locale)}. Freight Desk keeps what it stored.`,
  };
}

import type { ListRowState } from '@shared/domain/stored-records';
import { m } from '@shared/i18n/messages';
import { formatTimeOrDateTime } from '../format';

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
      title: m.tracking_empty_search_filtered_title({ search }),
      text: m.tracking_empty_search_filtered_text(),
      offerSync: false,
    };
  }
  if (search) {
    return {
      title: m.tracking_empty_search_title({ search }),
      text: m.tracking_empty_search_text(),
      offerSync: false,
    };
  }
  if (state.filtered) {
    return { title: m.tracking_empty_filtered_title(), text: m.tracking_empty_filtered_text(), offerSync: false };
  }
  if (state.fetchedAt === null) {
    return {
      title: m.tracking_empty_never_synced_title(),
      text: m.tracking_empty_never_synced_text(),
      offerSync: true,
    };
  }
  return { title: m.tracking_empty_none_title(), text: m.tracking_empty_none_text(), offerSync: false };
}

/** A row the service stopped listing: kept and shown, marked; null for a listed one. */
export function unlistedMark(
  stored: ListRowState | undefined,
  now: Date,
  locale?: string,
): { text: string; title: string } | null {
  if (!stored?.missingSince) return null;
  return {
    text: m.tracking_unlisted(),
    title: m.tracking_unlisted_title({ when: formatTimeOrDateTime(stored.missingSince, now, locale) }),
  };
}

import type { SyncReason } from '@shared/ipc/channels/sync';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * When a sync asks the service for the list since a date (its StartDate)
 * rather than the whole list. The service sends its whole list every time
 * it is asked without one; for a large account that is hundreds of MB to
 * read and check for a few new bookings (docs/performance.md). A dated list
 * brings new bookings and what changed lately, but cannot say which rows the
 * service no longer lists, nor what changed in a shipment picked up before
 * the date: a whole sync still judges every row, on sign-in, on Refresh and
 * at least every `wholeEveryMs`.
 */
export interface DatedSyncRule {
  /** From this many items in the last whole list on; below it a whole list is cheap. */
  readonly fromListed: number;
  /** A whole sync at least this often. */
  readonly wholeEveryMs: number;
  /**
   * The date asked from: this long before the last whole list was fetched,
   * so a booking picked up earlier that day or the day before comes, in
   * whatever time zone the service reads the date; news of shipments
   * picked up before it waits for the next whole list.
   */
  readonly lookbackMs: number;
}

export const DATED_SYNC_RULE: DatedSyncRule = {
  fromListed: 100_000,
  wholeEveryMs: 60 * MINUTE_MS,
  lookbackMs: 2 * DAY_MS,
};

/** The last whole sync that ran to its end in this run of the app. */
export interface LastWholeSync {
  /** Main's clock when it ended. */
  readonly endedAt: number;
  /** When the service sent its list. */
  readonly fetchedAt: string;
  /** How many items that list held. */
  readonly listed: number;
}

/**
 * The StartDate of this sync's list, as a calendar day (a bare date is read
 * the same by any server's date parser), or null for the whole list: the
 * operator's sign-in and Refresh always ask for the whole list.
 */
export function listStartDate(
  reason: SyncReason,
  lastWhole: LastWholeSync | null,
  now: number,
  rule: DatedSyncRule,
): string | null {
  if (reason === 'sign-in' || reason === 'refresh' || lastWhole === null) return null;
  if (lastWhole.listed < rule.fromListed || now - lastWhole.endedAt >= rule.wholeEveryMs) return null;
  const fetched = Date.parse(lastWhole.fetchedAt);
  if (Number.isNaN(fetched)) return null;
  return new Date(fetched - rule.lookbackMs).toISOString().slice(0, 10);
}

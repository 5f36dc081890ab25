import { z } from 'zod';
import type { SavedQuote } from '../../api/quotes';
import type { FreeTimeCountdown } from '../../domain/free-time';
import type { ShipmentChange } from '../../domain/shipment-changes';
import { channel, none } from '../channel';

/** A booked sea shipment's free time, counted at the moment the answer was made. */
export interface FreeTimeItem {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  /** `sea-fcl` or `sea-lcl`. */
  readonly mode: string;
  /** One per condition of the rate it was booked from (demurrage, detention, storage). */
  readonly countdowns: readonly FreeTimeCountdown[];
  /** The most pressing of them: what the shipment's flag shows. */
  readonly pressing: FreeTimeCountdown | null;
  /** When the tracking messages kept say it was discharged and gated out (null: not yet, or not fetched). */
  readonly dischargedAt: string | null;
  readonly gateOutAt: string | null;
}

/** A saved quote whose validity ends within a day (`expirationDate` is set). */
export type ExpiringQuote = SavedQuote;

/** A shipment picking up soon whose checklist, as last read, lacks required documents. */
export interface DocumentsDue {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  readonly pickUpDate: string;
  /** Names of the required documents without a file; null when its checklist was never read on this desk. */
  readonly missing: readonly string[] | null;
}

export interface LoggedShipmentChange {
  readonly seq: number;
  readonly at: string;
  readonly change: ShipmentChange;
}

/** The Today screen's answer, read from the active profile's store only (offline too). */
export interface TodayOverview {
  /** Main's clock when it was made: what "seen" marks up to. */
  readonly now: string;
  /** When the operator last looked (marked seen); null: never on this profile. */
  readonly lastLookAt: string | null;
  /** Changes since the last look (every kept one before the first look), newest first, at most 200. */
  readonly changes: readonly LoggedShipmentChange[];
  /** How many changes since the last look were left out of `changes`. */
  readonly moreChanges: number;
  readonly freeTime: readonly FreeTimeItem[];
  readonly quotesExpiring: readonly ExpiringQuote[];
  readonly documentsDue: readonly DocumentsDue[];
}

/** What the Today screen reads, and the operator's last look at it. */
export const todayChannels = {
  'today.overview': channel<TodayOverview>()(() => none),
  /** Every booked sea shipment with free-time conditions, counted now (Tracking's flags). */
  'today.freeTime': channel<FreeTimeItem[]>()(() => none),
  /** The operator has looked: changes found up to `seenAt` (an overview's `now`) are no longer new. */
  'today.markSeen': channel<{ lastLookAt: string }>()(() =>
    z.object({ seenAt: z.iso.datetime({ offset: true, error: 'seenAt must be an ISO date-time' }) }),
  ),
} as const;

import { z } from 'zod';
import type { SavedQuote } from '../../api/quotes';
import { ENTERED_EVENTS, type EnteredEvent, type FreeTimeClock } from '../../domain/free-time';
import type { DestinationPort, FreeTimeEvents } from '../../domain/free-time-events';
import type { Money } from '../../domain/money';
import type { ShipmentChange } from '../../domain/shipment-changes';
import { channel, none, requiredId } from '../channel';
import { m } from '../../i18n/messages';

/** A booked sea shipment's free time, counted at the moment the answer was made. */
export interface FreeTimeItem {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  /** `sea-fcl` or `sea-lcl`. */
  readonly mode: string;
  /** The port of destination whose days the clocks count; its zone null when the desk does not know it (UTC days). */
  readonly port: DestinationPort | null;
  /** FCL: the containers booked per size type; null when not known (and for LCL). */
  readonly containers: Readonly<Record<string, number>> | null;
  /** One per condition of the rate it was booked from (demurrage, detention, storage) and container size. */
  readonly clocks: readonly FreeTimeClock[];
  /** The most pressing of them: what the shipment's flag shows. */
  readonly pressing: FreeTimeClock | null;
  /** What the clocks charged so far, per currency; `complete` is false when some charge cannot be known. */
  readonly charged: { readonly totals: readonly Money[]; readonly complete: boolean };
  /** The events the tracking messages kept report (nothing yet, or not fetched: null). */
  readonly events: FreeTimeEvents;
  /** The stops the operator entered by hand. */
  readonly entered: readonly EnteredEvent[];
  /** When its tracking messages were last read on this desk; null: never. */
  readonly messagesReadAt: string | null;
}

/** A saved quote whose validity ends within a day (`expirationDate` is set). */
export type ExpiringQuote = SavedQuote;

/** A shipment picking up soon whose checklist, as last read, lacks required documents. */
export interface DocumentsDue {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
  readonly pickUpDate: string;
  /**
   * Names of the required documents without a file, as the service sent them
   * ('' for one it named not: the screen says them in its language); null when
   * its checklist was never read on this desk.
   */
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
  /** One shipment's free time (the shipment's detail); null when it has no free-time conditions on this desk. */
  'today.shipmentFreeTime': channel<FreeTimeItem | null>()(() =>
    z.object({ shipmentId: requiredId(m.ipc_id_shipment) }),
  ),
  /**
   * A release or empty return the service never reported, entered by hand on
   * the port's wall clock (`2027-01-04T15:00`); `at` null takes it back.
   */
  'today.enterFreeTimeStop': channel<FreeTimeItem>()(() =>
    z.object({
      shipmentId: requiredId(m.ipc_id_shipment),
      event: z.enum(ENTERED_EVENTS, { error: () => m.today_field_event() }),
      at: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: () => m.today_field_date_and_time() })
        .nullable(),
    }),
  ),
  /** The operator has looked: changes found up to `seenAt` (an overview's `now`) are no longer new. */
  'today.markSeen': channel<{ lastLookAt: string }>()(() =>
    z.object({ seenAt: z.iso.datetime({ offset: true, error: () => m.today_field_seen_at() }) }),
  ),
} as const;

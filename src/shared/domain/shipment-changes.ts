import type { ClockEvent } from './free-time-events';

/**
 * What a sync found changed in an account's shipments: one event per change,
 * so the renderer can show them and later issues can build notifications and
 * countdowns on them. Main's local store computes them while it writes what
 * the service answered (src/main/store).
 *
 * Events only compare with what was stored before: the first time a shipment,
 * its messages or its documents are stored there is nothing to compare with,
 * so no event (a first sync of 100,000 shipments is not 100,000 news).
 */

interface ShipmentRef {
  readonly shipmentId: string;
  readonly shipmentCode: string | null;
}

/** A value of the list that moved: `from` was stored, `to` came now (null: the service sent none). */
interface ValueChange<K extends string> extends ShipmentRef {
  readonly kind: K;
  readonly from: string | null;
  readonly to: string | null;
}

/** A shipment the list did not hold at the previous sync (a booking, or one made elsewhere). */
export interface ShipmentAdded extends ShipmentRef {
  readonly kind: 'added';
}

/** The list no longer holds a shipment it held: the store keeps it, marked (`missingSince`). */
export interface ShipmentUnlisted extends ShipmentRef {
  readonly kind: 'unlisted';
  readonly since: string;
}

/** Tracking status (`None` when tracking is switched off). */
export type ShipmentStatusChanged = ValueChange<'status'>;
export type ShipmentCustomsStatusChanged = ValueChange<'customs-status'>;
/** The estimated delivery date (the ETA). */
export type ShipmentDeliveryDateChanged = ValueChange<'delivery-date'>;
export type ShipmentPickupDateChanged = ValueChange<'pickup-date'>;

/** Tracking messages that were not there at the previous fetch of the shipment's messages. */
export interface ShipmentMessagesAdded {
  readonly kind: 'messages';
  /**
   * The shipment the messages are of, what a line about them opens; null when the store's list held no
   * shipment of that code (changes logged before this field was kept read it again: store/change-log.ts).
   */
  readonly shipmentId: string | null;
  /** Messages are fetched by shipment code. */
  readonly shipmentCode: string;
  readonly newCount: number;
  /** The newest of the new messages' text, for a one-line notice. */
  readonly latest: string | null;
}

/** A document of a shipment's checklist whose validation status moved (or that got a file). */
export interface DocumentValidationChanged {
  readonly kind: 'document-validation';
  readonly shipmentId: string;
  /** The shipment's code when the store holds its row (changes logged before it was kept have none). */
  readonly shipmentCode?: string | null;
  readonly documentName: string | null;
  /** What the checklist entry is known by across fetches: its template id, else its id, else its name. */
  readonly documentKey: string;
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * A booked sea shipment whose free time (demurrage, detention, storage) came
 * within 48 hours of its end, or ended, while its clock runs: one event when
 * it crosses, not one per sync, and never for a clock that stopped
 * (src/shared/domain/free-time.ts counts; main's store keeps the state last
 * announced).
 */
export interface FreeTimeChanged extends ShipmentRef {
  readonly kind: 'free-time';
  /** Demurrage, Detention, Storage, as the rate named it. */
  readonly chargeType: string | null;
  /** The containers the clock counts for (`40DRY`); null when the condition named none. Absent in changes logged before. */
  readonly containerSizeType?: string | null;
  /** The last free day, YYYY-MM-DD at the port. */
  readonly lastFreeDay: string | null;
  /** The stop the shipment passed without the service reporting it (delivered, no empty return); absent or null when none. */
  readonly unreported?: ClockEvent | null;
  /** `due-soon`: 48 hours or less left; `past`: the charge accrues. */
  readonly state: 'due-soon' | 'past';
}

export type ShipmentChange =
  | ShipmentAdded
  | ShipmentUnlisted
  | ShipmentStatusChanged
  | ShipmentCustomsStatusChanged
  | ShipmentDeliveryDateChanged
  | ShipmentPickupDateChanged
  | ShipmentMessagesAdded
  | DocumentValidationChanged
  | FreeTimeChanged;

export type ShipmentChangeKind = ShipmentChange['kind'];

import type { ShipmentChange } from '../../domain/shipment-changes';
import { channel, none } from '../channel';

/** What may start a sync of the local store with the service. */
export const syncReasons = ['sign-in', 'timer', 'refresh', 'change'] as const;
export type SyncReason = (typeof syncReasons)[number];

/** How far a running sync of the shipment list got. */
export interface SyncProgress {
  readonly reason: SyncReason;
  readonly startedAt: string;
  /** fetching: waiting for the service's list; checking: parsing and checking it; writing: storing it in batches. */
  readonly phase: 'fetching' | 'checking' | 'writing';
  /** Shipments written so far. */
  readonly done: number;
  /** Shipments the list holds; null until it is known. */
  readonly total: number | null;
}

/** The sync of the active profile's store, as the status strip and Tracking show it. */
export interface SyncStatus {
  readonly profileId: string;
  /** The data scope (SessionStatus.generation) this status belongs to. */
  readonly generation: number;
  /** The sync running now, or null. */
  readonly running: SyncProgress | null;
  /** When the last complete sync of the shipment list ended; null: never. */
  readonly completedAt: string | null;
  /** When the service sent the list that sync stored. */
  readonly fetchedAt: string | null;
  /** The last sync's failure (the previous data stays in place); null after a sync that completed. */
  readonly error: { readonly message: string; readonly code: string; readonly at: string } | null;
  /** The last sync was cancelled by the operator (the data of the one before stays). */
  readonly cancelledAt: string | null;
  /** When the timer syncs next; null while a sync runs or when the timer is off. */
  readonly nextAt: string | null;
  /** Grows with every status main sends: the newest wins. */
  readonly revision: number;
}

/** The 'shipments.changed' event: what one sync (or one write) found changed, one entry per change. */
export interface ShipmentChangesEvent {
  readonly profileId: string;
  readonly generation: number;
  /** ISO time the changes were found. */
  readonly at: string;
  /**
   * What found them: a sync (and why it ran: 'change' is the one the
   * operator's own write started), or 'read', a record the operator opened
   * (its messages, its documents). Notifications leave out what the operator
   * is looking at or just did (main/notifications).
   */
  readonly cause: SyncReason | 'read';
  readonly changes: readonly ShipmentChange[];
}

/** The sync of the active profile's local store with the service. */
export const syncChannels = {
  'sync.status': channel<SyncStatus>()(() => none),
  /** Syncs now (the Refresh button); a running sync is joined, not doubled. */
  'sync.start': channel<SyncStatus>()(() => none),
  /** Stops the running sync: what it wrote stays, nothing is marked as no longer listed. */
  'sync.cancel': channel<SyncStatus>()(() => none),
} as const;

import type { DiskFault } from '../../domain/disk-faults';
import type { DeskRecordKind } from '../../domain/desk-record-names';
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
  /** The day the list was asked since (a dated sync between whole ones, src/main/sync/dated-sync.ts); null: the whole list. */
  readonly since: string | null;
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
  /** The profile's store file was found damaged in this run of the app and set aside (the last time); null: never. */
  readonly setAside: SetAsideStore | null;
  /** The last write of the profile's store the disk refused, until a sync completes; null: none. */
  readonly writeFailure: StoreWriteFailure | null;
  /** Grows with every status main sends: the newest wins. */
  readonly revision: number;
}

/**
 * A profile's store file SQLite found damaged, and what main did about it:
 * set it aside (renamed, never deleted), put a new store in its place and
 * filled it again from the service.
 */
export interface SetAsideStore {
  readonly profileId: string;
  /** The store file, which now holds the new store. */
  readonly file: string;
  /** Where the damaged file was moved, unchanged (its -wal and -shm beside it under the same name). */
  readonly setAsidePath: string;
  /** What SQLite found, in its words. */
  readonly reason: string;
  /** ISO time it was set aside. */
  readonly at: string;
  /** The desk's own records copied from the damaged file into the new store, by kind (their words: DESK_RECORD_NAMES). */
  readonly copied: readonly DeskRecordKind[];
  /** Whether SQLite could read the damaged file at all: when not, `lost` names what it may have held. */
  readonly readable: boolean;
  /** What could not be rebuilt: records only the store held, which the service cannot give back. */
  readonly lost: readonly DeskRecordKind[];
  /** All of it in sentences, as the log has it. */
  readonly message: string;
}

/** A write of the store the disk refused, kept in main's memory (the store may not be able to record it). */
export interface StoreWriteFailure {
  readonly code: DiskFault;
  /** What happened, with the folder, and what to do. */
  readonly message: string;
  readonly at: string;
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

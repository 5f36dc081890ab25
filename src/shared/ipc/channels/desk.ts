import { z } from 'zod';
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
  readonly changes: readonly ShipmentChange[];
}

/** The desk's own settings (not a profile's): how it syncs. */
export interface DeskSettings {
  /** Minutes between automatic syncs; 0 turns the timer off. */
  readonly syncIntervalMinutes: number;
}
export const DEFAULT_DESK_SETTINGS: DeskSettings = { syncIntervalMinutes: 5 };

export const deskSettingsInput = z.object({
  syncIntervalMinutes: z
    .int({ error: 'Minutes between syncs must be a whole number' })
    .min(0, 'Minutes between syncs must be 0 (off) or more')
    .max(1440, 'Minutes between syncs must be at most 1440 (a day)'),
});

/** A form in progress, kept per profile so it survives a restart. */
export interface Draft {
  readonly formKey: string;
  readonly value: unknown;
  readonly savedAt: string;
}

/** Form keys name a form: `booking/sea-fcl`, `rating/boxes`. */
const formKey = z
  .string()
  .regex(/^[\w./:-]{1,120}$/, 'A form key is 1 to 120 letters, digits or . / : _ -');

/** The largest draft kept (a form, not a file). */
export const MAX_DRAFT_JSON_CHARS = 256 * 1024;

/** The local store's sync, the desk's settings and the forms' drafts. */
export const deskChannels = {
  'sync.status': channel<SyncStatus>()(none),
  /** Syncs now (the Refresh button); a running sync is joined, not doubled. */
  'sync.start': channel<SyncStatus>()(none),
  /** Stops the running sync: what it wrote stays, nothing is marked as no longer listed. */
  'sync.cancel': channel<SyncStatus>()(none),

  'settings.get': channel<DeskSettings>()(none),
  'settings.save': channel<DeskSettings>()(deskSettingsInput),

  'drafts.get': channel<Draft | null>()(z.object({ formKey })),
  'drafts.save': channel<Draft>()(
    z.object({
      formKey,
      value: z
        .unknown()
        .refine(
          (v) => v !== undefined && (JSON.stringify(v)?.length ?? Infinity) <= MAX_DRAFT_JSON_CHARS,
          'A draft must be form data of at most 256 KiB',
        ),
    }),
  ),
  'drafts.remove': channel<{ removed: boolean }>()(z.object({ formKey })),
} as const;

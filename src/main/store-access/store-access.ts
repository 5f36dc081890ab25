import type { LocalStore } from '@main/store';
import type { ScopeStamp } from '@main/session/data-scope';

/**
 * The local store of a data scope's profile. Services reach the store only
 * through this: a write for an ended scope (another profile is active now)
 * never lands in the new profile's file, because each profile has its own.
 */
export interface StoreAccess {
  /** The store of the stamp's profile (opened on first use). */
  of(stamp: ScopeStamp): LocalStore;
  /**
   * A store's failure met outside main's connection (a worker thread writing
   * into it): damage sets the file aside, a write the disk refused shows in
   * the status. Main's own statements report theirs as they fail.
   */
  failed(store: LocalStore, error: unknown): void;
}

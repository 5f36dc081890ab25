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
}

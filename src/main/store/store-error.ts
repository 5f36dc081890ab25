import type { DiskFault } from '@shared/domain/disk-faults';

/** Why a store could not be opened or used; `message` is written for the operator. */
export type StoreErrorCode =
  | 'invalid-profile-id'
  | 'invalid-query'
  | 'newer-schema'
  | 'unreadable'
  | 'in-use'
  /** SQLite found the file damaged (store-faults.ts): main sets it aside and fills a new one. */
  | 'store-damaged'
  /** The disk refused a write (src/shared/domain/disk-faults.ts). */
  | DiskFault;

/**
 * An error of the local store. It is its own class (not main's
 * UserFacingError) because src/main/store imports nothing of main: the
 * services that wire the store turn it into what the operator sees.
 */
export class StoreError extends Error {
  /** What SQLite said of a damaged file, in its words (the message says it within a sentence). */
  readonly reason: string | null;

  constructor(
    readonly code: StoreErrorCode,
    message: string,
    options?: { cause?: unknown; reason?: string },
  ) {
    super(message, options);
    this.name = 'StoreError';
    this.reason = options?.reason ?? null;
  }
}

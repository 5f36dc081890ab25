/** Why a store could not be opened or used; `message` is written for the operator. */
export type StoreErrorCode = 'invalid-profile-id' | 'invalid-query' | 'newer-schema' | 'unreadable' | 'in-use';

/**
 * An error of the local store. It is its own class (not main's
 * UserFacingError) because src/main/store imports nothing of main: the
 * services that wire the store turn it into what the operator sees.
 */
export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StoreError';
  }
}

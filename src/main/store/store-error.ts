import { storeText, type StoreWords } from './store-words';

/**
 * Why a store could not be opened or used; `message` is written for the
 * operator. store-damaged: SQLite found the file damaged (store-faults.ts),
 * main sets it aside and fills a new one; a DiskFault: the disk refused a
 * write (src/shared/domain/disk-faults.ts).
 */
export const storeErrorCodes = [
  'invalid-profile-id',
  'invalid-query',
  'newer-schema',
  'unreadable',
  'in-use',
  'store-damaged',
  'disk-full',
  'read-only',
] as const;
export type StoreErrorCode = (typeof storeErrorCodes)[number];

/**
 * An error of the local store. It is its own class (not main's
 * UserFacingError) because src/main/store imports nothing of main: the
 * services that wire the store turn it into what the operator sees. Its
 * message is its words said when it was made; the words themselves go with
 * it, so a thread's error is said again in main's language (store-words.ts).
 */
export class StoreError extends Error {
  /** What SQLite said of a damaged file, in its words (the message says it within a sentence). */
  readonly reason: string | null;

  constructor(
    readonly code: StoreErrorCode,
    readonly words: StoreWords,
    options?: { cause?: unknown },
  ) {
    super(storeText(words), options);
    this.name = 'StoreError';
    this.reason = words.key === 'damaged' ? String(words.values.reason) : null;
  }
}

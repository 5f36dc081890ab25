import type { Database } from 'better-sqlite3';

/**
 * One step of the store's schema: from version `version - 1` to `version`.
 * A migration only adds to what the previous version holds and carries its
 * rows over; once released it is never edited (a fix is a new version).
 * Rows hold domain values as JSON (src/shared/api types): a change of those
 * shapes that old rows cannot be read as is also needs a migration that
 * rewrites them.
 */
export interface Migration {
  readonly version: number;
  /** What the step adds, for the log and the reader. */
  readonly summary: string;
  up(db: Database): void;
}

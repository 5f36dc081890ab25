import type { Database, Statement } from 'better-sqlite3';

/** The things the desk syncs, each with one row of sync_state. */
export type SyncSubject = 'shipments' | 'quotes' | 'lookups';

export interface SyncState {
  readonly subject: SyncSubject;
  readonly startedAt: string | null;
  /** When the last sync that ran to the end finished. */
  readonly completedAt: string | null;
  /** When the service sent what the last complete sync wrote. */
  readonly fetchedAt: string | null;
  /** What the service said the list holds (the shipment list's totalElements). */
  readonly totalElements: number | null;
  /** The last failure, kept until a sync completes. */
  readonly errorMessage: string | null;
  readonly errorAt: string | null;
}

interface Row {
  subject: SyncSubject;
  started_at: string | null;
  completed_at: string | null;
  fetched_at: string | null;
  total_elements: number | null;
  error_message: string | null;
  error_at: string | null;
}

/** When each subject was last synced, and how the last attempt ended. */
interface Params {
  subject: SyncSubject;
  at?: string;
  fetchedAt?: string;
  totalElements?: number | null;
  message?: string;
}

/** When each subject was last synced, and how the last attempt ended. */
export class SyncStates {
  private readonly select: Statement<[Params], Row>;
  private readonly started: Statement<[Params]>;
  private readonly completed: Statement<[Params]>;
  private readonly completedSince: Statement<[Params]>;
  private readonly failed: Statement<[Params]>;

  constructor(db: Database) {
    this.select = db.prepare('SELECT * FROM sync_state WHERE subject = @subject');
    this.started = db.prepare(
      `INSERT INTO sync_state (subject, started_at) VALUES (@subject, @at)
       ON CONFLICT (subject) DO UPDATE SET started_at = @at`,
    );
    this.completed = db.prepare(
      `INSERT INTO sync_state (subject, started_at, completed_at, fetched_at, total_elements)
       VALUES (@subject, @at, @at, @fetchedAt, @totalElements)
       ON CONFLICT (subject) DO UPDATE SET completed_at = @at, fetched_at = @fetchedAt,
         total_elements = @totalElements, error_message = NULL, error_at = NULL`,
    );
    // A dated sync wrote part of the list: the service's count of the whole is no longer known.
    this.completedSince = db.prepare(
      `UPDATE sync_state SET completed_at = @at, total_elements = NULL, error_message = NULL, error_at = NULL
       WHERE subject = @subject`,
    );
    this.failed = db.prepare(
      `INSERT INTO sync_state (subject, error_message, error_at) VALUES (@subject, @message, @at)
       ON CONFLICT (subject) DO UPDATE SET error_message = @message, error_at = @at`,
    );
  }

  get(subject: SyncSubject): SyncState {
    const row = this.select.get({ subject });
    return {
      subject,
      startedAt: row?.started_at ?? null,
      completedAt: row?.completed_at ?? null,
      fetchedAt: row?.fetched_at ?? null,
      totalElements: row?.total_elements ?? null,
      errorMessage: row?.error_message ?? null,
      errorAt: row?.error_at ?? null,
    };
  }

  markStarted(subject: SyncSubject, at: string): void {
    this.started.run({ subject, at });
  }

  markCompleted(subject: SyncSubject, at: string, fetchedAt: string, totalElements: number | null): void {
    this.completed.run({ subject, at, fetchedAt, totalElements });
  }

  /**
   * A dated sync (the list since a date) ran to its end: it is the last
   * sync completed, while the list's time stays the last whole sync's, which
   * judged every row.
   */
  markCompletedSince(subject: SyncSubject, at: string): void {
    this.completedSince.run({ subject, at });
  }

  /** A failed sync leaves the data of the last good one in place; only the error is recorded. */
  markFailed(subject: SyncSubject, message: string, at: string): void {
    this.failed.run({ subject, message, at });
  }
}

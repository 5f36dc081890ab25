import type { ApiErrorData } from '@shared/api/errors';
import type { MessageLanguage } from '@shared/i18n/desk-language';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { FailureContext } from '@main/api/failures';
import type { PostedFailure, StoreCheck } from '@main/store';

/** The list sync's role on the worker thread (src/main/worker-thread/worker-roles.ts). */
export const LIST_SYNC_ROLE = 'list-sync';

/**
 * Rows indexed for search per transaction once a sync has told its end: a
 * write of main's waits for one transaction at most, so each stays short.
 */
export const SEARCH_CATCH_UP_BATCH = 1_000;

/**
 * What main sends the list sync's thread, by id (its messages carry the id):
 * one sync job, or a check of a store file (PRAGMA quick_check, which reads
 * the whole file: never on main's thread).
 */
export type ListSyncRequest =
  | { readonly id: number; readonly job: ListSyncJob }
  | { readonly id: number; readonly check: { readonly file: string } };

/** What the thread answers: a job's message, tagged with the job's id. */
export interface ListSyncReply {
  readonly id: number;
  readonly message: ListSyncMessage | StoreCheckMessage;
}

/** The one answer to a check: what SQLite found, or why the check could not run. */
export type StoreCheckMessage =
  { readonly type: 'checked'; readonly check: StoreCheck } | ({ readonly type: 'check-failed' } & PostedFailure);

/**
 * What main hands the list sync's worker thread for one sync: the file the
 * service's answer was saved to, and where to write it. The worker reads the
 * answer in pieces (list-answer-reader.ts), checks it with the operation
 * table's schemas and writes it to the store through its own connection to
 * the store's file.
 */
export interface ListSyncJob {
  readonly dataDir: string;
  readonly profileId: string;
  /** When the service sent the list (the rows' fetchedAt). */
  readonly fetchedAt: string;
  /** The list was asked since a date (dated-sync.ts); null: the whole list. */
  readonly dated: DatedList | null;
  /** The file holding the 2xx answer of 'tracking.shipments', as received (main deletes it after the sync). */
  readonly answerFile: string;
  readonly status: number;
  /** For the client's error messages of an answer that cannot be read. */
  readonly context: FailureContext;
  /** Main's language when it sent the job: what the thread finds wrong in the list is said in it. */
  readonly language: MessageLanguage;
  readonly batchSize: number;
  /**
   * Main's clock minus the real one (performance.timeOrigin + performance.now(),
   * the same in every thread), in ms. A worker has its own Date, on the real
   * calendar; the times it stamps (the sync's start and completion) must be
   * main's, which tests and the harness's --start-at move.
   */
  readonly clockOffsetMs: number;
  /**
   * One Int32 main sets to 1 to cancel. The worker's loop never yields to its
   * own message queue, so a message would wait; it reads this between batches.
   */
  readonly cancelFlag: SharedArrayBuffer;
}

/** A list asked since a date: written without judging the rows it does not hold. */
export interface DatedList {
  /** The StartDate it was asked with. */
  readonly startDate: string;
  /**
   * How many the last whole list held: a dated answer as long is the whole
   * list (a service that did not apply the date), written as a whole sync.
   */
  readonly wholeCount: number;
}

/** What the worker tells main, in this order: progress..., then one end. */
export type ListSyncMessage =
  | {
      readonly type: 'progress';
      readonly phase: 'checking' | 'writing';
      readonly done: number;
      readonly total: number | null;
      /** What the batch just committed changed: told however the sync ends, since the next sync finds it stored. */
      readonly changes: readonly ShipmentChange[];
    }
  | {
      readonly type: 'done';
      /** What finish() found: the rows the list no longer holds (the batches' changes came with their progress). */
      readonly changes: readonly ShipmentChange[];
      readonly written: number;
      /** Items taken as the last completed sync checked them, their bytes unchanged (last-syncs.ts). */
      readonly recalled: number;
      /** The thread that read, parsed and checked the list (for the tests: never main's). */
      readonly parsedOnThread: number;
    }
  | { readonly type: 'cancelled'; readonly written: number }
  /** A failure the client's error model describes (an answer that cannot be read). */
  | { readonly type: 'api-error'; readonly error: ApiErrorData }
  /** Anything else (the store could not be written): its message, for the status and the log. */
  | ({ readonly type: 'failed' } & PostedFailure);

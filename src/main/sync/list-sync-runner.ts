import { m } from '@shared/i18n/messages';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { ApiErrorData } from '@shared/api/errors';
import { ApiError } from '@main/api/api-error';
import { badResponse, refused, type FailureContext } from '@main/api/failures';
import { UserFacingError } from '@main/errors';
import {
  ResidentThread,
  LIST_SYNC_BATCH_SIZE,
  postedFailureText,
  storeFaultFrom,
  type PostedFailure,
  type StoreCheck,
} from '@main/store';
import type { ThreadLauncher } from '@main/store/resident-thread';
import {
  LIST_SYNC_ROLE,
  type DatedList,
  type ListSyncJob,
  type ListSyncMessage,
  type ListSyncReply,
  type ListSyncRequest,
  type StoreCheckMessage,
} from './list-sync-job';

export type ListSyncEnd =
  | {
      readonly kind: 'done';
      readonly changes: readonly ShipmentChange[];
      readonly written: number;
      /** Items taken as the last completed sync checked them (last-syncs.ts). */
      readonly recalled: number;
      readonly parsedOnThread: number;
    }
  /** `changes`: what the batches written before the cancel changed (they stay). */
  | { readonly kind: 'cancelled'; readonly written: number; readonly changes: readonly ShipmentChange[] };

export interface RunningListSync {
  /** Resolves with how the sync ended; rejects with an ApiError or UserFacingError when it failed. */
  readonly ended: Promise<ListSyncEnd>;
  /** What the batches committed so far changed: after a failure, what was written all the same. */
  committed(): readonly ShipmentChange[];
  /** Asks the worker to stop after the batch it is writing (what it wrote stays). */
  cancel(): void;
}

export interface ListSyncRun {
  readonly dataDir: string;
  readonly profileId: string;
  readonly fetchedAt: string;
  /** The list was asked since a date (ListSyncJob.dated); null: the whole list. */
  readonly dated: DatedList | null;
  /** The file the answer was saved to (FreightClient.fetchToFile). */
  readonly answerFile: string;
  readonly status: number;
  readonly context: ListSyncJob['context'];
  readonly onProgress: (progress: Extract<ListSyncMessage, { type: 'progress' }>) => void;
  readonly batchSize?: number;
  /** Main's clock: the times the worker stamps are read from it (ListSyncJob.clockOffsetMs). */
  readonly now: () => number;
}

interface Pending {
  readonly onMessage: (message: ListSyncMessage | StoreCheckMessage) => void;
  readonly onStopped: (reason: string) => void;
}

/**
 * The error of a sync the thread could not write: a fault of the store (a
 * damaged file, a full disk) keeps its code and its words, so main sets the
 * file aside or shows the disk's state; anything else is the sync's failure.
 */
function syncFailure(posted: PostedFailure): Error {
  return (
    storeFaultFrom(posted) ??
    new UserFacingError('sync-failed', m.main_sync_not_stored({ why: postedFailureText(posted) }))
  );
}

/**
 * A list the thread could not read, said again in main's language of the
 * moment from what the thread found: its problems (worded in the language
 * the job carried), or the service's own refusal; any other failure as the
 * thread said it.
 */
function answerFailureInMain(error: ApiErrorData, context: FailureContext): ApiError {
  const status = error.status ?? 200;
  if (error.kind === 'bad-response') return badResponse(context, error.details?.problems ?? [], status);
  if (error.kind === 'refused') return refused(context, error.details?.serverMessage, status);
  return new ApiError({ operationId: 'tracking.shipments', ...error });
}

/**
 * The list sync's worker thread, started once and kept: starting a thread
 * loads the store, the operation table and its schemas again (about a second
 * from TypeScript source on a busy machine), which each sync would otherwise
 * pay before its first row. Jobs are run one after another, in the order
 * sent. A thread that stops (a crash) fails the jobs it held; the next job
 * starts a new one.
 */
export class ListSyncThread {
  private readonly thread: ResidentThread<ListSyncReply>;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(launch: ThreadLauncher) {
    this.thread = new ResidentThread<ListSyncReply>(
      launch,
      { workerData: { role: LIST_SYNC_ROLE } },
      (reply) => this.pending.get(reply.id)?.onMessage(reply.message),
      (loss) =>
        this.stopped(
          'error' in loss
            ? m.main_sync_stopped({ why: loss.error.message })
            : m.main_sync_stopped_exit({ code: String(loss.exitCode) }),
        ),
    );
  }

  /** Starts the thread now (it loads while the first list is still being fetched). */
  warm(): void {
    this.thread.start();
  }

  /** Runs one write of the shipment list on the thread: it reads the saved answer itself, and main only relays its progress and its end. */
  run(run: ListSyncRun): RunningListSync {
    const cancelFlag = new SharedArrayBuffer(4);
    const job: ListSyncJob = {
      dataDir: run.dataDir,
      profileId: run.profileId,
      fetchedAt: run.fetchedAt,
      dated: run.dated,
      answerFile: run.answerFile,
      status: run.status,
      context: run.context,
      language: getLocale(),
      batchSize: run.batchSize ?? LIST_SYNC_BATCH_SIZE,
      clockOffsetMs: run.now() - (performance.timeOrigin + performance.now()),
      cancelFlag,
    };
    const id = this.nextId++;
    const committed: ShipmentChange[] = [];
    const ended = new Promise<ListSyncEnd>((resolve, reject) => {
      const settle = (act: () => void) => {
        this.pending.delete(id);
        act();
      };
      this.pending.set(id, {
        onMessage: (message) => {
          switch (message.type) {
            case 'progress':
              committed.push(...message.changes);
              run.onProgress(message);
              return;
            case 'done':
              return settle(() =>
                resolve({
                  kind: 'done',
                  changes: [...committed, ...message.changes],
                  written: message.written,
                  recalled: message.recalled,
                  parsedOnThread: message.parsedOnThread,
                }),
              );
            case 'cancelled':
              return settle(() => resolve({ kind: 'cancelled', written: message.written, changes: committed }));
            case 'api-error':
              return settle(() => reject(answerFailureInMain(message.error, run.context)));
            case 'failed':
              return settle(() => reject(syncFailure(message)));
            default:
              // A check's answer never comes under a sync's id.
              return;
          }
        },
        onStopped: (reason) => settle(() => reject(new UserFacingError('sync-failed', reason))),
      });
    });
    const request: ListSyncRequest = { id, job };
    this.thread.post(request);
    return {
      ended,
      committed: () => committed,
      cancel: () => Atomics.store(new Int32Array(cancelFlag), 0, 1),
    };
  }

  /** Checks a store file on the thread (PRAGMA quick_check, store-check.ts), after the jobs sent before. */
  check(file: string): Promise<StoreCheck> {
    const id = this.nextId++;
    return new Promise<StoreCheck>((resolve, reject) => {
      const settle = (act: () => void) => {
        this.pending.delete(id);
        act();
      };
      this.pending.set(id, {
        onMessage: (message) => {
          if (message.type === 'checked') settle(() => resolve(message.check));
          else if (message.type === 'check-failed') settle(() => reject(new Error(postedFailureText(message))));
        },
        onStopped: (reason) => settle(() => reject(new Error(reason))),
      });
      this.thread.post({ id, check: { file } } satisfies ListSyncRequest);
    });
  }

  /** Stops the thread (the app closes): jobs it still held fail. */
  async close(): Promise<void> {
    await this.thread.close();
    this.stopped(m.main_sync_stopped_closing());
  }

  private stopped(reason: string): void {
    for (const pending of [...this.pending.values()]) pending.onStopped(reason);
  }
}

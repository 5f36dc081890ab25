import type { ShipmentChange } from '../../shared/domain/shipment-changes';
import { ApiError } from '../api/api-error';
import { UserFacingError } from '../errors';
import { LIST_SYNC_BATCH_SIZE } from '../store';
import type { ListSyncJob, ListSyncMessage } from './list-sync-job';
import type { SyncWorkerLauncher } from './sync-worker-launcher';

export type ListSyncEnd =
  | {
      readonly kind: 'done';
      readonly changes: readonly ShipmentChange[];
      readonly written: number;
      readonly parsedOnThread: number;
    }
  | { readonly kind: 'cancelled'; readonly written: number };

export interface RunningListSync {
  /** Resolves with how the sync ended; rejects with an ApiError or UserFacingError when it failed. */
  readonly ended: Promise<ListSyncEnd>;
  /** Asks the worker to stop after the batch it is writing (what it wrote stays). */
  cancel(): void;
}

export interface ListSyncRun {
  readonly dataDir: string;
  readonly profileId: string;
  readonly fetchedAt: string;
  readonly body: Buffer;
  readonly status: number;
  readonly context: ListSyncJob['context'];
  readonly onProgress: (progress: Extract<ListSyncMessage, { type: 'progress' }>) => void;
  readonly batchSize?: number;
  /** Main's clock: the times the worker stamps are read from it (ListSyncJob.clockOffsetMs). */
  readonly now: () => number;
}

/** The bytes as an ArrayBuffer of their own, to transfer (not copy) to the worker. */
function ownBuffer(body: Buffer): ArrayBuffer {
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
  // A Buffer from Buffer.concat of a large answer owns its memory; a small one may share Node's pool: copied then.
  const own = whole && body.buffer instanceof ArrayBuffer ? body.buffer : new Uint8Array(body).buffer;
  return own;
}

/**
 * Runs one write of the shipment list in a worker thread: the bytes are
 * transferred to it, and main only relays its progress and its end.
 */
export function runListSync(launch: SyncWorkerLauncher, run: ListSyncRun): RunningListSync {
  const cancelFlag = new SharedArrayBuffer(4);
  const buffer = ownBuffer(run.body);
  const job: ListSyncJob = {
    dataDir: run.dataDir,
    profileId: run.profileId,
    fetchedAt: run.fetchedAt,
    body: new Uint8Array(buffer, 0, run.body.byteLength),
    status: run.status,
    context: run.context,
    batchSize: run.batchSize ?? LIST_SYNC_BATCH_SIZE,
    clockOffsetMs: run.now() - (performance.timeOrigin + performance.now()),
    cancelFlag,
  };
  const worker = launch({ workerData: job, transferList: [buffer] });
  const ended = new Promise<ListSyncEnd>((resolve, reject) => {
    let settled = false;
    const settle = (act: () => void) => {
      if (settled) return;
      settled = true;
      act();
    };
    worker.on('message', (message: ListSyncMessage) => {
      switch (message.type) {
        case 'progress':
          if (!settled) run.onProgress(message);
          return;
        case 'done':
          return settle(() =>
            resolve({
              kind: 'done',
              changes: message.changes,
              written: message.written,
              parsedOnThread: message.parsedOnThread,
            }),
          );
        case 'cancelled':
          return settle(() => resolve({ kind: 'cancelled', written: message.written }));
        case 'api-error':
          return settle(() => reject(new ApiError({ operationId: 'tracking.shipments', ...message.error })));
        case 'failed':
          return settle(() =>
            reject(new UserFacingError('sync-failed', `The shipment list could not be stored: ${message.message}`)),
          );
      }
    });
    worker.once('error', (error) =>
      settle(() => reject(new UserFacingError('sync-failed', `The shipment list sync stopped: ${error.message}`))),
    );
    worker.once('exit', (code) =>
      settle(() =>
        reject(new UserFacingError('sync-failed', `The shipment list sync stopped unexpectedly (exit code ${code}).`)),
      ),
    );
  });
  return {
    ended,
    cancel: () => Atomics.store(new Int32Array(cancelFlag), 0, 1),
  };
}

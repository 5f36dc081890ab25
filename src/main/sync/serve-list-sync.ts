/*
 * The list sync's role on the worker thread (src/main/worker-thread): reads,
 * parses and checks the service's list and writes it to the profile's store
 * in batched transactions, all off main's thread, so main's event loop keeps
 * answering while it runs. list-sync-runner.ts (ListSyncThread) sends it one
 * ListSyncJob per sync; for each it tells main how far it got and how it ended.
 */
import { threadId, type MessagePort } from 'node:worker_threads';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { ApiError } from '@main/api/api-error';
import { LocalStore, checkStoreFile, postedFailure } from '@main/store';
import {
  SEARCH_CATCH_UP_BATCH,
  type ListSyncJob,
  type ListSyncMessage,
  type ListSyncReply,
  type ListSyncRequest,
  type StoreCheckMessage,
} from './list-sync-job';
import { openListAnswer, type ListAnswer } from './list-answer-reader';
import { LastSyncs } from './last-syncs';
import { writeDatedList } from './dated-list-write';

/** The last completed sync of each store this thread synced: its items are not parsed again when they come as they were. */
const lastSyncs = new LastSyncs();

/** How a sync ended, and what the thread does once main has been told (null: nothing). */
interface SyncEnd {
  readonly end: ListSyncMessage;
  readonly after: (() => void) | null;
}

/**
 * One sync. It runs to its end without yielding (the thread does nothing
 * else meanwhile); main cancels it through the job's shared flag, read
 * between batches.
 */
function run(job: ListSyncJob, tell: (message: ListSyncMessage) => void): SyncEnd {
  const cancelled = new Int32Array(job.cancelFlag);
  const isCancelled = () => Atomics.load(cancelled, 0) === 1;
  /** Main's clock, read in this thread (see ListSyncJob.clockOffsetMs). */
  const mainNow = () => new Date(performance.timeOrigin + performance.now() + job.clockOffsetMs);
  // A thread has no language of its own: the problems it finds are said in main's of the moment.
  useLanguageSource(() => job.language);
  tell({ type: 'progress', phase: 'checking', done: 0, total: null, changes: [] });
  // The answer is read here in pieces, and checked with the operation table's schemas: main never parses it.
  const answer = openListAnswer(job.answerFile, job.status, job.context, isCancelled);
  if (answer === null) return { end: { type: 'cancelled', written: 0 }, after: null };
  try {
    tell({ type: 'progress', phase: 'writing', done: 0, total: answer.count, changes: [] });
    const store = LocalStore.open(job.dataDir, job.profileId, { now: mainNow });
    try {
      const dated = job.dated !== null && answer.count < job.dated.wholeCount;
      const end = dated
        ? writeDated(job, answer, store, tell, isCancelled)
        : write(job, answer, store, tell, isCancelled);
      return { end, after: afterTheEnd(store) };
    } catch (error) {
      // The rows of the batches committed stay waiting for the index: the next sync's catch-up indexes them.
      try {
        store.copyLog();
      } finally {
        store.close();
      }
      throw error;
    }
  } finally {
    answer.close();
  }
}

/** The checked answer written to the store in batches, each its own transaction. */
function write(
  job: ListSyncJob,
  answer: ListAnswer,
  store: LocalStore,
  tell: (message: ListSyncMessage) => void,
  isCancelled: () => boolean,
): ListSyncMessage {
  const sync = store.shipments.beginSync({ fetchedAt: job.fetchedAt, count: answer.count });
  const recall = lastSyncs.begin(job.dataDir, job.profileId, answer.count);
  for (let first = 0; first < answer.count; first += job.batchSize) {
    if (isCancelled()) {
      // What was written stays (newer data); nothing is marked as no longer listed.
      sync.abandon();
      return { type: 'cancelled', written: sync.count };
    }
    const changes = sync.writeEntries(recall.entries(answer.bytesOf(first, job.batchSize), first));
    tell({ type: 'progress', phase: 'writing', done: sync.count, total: answer.count, changes });
  }
  if (isCancelled()) {
    sync.abandon();
    return { type: 'cancelled', written: sync.count };
  }
  const changes = sync.finish(answer.totalElements);
  recall.completed();
  return { type: 'done', changes, written: sync.count, recalled: recall.recalled, parsedOnThread: threadId };
}

/**
 * A dated list written without judging the rows it does not hold
 * (dated-list-write.ts); what its batches changed is told as a whole sync's
 * is. The thread's recall of the last whole list is neither used nor
 * replaced: it holds places of the whole list.
 */
function writeDated(
  job: ListSyncJob,
  answer: ListAnswer,
  store: LocalStore,
  tell: (message: ListSyncMessage) => void,
  isCancelled: () => boolean,
): ListSyncMessage {
  const { written, cancelled } = writeDatedList(store, answer, {
    batchSize: job.batchSize,
    fetchedAt: job.fetchedAt,
    isCancelled,
    onBatch: (done, changes) => tell({ type: 'progress', phase: 'writing', done, total: answer.count, changes }),
  });
  if (cancelled) return { type: 'cancelled', written };
  return { type: 'done', changes: [], written, recalled: 0, parsedOnThread: threadId };
}

/**
 * Once main knows: the log the sync wrote is copied into the database file
 * (the sync left that to now, SYNC_CHECKPOINT_LOG_BYTES), the rows written are
 * indexed for search (the sync left them out of the index to end sooner;
 * searches check them meanwhile), then the log is emptied so main's reads
 * stay quick.
 */
function afterTheEnd(store: LocalStore): () => void {
  return () => {
    try {
      store.copyLog();
      while (store.shipments.catchUpSearch(SEARCH_CATCH_UP_BATCH) > 0);
      store.checkpoint();
    } finally {
      store.close();
    }
  };
}

function failure(error: unknown): ListSyncMessage {
  if (error instanceof ApiError) return { type: 'api-error', error: error.toData() };
  return { type: 'failed', ...postedFailure(error) };
}

/** A check of a store file: what SQLite found, or why it could not look. */
function check(file: string): StoreCheckMessage {
  try {
    return { type: 'checked', check: checkStoreFile(file) };
  } catch (error) {
    return { type: 'check-failed', ...postedFailure(error) };
  }
}

/** The thread's side: jobs come one after another from list-sync-runner.ts (ListSyncThread); each gets its end. */
export function serveListSync(port: MessagePort): void {
  port.on('message', (request: ListSyncRequest) => answer(port, request));
}

function answer(port: MessagePort, request: ListSyncRequest): void {
  if ('check' in request) {
    port.postMessage({ id: request.id, message: check(request.check.file) } satisfies ListSyncReply);
    return;
  }
  const tell = (message: ListSyncMessage) => port.postMessage({ id: request.id, message } satisfies ListSyncReply);
  let ended: SyncEnd;
  try {
    ended = run(request.job, tell);
  } catch (error) {
    ended = { end: failure(error), after: null };
  }
  tell(ended.end);
  try {
    ended.after?.();
  } catch (error) {
    // The sync's end is told already; rows still waiting for the index are searched row by row, and indexed next time.
    console.error(
      `Freight Desk: the search index could not catch up after a sync (searches check the rows meanwhile): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

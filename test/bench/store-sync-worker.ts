/*
 * The sync of the store bench run where issue 8 wants it, off main's thread:
 * a worker with its own connection to the same file writes the whole list in
 * batches while main keeps answering pages. Started by test/bench/store.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStore } from '@main/store';
import { openListAnswer } from '@main/sync/list-answer-reader';
import { SEARCH_CATCH_UP_BATCH } from '@main/sync/list-sync-job';
import { failureContextOf } from '../helpers/failure-context';
import { syntheticShipments } from '../helpers/synthetic-shipments';

/** Part of the list: `count` synthetic shipments from a seed (the same seed and first index give the same shipments). */
export interface ListPart {
  readonly count: number;
  readonly seed: number;
  readonly firstIndex: number;
}

interface Job {
  readonly dataDir: string;
  readonly profileId: string;
  /** The list, newest first, as parts. */
  readonly parts: readonly ListPart[];
  readonly batchSize: number;
  readonly fetchedAt: string;
}

const job = workerData as Job;
// The answer saved to a file beforehand, as main saves the service's (list-answer-file.ts); untimed. A list of
// a million is more JSON than one string may hold, so it is written a chunk at a time.
const CHUNK = 50_000;
const answerFile = join(job.dataDir, 'bench-list-answer.json');
const fd = openSync(answerFile, 'w');
let count = 0;
writeSync(fd, '{"shipments":[');
for (const part of job.parts) {
  const generated = syntheticShipments(part.count, part.seed, part.firstIndex);
  for (let i = 0; i < generated.length; i += CHUNK) {
    const items = JSON.stringify(generated.slice(i, i + CHUNK));
    writeSync(fd, `${count > 0 ? ',' : ''}${items.slice(1, -1)}`);
    count += Math.min(CHUNK, generated.length - i);
  }
}
writeSync(fd, `],"totalElements":${count}}`);
closeSync(fd);
// Timed as serve-list-sync.ts runs: the saved answer read and checked in batches, the store opened, the
// batches written, finish (the sync's end, told to main then); then, timed apart, what it does after: the log
// copied, the search index catches up, checkpoint, close.
const started = performance.now();
const answer = openListAnswer(answerFile, 200, failureContextOf('tracking.shipments'), () => false);
if (answer === null) throw new Error('the bench cancelled nothing, yet the answer was not read');
let readMs = performance.now() - started;
const store = LocalStore.open(job.dataDir, job.profileId);
const sync = store.shipments.beginSync({ fetchedAt: job.fetchedAt, count: answer.count });
let longest = 0;
for (let first = 0; first < answer.count; first += job.batchSize) {
  const batchStarted = performance.now();
  const items = answer.batch(first, job.batchSize);
  readMs += performance.now() - batchStarted;
  sync.writeBatch(items);
  longest = Math.max(longest, performance.now() - batchStarted);
}
sync.finish(answer.totalElements);
const ended = performance.now();
answer.close();
rmSync(answerFile);
store.copyLog();
const copied = performance.now();
while (store.shipments.catchUpSearch(SEARCH_CATCH_UP_BATCH) > 0);
const caughtUp = performance.now();
store.checkpoint();
store.close();
parentPort?.postMessage({
  ms: ended - started,
  readMs,
  longestBatchMs: longest,
  catchUpMs: caughtUp - copied,
  afterMs: performance.now() - ended,
});

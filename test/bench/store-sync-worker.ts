/*
 * The sync of the store bench run where issue 8 wants it, off main's thread:
 * a worker with its own connection to the same file writes the whole list in
 * batches while main keeps answering pages. Started by test/bench/store.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStore } from '@main/store';
import { openListAnswer, type ListAnswer } from '@main/sync/list-answer-reader';
import { LastSyncs } from '@main/sync/last-syncs';
import { SEARCH_CATCH_UP_BATCH, type DatedList } from '@main/sync/list-sync-job';
import { writeDatedList } from '@main/sync/dated-list-write';
import { failureContextOf } from '../helpers/failure-context';
import type { ShipmentListItem } from '@shared/api/tracking';
import { syntheticShipments } from '../helpers/synthetic-shipments';

/** Part of the list: `count` synthetic shipments from a seed (the same seed and first index give the same shipments). */
export interface ListPart {
  readonly count: number;
  readonly seed: number;
  readonly firstIndex: number;
  /** Only the shipments picked up on or after this date: what the service sends when asked since it (StartDate). */
  readonly pickedUpSince?: string;
  /**
   * New bookings picked up in the days from this date, each delivered its
   * transit days later: a list asked since that date holds only such.
   */
  readonly pickedUpFrom?: { readonly date: string; readonly days: number };
}

const DAY_MS = 86_400_000;

/** The part's shipments, as the service would list them. */
function partShipments(part: ListPart): ShipmentListItem[] {
  const all = syntheticShipments(part.count, part.seed, part.firstIndex);
  if (part.pickedUpSince !== undefined) {
    const since = Date.parse(part.pickedUpSince);
    return all.filter((item) => item.pickUpDate !== null && Date.parse(item.pickUpDate) >= since);
  }
  if (part.pickedUpFrom === undefined) return all;
  const { days } = part.pickedUpFrom;
  const from = Date.parse(part.pickedUpFrom.date);
  return all.map((item, i) => {
    const pickUp = from + (i % days) * DAY_MS + (i % 24) * 3_600_000;
    const deliveredAt = pickUp + (item.transitDays ?? 0) * DAY_MS;
    return {
      ...item,
      pickUpDate: new Date(pickUp).toISOString().slice(0, 19),
      deliveryDate: item.deliveryDate === null ? null : new Date(deliveredAt).toISOString().slice(0, 19),
    };
  });
}

interface Job {
  readonly dataDir: string;
  readonly profileId: string;
  /** The list, newest first, as parts. */
  readonly parts: readonly ListPart[];
  readonly batchSize: number;
  readonly fetchedAt: string;
  /** The list the last completed sync saw, remembered by the thread; none: the first sync after a start. */
  readonly remembered: readonly ListPart[] | null;
  /** A list asked since a date, written as the app's thread writes one (dated-list-write.ts); null: the whole list. */
  readonly dated: DatedList | null;
}

const job = workerData as Job;
const context = failureContextOf('tracking.shipments');
// A list of a million is more JSON than one string may hold, so it is written a chunk at a time.
const CHUNK = 50_000;

/** The list of `parts` saved to a file, as main saves the service's answer (list-answer-file.ts). */
function savedAnswer(file: string, parts: readonly ListPart[]): string {
  const fd = openSync(file, 'w');
  let count = 0;
  writeSync(fd, '{"shipments":[');
  for (const part of parts) {
    const generated = partShipments(part);
    for (let i = 0; i < generated.length; i += CHUNK) {
      const items = JSON.stringify(generated.slice(i, i + CHUNK));
      writeSync(fd, `${count > 0 ? ',' : ''}${items.slice(1, -1)}`);
      count += Math.min(CHUNK, generated.length - i);
    }
  }
  writeSync(fd, `],"totalElements":${count}}`);
  closeSync(fd);
  return file;
}

function opened(file: string): ListAnswer {
  const answer = openListAnswer(file, 200, context, () => false);
  if (answer === null) throw new Error('the bench cancelled nothing, yet the answer was not read');
  return answer;
}

// What the thread recalls of the last completed sync, as serve-list-sync.ts keeps it. With `remembered`, it is
// filled from that list beforehand (untimed), as that sync would have left it.
const lastSyncs = new LastSyncs();
if (job.remembered) {
  const before = opened(savedAnswer(join(job.dataDir, 'bench-list-before.json'), job.remembered));
  const recall = lastSyncs.begin(job.dataDir, job.profileId, before.count);
  for (let first = 0; first < before.count; first += job.batchSize)
    recall.entries(before.bytesOf(first, job.batchSize), first);
  recall.completed();
  before.close();
  rmSync(join(job.dataDir, 'bench-list-before.json'));
}
const answerFile = savedAnswer(join(job.dataDir, 'bench-list-answer.json'), job.parts);
// Timed as serve-list-sync.ts runs: the saved answer read and checked in batches, the store opened, the
// batches written, finish (the sync's end, told to main then); then, timed apart, what it does after: the log
// copied, the search index catches up, checkpoint, close.
const started = performance.now();
const answer = opened(answerFile);
let readMs = performance.now() - started;
const store = LocalStore.open(job.dataDir, job.profileId);
let longest = 0;
if (job.dated !== null && answer.count < job.dated.wholeCount) {
  // A dated list's batches parse and write in one call: its read is not told apart.
  let batchStarted = performance.now();
  writeDatedList(store, answer, {
    batchSize: job.batchSize,
    fetchedAt: job.fetchedAt,
    isCancelled: () => false,
    onBatch: () => {
      longest = Math.max(longest, performance.now() - batchStarted);
      batchStarted = performance.now();
    },
  });
  readMs = Number.NaN;
} else {
  const sync = store.shipments.beginSync({ fetchedAt: job.fetchedAt, count: answer.count });
  const recall = lastSyncs.begin(job.dataDir, job.profileId, answer.count);
  for (let first = 0; first < answer.count; first += job.batchSize) {
    const batchStarted = performance.now();
    const entries = recall.entries(answer.bytesOf(first, job.batchSize), first);
    readMs += performance.now() - batchStarted;
    sync.writeEntries(entries);
    longest = Math.max(longest, performance.now() - batchStarted);
  }
  sync.finish(answer.totalElements);
  recall.completed();
}
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

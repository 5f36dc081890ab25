/*
 * The sync of the store bench run where issue 8 wants it, off main's thread:
 * a worker with its own connection to the same file writes the whole list in
 * batches while main keeps answering pages. Started by test/bench/store.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { operations } from '@shared/api/operations';
import type { ShipmentListItem } from '@shared/api/tracking';
import { LocalStore } from '@main/store';
import { SEARCH_CATCH_UP_BATCH } from '@main/sync/list-sync-job';
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
// The list generated here (100,000 items need not cross threads for a bench), then read as serve-list-sync.ts
// reads the service's answer before its timer starts: its JSON text parsed, then checked by the operation's
// schema. The items are then what the app's sync gets: objects of the schema, texts parsed from JSON. The
// generated ones hold texts built piece by piece, which a sync's first read of each (its hash) had to flatten
// inside the timed part, a cost the app never pays.
// A list of a million is more JSON than one string may hold, so it goes through JSON a chunk at a time.
const CHUNK = 50_000;
const items = job.parts.flatMap((part) => {
  const generated = syntheticShipments(part.count, part.seed, part.firstIndex);
  const parsed: ShipmentListItem[] = [];
  for (let i = 0; i < generated.length; i += CHUNK) {
    const answer = JSON.stringify({ shipments: generated.slice(i, i + CHUNK) });
    parsed.push(...operations['tracking.shipments'].response.parse(JSON.parse(answer)).shipments);
  }
  return parsed;
});
// Timed as serve-list-sync.ts runs after its parse: open, batches, finish (the sync's end, told to
// main then); then, timed apart, what it does after: the log copied, the search index catches up, checkpoint, close.
const started = performance.now();
const store = LocalStore.open(job.dataDir, job.profileId);
const sync = store.shipments.beginSync({ fetchedAt: job.fetchedAt, count: items.length });
let longest = 0;
for (let i = 0; i < items.length; i += job.batchSize) {
  const batchStarted = performance.now();
  sync.writeBatch(items.slice(i, i + job.batchSize));
  longest = Math.max(longest, performance.now() - batchStarted);
}
sync.finish(items.length);
const ended = performance.now();
store.copyLog();
const copied = performance.now();
while (store.shipments.catchUpSearch(SEARCH_CATCH_UP_BATCH) > 0);
const caughtUp = performance.now();
store.checkpoint();
store.close();
parentPort?.postMessage({
  ms: ended - started,
  longestBatchMs: longest,
  catchUpMs: caughtUp - copied,
  afterMs: performance.now() - ended,
});

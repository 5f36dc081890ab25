/*
 * The sync of the store bench run where issue 8 wants it, off main's thread:
 * a worker with its own connection to the same file writes the whole list in
 * batches while main keeps answering pages. Started by test/bench/store.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LocalStore } from '@main/store';
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
// The list as a fetch would hand it over (generated here: 100,000 items need not cross threads for a bench).
const items = job.parts.flatMap((part) => syntheticShipments(part.count, part.seed, part.firstIndex));
// Timed as list-sync-worker.ts runs after its parse: open, batches, finish, checkpoint, close.
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
store.checkpoint();
store.close();
parentPort?.postMessage({ ms: performance.now() - started, longestBatchMs: longest });

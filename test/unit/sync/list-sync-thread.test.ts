import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker, WorkerOptions } from 'node:worker_threads';
import Sqlite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUTS } from '@main/api';
import { ListSyncThread, type ListSyncRun } from '@main/sync/list-sync-runner';
import { sourceWorkerLauncher } from '@main/worker-thread/worker-launcher';
import { LocalStore, storeFile } from '@main/store';
import { syntheticShipments } from '../../helpers/synthetic-shipments';
import { TEST_NOW } from '../../helpers/test-clock';

/**
 * The list sync's thread is started once and kept: a sync does not pay for
 * loading the store and the schemas again. A thread that dies fails the sync
 * it held, and the next sync gets a new one.
 */
let dataDir: string;
let launched: Worker[];
const launch = (options: WorkerOptions) => {
  const worker = sourceWorkerLauncher(options);
  launched.push(worker);
  return worker;
};

let answers = 0;

function syncOf(shipments: readonly unknown[]): ListSyncRun {
  const count = shipments.length;
  const answerFile = path.join(dataDir, `answer-${answers++}.json`);
  writeFileSync(answerFile, JSON.stringify({ shipments, totalElements: count }));
  return {
    dataDir,
    profileId: 'thread-test',
    fetchedAt: new Date(TEST_NOW).toISOString(),
    answerFile,
    status: 200,
    context: {
      operationId: 'tracking.shipments',
      summary: 'List shipments with tracking data',
      method: 'GET',
      check: null,
      path: '/tracking/shipments',
      host: '127.0.0.1:1',
      timeouts: DEFAULT_TIMEOUTS,
      attempts: 1,
    },
    onProgress: () => undefined,
    now: () => TEST_NOW,
  };
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fd-sync-thread-'));
  launched = [];
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the list sync thread', () => {
  it('runs one sync after another on the one thread it started', async () => {
    const thread = new ListSyncThread(launch);
    try {
      const first = await thread.run(syncOf(syntheticShipments(30, 1))).ended;
      const second = await thread.run(syncOf(syntheticShipments(40, 2))).ended;
      expect(first).toMatchObject({ kind: 'done', written: 30 });
      expect(second).toMatchObject({ kind: 'done', written: 40 });
      expect(launched).toHaveLength(1);
      const store = LocalStore.open(dataDir, 'thread-test');
      try {
        // The second list replaced the first: its 40 are listed, the first's 30 marked as no longer listed.
        expect(
          store.shipments.pages.page({ offset: 0, limit: 500 }).rows.filter((r) => !r.stored.missingSince),
        ).toHaveLength(40);
      } finally {
        store.close();
      }
    } finally {
      await thread.close();
    }
  });

  it('indexes the rows of a sync for search once it has told main the sync ended', async () => {
    const thread = new ListSyncThread(launch);
    try {
      const shipments = syntheticShipments(2_500, 3);
      expect(await thread.run(syncOf(syntheticShipments(2_500, 3))).ended).toMatchObject({
        kind: 'done',
        written: 2_500,
      });
      const db = new Sqlite(storeFile(dataDir, 'thread-test'), { readonly: true });
      try {
        const waiting = db.prepare<[], number>('SELECT count(*) FROM shipment_search_pending').pluck();
        // In batches, after the end: none of the 2,500 rows is left out of the index for long.
        await vi.waitFor(() => expect(waiting.get()).toBe(0), { timeout: 20_000, interval: 50 });
      } finally {
        db.close();
      }
      const store = LocalStore.open(dataDir, 'thread-test', { listInMemory: false });
      try {
        const last = shipments.at(-1)!.shipmentCode!;
        expect(
          store.shipments.pages.page({ search: last, offset: 0, limit: 10 }).rows.map((r) => r.shipmentCode),
        ).toContain(last);
      } finally {
        store.close();
      }
    } finally {
      await thread.close();
    }
  });

  it('a bad item part way keeps the batches written before it, and tells what they changed', async () => {
    const thread = new ListSyncThread(launch);
    try {
      const stored = syntheticShipments(20, 5);
      const fresh = syntheticShipments(10, 6, 1_000);
      await thread.run(syncOf(stored)).ended;
      // Batches of 10: the new ten first, then the stored twenty with one broken in the last batch.
      const broken = [...fresh, ...stored.slice(0, 15), { ...stored[15], pickUpDate: 'tomorrow' }, ...stored.slice(16)];
      const running = thread.run({ ...syncOf(broken), batchSize: 10 });
      await expect(running.ended).rejects.toMatchObject({
        kind: 'bad-response',
        message: expect.stringContaining('$.shipments[25].pickUpDate'),
      });
      expect(running.committed().filter((change) => change.kind === 'added')).toHaveLength(10);
      const store = LocalStore.open(dataDir, 'thread-test');
      try {
        const rows = store.shipments.pages.page({ offset: 0, limit: 500 }).rows;
        expect(rows).toHaveLength(30);
        expect(rows.filter((row) => row.stored.missingSince !== null)).toEqual([]);
      } finally {
        store.close();
      }
    } finally {
      await thread.close();
    }
  });

  it('fails the sync a dead thread held, and starts a new thread for the next', async () => {
    const thread = new ListSyncThread(launch);
    try {
      const held = thread.run(syncOf(syntheticShipments(5_000, 3)));
      await launched[0]?.terminate();
      await expect(held.ended).rejects.toMatchObject({ code: 'sync-failed' });
      await expect(thread.run(syncOf(syntheticShipments(10, 4))).ended).resolves.toMatchObject({
        kind: 'done',
        written: 10,
      });
      expect(launched).toHaveLength(2);
    } finally {
      await thread.close();
    }
  });
});

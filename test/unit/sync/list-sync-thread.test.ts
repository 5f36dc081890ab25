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
    dated: null,
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

// Each test starts a thread and syncs thousands of rows: longer than the default on a busy machine.
describe('the list sync thread', { timeout: 60_000 }, () => {
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

  it('writes a list asked since a date without judging the rows it does not hold: new rows on top, in its order', async () => {
    const thread = new ListSyncThread(launch);
    try {
      const stored = syntheticShipments(30, 1);
      await thread.run(syncOf(stored)).ended;
      const fresh = syntheticShipments(25, 9, 1_000);
      const changed = { ...stored[3]!, trackingStatus: 'Delivered' };
      // Batches of 10: the dated list is written from its last batch to its first, so its first item ends on top.
      const dated = await thread.run({
        ...syncOf([...fresh, changed]),
        dated: { startDate: '2026-03-01', wholeCount: 30 },
        batchSize: 10,
      }).ended;
      expect(dated).toMatchObject({ kind: 'done', written: 26 });
      const store = LocalStore.open(dataDir, 'thread-test');
      try {
        const rows = store.shipments.pages.page({ offset: 0, limit: 500 }).rows;
        // None of the 29 stored rows the dated list did not hold is marked as no longer listed.
        expect(rows).toHaveLength(55);
        expect(rows.every((row) => row.stored.missingSince === null)).toBe(true);
        expect(rows.slice(0, 25).map((row) => row.shipmentId)).toEqual(fresh.map((item) => item.shipmentId));
        const updated = rows.find((row) => row.shipmentId === changed.shipmentId);
        expect(updated?.trackingStatus).toBe('Delivered');
        // Stored rows keep their place among the others.
        expect(rows.slice(25).map((row) => row.shipmentId)).toEqual(stored.map((item) => item.shipmentId));
        const state = store.syncState.get('shipments');
        // The list's time is still the whole sync's; the service's count of its whole list is no longer known.
        expect(state.totalElements).toBeNull();
        expect(state.completedAt).not.toBeNull();
      } finally {
        store.close();
      }
    } finally {
      await thread.close();
    }
  });

  it('writes a dated answer as long as the last whole list as a whole one: the service did not apply the date', async () => {
    const thread = new ListSyncThread(launch);
    try {
      const stored = syntheticShipments(30, 1);
      await thread.run(syncOf(stored)).ended;
      const answer = [...syntheticShipments(2, 9, 1_000), ...stored.slice(1)];
      await thread.run({ ...syncOf(answer), dated: { startDate: '2026-03-01', wholeCount: 30 } }).ended;
      const store = LocalStore.open(dataDir, 'thread-test');
      try {
        const rows = store.shipments.pages.page({ offset: 0, limit: 500 }).rows;
        expect(rows.filter((row) => row.stored.missingSince !== null).map((row) => row.shipmentId)).toEqual([
          stored[0]?.shipmentId,
        ]);
        expect(store.syncState.get('shipments').totalElements).toBe(31);
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
        details: { problems: [expect.objectContaining({ path: '$.shipments[25].pickUpDate' })] },
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

  it('a sync after a completed one parses only the items that came changed, and stores what a full read stores', async () => {
    const thread = new ListSyncThread(launch);
    /** Every listed row's id, status and code, in the list's order. */
    const listed = (profileId: string) => {
      const store = LocalStore.open(dataDir, profileId, { listInMemory: false });
      try {
        const rows: unknown[] = [];
        for (let offset = 0; ; offset += 1_000) {
          const page = store.shipments.pages.page({ offset, limit: 1_000 }).rows;
          for (const row of page)
            if (row.stored.missingSince === null) rows.push([row.shipmentId, row.trackingStatus, row.shipmentCode]);
          if (page.length < 1_000) return rows;
        }
      } finally {
        store.close();
      }
    };
    try {
      const first = syntheticShipments(2_500, 8);
      expect(await thread.run(syncOf(first)).ended).toMatchObject({ kind: 'done', recalled: 0 });
      // Ten new ones first; three others changed; the rest byte for byte as before, at the same places from the end.
      const changed = new Set([100, 200, 300]);
      const second = [
        ...syntheticShipments(10, 9, 5_000),
        ...first.map((s, i) => (changed.has(i) ? { ...s, trackingStatus: 'Held by the test' } : s)),
      ];
      const again = await thread.run(syncOf(second)).ended;
      expect(again).toMatchObject({ kind: 'done', written: 2_510, recalled: 2_497 });
      expect(again.kind === 'done' && again.changes.filter((c) => c.kind === 'added')).toHaveLength(10);
      // The same list read whole into another profile's store: the same rows.
      expect(await thread.run({ ...syncOf(second), profileId: 'thread-full' }).ended).toMatchObject({ recalled: 0 });
      expect(listed('thread-test')).toEqual(listed('thread-full'));

      // A row changed in the store since (main's own write): the next sync's same bytes write it back.
      const store = LocalStore.open(dataDir, 'thread-test', { listInMemory: false });
      try {
        store.shipments.upsertSome([{ ...second[20]!, trackingStatus: 'Cancelled' }], '2020-01-01T00:00:00.000Z');
      } finally {
        store.close();
      }
      expect(listed('thread-test')).not.toEqual(listed('thread-full'));
      const bytesAgain = await thread.run(syncOf(second)).ended;
      expect(bytesAgain).toMatchObject({ kind: 'done', recalled: 2_510 });
      expect(listed('thread-test')).toEqual(listed('thread-full'));

      // A sync that fails leaves nothing to recall: the next one reads every item.
      const broken = second.map((s, i) => (i === 2_000 ? { ...s, pickUpDate: 'tomorrow' } : s));
      await expect(thread.run(syncOf(broken)).ended).rejects.toMatchObject({ kind: 'bad-response' });
      expect(await thread.run(syncOf(second)).ended).toMatchObject({ kind: 'done', recalled: 0 });
      expect(listed('thread-test')).toEqual(listed('thread-full'));
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

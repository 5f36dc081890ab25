import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Sqlite from 'better-sqlite3';
import type { AppCore } from '@main/app-core';
import { storeFile } from '@main/store';
import { ManualClock } from '@harness/manual-clock';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';
import { memoryKeychain } from '../helpers/memory-keychain';
import { TEST_NOW } from '../helpers/test-clock';
import { bookThroughCore, nextEvent, statusWhen, syncIdle, value } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * A large account's list is asked since a date between whole syncs
 * (src/main/sync/dated-sync.ts): the service sends the shipments picked up
 * since then, the store adds and updates them, and judges no other row until
 * the next whole list. The rule's threshold is made small here, so that a
 * list of 200 counts as large.
 */
const SEEDED = 200;
const MINUTE = 60_000;

let core: AppCore;
let dataDir: string;
let clock: ManualClock;
/** How many items each sync's list held, in order (the total its writing phase told). */
let listSizes: number[];
/** The day each sync asked its list since, as its status told it (null: the whole list). */
let sinceDays: (string | null)[];

const page = (input: object = {}) => value<StoredShipmentPage>(core, 'tracking.shipments', input);

/** Runs one sync to its end and returns how many items its list held. */
async function synced(start: () => Promise<unknown>): Promise<{ status: SyncStatus; listed: number | undefined }> {
  await syncIdle(core);
  const before = listSizes.length;
  await start();
  const status = await syncIdle(core);
  expect(listSizes.length).toBe(before + 1);
  return { status, listed: listSizes.at(-1) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-sync-dated-'));
  clock = new ManualClock(TEST_NOW);
  listSizes = [];
  sinceDays = [];
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    sandbox: { seedShipments: SEEDED, demoHistory: false },
    session: { clock },
    datedSync: { fromListed: 100, wholeEveryMs: 60 * MINUTE, lookbackMs: 7 * 24 * 60 * MINUTE },
  });
  core.onEvent((event, payload) => {
    const status = payload as SyncStatus;
    if (event === 'sync.changed' && status.running?.phase === 'writing' && status.running.done === 0) {
      listSizes.push(status.running.total ?? -1);
      sinceDays.push(status.running.since);
    }
  });
  await statusWhen(core, (s) => s.state === 'connected');
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a sync of a large list between whole ones', () => {
  it('asks the list since a date after a booking: the new shipment shows, and no other row is judged', async () => {
    const signIn = await syncIdle(core);
    expect(signIn.error).toBeNull();
    expect(listSizes).toEqual([SEEDED]);
    expect((await page()).totalElements).toBe(SEEDED);

    const changed = nextEvent(core, 'shipments.changed');
    let booked = { shipmentId: '', shipmentCode: '' };
    const { status, listed } = await synced(async () => (booked = await bookThroughCore(core)));
    expect(status.error).toBeNull();
    expect((await changed).changes).toContainEqual(
      expect.objectContaining({ kind: 'added', shipmentId: booked.shipmentId }),
    );
    expect((await page({ search: booked.shipmentCode })).rows.map((row) => row.shipmentId)).toEqual([
      booked.shipmentId,
    ]);
    // The service sent the shipments picked up since a week before the whole list, the new one among them.
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(SEEDED);
    // A week before the whole list, which the sign-in fetched at the test's moment.
    expect(sinceDays).toEqual([null, new Date(TEST_NOW - 7 * 24 * 60 * MINUTE).toISOString().slice(0, 10)]);
    const after = await page({ limit: 500 });
    expect(after.total).toBe(SEEDED + 1);
    expect(after.rows.every((row) => row.stored.missingSince === null)).toBe(true);
    // The service's count of its whole list is not known from a dated list: the list says none.
    expect(after.totalElements).toBeNull();
    // The status says when this sync ended; the list's time stays the whole list's, which judged every row.
    expect(status.completedAt).not.toBe(signIn.completedAt);
    expect(after.fetchedAt).toBe(signIn.fetchedAt);
  });

  it('asks the whole list on Refresh and once the last whole list is an hour old', async () => {
    const refreshed = await synced(() => value(core, 'sync.start'));
    expect(refreshed.listed).toBe(SEEDED + 1);
    expect((await page()).totalElements).toBe(SEEDED + 1);

    await value(core, 'settings.save', { syncIntervalMinutes: 30 });
    const timed = await synced(async () => clock.advance(30 * MINUTE));
    expect(timed.listed).toBeLessThan(SEEDED);
    const whole = await synced(async () => clock.advance(30 * MINUTE));
    expect(whole.listed).toBe(SEEDED + 1);
    expect(sinceDays.slice(2)).toEqual([null, sinceDays[1], null]);
  });

  it('asks the whole list when the store no longer holds the last one (a damaged store set aside and opened new)', async () => {
    await synced(() => value(core, 'sync.start'));
    const whole = listSizes.at(-1) ?? 0;
    // What a new store holds: no whole list yet.
    const db = new Sqlite(storeFile(dataDir, 'sandbox'));
    try {
      db.prepare("UPDATE sync_state SET fetched_at = NULL WHERE subject = 'shipments'").run();
    } finally {
      db.close();
    }
    const { listed } = await synced(() => bookThroughCore(core));
    expect(listed).toBe(whole + 1);
    expect(sinceDays.at(-1)).toBeNull();
  });
});

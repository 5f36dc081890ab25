import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import { ManualClock } from '@harness/manual-clock';
import type { ProfileSummary } from '@shared/domain/profile';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';
import type { SessionStatus } from '@shared/ipc/session';
import { memoryKeychain } from '../helpers/memory-keychain';
import { TEST_NOW } from '../helpers/test-clock';
import { bookThroughCore, nextEvent, statusWhen, syncIdle, value } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * The tracking list comes from the local store, which the sync fills from the
 * service in a worker thread: on sign-in, after a booking, on the timer and on
 * Refresh. A cancelled or failed sync leaves the previous data; a profile
 * switch stops the old profile's sync. Main's clock is a ManualClock, so the
 * timer fires when the test moves time, never by waiting.
 */
const SEEDED = 60;
const SECOND = { apiKey: 'sync-second-key', apiSecret: 'sync-second-secret' };

let core: AppCore;
let dataDir: string;
let clock: ManualClock;

const page = (input: object = {}) => value<StoredShipmentPage>(core, 'tracking.shipments', input);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-sync-'));
  clock = new ManualClock(TEST_NOW);
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    // Exactly SEEDED shipments: the counts below are the sync's, not the demo history's (demo-history.test.ts).
    sandbox: { seedShipments: SEEDED, accounts: [SECOND], demoHistory: false },
    session: { clock },
    // Small batches: a list of 60 is written in several transactions, so a cancel lands between two.
    syncBatchSize: 10,
  });
  await statusWhen(core, (s) => s.state === 'connected');
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the sync of the shipment list', () => {
  it('fills the store on sign-in; pages, sorts and searches answer from it without fetching', async () => {
    const synced = await syncIdle(core);
    expect(synced).toMatchObject({ profileId: 'sandbox', error: null, running: null });
    expect(synced.completedAt).not.toBeNull();
    // Stamped on main's clock, also where the worker thread wrote it (a worker's own Date is on the real calendar).
    const completedAt = Date.parse(synced.completedAt ?? '');
    expect(completedAt).toBeGreaterThanOrEqual(TEST_NOW);
    expect(completedAt - clock.now()).toBeLessThan(60_000);

    const served = core.sandbox.stats.count('tracking.shipments');
    const first = await page({ limit: 20 });
    expect(first.total).toBe(SEEDED);
    expect(first.rows).toHaveLength(20);
    expect(first.fetchedAt).toBe(synced.fetchedAt);

    const byCode = await page({ limit: 500, sort: { key: 'shipmentCode', direction: 'desc' } });
    const codes = byCode.rows.map((row) => row.shipmentCode ?? '');
    expect(codes).toEqual([...codes].sort().reverse());

    const one = byCode.rows[7];
    const found = await page({ search: one?.shipmentCode ?? '' });
    expect(found.rows.map((row) => row.shipmentId)).toEqual([one?.shipmentId]);
    // Three pages and a search, and the service was not asked once.
    expect(core.sandbox.stats.count('tracking.shipments')).toBe(served);
  });

  it('shows a booking in the list after the sync its booking starts, and tells what changed', async () => {
    await syncIdle(core);
    const changed = nextEvent(core, 'shipments.changed');
    const booked = await bookThroughCore(core);
    await syncIdle(core);
    const found = await page({ search: booked.shipmentCode });
    expect(found.rows.map((row) => row.shipmentCode)).toEqual([booked.shipmentCode]);
    expect((await page()).total).toBe(SEEDED + 1);
    const event = await changed;
    expect(event.profileId).toBe('sandbox');
    expect(event.changes).toContainEqual(expect.objectContaining({ kind: 'added', shipmentId: booked.shipmentId }));
  });

  it('keeps what it had when a sync fails, and shows the error until one completes', async () => {
    const before = await syncIdle(core);
    const total = (await page()).total;
    core.sandbox.faults.set('tracking.shipments', { malformedJson: true, times: 1 });
    const failed = nextEvent(core, 'sync.changed', (s) => s.running === null && s.error !== null);
    await value(core, 'sync.start');
    const status = await failed;
    expect(status.error).toMatchObject({ code: 'bad-response' });
    expect(status.error?.message).toContain('cannot read');
    expect(status.completedAt).toBe(before.completedAt);
    expect((await page()).total).toBe(total);
    expect((await value<SyncStatus>(core, 'sync.status')).error?.code).toBe('bad-response');

    const healed = nextEvent(core, 'sync.changed', (s) => s.running === null);
    await value(core, 'sync.start');
    expect((await healed).error).toBeNull();
  });

  it('keeps the previous data when the operator cancels, and marks nothing missing', async () => {
    await syncIdle(core);
    const total = (await page()).total;
    // The list answer is slow: the cancel comes while it is on its way.
    core.sandbox.faults.set('tracking.shipments', { latencyMs: 300, times: 1 });
    const served = core.sandbox.stats.count('tracking.shipments');
    await value(core, 'sync.start');
    while (core.sandbox.stats.count('tracking.shipments') === served) await new Promise((r) => setTimeout(r, 5));
    const cancelled = await value<SyncStatus>(core, 'sync.cancel');
    const status =
      cancelled.running === null ? cancelled : await nextEvent(core, 'sync.changed', (s) => s.running === null);
    expect(status.cancelledAt).not.toBeNull();
    expect(status.error).toBeNull();
    const after = await page({ limit: 500 });
    expect(after.total).toBe(total);
    expect(after.rows.every((row) => row.stored.missingSince === null)).toBe(true);
  });

  it('syncs on the timer set in Settings, and not when it is off', async () => {
    await syncIdle(core);
    expect(await value(core, 'settings.save', { syncIntervalMinutes: 2 })).toMatchObject({ syncIntervalMinutes: 2 });
    const status = await value<SyncStatus>(core, 'sync.status');
    expect(status.nextAt).toBe(new Date(clock.now() + 2 * 60_000).toISOString());

    const served = core.sandbox.stats.count('tracking.shipments');
    const started = nextEvent(core, 'sync.changed', (s) => s.running?.reason === 'timer');
    clock.advance(2 * 60_000);
    await started;
    await syncIdle(core);
    expect(core.sandbox.stats.count('tracking.shipments')).toBe(served + 1);

    await value(core, 'settings.save', { syncIntervalMinutes: 0 });
    expect((await value<SyncStatus>(core, 'sync.status')).nextAt).toBeNull();
    clock.advance(60 * 60_000);
    expect((await value<SyncStatus>(core, 'sync.status')).running).toBeNull();
    expect(core.sandbox.stats.count('tracking.shipments')).toBe(served + 1);
  });

  it('stops the old profile’s sync on a switch: its list never shows under the new profile; removing the profile removes its store', async () => {
    await syncIdle(core);
    const second = await value<ProfileSummary>(core, 'profiles.save', {
      name: 'Second account',
      baseUrl: core.sandbox.baseUrl,
      ...SECOND,
    });
    core.sandbox.faults.set('tracking.shipments', { latencyMs: 300, times: 1 });
    const served = core.sandbox.stats.count('tracking.shipments');
    await value(core, 'sync.start');
    while (core.sandbox.stats.count('tracking.shipments') === served) await new Promise((r) => setTimeout(r, 5));
    const events: unknown[] = [];
    const stop = core.onEvent((event, payload) => {
      if (event === 'shipments.changed' && (payload as { profileId: string }).profileId === 'sandbox')
        events.push(payload);
    });
    await value<SessionStatus>(core, 'profiles.activate', { id: second.id });
    await statusWhen(core, (s) => s.state === 'connected' && s.profileId === second.id);
    const status = await syncIdle(core);
    expect(status.profileId).toBe(second.id);
    const list = await page({ limit: 500 });
    expect(list.total).toBe(0);
    stop();
    expect(events).toEqual([]);
    await value(core, 'profiles.activate', { id: 'sandbox' });
    await statusWhen(core, (s) => s.state === 'connected' && s.profileId === 'sandbox');
    await syncIdle(core);
    expect((await page()).total).toBe(SEEDED + 1);

    // Removing the profile removes its records: its store file goes with it.
    const file = join(dataDir, 'store', `${second.id}.sqlite`);
    expect(existsSync(file)).toBe(true);
    await value(core, 'profiles.remove', { id: second.id });
    expect(existsSync(file)).toBe(false);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import type { DeskNotice } from '@shared/ipc/channels/app';
import { DEFAULT_NOTIFICATIONS, type DeskSettings } from '@shared/ipc/channels/settings';
import { memoryKeychain } from '../helpers/memory-keychain';
import { bookThroughCore, nextEvent, statusWhen, syncIdle, value } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * The store's change events through the app core to a notice: a core with no
 * desktop of its own (as the web harness) sends 'app.notice' for the page.
 */
const HOUR_MS = 3_600_000;
let core: AppCore;
let dataDir: string;
const notices: DeskNotice[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-notify-'));
  // The sandbox's clock stands still: shipments move only when the test advances it.
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    sandbox: { clockSpeed: 0 },
  });
  core.onEvent((event, payload) => {
    if (event === 'app.notice') notices.push(payload as DeskNotice);
  });
  await statusWhen(core, (s) => s.state === 'connected');
  await syncIdle(core);
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Syncs now and waits for what it found. */
async function syncAfter(ms: number): Promise<void> {
  core.sandbox.clock.advance(ms);
  await value(core, 'sync.start');
  await syncIdle(core);
}

describe('notifications from the app core', () => {
  it('gives nothing for the first sync, one grouped notice for a sync that moved many shipments', async () => {
    expect(notices).toEqual([]);
    const changed = nextEvent(core, 'shipments.changed');
    await syncAfter(6 * HOUR_MS);
    const event = await changed;
    expect(notices).toHaveLength(1);
    const shipments = new Set(event.changes.map((c) => c.shipmentId ?? (c.kind === 'messages' ? c.shipmentCode : '')));
    expect(notices[0]?.title).toBe(`${shipments.size} shipments changed`);
    expect(notices[0]?.open).toEqual({ screen: 'tracking' });
  });

  it('says nothing of the operator’s own booking, nor of kinds switched off', async () => {
    notices.length = 0;
    await bookThroughCore(core);
    await syncIdle(core);
    expect(notices).toEqual([]);

    const off = Object.fromEntries(Object.keys(DEFAULT_NOTIFICATIONS).map((kind) => [kind, false]));
    const saved = await value<DeskSettings>(core, 'settings.save', { notifications: off });
    expect(saved.notifications.status).toBe(false);
    expect(saved.syncIntervalMinutes).toBe(5);
    const changed = nextEvent(core, 'shipments.changed');
    await syncAfter(24 * HOUR_MS);
    expect((await changed).changes.length).toBeGreaterThan(0);
    expect(notices).toEqual([]);
  });
});

import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppCore } from '@main/app-core';
import { ManualClock } from '@harness/manual-clock';
import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';
import { memoryKeychain } from '../helpers/memory-keychain';
import { TEST_NOW } from '../helpers/test-clock';
import type { ProfileSummary } from '@shared/domain/profile';
import { statusWhen, syncIdle, value } from './helpers/core';
import { startSandboxThread, type SandboxThread } from './helpers/sandbox-thread';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * A big list is parsed, checked and written off main's thread: main only
 * saves the answer to a file, which is gone once the sync ends. The event loop's longest block during the sync is
 * printed (never asserted: the machine is shared); what is asserted is that
 * main never parsed the list. The sandbox serving the list runs in a thread
 * of its own, so its work is not counted as main's.
 */
const SEEDED = 20_000;

let core: AppCore;
let dataDir: string;
let sandbox: SandboxThread;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-sync-big-'));
  sandbox = await startSandboxThread({ seedShipments: SEEDED });
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    session: { clock: new ManualClock(TEST_NOW) },
  });
  await statusWhen(core, (s) => s.state === 'connected');
  await syncIdle(core);
}, 120_000);
afterAll(async () => {
  await core?.close();
  await sandbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a sync of a big list', () => {
  it('stores 20,000 shipments with main never parsing the list', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    // Main's JSON.parse, watched: the list's text must never come through it.
    const parse = vi.spyOn(JSON, 'parse');
    const profile = await value<ProfileSummary>(core, 'profiles.save', {
      name: 'Big account',
      baseUrl: sandbox.baseUrl,
      ...sandbox.credentials,
    });
    delay.enable();
    await value(core, 'profiles.activate', { id: profile.id });
    await statusWhen(core, (s) => s.state === 'connected' && s.profileId === profile.id);
    const synced = await syncIdle(core);
    delay.disable();
    const bigParses = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 1_000_000);
    parse.mockRestore();

    expect(synced.error).toBeNull();
    expect(synced.completedAt).not.toBeNull();
    const page = await value<StoredShipmentPage>(core, 'tracking.shipments', {
      limit: 100,
      sort: { key: 'price', direction: 'desc' },
    });
    expect(page.total).toBe(SEEDED);
    expect(page.rows).toHaveLength(100);
    expect(bigParses).toEqual([]);
    // The answer saved for the sync's thread is deleted once the sync has ended.
    expect(readdirSync(join(dataDir, 'incoming'))).toEqual([]);
    console.log(
      `sync of ${SEEDED} shipments: main's event loop max block ${(delay.max / 1e6).toFixed(1)} ms, ` +
        `p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms (sign-in, the answer saved to a file, the worker's read, check and writes)`,
    );
  }, 120_000);
});

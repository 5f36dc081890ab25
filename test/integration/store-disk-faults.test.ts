import { promises as fs } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppCore } from '@main/app-core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';
import { ManualClock } from '@harness/manual-clock';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import type { DiskFault } from '@shared/domain/disk-faults';
import { memoryKeychain } from '../helpers/memory-keychain';
import { RefusingDisk } from '../helpers/refusing-disk';
import { silentLog } from '../helpers/silent-log';
import { TEST_NOW } from '../helpers/test-clock';
import { bookThroughCore, failureOf, nextEvent, value } from './helpers/core';

/**
 * A full disk and a read-only data folder are said in words with the folder
 * on every write path: the sync (whose failure is kept in memory when the
 * store refuses to record it), drafts, kept reads, uploads kept to open
 * offline, and the settings. How the disk is simulated (the tests run as
 * root, whom file modes do not stop): SQLite's writes refuse through
 * test/helpers/refusing-disk.ts, in main's thread and in the worker threads,
 * throwing SQLite's own SQLITE_FULL / SQLITE_READONLY; the settings files'
 * writes refuse through a spy on Node's fs.promises.open answering ENOSPC /
 * EROFS, as the OS does.
 */
const SEEDED = 20;
const disk = new RefusingDisk();
disk.install();

let core: AppCore;
let dataDir: string;
let storeFolder: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-disk-'));
  storeFolder = join(dataDir, 'store');
  disk.refuseUnder(storeFolder);
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    log: silentLog,
    sandbox: { clockStartAt: TEST_NOW, seedShipments: SEEDED, demoHistory: false },
    session: { clock: new ManualClock(TEST_NOW) },
    workerThread: disk.workers(),
  });
  await statusWhere((s) => s.running === null && s.completedAt !== null);
});
afterEach(async () => {
  disk.set('none');
  vi.restoreAllMocks();
  // A sync that completes clears the write refused: each test starts with none.
  const synced = nextEvent(core, 'sync.changed', (s) => s.running === null);
  await value(core, 'sync.start');
  expect((await synced).writeFailure).toBeNull();
});
afterAll(async () => {
  await core?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function statusWhere(test: (status: SyncStatus) => boolean): Promise<SyncStatus> {
  const waiting = nextEvent(core, 'sync.changed', test);
  const now = await value<SyncStatus>(core, 'sync.status');
  return test(now) ? now : waiting;
}

/** Node's fs.promises.open refuses files under `folder` as the OS does on a full disk or a read-only folder. */
function refuseOpeningUnder(folder: string, fault: DiskFault): void {
  const code = fault === 'disk-full' ? 'ENOSPC' : 'EROFS';
  const open = fs.open.bind(fs);
  vi.spyOn(fs, 'open').mockImplementation(async (path, ...rest) => {
    if (String(path).startsWith(folder))
      throw Object.assign(new Error(`${code}: refused, open '${String(path)}'`), { code });
    return open(path, ...rest);
  });
}

/** A sync started now, once it has failed. */
async function failedSync(): Promise<SyncStatus> {
  const failed = nextEvent(core, 'sync.changed', (s) => s.running === null && s.error !== null);
  await value(core, 'sync.start');
  return failed;
}

const SAID: Record<DiskFault, RegExp> = {
  'disk-full': /^The disk is full: Freight Desk could not write to /,
  'read-only': /^The data folder is read-only: Freight Desk could not write to /,
};

describe.each(['disk-full', 'read-only'] as const)('a disk that refuses writes (%s)', (fault) => {
  it('the sync fails with the disk named, kept in memory though the store cannot record it; a later sync clears it', async () => {
    const before = await value<SyncStatus>(core, 'sync.status');
    disk.set(fault);
    const status = await failedSync();
    expect(status.error?.code).toBe(fault);
    expect(status.error?.message).toMatch(SAID[fault]);
    expect(status.error?.message).toContain(storeFolder);
    // The list's time stays that of the last sync that completed: nothing new was stored.
    expect(status.completedAt).toBe(before.completedAt);
    expect(status.writeFailure).toMatchObject({ code: fault, message: expect.stringContaining(storeFolder) });

    disk.set('none');
    const healed = nextEvent(core, 'sync.changed', (s) => s.running === null);
    await value(core, 'sync.start');
    expect(await healed).toMatchObject({ error: null, writeFailure: null });
  });

  it('the list the disk refuses to take is said in words, naming the folder it goes to', async () => {
    const before = await value<SyncStatus>(core, 'sync.status');
    const incoming = join(dataDir, 'incoming');
    refuseOpeningUnder(incoming, fault);
    const status = await failedSync();
    expect(status.error?.code).toBe(fault);
    expect(status.error?.message).toMatch(SAID[fault]);
    expect(status.error?.message).toContain(incoming);
    expect(status.completedAt).toBe(before.completedAt);
  });

  it('a draft is refused in words, not as "internal"', async () => {
    disk.set(fault);
    const failure = await failureOf(core, 'drafts.save', { formKey: 'rating/boxes', value: { pieces: 2 } });
    expect(failure.code).toBe(fault);
    expect(failure.message).toMatch(SAID[fault]);
    expect(failure.message).toContain(storeFolder);
  });

  it('a kept read still answers, and the status says its copy could not be kept', async () => {
    disk.set(fault);
    const told = statusWhere((s) => s.writeFailure !== null);
    const kept = await value<{ fromStore: boolean }>(core, 'lookups.containers');
    expect(kept.fromStore).toBe(false);
    expect((await told).writeFailure?.message).toMatch(SAID[fault]);
  });

  it('an upload is sent, and the status says its copy could not be kept to open offline', async () => {
    const booking = await bookThroughCore(core);
    const { value: docs } = await value<{ value: Array<{ documentTemplateId: string | null; documentName: string }> }>(
      core,
      'documents.list',
      { shipmentId: booking.shipmentId },
    );
    disk.set(fault);
    const told = statusWhere((s) => s.writeFailure !== null);
    const upload = await value<{ success: boolean }>(core, 'documents.upload', {
      shipmentId: booking.shipmentId,
      documentTemplateId: docs[0]?.documentTemplateId ?? null,
      documentName: docs[0]?.documentName ?? 'Packing list',
      fileName: 'packing.pdf',
      // Larger than one chunk: its bytes are written on the store's file thread.
      content: Buffer.alloc(1_200_000, 7),
    });
    expect(upload.success).toBe(true);
    expect((await told).writeFailure?.message).toContain(storeFolder);
  });

  it('the settings are refused in words, naming the data folder', async () => {
    refuseOpeningUnder(dataDir, fault);
    const failure = await failureOf(core, 'settings.save', { syncIntervalMinutes: 30 });
    expect(failure.code).toBe(fault);
    expect(failure.message).toMatch(SAID[fault]);
    expect(failure.message).toContain(dataDir);
  });
});

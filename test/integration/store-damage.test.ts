import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AppCore } from '@main/app-core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';
import type { CoreLog } from '@main/log/core-log';
import { ManualClock } from '@harness/manual-clock';
import type { Keychain } from '@main/credentials/keychain';
import { DESK_RECORDS, storeFile } from '@main/store';
import { DESK_RECORD_NAMES } from '@shared/domain/desk-record-names';
import type { ProfileSummary } from '@shared/domain/profile';
import type { SetAsideStore, SyncStatus } from '@shared/ipc/channels/sync';
import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';
import { memoryKeychain } from '../helpers/memory-keychain';
import { digestOf, damagePagesOf, wholeFileDamage, type WholeFileDamage } from '../helpers/store-damage';
import { TEST_NOW } from '../helpers/test-clock';
import { failureOf, nextEvent, value } from './helpers/core';

/**
 * A damaged store file never locks the operator out: at start, when another
 * profile is activated, and when a read or the sync meets the damage later,
 * the file is set aside (renamed, never deleted), a new store takes its
 * place and is synced again, and the status says what was set aside, where,
 * and what could not be rebuilt. The files are damaged for real (cut, header
 * overwritten, random bytes, pages of a populated store overwritten).
 */
const SEEDED = 30;
const SECOND = { apiKey: 'damage-second-key', apiSecret: 'damage-second-secret' };
const DRAFT = { formKey: 'rating/boxes', value: { origin: 'Valencia', pieces: 3 } };
const DRAFTS = DESK_RECORDS[0].kind;

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A desk's data folder and keychain, kept across its restarts. */
async function desk(): Promise<{ dataDir: string; keychain: Keychain }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fd-damage-'));
  dirs.push(dataDir);
  return { dataDir, keychain: memoryKeychain() };
}

/** What the core wrote to its log, one line per entry. */
function recordingLog(): { lines: string[]; log: CoreLog } {
  const lines: string[] = [];
  const said = (error: unknown) => (error instanceof Error ? error.message : String(error));
  return {
    lines,
    log: {
      error: (context, error) => lines.push(`${context}: ${said(error)}`),
      failed: (context, failure) => lines.push(`${context}: ${failure.message}`),
    },
  };
}

function start(place: { dataDir: string; keychain: Keychain }, log?: CoreLog): Promise<AppCore> {
  return createAppCoreAtTestMoment({
    ...place,
    ...(log ? { log } : {}),
    sandbox: { clockStartAt: TEST_NOW, seedShipments: SEEDED, demoHistory: false, accounts: [SECOND] },
    // Main's clock moves only when a test says: no timer sync comes between the steps below.
    session: { clock: new ManualClock(TEST_NOW) },
  });
}

/** The first sync status that passes the test: now, or at the next sync.changed that does. */
async function statusWhere(core: AppCore, test: (status: SyncStatus) => boolean): Promise<SyncStatus> {
  const waiting = nextEvent(core, 'sync.changed', test);
  const now = await value<SyncStatus>(core, 'sync.status');
  return test(now) ? now : waiting;
}

/** What main said it set aside, once it has. */
async function setAsideOf(core: AppCore): Promise<SetAsideStore> {
  const status = await statusWhere(core, (s) => s.setAside !== null);
  return status.setAside as SetAsideStore;
}

/** The shipments listed once a sync of the active profile's (new) store has completed. */
async function listedAfterSync(core: AppCore): Promise<number> {
  await statusWhere(core, (s) => s.running === null && s.completedAt !== null);
  return (await value<StoredShipmentPage>(core, 'tracking.shipments', { limit: 500 })).total;
}

/** A first run of the desk: the list synced and a draft saved; then it quits. */
async function firstRun(place: { dataDir: string; keychain: Keychain }): Promise<void> {
  const core = await start(place);
  try {
    expect(await listedAfterSync(core)).toBe(SEEDED);
    await value(core, 'drafts.save', DRAFT);
    await value(core, 'lookups.containers');
  } finally {
    await core.close();
  }
}

/**
 * Everything written so far is copied from the log into the file, where the
 * test damages it: waited for until no reader holds the log (the sync's
 * thread indexes its rows for search once it has told main its end).
 */
async function checkpointBeside(file: string): Promise<void> {
  const db = new Sqlite(file);
  try {
    // pragma() is typed unknown: wal_checkpoint answers one row {busy, log, checkpointed}.
    while ((db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[])[0]?.busy !== 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    db.close();
  }
}

/** A commit of another connection: main's next read takes its pages from the file again, not from its cache. */
function commitBeside(file: string): void {
  const db = new Sqlite(file);
  try {
    db.prepare(`INSERT OR REPLACE INTO operator_marks (name, value) VALUES ('test.touch', 'x')`).run();
  } finally {
    db.close();
  }
}

/** The draft is where the message says it is: copied into the new store, or named as lost. */
async function expectDraftAccountedFor(core: AppCore, note: SetAsideStore): Promise<void> {
  const draft = await value<{ value: unknown } | null>(core, 'drafts.get', { formKey: DRAFT.formKey });
  if (draft) expect(draft.value).toEqual(DRAFT.value);
  expect(note.copied.includes(DRAFTS)).toBe(draft !== null);
  expect(note.lost.includes(DRAFTS)).toBe(draft === null);
  expect(note.message).toContain(DESK_RECORD_NAMES[DRAFTS]());
}

/**
 * A first run of a desk, its store file then damaged, and a start on it:
 * `check` is given the core and what main set aside. Returns the desk's
 * folder and keychain, for another start.
 */
async function startOnDamaged(
  damage: (file: string) => void,
  check: (core: AppCore, note: SetAsideStore, file: string) => Promise<void>,
  log?: CoreLog,
): Promise<{ dataDir: string; keychain: Keychain }> {
  const place = await desk();
  await firstRun(place);
  const file = storeFile(place.dataDir, 'sandbox');
  damage(file);
  const core = await start(place, log);
  try {
    await check(core, await setAsideOf(core), file);
    expect(await listedAfterSync(core)).toBe(SEEDED);
  } finally {
    await core.close();
  }
  return place;
}

// Each case starts the desk two or three times (its threads, the sandbox, a sync of the list): more than the default allows on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('a damaged store at start', () => {
  it.each(Object.keys(wholeFileDamage) as WholeFileDamage[])(
    'a store file with %s: the desk starts, sets it aside, says where and what was lost, and syncs the list again',
    async (damage) => {
      let damaged = '';
      const { lines, log } = recordingLog();
      const place = await startOnDamaged(
        (file) => {
          wholeFileDamage[damage](file);
          damaged = digestOf(file);
        },
        async (core, note, file) => {
          expect(note).toMatchObject({ profileId: 'sandbox', file });
          expect(note.setAsidePath).toBe(`${file}.broken-${new Date(TEST_NOW).toISOString().replace(/[:.]/g, '-')}`);
          // Renamed, never deleted nor changed: the operator (or support) has the damaged file as it was.
          expect(digestOf(note.setAsidePath)).toBe(damaged);
          expect(note.message).toContain(note.setAsidePath);
          expect(note.message).toMatch(/damaged/);
          expect(lines.some((line) => line.includes(note.setAsidePath))).toBe(true);
          await expectDraftAccountedFor(core, note);
          // Settings, the profiles and Today answer while the list comes back from the service.
          expect(await value<ProfileSummary[]>(core, 'profiles.list')).not.toHaveLength(0);
          await value(core, 'settings.get');
          await value(core, 'today.overview');
        },
        log,
      );

      // The next start finds the new store sound: nothing more is set aside.
      const again = await start(place);
      try {
        expect((await value<SyncStatus>(again, 'sync.status')).setAside).toBeNull();
        expect(await listedAfterSync(again)).toBe(SEEDED);
      } finally {
        await again.close();
      }
    },
  );

  it('damage in the middle of a populated store is found, and the draft it still holds is copied into the new store', async () => {
    await startOnDamaged(
      (file) => damagePagesOf(file, 'shipments'),
      async (core, note) => {
        expect(note.copied).toContain(DRAFTS);
        expect(note.lost).not.toContain(DRAFTS);
        await expectDraftAccountedFor(core, note);
        await value(core, 'today.overview');
      },
    );
  });

  it('damage no read meets is found by the check of the file in the background', async () => {
    await startOnDamaged(
      // The kept container list: nothing reads it until the operator opens a form.
      (file) => damagePagesOf(file, 'lookup_lists'),
      async (_core, note) => {
        expect(note.reason).toMatch(/^SQLite's check of the file found: /);
        expect(note.copied).toContain(DRAFTS);
      },
    );
  });
});

describe('a damaged store of another profile', () => {
  it('is set aside when the profile is activated: its screens answer, and the next start is sound', async () => {
    const place = await desk();
    let core = await start(place);
    let second: ProfileSummary;
    try {
      second = await value<ProfileSummary>(core, 'profiles.save', {
        name: 'Second account',
        baseUrl: core.sandbox.baseUrl,
        ...SECOND,
      });
      await value(core, 'profiles.activate', { id: second.id });
      await value(core, 'drafts.save', DRAFT);
      await value(core, 'profiles.activate', { id: 'sandbox' });
    } finally {
      await core.close();
    }
    const file = storeFile(place.dataDir, second.id);
    wholeFileDamage['a garbage header'](file);

    core = await start(place);
    try {
      expect((await value<SyncStatus>(core, 'sync.status')).setAside).toBeNull();
      // The embedded sandbox listens on another port in this run.
      await value(core, 'profiles.save', {
        id: second.id,
        name: second.name,
        baseUrl: core.sandbox.baseUrl,
        ...SECOND,
      });
      await value(core, 'profiles.activate', { id: second.id });
      const note = await setAsideOf(core);
      expect(note).toMatchObject({ profileId: second.id, file });
      expect(note.lost).toContain(DRAFTS);
      expect(existsSync(note.setAsidePath)).toBe(true);
      // Every screen answers from the new store.
      await value(core, 'tracking.shipments', { limit: 50 });
      await value(core, 'today.overview');
      expect(await value(core, 'drafts.get', { formKey: DRAFT.formKey })).toBeNull();
      await listedAfterSync(core);
    } finally {
      await core.close();
    }

    // The next start, on that profile, is sound.
    core = await start(place);
    try {
      const status = await value<SyncStatus>(core, 'sync.status');
      expect(status).toMatchObject({ profileId: second.id, setAside: null });
    } finally {
      await core.close();
    }
  });
});

/**
 * A desk at work (its list synced, a draft saved) whose store's pages of
 * `table` are then damaged under main's open connection: `meet` is given the
 * core and the file, and the list must come back after.
 */
async function damagedDuringSession(
  table: string,
  meet: (core: AppCore, file: string) => Promise<void>,
): Promise<void> {
  const place = await desk();
  const core = await start(place);
  try {
    expect(await listedAfterSync(core)).toBe(SEEDED);
    await value(core, 'drafts.save', DRAFT);
    const file = storeFile(place.dataDir, 'sandbox');
    await checkpointBeside(file);
    damagePagesOf(file, table);
    commitBeside(file);
    await meet(core, file);
    expect(await listedAfterSync(core)).toBe(SEEDED);
  } finally {
    await core.close();
  }
}

describe('damage met during a session', () => {
  it('a read that meets it says so in words (not "internal"), and the file is set aside and synced again', async () => {
    await damagedDuringSession('drafts', async (core, file) => {
      const failure = await failureOf(core, 'drafts.get', { formKey: DRAFT.formKey });
      expect(failure.code).toBe('store-damaged');
      expect(failure.message).toContain(file);
      expect(failure.message).toMatch(/sets it aside/);

      const note = await setAsideOf(core);
      expect(note.reason).toMatch(/malformed/);
      // The drafts' own pages were the damaged ones: they are said to be lost, not copied.
      expect(note.lost).toContain(DRAFTS);
      expect(await value(core, 'drafts.get', { formKey: DRAFT.formKey })).toBeNull();
      await value(core, 'drafts.save', DRAFT);
    });
  });

  it("the sync's thread meeting it sets the file aside, and the list comes back", async () => {
    await damagedDuringSession('shipments', async (core) => {
      const replaced = setAsideOf(core);
      await value(core, 'sync.start');
      const note = await replaced;
      expect(note.copied).toContain(DRAFTS);
      await expectDraftAccountedFor(core, note);
    });
  });
});

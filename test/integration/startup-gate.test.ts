import { cpSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import type { SessionStatus } from '@shared/ipc/session';
import { ManualTimers } from '../helpers/manual-timers';
import { memoryKeychain } from '../helpers/memory-keychain';
import { nextEvent } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * The app's start with its startup gate (src/main/startup-gate.ts): the
 * sandbox's data and the sign-in wait until the window's first calls are
 * answered and quiet, and never hold a call that needs the service.
 */
let core: AppCore | undefined;
afterEach(async () => {
  await core?.close();
  core = undefined;
});

/** A data folder whose profile synced its list once: what a second start of the app finds. */
let synced = '';
beforeAll(async () => {
  synced = await mkdtemp(join(tmpdir(), 'fd-gate-synced-'));
  const first = await createAppCoreAtTestMoment({
    dataDir: synced,
    keychain: memoryKeychain(),
  });
  const done = nextEvent(first, 'sync.changed', (s) => s.running === null && s.completedAt !== null);
  const now = await value<SyncStatus>(first, 'sync.status');
  if (now.running !== null || now.completedAt === null) await done;
  await first.close();
});

/** The app started again with its gate, on a copy of that folder (or on an empty one: a first start). */
async function startCore(timers: ManualTimers, from: 'synced' | 'empty' = 'synced'): Promise<AppCore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fd-gate-'));
  if (from === 'synced') cpSync(synced, dataDir, { recursive: true });
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    startup: { quietMs: 500, maxWaitMs: 3_000, timers },
  });
  return core;
}

async function value<T>(app: AppCore, channel: string, input?: unknown): Promise<T> {
  const result = await app.invoke(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

function settled(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

function connected(app: AppCore): Promise<SessionStatus> {
  return new Promise((resolve) => {
    const stop = app.onEvent((event, payload) => {
      if (event === 'session.changed' && (payload as SessionStatus).state === 'connected') {
        stop();
        resolve(payload as SessionStatus);
      }
    });
  });
}

describe('the start of the app, first screen first', () => {
  it('answers the first screen from the store, then loads the sandbox and signs in once its calls are quiet', async () => {
    const timers = new ManualTimers();
    const app = await startCore(timers);
    const sandboxReady = settled(app.sandbox.ready);
    const signedIn = connected(app);
    // The status bar says it is on its way.
    expect((await value<SessionStatus>(app, 'session.status')).state).toBe('signing-in');
    const page = await value<{ total: number }>(app, 'tracking.shipments', { offset: 0, limit: 50 });
    expect(page.total).toBeGreaterThan(0);
    await timers.advance(499);
    expect(sandboxReady()).toBe(false);
    expect(app.sandbox.stats.count('auth.token')).toBe(0);
    await timers.advance(1);
    await app.sandbox.ready;
    expect((await signedIn).state).toBe('connected');
  });

  it('lets a call that needs the service through at once, without waiting for quiet', async () => {
    const timers = new ManualTimers();
    const app = await startCore(timers);
    const containers = await value<{ value: unknown[] }>(app, 'lookups.containers');
    expect(containers.value.length).toBeGreaterThan(0);
    expect(app.sandbox.stats.count('auth.token')).toBeGreaterThan(0);
  });

  it('starts by itself when the window never calls', async () => {
    const timers = new ManualTimers();
    const app = await startCore(timers);
    const signedIn = connected(app);
    await timers.advance(2_999);
    expect(app.sandbox.stats.count('auth.token')).toBe(0);
    await timers.advance(1);
    expect((await signedIn).state).toBe('connected');
  });

  it('closes at once while the gate is still shut, without waiting for it', async () => {
    const app = await startCore(new ManualTimers());
    // The timers are never moved: a close that waited for the gate would never end.
    await app.close();
    core = undefined;
    expect(app.sandbox.stats.count('auth.token')).toBe(0);
  });

  it("keeps an operator's sign-out made before the gate opened", async () => {
    const timers = new ManualTimers();
    const app = await startCore(timers);
    expect((await value<SessionStatus>(app, 'session.signOut')).state).toBe('signed-out');
    await timers.advance(3_000);
    await app.sandbox.ready;
    expect((await value<SessionStatus>(app, 'session.status')).state).toBe('signed-out');
    expect(app.sandbox.stats.count('auth.token')).toBe(0);
  });

  it('is open from the start on a profile whose list was never synced (a first start: nothing to show yet)', async () => {
    const app = await startCore(new ManualTimers(), 'empty');
    const signedIn = connected(app);
    // The timers are never moved: the sign-in and its sync go at once.
    expect((await signedIn).state).toBe('connected');
  });
});

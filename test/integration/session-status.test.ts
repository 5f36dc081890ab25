import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import type { ProfileSummary } from '@shared/domain/profile';
import type { SessionStatus } from '@shared/ipc/session';
import { startLoopbackProxy, type LoopbackProxy } from '../helpers/loopback-proxy';
import { ManualClock } from '@harness/manual-clock';
import { memoryKeychain } from '../helpers/memory-keychain';
import { TEST_NOW } from '../helpers/test-clock';
import { statusWhen, syncIdle, value } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * The connection state follows what the calls see: Connected after any
 * answer, Refused when the key is refused, Unreachable (with automatic
 * attempts, backed off) when nothing answers, each with when the service
 * last answered. Main's clock and timers are a ManualClock: the times and
 * the backoff are the test's, never the day it runs.
 */
const BACKOFF = { firstMs: 1_000, maxMs: 4_000 };

let core: AppCore;
let dataDir: string;
let clock: ManualClock;
let proxy: LoopbackProxy;
let relayed: ProfileSummary;
let probes = 0;

/**
 * A read main never answered before, so it goes to the service (a kept
 * answer could come from the local store instead): a port search for a
 * city asked for the first time.
 */
const probe = () => core.invoke('lookups.ports', { cityName: `Probe city ${++probes}` });
const probeFailure = async () => {
  const result = await probe();
  if (result.ok) throw new Error('the probe was answered');
  return result.error;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fd-status-'));
  clock = new ManualClock(TEST_NOW);
  core = await createAppCoreAtTestMoment({
    dataDir,
    keychain: memoryKeychain(),
    // One attempt per read: the state under test is the session's, not the client's own retries.
    session: { clock, backoff: BACKOFF, client: { retry: { attempts: 1 } } },
  });
  await statusWhen(core, (s) => s.state === 'connected');
  // The clock's pending timers are asserted below as the session's retries: the sync's timer is off here.
  await value(core, 'settings.save', { syncIntervalMinutes: 0 });
  proxy = await startLoopbackProxy(core.sandbox.baseUrl);
  relayed = await value<ProfileSummary>(core, 'profiles.save', {
    name: 'Relayed sandbox',
    baseUrl: proxy.url,
    apiKey: core.sandbox.credentials.apiKey,
    apiSecret: core.sandbox.credentials.apiSecret,
  });
});
afterEach(async () => {
  core.sandbox.accounts.add(core.sandbox.credentials);
  await proxy.start();
  await value(core, 'profiles.activate', { id: 'sandbox' });
  await statusWhen(core, (s) => s.state === 'connected');
});
afterAll(async () => {
  await core?.close();
  await proxy?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the connection state', () => {
  it('is Connected with the time of the last answer, also after the token expired', async () => {
    clock.advance(90_000);
    await value(core, 'lookups.containers');
    let status = await value<SessionStatus>(core, 'session.status');
    expect(status).toMatchObject({ state: 'connected', lastSuccessAt: new Date(TEST_NOW + 90_000).toISOString() });

    // The sandbox voids every token: the client signs in again on the 401 and the call still works.
    core.sandbox.faults.expireTokens();
    clock.advance(60_000);
    await value(core, 'lookups.containers');
    status = await value<SessionStatus>(core, 'session.status');
    expect(status).toMatchObject({ state: 'connected', lastSuccessAt: new Date(clock.now()).toISOString() });
    // When the shipment list was fetched is main's clock too.
    await syncIdle(core);
    await value(core, 'sync.start');
    await syncIdle(core);
    const page = await value<{ fetchedAt: string }>(core, 'tracking.shipments', {});
    expect(page.fetchedAt).toBe(new Date(clock.now()).toISOString());
  });

  it('turns Refused when the service stops accepting the credentials, keeping when it last worked', async () => {
    await value(core, 'lookups.containers');
    const lastWorked = new Date(clock.now()).toISOString();
    clock.advance(120_000);
    core.sandbox.accounts.revoke(core.sandbox.credentials.apiKey);

    const failure = await probeFailure();
    expect(failure.code).toBe('unauthorized');
    const status = await value<SessionStatus>(core, 'session.status');
    expect(status).toMatchObject({
      state: 'refused',
      code: 'unauthorized',
      lastSuccessAt: lastWorked,
      nextRetryAt: null,
    });
    expect(status.message).toMatch(/API key or secret/);
    // No automatic attempt: only new credentials help.
    expect(clock.pending()).toEqual([]);

    core.sandbox.accounts.add(core.sandbox.credentials);
    expect((await value<SessionStatus>(core, 'session.signIn')).state).toBe('connected');
  });

  it('turns Unreachable when the service stops answering, tries again backed off, and reconnects on its own', async () => {
    await value(core, 'profiles.activate', { id: relayed.id });
    await statusWhen(core, (s) => s.profileId === relayed.id && s.state === 'connected');
    await value(core, 'lookups.containers');
    const lastWorked = new Date(clock.now()).toISOString();

    await proxy.stop();
    clock.advance(30_000);
    expect((await probeFailure()).code).toBe('network');
    let status = await value<SessionStatus>(core, 'session.status');
    expect(status).toMatchObject({
      state: 'unreachable',
      code: 'network',
      lastSuccessAt: lastWorked,
      nextRetryAt: new Date(clock.now() + 1_000).toISOString(),
    });

    // Each automatic attempt fails while the service is away, and the next one waits twice as long, up to the cap.
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const [wait] = clock.pending();
      waits.push(wait as number);
      const after = status.revision;
      clock.advance(wait as number);
      status = await statusWhen(core, (s) => s.revision > after && s.nextRetryAt !== null);
      expect(status.state).toBe('unreachable');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
    expect(status.lastSuccessAt).toBe(lastWorked);

    // The service is back: the next automatic attempt connects, with no click.
    await proxy.start();
    clock.advance(clock.pending()[0] as number);
    status = await statusWhen(core, (s) => s.state === 'connected');
    expect(status.lastSuccessAt).toBe(new Date(clock.now()).toISOString());
    expect(clock.pending()).toEqual([]);
  });

  it('tries again at once on Retry, and a call while unreachable signs in first', async () => {
    await value(core, 'profiles.activate', { id: relayed.id });
    await statusWhen(core, (s) => s.profileId === relayed.id && s.state === 'connected');
    await proxy.stop();
    expect((await probeFailure()).code).toBe('network');
    expect((await value<SessionStatus>(core, 'session.signIn')).state).toBe('unreachable');

    await proxy.start();
    const seen = proxy.connections();
    // A screen loading something main never kept while the bar says Unreachable: main signs in again first, and it works.
    expect((await probe()).ok).toBe(true);
    expect(proxy.connections()).toBeGreaterThan(seen);
    expect((await value<SessionStatus>(core, 'session.status')).state).toBe('connected');
  });

  it('answers a kept record at once once a sign-in found the service down, and signs in behind it', async () => {
    await value(core, 'profiles.activate', { id: relayed.id });
    await statusWhen(core, (s) => s.profileId === relayed.id && s.state === 'connected');
    // The sign-in's sync ends first: a list still on its way when the relay stops holds its connection open.
    await syncIdle(core);
    const live = await value<{ fetchedAt: string }>(core, 'lookups.containers');
    await proxy.stop();
    expect((await probeFailure()).code).toBe('network');
    // The automatic attempt cannot reach the service either: now it is known to be down.
    const failedAgain = (await value<SessionStatus>(core, 'session.status')).revision;
    clock.advance(clock.pending()[0] as number);
    await statusWhen(core, (s) => s.revision > failedAgain && s.state === 'unreachable' && s.nextRetryAt !== null);

    await proxy.start();
    const connected = statusWhen(core, (s) => s.profileId === relayed.id && s.state === 'connected');
    // The bar still says Unreachable: the kept copy answers without waiting for the service ...
    expect(await value(core, 'lookups.containers')).toEqual({ ...live, fromStore: true });
    // ... and the sign-in started behind it finds the service back, so the next read is live.
    await connected;
    expect(await value(core, 'lookups.containers')).toMatchObject({ fromStore: false });
  });

  it('asks the service again after one failed call: a list read after a dropped write is the service’s, not the kept one', async () => {
    await value(core, 'profiles.activate', { id: relayed.id });
    await statusWhen(core, (s) => s.profileId === relayed.id && s.state === 'connected');
    await value(core, 'lookups.containers');
    await proxy.stop();
    expect((await probeFailure()).code).toBe('network');
    expect((await value<SessionStatus>(core, 'session.status')).state).toBe('unreachable');

    // The service is back before main's next attempt: the next read signs in and is live.
    await proxy.start();
    expect(await value(core, 'lookups.containers')).toMatchObject({ fromStore: false });
    expect((await value<SessionStatus>(core, 'session.status')).state).toBe('connected');
  });

  it('does not let a late failure of the old profile colour the new one', async () => {
    await value(core, 'profiles.activate', { id: relayed.id });
    await statusWhen(core, (s) => s.profileId === relayed.id && s.state === 'connected');
    core.sandbox.faults.set('lookup.containers', { latencyMs: 300, times: 1 });
    const served = core.sandbox.stats.count('lookup.containers');
    const late = core.invoke('lookups.containers', undefined);
    while (core.sandbox.stats.count('lookup.containers') === served) await new Promise((r) => setTimeout(r, 5));
    await value(core, 'profiles.activate', { id: 'sandbox' });
    await statusWhen(core, (s) => s.profileId === 'sandbox' && s.state === 'connected');
    // The old profile's service goes away with its call still running: that call fails after the switch.
    await proxy.stop();
    const result = await late;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('profile-changed');
    expect((await value<SessionStatus>(core, 'session.status')).state).toBe('connected');
    expect(clock.pending()).toEqual([]);
  });
});

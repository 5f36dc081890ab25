import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import type { ProfileSummary } from '@shared/domain/profile';
import type { IpcResult } from '@shared/ipc/result';
import type { SessionStatus } from '@shared/ipc/session';
import { memoryKeychain } from '../helpers/memory-keychain';
import { silentLog } from '../helpers/silent-log';
import { startFakeService, type FakeService } from './helpers/fake-service';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/**
 * Credentials go only where the operator sent them: two services on loopback,
 * each recording the headers it receives, and a profile moved from one to the
 * other through main's channels, as the Settings screen does it.
 */
const A = { apiKey: 'key-for-a', apiSecret: 'secret-for-a' };
const B = { apiKey: 'key-for-b', apiSecret: 'secret-for-b' };

let a: FakeService;
let b: FakeService;
let dataDir: string;
let keychain: ReturnType<typeof memoryKeychain>;
const cores: AppCore[] = [];

beforeEach(async () => {
  a = await startFakeService({}, { credentials: A });
  b = await startFakeService({}, { credentials: B });
  dataDir = await mkdtemp(join(tmpdir(), 'fd-origin-'));
  keychain = memoryKeychain();
});

afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
  await a.close();
  await b.close();
});

async function startCore(): Promise<AppCore> {
  const core = await createAppCoreAtTestMoment({ dataDir, keychain, log: silentLog });
  cores.push(core);
  return core;
}

async function value<T>(core: AppCore, channel: string, input?: unknown): Promise<T> {
  const result = await core.invoke(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

/** Every key and secret a service was sent, in any header or body. */
function secretsSeen(service: FakeService): string[] {
  const all = [A.apiKey, A.apiSecret, B.apiKey, B.apiSecret];
  return all.filter((secret) =>
    service.seen.some((r) => JSON.stringify(r.headers).includes(secret) || r.body.includes(secret)),
  );
}

/** Saves a profile on service A and signs in to it. */
async function liveProfileOnA(core: AppCore): Promise<ProfileSummary> {
  const saved = await value<ProfileSummary>(core, 'profiles.save', { name: 'Live', baseUrl: a.baseUrl, ...A });
  const status = await value<SessionStatus>(core, 'profiles.activate', { id: saved.id });
  expect(status).toMatchObject({ profileName: 'Live', state: 'connected' });
  expect(secretsSeen(a)).toEqual([A.apiKey, A.apiSecret]);
  return saved;
}

describe('a profile moved to another origin', () => {
  it('is refused without a new key and secret, on those fields, and the other service hears nothing', async () => {
    const core = await startCore();
    const live = await liveProfileOnA(core);

    const refused = (await core.invoke('profiles.save', {
      id: live.id,
      name: 'Live',
      baseUrl: b.baseUrl,
    })) as IpcResult<unknown>;
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('validation');
    expect(refused.error.message).toContain(b.baseUrl);
    const problems = (refused.error.details as { problems: Array<{ path: string; message: string }> }).problems;
    expect(problems.map((p) => p.path)).toEqual(['apiKey', 'apiSecret']);
    expect(problems[0]?.message).toMatch(/sent only to http:\/\/127\.0\.0\.1:\d+/);

    // Nothing changed: the profile still points at A, and signing in again goes to A.
    expect(await value<ProfileSummary>(core, 'profiles.get', { id: live.id })).toMatchObject({ baseUrl: a.baseUrl });
    await value<SessionStatus>(core, 'session.signOut');
    expect(await value<SessionStatus>(core, 'session.signIn')).toMatchObject({ state: 'connected' });
    expect(b.seen).toEqual([]);
  });

  it('sends the new service only the key and secret given for it', async () => {
    const core = await startCore();
    const live = await liveProfileOnA(core);

    await value(core, 'profiles.save', { id: live.id, name: 'Live', baseUrl: b.baseUrl, ...B });
    expect(await value<SessionStatus>(core, 'session.signIn')).toMatchObject({
      profileName: 'Live',
      state: 'connected',
    });
    expect(b.seen.length).toBeGreaterThan(0);
    expect(secretsSeen(b)).toEqual([B.apiKey, B.apiSecret]);
  });

  it('keeps the stored key and secret when only the path changes on the same origin', async () => {
    const core = await startCore();
    const live = await liveProfileOnA(core);
    const before = a.seen.length;

    await value(core, 'profiles.save', { id: live.id, name: 'Live', baseUrl: `${a.baseUrl}/v2` });
    await value<SessionStatus>(core, 'session.signIn');
    const after = a.seen.slice(before);
    // Signed in again under the new path, with the key and secret it already had.
    expect(after.map((r) => r.url)).toContain('/v2/v1/auth/token');
    expect(
      after.every((r) => r.headers['secret-api-key'] === undefined || r.headers['secret-api-key'] === A.apiSecret),
    ).toBe(true);
    expect(b.seen).toEqual([]);
  });

  it('sends nothing to another origin written into settings.json by hand', async () => {
    const first = await startCore();
    const live = await liveProfileOnA(first);
    await first.close();
    cores.splice(0);

    const path = join(dataDir, 'settings.json');
    await writeFile(path, (await readFile(path, 'utf8')).replaceAll(a.baseUrl, b.baseUrl));
    const core = await startCore();
    const status = await value<SessionStatus>(core, 'session.signIn');
    expect(status.state).not.toBe('connected');
    expect(status.message).toMatch(/were given for http:\/\/127\.0\.0\.1:\d+.*Enter the key and secret/);
    expect(b.seen).toEqual([]);
    // The list says so too: the stored credentials are not this profile's any more.
    expect(await value<ProfileSummary>(core, 'profiles.get', { id: live.id })).toMatchObject({ hasCredentials: false });
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppCore } from '@main/app-core';
import type { Keychain } from '@main/credentials/keychain';
import { openAppLog } from '@main/log/app-log';
import type { ProfileSummary } from '@shared/domain/profile';
import type { SessionStatus } from '@shared/ipc/session';
import { memoryKeychain } from '../helpers/memory-keychain';
import { FAKE_TOKEN, json, startFakeService, type FakeService } from './helpers/fake-service';
import { failureOf, value } from './helpers/core';
import { createAppCoreAtTestMoment } from '../helpers/app-core-at-test-moment';

/*
 * The log file must never hold a key, a secret or a token, whatever goes
 * wrong: the app core runs with the real log (debug level, so every request
 * line is written too) against a service that echoes them back in its errors,
 * and a keychain whose failure quotes the entry it was given.
 */

const LIVE = { apiKey: 'live-key-7f3a9c21', apiSecret: 'live-secret-b84e6d05' };
const ROTATED_SECRET = 'rotated-secret-5c2e91aa';
const NEVER_LOGGED = [LIVE.apiKey, LIVE.apiSecret, ROTATED_SECRET, FAKE_TOKEN];

let logFolder: string;
let dataDir: string;
let service: FakeService;
let core: AppCore | undefined;

beforeEach(async () => {
  logFolder = await mkdtemp(path.join(tmpdir(), 'fd-log-secrets-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'fd-log-data-'));
  service = await startFakeService(
    {
      // A service that quotes the request's credentials in its refusal.
      'GET /v1/maritime/ports': (request, response) =>
        json(response, 403, {
          message: `refused key ${LIVE.apiKey} secret ${LIVE.apiSecret} with ${String(request.headers.authorization)}`,
        }),
    },
    { credentials: LIVE },
  );
});

afterEach(async () => {
  await core?.close();
  core = undefined;
  await service.close();
  await rm(logFolder, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

/** A keychain that, once told to, fails every write with a message quoting what it was given. */
function leakyKeychain(): Keychain & { failWrites: boolean } {
  const inner = memoryKeychain();
  const keychain = {
    failWrites: false,
    get: inner.get,
    delete: inner.delete,
    set: async (account: string, entry: string) => {
      if (keychain.failWrites) throw new Error(`the secret service rejected ${account}=${entry}`);
      await inner.set(account, entry);
    },
  };
  return keychain;
}

async function everyLogLine(): Promise<string> {
  const files = await readdir(logFolder);
  const texts = await Promise.all(files.map((file) => readFile(path.join(logFolder, file), 'utf8')));
  return texts.join('\n');
}

describe('the log file', () => {
  it('holds what went wrong in a sign-in, a refused call and a failed save, and none of the keys, secrets or tokens', async () => {
    const keychain = leakyKeychain();
    const log = openAppLog({ folder: logFolder, fileName: 'main.log', level: 'debug' });
    core = await createAppCoreAtTestMoment({ dataDir, keychain, log, sandbox: { demoHistory: false } });

    const live = await value<ProfileSummary>(core, 'profiles.save', {
      name: 'Live',
      baseUrl: service.baseUrl,
      ...LIVE,
    });
    expect(await value<SessionStatus>(core, 'profiles.activate', { id: live.id })).toMatchObject({
      state: 'connected',
    });

    expect(await failureOf(core, 'lookups.ports', { cityName: 'Barcelona' })).toMatchObject({ code: 'forbidden' });

    keychain.failWrites = true;
    const save = await failureOf(core, 'profiles.save', {
      id: live.id,
      name: 'Live',
      baseUrl: service.baseUrl,
      apiKey: LIVE.apiKey,
      apiSecret: ROTATED_SECRET,
    });
    expect(save.message).not.toContain(ROTATED_SECRET);

    await core.close();
    core = undefined;
    const text = await everyLogLine();

    // What support needs is there ...
    expect(text).toContain('api request');
    expect(text).toMatch(
      /lookups\.ports failed \(forbidden\): .*refused key \[redacted\] secret \[redacted\] with Bearer \[redacted\]/,
    );
    expect(text).toMatch(/profiles\.save: Error: the secret service rejected/);
    // ... and no secret is.
    for (const secret of NEVER_LOGGED) expect(text).not.toContain(secret);
  });

  it('is where Show logs points; a core that writes no log file says so', async () => {
    const log = openAppLog({ folder: logFolder, fileName: 'main.log' });
    core = await createAppCoreAtTestMoment({
      dataDir,
      keychain: memoryKeychain(),
      log,
      sandbox: { demoHistory: false },
    });
    // No desktop here (as in the CLI): the folder is named, nothing is opened.
    expect(await value(core, 'app.showLogs')).toEqual({ folder: logFolder, opened: false });
    await core.close();

    core = await createAppCoreAtTestMoment({ dataDir, keychain: memoryKeychain(), sandbox: { demoHistory: false } });
    expect(await failureOf(core, 'app.showLogs')).toEqual({
      code: 'unsupported',
      message: 'Freight Desk writes no log file here.',
    });
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { osKeychain } from '@main/credentials/keychain';
import { deleteCredentials, writeCredentials } from '@main/credentials/credentials';
import type { RunningSandbox } from '@sandbox';
import { needOsKeychain, probeOsKeychain } from '../helpers/os-keychain';
import { startSandboxAtTestMoment } from '../helpers/sandbox-at-test-moment';
import { runCli } from './helpers/run-cli';

// Each test starts node processes: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 });

// `call --profile NAME`: the app's settings in FREIGHT_DESK_DATA_DIR, the
// secret from the OS keychain (under a service name of this test only, so a
// real desk's entries are never touched).

const KEYCHAIN_SERVICE = `freight-desk-cli-test-${process.pid}`;
const PROFILE_ID = 'cli-test-profile';
const keychain = osKeychain(KEYCHAIN_SERVICE);
const keychainProbe = await probeOsKeychain(keychain);

let sandbox: RunningSandbox;
let dataDir: string;

beforeAll(async () => {
  sandbox = await startSandboxAtTestMoment();
  dataDir = await mkdtemp(join(tmpdir(), 'freight-desk-profiles-'));
  await writeFile(
    join(dataDir, 'settings.json'),
    JSON.stringify({
      version: 1,
      activeProfileId: 'sandbox',
      profiles: [{ id: PROFILE_ID, name: 'Test Service', baseUrl: sandbox.baseUrl, kind: 'service' }],
    }),
  );
});

beforeEach(() => sandbox.stats.reset());

afterAll(async () => {
  if (keychainProbe.works) await deleteCredentials(keychain, PROFILE_ID);
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  FREIGHT_DESK_DATA_DIR: dataDir,
  FREIGHT_DESK_KEYCHAIN_SERVICE: KEYCHAIN_SERVICE,
  ...extra,
});
const callContainers = (extraEnv?: Record<string, string>) =>
  runCli(['call', 'lookup.containers', '--profile', 'test service'], { env: env(extraEnv) });

describe('freight-desk call --profile, with the OS keychain', () => {
  it('calls the service with the key and secret the keychain holds for the profile, and only those', async ({
    skip,
  }) => {
    needOsKeychain(keychainProbe, skip);

    await writeCredentials(keychain, PROFILE_ID, sandbox.credentials);
    const run = await callContainers();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as unknown[]).length).toBeGreaterThan(0);
    expect(sandbox.stats.count('lookup.containers')).toBe(1);

    // Another secret in the keychain is what the CLI sends next: the service refuses it.
    await writeCredentials(keychain, PROFILE_ID, { apiKey: sandbox.credentials.apiKey, apiSecret: 'not-the-secret' });
    const refused = await callContainers();
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/refused the API key or secret/);
    expect(sandbox.stats.count('lookup.containers')).toBe(1);

    // No entry at all: the CLI says so and sends nothing.
    await deleteCredentials(keychain, PROFILE_ID);
    const missing = await callContainers();
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No API key and secret are stored for .Test Service./);
    expect(sandbox.stats.count('auth.token')).toBe(2);
    expect(sandbox.stats.count('lookup.containers')).toBe(1);
  });

  // A Secret Service address where none listens: the keychain fails the way it does on a
  // machine without one (Linux only: elsewhere the keychain does not go through D-Bus).
  it.runIf(process.platform === 'linux')(
    'says in one line that the keychain is unavailable, and sends nothing (exit 1)',
    async () => {
      const run = await callContainers({ DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dataDir, 'no-bus')}` });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/keychain is not available/);
      expect(run.stderr.trim().split(/\r?\n/)).toHaveLength(1);
      expect(sandbox.stats.count('auth.token') + sandbox.stats.count('lookup.containers')).toBe(0);
    },
  );
});

describe('freight-desk call --profile', () => {
  it('names the profiles there when the name is unknown (exit 2)', async () => {
    const run = await runCli(['call', 'lookup.containers', '--profile', 'Prod'], { env: env() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no profile named Prod/);
    expect(run.stderr).toMatch(/Test Service/);
  });

  it('refuses the Sandbox profile, pointing at freight-desk sandbox (exit 2)', async () => {
    const run = await runCli(['call', 'lookup.containers', '--profile', 'Sandbox'], { env: env() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/freight-desk sandbox/);
  });

  it('without FREIGHT_DESK_DATA_DIR reads the per-user folder the app uses, and says where it looked (exit 2)', async () => {
    // An empty stand-in for ~/.config, so the test never reads the real user's folder.
    const configHome = join(dataDir, 'empty-config-home');
    const run = await runCli(['call', 'lookup.containers', '--profile', 'Test Service'], {
      env: { XDG_CONFIG_HOME: configHome, FREIGHT_DESK_KEYCHAIN_SERVICE: KEYCHAIN_SERVICE },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`no profile named Test Service in ${join(configHome, 'Freight Desk')}`);
    expect(run.stderr).toMatch(/FREIGHT_DESK_DATA_DIR/);
  });
});

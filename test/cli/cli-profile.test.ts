import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KeychainUnavailableError, osKeychain } from '../../src/main/credentials/keychain';
import { deleteCredentials, writeCredentials } from '../../src/main/credentials/credentials';
import { startSandbox } from '../../src/sandbox';
import type { RunningSandbox } from '../../src/sandbox';
import { runCli } from './helpers/run-cli';

// Each test starts node processes (tsx compiles on start): slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 });

// `call --profile NAME`: the app's settings in FREIGHT_DESK_DATA_DIR, the
// secret from the OS keychain (under a service name of this test only, so a
// real desk's entries are never touched).

const KEYCHAIN_SERVICE = `freight-desk-cli-test-${process.pid}`;
const PROFILE_ID = 'cli-test-profile';

let sandbox: RunningSandbox;
let dataDir: string;
let keychainWorks = false;

beforeAll(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'freight-desk-profiles-'));
  await writeFile(
    join(dataDir, 'settings.json'),
    JSON.stringify({
      version: 1,
      activeProfileId: 'sandbox',
      profiles: [{ id: PROFILE_ID, name: 'Test Service', baseUrl: sandbox.baseUrl, kind: 'service' }],
    }),
  );
  try {
    await writeCredentials(osKeychain(KEYCHAIN_SERVICE), PROFILE_ID, sandbox.credentials);
    keychainWorks = true;
  } catch (error) {
    if (!(error instanceof KeychainUnavailableError)) throw error;
  }
});

afterAll(async () => {
  if (keychainWorks) await deleteCredentials(osKeychain(KEYCHAIN_SERVICE), PROFILE_ID);
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({ FREIGHT_DESK_DATA_DIR: dataDir, FREIGHT_DESK_KEYCHAIN_SERVICE: KEYCHAIN_SERVICE });

describe('freight-desk call --profile', () => {
  it("calls the profile's service with its keychain credentials, or says the keychain is unavailable", async () => {
    const run = await runCli(['call', 'lookup.containers', '--profile', 'test service'], { env: env() });
    if (keychainWorks) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect((JSON.parse(run.stdout) as unknown[]).length).toBeGreaterThan(0);
    } else {
      // This machine has no usable keychain: the one-line reason, exit 1, nothing sent.
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/keychain is not available/);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

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

  it('needs FREIGHT_DESK_DATA_DIR (exit 2)', async () => {
    const run = await runCli(['call', 'lookup.containers', '--profile', 'Test Service']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/FREIGHT_DESK_DATA_DIR/);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { osKeychain } from '@main/credentials/keychain';
import { readCredentials, writeCredentials } from '@main/credentials/credentials';
import { needOsKeychain, platformKeychain, probeOsKeychain } from '../../helpers/os-keychain';

/**
 * Runs against the platform's own keychain through keytar: the macOS
 * Keychain, the Windows Credential Manager, or the Secret Service on Linux
 * (CI starts one in a headless D-Bus session). On a developer machine without
 * a usable one it is skipped, saying so; in CI (CI set) an unavailable
 * keychain fails the test instead. Its entries are under a service name of
 * their own, removed again, never a desk's.
 */
const service = `freight-desk-test-${randomUUID()}`;
const keychain = osKeychain(service);
const probe = await probeOsKeychain(keychain);

describe(`OS keychain (${platformKeychain(process.platform).name})`, () => {
  it('saves, reads, replaces and removes a profile’s credentials', async ({ skip }) => {
    needOsKeychain(probe, skip);
    const account = randomUUID();
    expect(await readCredentials(keychain, account)).toBeNull();

    await writeCredentials(keychain, account, { apiKey: 'key-1', apiSecret: 'secret-1' });
    expect(await readCredentials(keychain, account)).toEqual({ apiKey: 'key-1', apiSecret: 'secret-1' });

    await writeCredentials(keychain, account, { apiKey: 'key-2', apiSecret: 'secret-2' });
    expect(await readCredentials(keychain, account)).toEqual({ apiKey: 'key-2', apiSecret: 'secret-2' });

    expect(await keychain.delete(account)).toBe(true);
    expect(await readCredentials(keychain, account)).toBeNull();
  });
});

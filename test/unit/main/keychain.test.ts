import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { osKeychain } from '@main/credentials/keychain';
import { readCredentials, writeCredentials } from '@main/credentials/credentials';
import { needOsKeychain, probeOsKeychain } from '../../helpers/os-keychain';

/**
 * Runs against the real OS keychain (CI starts a Secret Service in a headless
 * D-Bus session). On a developer machine without one it is skipped, saying so;
 * in CI (CI set) an unavailable keychain fails the test instead.
 */
const service = `freight-desk-test-${randomUUID()}`;
const keychain = osKeychain(service);
const probe = await probeOsKeychain(keychain);

describe('OS keychain (real Secret Service)', () => {
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

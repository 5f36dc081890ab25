import { KeychainUnavailableError, type Keychain } from '@main/credentials/keychain';

/**
 * Whether the tests that use the real OS keychain must run. CI (CI set, as
 * .ci/run does) has a usable keychain (on Linux it starts an unlocked Secret
 * Service), so there a keychain that does not work is a failure, never a
 * skip; on a developer machine without one those tests are skipped, saying why.
 */
export const osKeychainRequired = !['', '0', 'false'].includes(process.env.CI?.trim().toLowerCase() ?? '');

/** The keychain keytar uses on each platform, and what makes it usable, for test names and messages. */
export function platformKeychain(platform: NodeJS.Platform): { readonly name: string; readonly needs: string } {
  if (platform === 'darwin') return { name: 'the macOS Keychain', needs: 'an unlocked login keychain' };
  if (platform === 'win32') return { name: 'the Windows Credential Manager', needs: 'a signed-in Windows user' };
  return {
    name: 'the Secret Service',
    needs: 'an unlocked Secret Service keyring (GNOME Keyring or KWallet) on the session D-Bus, and libsecret',
  };
}

export type OsKeychainProbe = { readonly works: true } | { readonly works: false; readonly reason: string };

/** Reads one entry of `keychain` to learn whether this machine's keychain can be used at all. */
export async function probeOsKeychain(keychain: Keychain): Promise<OsKeychainProbe> {
  try {
    await keychain.get('probe');
    return { works: true };
  } catch (error) {
    if (!(error instanceof KeychainUnavailableError)) throw error;
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    return { works: false, reason: cause };
  }
}

/**
 * Call first in a test that needs the real keychain: with a working keychain it
 * returns; without one it fails the test in CI and skips it elsewhere, with the reason.
 */
export function needOsKeychain(probe: OsKeychainProbe, skip: (note: string) => never): void {
  if (probe.works) return;
  if (osKeychainRequired) {
    throw new Error(`CI is set, so the OS keychain must work, but it does not: ${probe.reason}`);
  }
  skip(`no usable OS keychain on this machine (${probe.reason}); CI runs this test`);
}

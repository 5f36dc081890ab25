import type { Keychain } from '@main/credentials/keychain';
import { KeychainUnavailableError } from '@main/credentials/keychain';

/** A keychain double for tests that are not about the OS keychain itself. */
export function memoryKeychain(): Keychain & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get: async (account) => entries.get(account) ?? null,
    set: async (account, secret) => {
      entries.set(account, secret);
    },
    delete: async (account) => entries.delete(account),
  };
}

/** A keychain that fails the way keytar does when no Secret Service runs. */
export function brokenKeychain(): Keychain {
  const fail = async (): Promise<never> => {
    throw new KeychainUnavailableError(new Error('org.freedesktop.secrets was not provided by any .service files'));
  };
  return { get: fail, set: fail, delete: fail };
}

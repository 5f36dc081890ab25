import { m } from '@shared/i18n/messages';
import { createRequire } from 'node:module';

/** The keychain service name; tests point it elsewhere so they never touch a real desk's entries. */
export const KEYCHAIN_SERVICE = process.env.FREIGHT_DESK_KEYCHAIN_SERVICE ?? 'freight-desk';

/** The OS keychain as the app uses it: one secret per account (a profile id). */
export interface Keychain {
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

/**
 * Raised when the OS keychain cannot be used. There is deliberately no
 * plaintext fallback: the operator is told, and the secret is not stored.
 */
export class KeychainUnavailableError extends Error {
  readonly code = 'keychain-unavailable';
  constructor(cause: unknown) {
    super(m.keychain_unavailable(), { cause });
    this.name = 'KeychainUnavailableError';
  }
}

interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/**
 * The keytar-backed keychain. keytar is loaded lazily so that a missing native
 * module or a missing libsecret becomes a clear KeychainUnavailableError at the
 * moment a credential is needed, not a crash at start-up.
 */
export function osKeychain(service: string = KEYCHAIN_SERVICE): Keychain {
  let keytar: KeytarModule | undefined;
  const load = (): KeytarModule => {
    if (!keytar) {
      try {
        keytar = createRequire(__filename)('keytar') as KeytarModule;
      } catch (error) {
        throw new KeychainUnavailableError(error);
      }
    }
    return keytar;
  };
  const guard = async <T>(work: (k: KeytarModule) => Promise<T>): Promise<T> => {
    const k = load();
    try {
      return await work(k);
    } catch (error) {
      throw new KeychainUnavailableError(error);
    }
  };
  return {
    get: (account) => guard((k) => k.getPassword(service, account)),
    set: (account, secret) => guard((k) => k.setPassword(service, account, secret)),
    delete: (account) => guard((k) => k.deletePassword(service, account)),
  };
}

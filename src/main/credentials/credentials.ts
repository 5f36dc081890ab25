import { z } from 'zod';
import type { Keychain } from './keychain';

/** What the keychain holds for one profile: both halves, in one entry. */
export interface ApiCredentials {
  readonly apiKey: string;
  readonly apiSecret: string;
}

/**
 * A keychain entry: the key and secret, and the origin (scheme://host:port) of
 * the service they were given for. Entries written before the origin was kept
 * have none; they count as given for the profile's base URL of the time.
 */
export interface StoredCredentials extends ApiCredentials {
  readonly origin?: string;
}

const stored = z.object({ apiKey: z.string().min(1), apiSecret: z.string().min(1), origin: z.string().min(1).optional() });

export async function readCredentials(keychain: Keychain, profileId: string): Promise<StoredCredentials | null> {
  const raw = await keychain.get(profileId);
  if (raw === null) return null;
  try {
    return stored.parse(JSON.parse(raw));
  } catch {
    // An entry we cannot read is treated as absent: the operator re-enters the
    // credentials, and saving replaces the entry. It is not deleted here.
    return null;
  }
}

export async function writeCredentials(keychain: Keychain, profileId: string, credentials: StoredCredentials): Promise<void> {
  await keychain.set(profileId, JSON.stringify(stored.parse(credentials)));
}

export async function deleteCredentials(keychain: Keychain, profileId: string): Promise<void> {
  await keychain.delete(profileId);
}

/** A profile's keychain entry exactly as it is (null: none), to put it back if a change fails. */
export type KeychainSnapshot = string | null;

export function snapshotEntry(keychain: Keychain, profileId: string): Promise<KeychainSnapshot> {
  return keychain.get(profileId);
}

/** Puts an entry back as a snapshot found it: the same text, or no entry. */
export async function restoreEntry(keychain: Keychain, profileId: string, snapshot: KeychainSnapshot): Promise<void> {
  if (snapshot === null) await keychain.delete(profileId);
  else await keychain.set(profileId, snapshot);
}

import { z } from 'zod';
import type { Keychain } from './keychain';

/** What the keychain holds for one profile: both halves, in one entry. */
export interface ApiCredentials {
  readonly apiKey: string;
  readonly apiSecret: string;
}

const stored = z.object({ apiKey: z.string().min(1), apiSecret: z.string().min(1) });

export async function readCredentials(keychain: Keychain, profileId: string): Promise<ApiCredentials | null> {
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

export async function writeCredentials(keychain: Keychain, profileId: string, credentials: ApiCredentials): Promise<void> {
  await keychain.set(profileId, JSON.stringify(stored.parse(credentials)));
}

export async function deleteCredentials(keychain: Keychain, profileId: string): Promise<void> {
  await keychain.delete(profileId);
}

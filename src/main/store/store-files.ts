import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { StoreError } from './store-error';

/** The folder under the data directory that holds one database file per profile. */
export const STORE_FOLDER = 'store';

/**
 * Profile ids become file names, so only ids that are safe as a file name on
 * every platform are accepted: letters, digits, `-` and `_` (the built-in
 * `sandbox` and the UUIDs the app makes), no dots, no separators, not a
 * Windows device name.
 */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

export function checkProfileId(profileId: string): string {
  if (!SAFE_ID.test(profileId) || WINDOWS_DEVICE.test(profileId)) {
    throw new StoreError('invalid-profile-id', { key: 'profile-id', values: { id: profileId.slice(0, 120) } });
  }
  return profileId;
}

export function storeFolder(dataDir: string): string {
  return join(dataDir, STORE_FOLDER);
}

/** `<dataDir>/store/<profileId>.sqlite` */
export function storeFile(dataDir: string, profileId: string): string {
  return join(storeFolder(dataDir), `${checkProfileId(profileId)}.sqlite`);
}

/** The database file and the files SQLite keeps beside it: write-ahead log, shared memory, rollback journal. */
export function storeFiles(dataDir: string, profileId: string): string[] {
  const file = storeFile(dataDir, profileId);
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
}

/**
 * Removes a profile's store: the database and the files beside it. The
 * caller closes it first (LocalStores.delete does): on Windows an open file
 * cannot be removed, and elsewhere an open handle would go on writing to a
 * file no one can find.
 */
export function deleteStoreFiles(dataDir: string, profileId: string): void {
  for (const file of storeFiles(dataDir, profileId)) rmSync(file, { force: true });
}

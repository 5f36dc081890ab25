import path from 'node:path';

/**
 * The folder for the app's data (profiles, offline cache). Normally Electron's
 * userData folder; FREIGHT_DESK_DATA_DIR points it elsewhere, which end-to-end
 * tests use to start each run clean and to run instances side by side (the
 * single-instance lock lives in that folder too, see index.ts).
 * Returns null when the variable is not set, so the caller keeps userData.
 */
export function dataDirOverride(env: Readonly<Record<string, string | undefined>>): string | null {
  const value = env['FREIGHT_DESK_DATA_DIR']?.trim();
  if (!value) return null;
  return path.resolve(value);
}

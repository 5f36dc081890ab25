import { m } from '../i18n/messages';
/**
 * A write the disk itself refused, whoever made it (SQLite for the local
 * store, Node's fs for the settings files): the operator can act on these,
 * so they are said in words with the folder, never as an internal error.
 */
export type DiskFault = 'disk-full' | 'read-only';

/**
 * The error codes of each fault: SQLite's (better-sqlite3 names the extended
 * code) and Node's errno. SQLITE_READONLY_DBMOVED is left out on purpose: it
 * is a connection whose file was renamed under it, not a read-only folder.
 */
const FAULT_OF_CODE: Readonly<Record<string, DiskFault>> = {
  SQLITE_FULL: 'disk-full',
  ENOSPC: 'disk-full',
  EDQUOT: 'disk-full',
  SQLITE_READONLY: 'read-only',
  SQLITE_READONLY_RECOVERY: 'read-only',
  SQLITE_READONLY_CANTLOCK: 'read-only',
  SQLITE_READONLY_CANTINIT: 'read-only',
  SQLITE_READONLY_DIRECTORY: 'read-only',
  EROFS: 'read-only',
  EACCES: 'read-only',
};

/** The fault an error's code means, or null for any other failure. */
export function diskFaultOf(error: unknown): DiskFault | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && Object.hasOwn(FAULT_OF_CODE, code) ? (FAULT_OF_CODE[code] ?? null) : null;
}

/** What the operator reads when a write into `folder` was refused: what happened, where, and what to do. */
export function diskFaultMessage(fault: DiskFault, folder: string): string {
  return fault === 'disk-full' ? m.store_disk_full({ folder }) : m.store_read_only({ folder });
}

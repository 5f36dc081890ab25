import Sqlite from 'better-sqlite3';
import { isStoreDamage } from './store-faults';

/** What SQLite's check of a store file found: nothing, or the first thing wrong, in its words. */
export type StoreCheck = { readonly damaged: false } | { readonly damaged: true; readonly finding: string };

/**
 * PRAGMA quick_check of a store file, on a read-only connection of its own:
 * it reads every page, so it finds damage in the middle of a file that the
 * screens' reads would meet only later (and then as a failed read). It reads
 * the whole file, so it runs on a worker thread (serve-list-sync.ts), never
 * on main's. A failure that is not damage (the file is gone) is thrown.
 */
export function checkStoreFile(file: string): StoreCheck {
  let db: Sqlite.Database | null = null;
  try {
    db = new Sqlite(file, { readonly: true, fileMustExist: true });
    // pragma() is typed unknown: quick_check answers one row per finding, {quick_check: text}, 'ok' alone when sound.
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    const findings = rows.map((row) => row.quick_check).filter((finding) => finding !== 'ok');
    return findings.length === 0 ? { damaged: false } : { damaged: true, finding: findings.slice(0, 3).join('; ') };
  } catch (error) {
    // SQLite stops its check at a page it cannot read at all, with an error instead of a finding.
    if (isStoreDamage(error)) return { damaged: true, finding: (error as Error).message.split('\n')[0] ?? '' };
    throw error;
  } finally {
    db?.close();
  }
}

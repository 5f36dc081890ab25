import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import { seededRandom } from './synthetic-shipments';

/**
 * The ways a store file is found damaged on an operator's disk, done to a
 * real store file (closed, or open: then a connection finds it at its next
 * read of the page from disk).
 */
export const wholeFileDamage = {
  /** Cut in half, as a copy or a sync tool interrupted half way leaves it. */
  'cut in half': (file: string) => truncateSync(file, Math.floor(statSync(file).size / 2)),
  /** Its first 100 bytes (SQLite's header) overwritten. */
  'a garbage header': (file: string) => overwrite(file, 0, Buffer.from('not a header '.repeat(8).slice(0, 100))),
  /** Random bytes of the same length. */
  'random bytes': (file: string) => {
    const random = seededRandom(25);
    writeFileSync(file, Buffer.from(Array.from({ length: statSync(file).size }, () => Math.floor(random() * 256))));
  },
} as const;

export type WholeFileDamage = keyof typeof wholeFileDamage;

/**
 * Overwrites every page of one table or index (its b-tree, as SQLite's dbstat
 * lists it) with garbage: damage in the middle of a file whose header and
 * schema are sound, so it opens as if nothing were wrong. Returns the pages.
 */
export function damagePagesOf(file: string, name: string): number[] {
  // Reading the file makes a -wal and -shm when there were none: they go again, so the file is as it was but for the damage.
  const madeHere = ['-wal', '-shm'].map((suffix) => `${file}${suffix}`).filter((companion) => !existsSync(companion));
  const db = new Sqlite(file, { readonly: true, fileMustExist: true });
  let pages: number[];
  let pageSize: number;
  try {
    pages = db.prepare<[string], number>('SELECT pageno FROM dbstat WHERE name = ? ORDER BY pageno').pluck().all(name);
    pageSize = Number(db.pragma('page_size', { simple: true }));
  } finally {
    db.close();
    for (const companion of madeHere) rmSync(companion, { force: true });
  }
  if (pages.length === 0) throw new Error(`${file} has no pages of ${name}`);
  for (const page of pages) overwrite(file, (page - 1) * pageSize, Buffer.alloc(pageSize, 0x5a));
  return pages;
}

/** A digest of the file's bytes, to compare the copy set aside with the file as it was. */
export function digestOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function overwrite(file: string, at: number, bytes: Buffer): void {
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, bytes, 0, bytes.length, at);
  } finally {
    closeSync(fd);
  }
}

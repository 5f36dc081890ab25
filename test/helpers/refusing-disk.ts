import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Sqlite from 'better-sqlite3';
import type { ThreadLauncher } from '@main/store/resident-thread';
import { WORKER_THREAD_SOURCE } from '@main/worker-thread/worker-launcher';

/*
 * A disk that refuses the store's writes on demand: the tests of a full disk
 * and a read-only data folder. Tests run as root here, and root writes
 * through file modes; a real full disk needs a mount. So better-sqlite3 is
 * patched in each thread that installs this: while the shared switch says
 * so, every statement that writes throws the error SQLite itself throws on
 * a full disk (SQLITE_FULL) or a read-only file (SQLITE_READONLY). Reads go
 * on. Main's thread installs it with refuseStoreWrites(); the sync's and the
 * file's threads through refusingWorkers(). Only files under the folder
 * given refuse: the embedded sandbox keeps its own state beside the store,
 * and a full disk of the desk's store must not also stop the service it talks to.
 */

export type Refusal = 'none' | 'disk-full' | 'read-only';

const REFUSALS: readonly Refusal[] = ['none', 'disk-full', 'read-only'];
const ERRORS = {
  'disk-full': ['database or disk is full', 'SQLITE_FULL'],
  'read-only': ['attempt to write a readonly database', 'SQLITE_READONLY'],
} as const;

/** The switch, shared by every thread that installed the patch. */
export class RefusingDisk {
  readonly flag = new SharedArrayBuffer(4);
  private folder = '';

  /** The folder whose database files refuse; set before the stores open. */
  refuseUnder(folder: string): void {
    this.folder = folder;
    refusingFolder = folder;
  }

  set(refusal: Refusal): void {
    Atomics.store(new Int32Array(this.flag), 0, REFUSALS.indexOf(refusal));
  }

  /** Patches this thread's better-sqlite3 (before the stores open: each connection's statements are patched as prepared). */
  install(): void {
    refuseStoreWrites(this.flag);
  }

  /** The worker thread (in each of its roles) with the patch installed before it loads. */
  workers(): ThreadLauncher {
    return (options) => {
      const tsconfig = join(__dirname, '..', '..', 'tsconfig.json');
      const boot =
        `process.env.TSX_TSCONFIG_PATH ??= ${JSON.stringify(tsconfig)}; require('tsx/cjs');` +
        `const data = require('node:worker_threads').workerData;` +
        `require(${JSON.stringify(__filename)}).refuseStoreWrites(data.refusing, data.refusingUnder);` +
        `require(${JSON.stringify(WORKER_THREAD_SOURCE)});`;
      const data: unknown = options.workerData;
      return new Worker(boot, {
        ...options,
        eval: true,
        workerData: {
          ...(typeof data === 'object' && data !== null ? data : {}),
          refusing: this.flag,
          refusingUnder: this.folder,
        },
      });
    };
  }
}

let installed = false;
let refusingFolder = '';

/** Installs the patch in this thread, switched by `flag` (RefusingDisk), for database files under `folder`. */
export function refuseStoreWrites(flag: SharedArrayBuffer, folder?: string): void {
  if (folder !== undefined) refusingFolder = folder;
  if (installed) return;
  installed = true;
  const refusal = () => REFUSALS[Atomics.load(new Int32Array(flag), 0)] ?? 'none';
  const prepare = Sqlite.prototype.prepare;
  // Patched on the prototype: every connection of this thread prepares through it (the cast: prepare's own generic type).
  Sqlite.prototype.prepare = function (this: Sqlite.Database, source: string) {
    const statement = prepare.call(this, source);
    if (statement.readonly || refusingFolder === '' || !this.name.startsWith(refusingFolder)) return statement;
    for (const method of ['run', 'get', 'all', 'iterate'] as const) {
      const original = statement[method];
      // The same method, called on the same statement, after the check; `never`: the four methods' types differ, this fits each.
      statement[method] = function (this: unknown, ...args: unknown[]) {
        const now = refusal();
        if (now !== 'none') throw new Sqlite.SqliteError(ERRORS[now][0], ERRORS[now][1]);
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as never;
    }
    return statement;
  } as typeof Sqlite.prototype.prepare;
}

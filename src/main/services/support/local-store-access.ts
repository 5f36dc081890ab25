import { LocalStores, type LocalStore } from '@main/store';
import type { ScopeStamp } from '@main/session/data-scope';
import type { StoreAccess } from './store-access';

/**
 * The app's StoreAccess: one store file per profile under the data
 * directory (`<dataDir>/store/<profileId>.sqlite`), opened on first use.
 */
export class LocalStoreAccess implements StoreAccess {
  private readonly stores: LocalStores;

  constructor(
    readonly dataDir: string,
    /** Main's clock (the session's): the times the store stamps (drafts, sync completion) are main's. */
    now: () => number = Date.now,
    /** The lists kept in memory first load once this settles (the app's startup gate). */
    listLoadsAfter?: Promise<void>,
  ) {
    this.stores = new LocalStores(dataDir, {
      now: () => new Date(now()),
      ...(listLoadsAfter ? { listLoadsAfter } : {}),
    });
  }

  of(stamp: ScopeStamp): LocalStore {
    return this.stores.get(stamp.profileId);
  }

  /** Opens a profile's store now, so a store that cannot open says so at start, not at the first screen. */
  open(profileId: string): LocalStore {
    try {
      return this.stores.get(profileId);
    } catch (error) {
      throw new Error(storeOpenFailure(error), { cause: error });
    }
  }

  /** A removed profile's records go with it: its file, -wal and -shm. */
  delete(profileId: string): void {
    this.stores.delete(profileId);
  }

  closeAll(): void {
    this.stores.closeAll();
  }
}

/**
 * What to say when a store cannot open. The usual cause in a development run
 * is better-sqlite3's native module built for another runtime (Node and
 * Electron have different ABIs): the message names the command that fixes it.
 */
export function storeOpenFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const wrongBuild =
    code === 'ERR_DLOPEN_FAILED' || /NODE_MODULE_VERSION|was compiled against|invalid ELF|wrong ELF/i.test(message);
  if (!wrongBuild) return `The local store could not be opened: ${message}`;
  const electron = typeof process.versions.electron === 'string';
  const fix = electron
    ? 'Run `npm run rebuild:electron` to rebuild it for Electron, then start the app again.'
    : 'Run `npm rebuild better-sqlite3` (or `npm run rebuild:node`) to rebuild it for Node, then start again.';
  return (
    `The local store could not be opened: better-sqlite3's native module was built for another runtime ` +
    `(${electron ? `this is Electron ${process.versions.electron}` : `this is Node ${process.versions.node}`}). ${fix} ` +
    `(${message.split('\n')[0]})`
  );
}

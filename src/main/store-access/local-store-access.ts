import { existsSync } from 'node:fs';
import type { SetAsideStore, StoreWriteFailure } from '@shared/ipc/channels/sync';
import { m } from '@shared/i18n/messages';
import {
  LocalStores,
  StoreError,
  isDiskFault,
  isStoreDamage,
  storeFault,
  storeFile,
  type LocalStore,
} from '@main/store';
import type { CoreLog } from '@main/log/core-log';
import type { ScopeStamp } from '@main/session/data-scope';
import { setFileAside } from '@main/disk/set-aside';
import { setAsideStoreMessage } from './set-aside-store-words';
import type { StoreAccess } from './store-access';

/** What LocalStoreAccess tells of its stores (main's StoreRecovery listens). */
export interface StoreWatcher {
  /** A store met damage: its file is to be set aside once nothing else writes to it (replace()). */
  damaged(profileId: string, fault: StoreError): void;
  /** A damaged file was set aside and a new store opened in its place. */
  setAside(note: SetAsideStore): void;
  /** A write of a profile's store was refused (a full disk, a read-only folder): its status changed. */
  changed(profileId: string): void;
  /** A store file that was already there was opened: it is to be checked for damage (PRAGMA quick_check). */
  opened(store: LocalStore): void;
}

/** What a profile's store has been through in this run of the app, for its status. */
export interface StoreHealth {
  readonly setAside: SetAsideStore | null;
  readonly writeFailure: StoreWriteFailure | null;
}

export interface LocalStoreAccessOptions {
  /** Main's clock (the session's): the times the store stamps (drafts, sync completion) are main's. */
  readonly now?: () => number;
  /** The lists kept in memory first load once this settles (the app's startup gate). */
  readonly listLoadsAfter?: Promise<void>;
  readonly log?: Pick<CoreLog, 'error'>;
}

/** The files SQLite keeps beside a store: a damaged store is set aside with them, under the same name. */
const STORE_COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * The app's StoreAccess: one store file per profile under the data
 * directory (`<dataDir>/store/<profileId>.sqlite`), opened on first use. It
 * never leaves the operator without a store: a file SQLite finds damaged
 * when it opens is set aside (renamed, never deleted) and a new store takes
 * its place at once; damage met later, by any statement, is told to the
 * watcher, which sets the file aside once its sync has stopped (replace()).
 * A write the disk refused is kept here, in memory, for the status to show.
 */
export class LocalStoreAccess implements StoreAccess {
  private readonly stores: LocalStores;
  private readonly now: () => number;
  private readonly log: Pick<CoreLog, 'error'> | null;
  private watcher: StoreWatcher | null = null;
  private readonly setAsideNotes = new Map<string, SetAsideStore>();
  private readonly writeFailures = new Map<string, StoreWriteFailure>();
  /** Stores opened before a watcher was there (the start's): told to it when it comes. */
  private readonly unwatched: LocalStore[] = [];

  constructor(
    readonly dataDir: string,
    options: LocalStoreAccessOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? null;
    this.stores = new LocalStores(dataDir, {
      now: () => new Date(this.now()),
      onFault: (store, fault) => this.failed(store, fault),
      ...(options.listLoadsAfter ? { listLoadsAfter: options.listLoadsAfter } : {}),
    });
  }

  /** Who is told of damage, of set-aside files and of refused writes (main's StoreRecovery). */
  watch(watcher: StoreWatcher): void {
    this.watcher = watcher;
    for (const store of this.unwatched.splice(0)) if (this.isCurrent(store)) watcher.opened(store);
  }

  of(stamp: ScopeStamp): LocalStore {
    return this.stores.opened(stamp.profileId) ?? this.openStore(stamp.profileId);
  }

  /** Opens a profile's store now, so a store that cannot open says so at start, not at the first screen. */
  open(profileId: string): LocalStore {
    try {
      return this.stores.opened(profileId) ?? this.openStore(profileId);
    } catch (error) {
      // A full disk or a read-only folder is said in words already (and the start goes on: app-core.ts).
      if (isDiskFault(error)) throw error;
      throw new Error(storeOpenFailure(error), { cause: error });
    }
  }

  /** Whether `store` is its profile's open store still (not closed, not replaced by a new one). */
  isCurrent(store: LocalStore): boolean {
    return this.stores.opened(store.profileId) === store;
  }

  /**
   * A failure of a store (met by main's connection, or by a thread writing
   * into it): damage is told to the watcher, a write the disk refused is kept
   * for the status; any other failure, or one of a store already replaced,
   * changes nothing.
   */
  failed(store: LocalStore, error: unknown): void {
    if (!this.isCurrent(store)) return;
    const fault = error instanceof StoreError ? error : storeFault(error, store.file);
    if (fault?.code === 'store-damaged') {
      this.watcher?.damaged(store.profileId, fault);
    } else if (isDiskFault(fault)) {
      this.writeFailures.set(store.profileId, {
        code: fault.code,
        message: fault.message,
        at: new Date(this.now()).toISOString(),
      });
      this.watcher?.changed(store.profileId);
    }
  }

  /** What the profile's store has been through in this run: a file set aside, a write refused. */
  health(profileId: string): StoreHealth {
    return {
      setAside: this.setAsideNotes.get(profileId) ?? null,
      writeFailure: this.writeFailures.get(profileId) ?? null,
    };
  }

  /** The disk took a whole sync of the profile's store: a write refused before is past. */
  writesWork(profileId: string): void {
    this.writeFailures.delete(profileId);
  }

  /**
   * Sets the profile's damaged store file aside, with its -wal and -shm,
   * and opens a new store in its place, into which the desk's own records
   * the file still gives are copied (drafts, free time: desk-records.ts).
   * The caller has stopped what writes into it from other threads (its
   * sync). Returns the new store.
   */
  replace(profileId: string, damage: unknown): LocalStore {
    this.stores.close(profileId);
    const file = storeFile(this.dataDir, profileId);
    const at = new Date(this.now());
    let setAsidePath: string;
    try {
      setAsidePath = setFileAside(file, at, STORE_COMPANIONS);
    } catch (error) {
      throw new StoreError(
        'store-damaged',
        { key: 'not-set-aside', values: { file, reason: damageReason(damage), why: error instanceof Error ? error.message : String(error) } },
        { cause: error },
      );
    }
    const store = this.stores.get(profileId);
    const rescue = store.rescueDeskRecordsFrom(setAsidePath);
    const reason = damageReason(damage);
    const note: SetAsideStore = {
      profileId,
      file,
      setAsidePath,
      reason,
      at: at.toISOString(),
      readable: rescue.readable,
      copied: rescue.copied,
      lost: rescue.lost,
      message: setAsideStoreMessage({ file, setAsidePath, reason, rescue }),
    };
    this.setAsideNotes.set(profileId, note);
    this.log?.error('local store (set aside)', note.message);
    this.watcher?.setAside(note);
    return store;
  }

  /** A removed profile's records go with it: its file, -wal and -shm. */
  delete(profileId: string): void {
    this.stores.delete(profileId);
    this.setAsideNotes.delete(profileId);
    this.writeFailures.delete(profileId);
  }

  closeAll(): void {
    this.stores.closeAll();
  }

  /** Opens a profile's store; a file SQLite finds damaged is set aside and a new store opened in its place. */
  private openStore(profileId: string): LocalStore {
    const existed = existsSync(storeFile(this.dataDir, profileId));
    let store: LocalStore;
    try {
      store = this.stores.get(profileId);
    } catch (error) {
      if (!isStoreDamage(error)) throw error;
      return this.replace(profileId, error);
    }
    if (existed) {
      if (this.watcher) this.watcher.opened(store);
      else this.unwatched.push(store);
    }
    return store;
  }
}

/** What SQLite said of the damage, in its words. */
function damageReason(damage: unknown): string {
  if (damage instanceof StoreError && damage.reason !== null) return damage.reason;
  return (damage instanceof Error ? damage.message : String(damage)).split('\n')[0] ?? '';
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
  if (!wrongBuild) return m.main_store_not_opened({ why: message });
  const electron = process.versions.electron;
  return m.main_store_wrong_build({
    runtime: typeof electron === 'string' ? `Electron ${electron}` : `Node ${process.versions.node}`,
    fix: typeof electron === 'string' ? m.main_store_rebuild_electron() : m.main_store_rebuild_node(),
    why: message.split('\n')[0] ?? '',
  });
}

import { LocalStore, type LocalStoreOptions } from './local-store';
import type { StoreError } from './store-error';
import { checkProfileId, deleteStoreFiles } from './store-files';

export interface LocalStoresOptions extends Omit<LocalStoreOptions, 'onFault'> {
  /** Told of every fault an open store's connection meets (store-faults.ts), with the store that met it. */
  readonly onFault?: (store: LocalStore, fault: StoreError) => void;
}

/**
 * The open stores of the app, one per profile, under one data directory.
 * Main opens the active profile's store when it becomes active and closes it
 * when another takes its place; deleting a profile deletes its file.
 */
export class LocalStores {
  private readonly open = new Map<string, LocalStore>();

  constructor(
    readonly dataDir: string,
    private readonly options: LocalStoresOptions = {},
  ) {}

  /** The profile's store, opened on first use. */
  get(profileId: string): LocalStore {
    const id = checkProfileId(profileId);
    let store = this.open.get(id);
    if (!store?.isOpen) {
      const { onFault, ...options } = this.options;
      let opened: LocalStore | null = null;
      store = LocalStore.open(this.dataDir, id, {
        ...options,
        // A connection's faults are told once it is open (openDatabase), when `opened` is set.
        ...(onFault ? { onFault: (fault: StoreError) => opened && onFault(opened, fault) } : {}),
      });
      opened = store;
      this.open.set(id, store);
    }
    return store;
  }

  /** The profile's store if it is open now (not opened by asking). */
  opened(profileId: string): LocalStore | null {
    const store = this.open.get(profileId);
    return store?.isOpen ? store : null;
  }

  close(profileId: string): void {
    this.open.get(profileId)?.close();
    this.open.delete(profileId);
  }

  /** Closes the profile's store and removes its files: the database, its -wal and -shm. */
  delete(profileId: string): void {
    const id = checkProfileId(profileId);
    this.close(id);
    deleteStoreFiles(this.dataDir, id);
  }

  closeAll(): void {
    for (const store of this.open.values()) store.close();
    this.open.clear();
  }
}

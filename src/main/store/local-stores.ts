import { LocalStore, type LocalStoreOptions } from './local-store';
import { checkProfileId, deleteStoreFiles } from './store-files';

/**
 * The open stores of the app, one per profile, under one data directory.
 * Main opens the active profile's store when it becomes active and closes it
 * when another takes its place; deleting a profile deletes its file.
 */
export class LocalStores {
  private readonly open = new Map<string, LocalStore>();

  constructor(
    readonly dataDir: string,
    private readonly options: LocalStoreOptions = {},
  ) {}

  /** The profile's store, opened on first use. */
  get(profileId: string): LocalStore {
    const id = checkProfileId(profileId);
    let store = this.open.get(id);
    if (!store?.isOpen) {
      store = LocalStore.open(this.dataDir, id, this.options);
      this.open.set(id, store);
    }
    return store;
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

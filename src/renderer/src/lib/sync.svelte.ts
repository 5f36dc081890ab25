import { untrack } from 'svelte';
import type { SyncStatus } from '@shared/ipc/channels/sync';
import { AppError } from './api';
import { api, onEvent } from './backend';
import { profileScope } from './profile-scope.svelte';
import { keepNewerSync } from './sync-view';

/**
 * The sync of the active profile's store with the service, kept current from
 * main's sync.changed events and the answers of the sync calls. The newest
 * revision wins; a status of another profile's scope is never kept, and a
 * change of scope forgets the old one's and asks main again.
 */
class SyncStore {
  status = $state.raw<SyncStatus | null>(null);
  /** A sync call (status, start, cancel) failed outright. */
  error = $state.raw<AppError | null>(null);
  /** The operator's Sync now or Cancel is on its way. */
  pending = $state<'start' | 'cancel' | null>(null);

  #stop: (() => void) | null = null;
  #listeners = new Set<(before: SyncStatus | null, after: SyncStatus) => void>();

  start(): () => void {
    this.#stop ??= onEvent('sync.changed', (status) => this.#apply(status));
    void this.refresh();
    return () => {
      this.#stop?.();
      this.#stop = null;
    };
  }

  refresh(): Promise<AppError | null> {
    return this.#run(null, () => api().sync.status());
  }

  /** Syncs now (Refresh, Sync now): main joins a running sync rather than starting a second. */
  syncNow(): Promise<AppError | null> {
    return this.#run('start', () => api().sync.start());
  }

  cancel(): Promise<AppError | null> {
    return this.#run('cancel', () => api().sync.cancel());
  }

  /**
   * Calls `listener` with every status kept (the one before and the new one):
   * the tracking list reloads when a sync completed. Returns the unsubscribe
   * function (an $effect's cleanup).
   */
  onChange(listener: (before: SyncStatus | null, after: SyncStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Another profile's scope: nothing of the old one stays, and main is asked for the new one's. */
  reset(): void {
    this.status = null;
    this.error = null;
    this.pending = null;
    if (this.#stop) void this.refresh();
  }

  async #run(action: 'start' | 'cancel' | null, call: () => Promise<SyncStatus>): Promise<AppError | null> {
    if (action) this.pending = action;
    this.error = null;
    const scope = untrack(() => profileScope.key);
    try {
      const next = await call();
      this.#apply(next);
      return null;
    } catch (cause) {
      // An answer for a scope that is gone says nothing about this one.
      if (scope !== null && scope !== profileScope.key) return null;
      this.error = AppError.from(cause);
      return this.error;
    } finally {
      if (action && this.pending === action) this.pending = null;
    }
  }

  #apply(next: SyncStatus): void {
    const before = this.status;
    const newer = keepNewerSync(before, next, profileScope.key);
    if (newer === before || newer === null) return;
    this.status = newer;
    for (const listener of this.#listeners) listener(before, newer);
  }
}

export const sync = new SyncStore();
profileScope.onChange(() => sync.reset());

import type { SetAsideStore } from '@shared/ipc/channels/sync';
import { dataTopics } from '@shared/ipc/session';
import type { EventHub } from '@main/events';
import type { CoreLog } from '@main/log/core-log';
import type { SessionService } from '@main/session/session-service';
import type { LocalStoreAccess, StoreWatcher } from '@main/store-access/local-store-access';
import { storeCheckFoundDamage, type LocalStore, type StoreError } from '@main/store';
import type { SyncService } from './sync-service';

export interface StoreRecoveryOptions {
  readonly stores: LocalStoreAccess;
  readonly sync: SyncService;
  readonly session: Pick<SessionService, 'data'>;
  readonly events: EventHub;
  readonly log: Pick<CoreLog, 'error'>;
  /** A store's check waits for this (the app's startup gate): it reads the whole file, never before the first screen. */
  readonly checkAfter?: Promise<void>;
}

/**
 * What main does when a store's file is damaged, so it never locks the
 * operator out: the file is checked in the background once opened (PRAGMA
 * quick_check on the sync's thread, after the startup gate), and damage
 * found there or by any statement later sets the file aside once its sync
 * has stopped, puts a new store in its place, and syncs that again from the
 * service; the windows reload what they show, and the status says what was
 * set aside, where, and what could not be rebuilt.
 */
export class StoreRecovery implements StoreWatcher {
  private readonly replacing = new Map<string, Promise<void>>();
  private closed = false;

  constructor(private readonly options: StoreRecoveryOptions) {
    options.stores.watch(this);
  }

  damaged(profileId: string, fault: StoreError): void {
    void this.replace(profileId, fault);
  }

  /** Sets the profile's damaged store aside and opens a new one; a replacement under way is joined, not repeated. */
  replace(profileId: string, fault: StoreError): Promise<void> {
    let running = this.replacing.get(profileId);
    if (!running) {
      running = this.replaceOnce(profileId, fault).finally(() => this.replacing.delete(profileId));
      this.replacing.set(profileId, running);
    }
    return running;
  }

  setAside(note: SetAsideStore): void {
    this.options.sync.storeChanged();
    const scope = this.options.session.data.current();
    if (scope.profileId !== note.profileId) return;
    // Every screen reloads from the new store, and the sync fills it (SyncService starts one on 'shipments').
    this.options.events.emit('data.changed', {
      profileId: scope.profileId,
      generation: scope.generation,
      topics: [...dataTopics],
      shipmentId: null,
    });
  }

  changed(): void {
    this.options.sync.storeChanged();
  }

  opened(store: LocalStore): void {
    void this.check(store);
  }

  /** The app closes: checks not yet answered are let go, and a replacement under way is waited for. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.replacing.size > 0) await Promise.all(this.replacing.values());
  }

  private async replaceOnce(profileId: string, fault: StoreError): Promise<void> {
    if (this.closed) return;
    // The sync's worker writes into the file: it stops first, so nothing writes into the copy set aside.
    await this.options.sync.forget(profileId);
    try {
      this.options.stores.replace(profileId, fault);
    } catch (error) {
      this.options.log.error('local store (setting a damaged file aside)', error);
    }
  }

  /** PRAGMA quick_check of a store file opened, in the background: damage in the middle of it is found now, not by a screen. */
  private async check(store: LocalStore): Promise<void> {
    await this.options.checkAfter;
    if (this.closed || !this.options.stores.isCurrent(store)) return;
    let found;
    try {
      found = await this.options.sync.checkStore(store.file);
    } catch (error) {
      // The check could not run (the file went with its profile): the reads still find damage.
      if (!this.closed) this.options.log.error('local store (checking the file)', error);
      return;
    }
    if (found.damaged) {
      this.options.stores.failed(store, storeCheckFoundDamage(store.file, found.finding));
    }
  }
}

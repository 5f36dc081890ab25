import { onEvent } from './backend';
import { profileScope } from './profile-scope.svelte';
import { addChanges, type RecentChange } from './recent-changes';

/**
 * The shipment changes main reported for the scope on screen (shipments.changed
 * events), newest first and bounded; forgotten when the scope changes, so one
 * account's news never shows under another. Listens for the whole life of the
 * app: a change found while another screen is open still shows in Tracking.
 */
class ShipmentChangesStore {
  list = $state.raw<RecentChange[]>([]);
  /** Bumped with every event of this scope that carried changes: what the list reloads on. */
  revision = $state(0);

  #stop: (() => void) | null = null;
  #sequence = 0;

  start(): () => void {
    this.#stop ??= onEvent('shipments.changed', (event) => {
      const next = addChanges(this.list, event, profileScope.key, ++this.#sequence);
      if (next.length === this.list.length && next.every((c, i) => c === this.list[i])) return;
      this.list = next;
      this.revision += 1;
    });
    return () => {
      this.#stop?.();
      this.#stop = null;
    };
  }

  /** The operator cleared the list. */
  clear(): void {
    this.list = [];
  }

  reset(): void {
    this.list = [];
  }
}

export const shipmentChanges = new ShipmentChangesStore();
profileScope.onChange(() => shipmentChanges.reset());

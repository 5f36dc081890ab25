import type { EventHub } from '@main/events';
import type { ShipmentChangesEvent } from '@shared/ipc/channels/sync';
import type { StoreAccess } from '@main/store-access/store-access';

/**
 * Keeps every 'shipments.changed' event in the store of the profile it was
 * found for (store/change-log.ts), so the Today screen can list what changed
 * since the operator's last look after a restart too. A store that cannot be
 * written loses the log entry, never the event. Returns the unsubscribe.
 */
export function keepChangeLog(
  events: EventHub,
  stores: StoreAccess,
  logError: (context: string, error: unknown) => void,
): () => void {
  return events.subscribe((event, payload) => {
    if (event !== 'shipments.changed') return;
    // Payloads are the contract's EventPayloads of each event name.
    const { profileId, generation, at, changes } = payload as ShipmentChangesEvent;
    try {
      stores.of({ profileId, generation }).changeLog.append(at, changes);
    } catch (error) {
      logError('local store (keeping the change log)', error);
    }
  });
}

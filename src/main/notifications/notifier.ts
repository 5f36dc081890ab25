import type { DeskNotice, OpenTarget } from '@shared/ipc/channels/app';
import type { DeskSettings } from '@shared/ipc/channels/settings';
import type { EventName, EventPayloads } from '@shared/ipc/contract';
import type { ShipmentChangesEvent } from '@shared/ipc/channels/sync';
import { shipmentNotice } from './shipment-notice';

/** What the notifier needs: the events main sends, the saved switches, and a desktop that can notify. */
export interface NotifierDeps {
  readonly events: {
    subscribe(listener: (event: EventName, payload: unknown) => void): () => void;
    emit<E extends EventName>(event: E, payload: EventPayloads[E]): void;
  };
  readonly settings: { get(): Pick<DeskSettings, 'notifications'> };
  /** The locale the desk writes dates in now. */
  readonly locale: () => string;
  readonly desktop: {
    /** Shows the notice from the OS; false where there is none (the page shows it then). */
    notify(notice: DeskNotice, onOpen: () => void): boolean;
  };
}

/**
 * Turns the store's change events into notifications (shipment-notice.ts
 * decides what is said): the OS shows them in the desktop app, and a click
 * opens the shipment ('app.open'); where the desktop has no notifications of
 * its own, 'app.notice' asks the page to show it. Returns the unsubscribe.
 */
export function startNotifier({ events, settings, desktop, locale }: NotifierDeps): () => void {
  return events.subscribe((event, payload) => {
    if (event !== 'shipments.changed') return;
    // The cast: the hub sends each event with its own payload type (EventHub.emit is typed by name).
    const notice = shipmentNotice(payload as ShipmentChangesEvent, settings.get().notifications, locale());
    if (notice === null) return;
    const open = (target: OpenTarget) => events.emit('app.open', target);
    if (!desktop.notify(notice, () => open(notice.open))) events.emit('app.notice', notice);
  });
}

import { isFlagged, type ClockState } from '@shared/domain/free-time';
import type { FreeTimeChanged, ShipmentChange } from '@shared/domain/shipment-changes';
import type { LocalStore } from '@main/store';
import type { SessionConnection } from '@main/session/session-connection';
import { freeTimeItemOf, type PortPlaces } from './free-time-view';

/** The most shipments whose messages one sync fetches for their free time (the rest wait for the next). */
export const MAX_FREE_TIME_FETCHES = 50;

/**
 * After a sync: brings the tracking messages of the booked sea shipments
 * whose clocks have not all stopped (the list does not carry events), counts
 * each clock at `now`, and reports the clocks that crossed into "48 hours or
 * less" or "past the last free day" since the last report. A clock that
 * stopped is never reported. What was reported is kept, so a crossing is told
 * once. A message fetch that fails leaves that shipment's clocks as they were.
 */
export async function watchFreeTime(
  store: LocalStore,
  connection: Pick<SessionConnection, 'call'>,
  now: () => number,
  ports: PortPlaces,
): Promise<ShipmentChange[]> {
  const changes: ShipmentChange[] = [];
  let fetches = 0;
  for (const booked of store.freeTime.list()) {
    const before = freeTimeItemOf(store, booked, now(), ports);
    const waiting = before.clocks.some((c) => c.state !== 'stopped' && c.state !== 'no-terms');
    if (booked.shipmentCode && waiting && fetches < MAX_FREE_TIME_FETCHES) {
      fetches++;
      try {
        const messages = await connection.call('tracking.messages', { params: { shipmentCode: booked.shipmentCode } });
        changes.push(
          ...store.messages.put(booked.shipmentCode, messages, new Date(now()).toISOString(), booked.shipmentId),
        );
      } catch {
        // Offline or refused: counted from the messages kept before; the next sync asks again.
      }
    }
    const item = freeTimeItemOf(store, booked, now(), ports);
    const announced: Record<string, ClockState> = { ...booked.announced };
    for (const clock of item.clocks) {
      const { state } = clock;
      if (isFlagged(state) && announced[clock.key] !== state) {
        const change: FreeTimeChanged = {
          kind: 'free-time',
          shipmentId: booked.shipmentId,
          shipmentCode: booked.shipmentCode,
          chargeType: clock.chargeType,
          containerSizeType: clock.containerSizeType,
          lastFreeDay: clock.lastFreeDay,
          unreported: clock.unreported,
          state,
        };
        changes.push(change);
      }
      announced[clock.key] = state;
    }
    store.freeTime.markAnnounced(booked.shipmentId, announced);
  }
  return changes;
}

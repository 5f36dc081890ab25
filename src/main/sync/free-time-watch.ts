import { isFlagged, type FreeTimeState } from '@shared/domain/free-time';
import type { FreeTimeChanged, ShipmentChange } from '@shared/domain/shipment-changes';
import type { LocalStore } from '@main/store';
import type { SessionConnection } from '@main/session/session-connection';
import { freeTimeItemOf } from '@main/services/support/free-time-view';

/** The most shipments whose messages one sync fetches for their free time (the rest wait for the next). */
export const MAX_FREE_TIME_FETCHES = 50;

/**
 * After a sync: brings the tracking messages of the booked sea shipments whose
 * free time is still to start or to end in their gate out (the list does not
 * carry events), counts each down at `now`, and reports the shipments that
 * crossed into "48 hours or less" or "past the last free day" since the last
 * report. What was reported is kept, so a crossing is told once. A message
 * fetch that fails leaves that shipment's count as it was.
 */
export async function watchFreeTime(
  store: LocalStore,
  connection: Pick<SessionConnection, 'call'>,
  now: () => number,
): Promise<ShipmentChange[]> {
  const changes: ShipmentChange[] = [];
  let fetches = 0;
  for (const booked of store.freeTime.list()) {
    const before = freeTimeItemOf(store, booked, now());
    const waiting = before.gateOutAt === null || before.countdowns.some((c) => c.state === 'not-started');
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
    const item = freeTimeItemOf(store, booked, now());
    const announced: Record<string, FreeTimeState> = { ...booked.announced };
    item.countdowns.forEach((countdown, i) => {
      const key = `${i}:${countdown.chargeType ?? ''}`;
      const { state } = countdown;
      if (isFlagged(state) && announced[key] !== state) {
        const change: FreeTimeChanged = {
          kind: 'free-time',
          shipmentId: booked.shipmentId,
          shipmentCode: booked.shipmentCode,
          chargeType: countdown.chargeType,
          lastFreeDay: countdown.lastFreeDay,
          state,
        };
        changes.push(change);
      }
      announced[key] = state;
    });
    store.freeTime.markAnnounced(booked.shipmentId, announced);
  }
  return changes;
}

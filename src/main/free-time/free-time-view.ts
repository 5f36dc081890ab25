import { chargedSoFar, clocksOf, mostPressing, URGENCY } from '@shared/domain/free-time';
import { freeTimeEventsOf, type DestinationPort } from '@shared/domain/free-time-events';
import type { FreeTimeItem } from '@shared/ipc/channels/today';
import type { LocalStore } from '@main/store';
import type { BookedFreeTime, FreeTimeBooking } from '@main/store/free-time-records';

/** A port of the data the desk ships, by UN/LOCODE: its place and the zone its terminal keeps; undefined for one it does not know. */
export type PortPlaces = (unLocCode: string) => { city: string; country: string; timeZone: string } | undefined;

/** The port of destination as the clocks use it: the shipped data's place and zone where it knows the code. */
export function destinationOf(kept: FreeTimeBooking | null, ports: PortPlaces): DestinationPort | null {
  const port = kept?.port;
  if (!port) return null;
  const known = port.code ? ports(port.code) : undefined;
  return {
    code: port.code,
    city: known?.city ?? port.city,
    countryCode: known?.country ?? port.countryCode,
    timeZone: known?.timeZone ?? null,
  };
}

/** Whether the list says the shipment was delivered (its messages may not, or not yet). */
function listedDelivered(store: LocalStore, shipmentId: string): boolean {
  const status = store.shipments.get(shipmentId)?.trackingStatus ?? null;
  // The code as sent, read loosely (Delivered, DELIVERED, delivered).
  return (status ?? '').toLowerCase().replace(/[^a-z]/g, '') === 'delivered';
}

/** One booked shipment's free time at `now`, from its kept conditions, messages and hand-entered stops. */
export function freeTimeItemOf(
  store: LocalStore,
  booked: BookedFreeTime,
  now: number,
  ports: PortPlaces,
): FreeTimeItem {
  const kept = booked.shipmentCode ? store.messages.get(booked.shipmentCode) : null;
  const port = destinationOf(booked.booking, ports);
  const read = freeTimeEventsOf(kept?.value ?? [], port);
  const events = { ...read, delivered: read.delivered || listedDelivered(store, booked.shipmentId) };
  const containers = booked.booking?.containers ?? null;
  const clocks = clocksOf(booked.terms, { mode: booked.mode, port, containers }, events, booked.entered, now);
  return {
    shipmentId: booked.shipmentId,
    shipmentCode: booked.shipmentCode,
    mode: booked.mode,
    port,
    containers,
    clocks,
    pressing: mostPressing(clocks),
    charged: chargedSoFar(clocks),
    events,
    entered: booked.entered,
    messagesReadAt: kept?.fetchedAt ?? null,
  };
}

/** Every booked shipment's free time at `now`, the most pressing first. */
export function freeTimeItems(store: LocalStore, now: number, ports: PortPlaces): FreeTimeItem[] {
  return store.freeTime
    .list()
    .map((booked) => freeTimeItemOf(store, booked, now, ports))
    .sort((a, b) => {
      const urgency = (item: FreeTimeItem) => (item.pressing ? URGENCY[item.pressing.state] : -1);
      const left = (item: FreeTimeItem) => item.pressing?.msLeft ?? Infinity;
      return urgency(b) - urgency(a) || left(a) - left(b);
    });
}

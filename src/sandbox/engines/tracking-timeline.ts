import type { MessageStatusCode, TrackingStatusCode } from '@shared/domain/code-labels';
import type { ShipmentRecord } from '../state/records';
import { HOUR, MINUTE } from '../util/dates';

/*
 * A shipment's life, computed from its booking and the simulated clock: no
 * timers and no stored status, so advancing the clock moves every shipment at
 * once and a restart changes nothing. Events whose time has come are the
 * tracking messages; the last of them is the shipment's status.
 */

/** The desk's label table lists these statuses, so each one the sandbox sends has its words there. */
export type ShipmentStatus = TrackingStatusCode;

/** What a message may say: a shipment's status, or the container's empty return, which leaves the shipment delivered. */
export type TimelineStatus = ShipmentStatus | MessageStatusCode;

/** After the discharge, how long a consignee's own haulier takes to collect (merchant haulage): past the free days the sandbox's rates give. */
export const MERCHANT_HAULAGE_COLLECTION = 8 * 24 * HOUR;
/** After the delivery, when the carrier's haulier returns the empty container (carrier haulage), within its detention days. */
export const EMPTY_RETURN_AFTER_DELIVERY = 3 * 24 * HOUR;

export interface TimelineEvent {
  readonly at: number;
  readonly status: TimelineStatus;
  readonly message: string;
  readonly city: string | null;
  readonly countryCode: string | null;
  readonly address: string | null;
  /** Sea and air legs: the leg's index, so a client can group its messages. */
  readonly groupIndex: number | null;
  /**
   * Sea: the port whose local time the message is written in (the port
   * itself, or the nearest one for a door); null: UTC (road, air).
   */
  readonly portCode: string | null;
}

type Draft = Omit<TimelineEvent, 'groupIndex' | 'portCode'> & { groupIndex?: number | null; portCode?: string | null };

/** Every event of the shipment, past and future, in time order. */
export function timelineOf(s: ShipmentRecord): TimelineEvent[] {
  const o = s.spec.origin;
  const d = s.spec.destination;
  const sea = s.type === 'sea/fcl' || s.type === 'sea/lcl';
  // Sea: the shipper's messages are written in the local time of the port of loading, as the line writes them.
  const atOrigin = {
    city: o.city,
    countryCode: o.country,
    address: s.originContact?.address ?? null,
    portCode: sea ? (s.legs[0]?.from.code ?? null) : null,
  };
  const atDestination = { city: d.city, countryCode: d.country, address: s.destinationContact?.address ?? null };
  const events: Draft[] = [{ at: s.bookedAt, status: 'Booked', message: 'Booking received.', ...atOrigin }];
  if (!s.confirms) {
    // An invalid HS code: the carrier never confirms, and nothing else ever happens.
    events.push({
      at: s.bookedAt + 2 * HOUR,
      status: 'Booked',
      message: 'Booking pending carrier confirmation.',
      ...atOrigin,
    });
    return finish(events);
  }
  const confirmAt = Math.min(
    s.bookedAt + (s.type.startsWith('sea') ? 4 * HOUR : 30 * MINUTE),
    s.pickupAt - 30 * MINUTE,
  );
  events.push({
    at: confirmAt,
    status: 'Confirmed',
    message: `Booking confirmed by ${s.agency} (booking ${s.bookingCode}).`,
    ...atOrigin,
  });

  if (sea) seaEvents(s, events, atOrigin, atDestination);
  else if (s.type === 'air') airEvents(s, events, atOrigin, atDestination);
  else roadEvents(s, events, atOrigin, atDestination);
  return finish(events);
}

type Place = { city: string | null; countryCode: string | null; address: string | null; portCode?: string | null };

function roadEvents(s: ShipmentRecord, events: Draft[], atOrigin: Place, atDestination: Place): void {
  const depot = { ...atOrigin, address: null };
  const destinationDepot = { ...atDestination, address: null };
  events.push({ at: s.pickupAt, status: 'PickedUp', message: 'Shipment picked up.', ...atOrigin });
  events.push({
    at: s.pickupAt + 3 * HOUR,
    status: 'InTransit',
    message: 'Shipment received at origin depot.',
    ...depot,
  });
  if (s.deliveryAt - s.pickupAt > 30 * HOUR) {
    const mid = s.pickupAt + (s.deliveryAt - s.pickupAt) / 2;
    events.push({
      at: mid,
      status: 'InTransit',
      message: 'Shipment received at transit point.',
      city: null,
      countryCode: null,
      address: null,
    });
  }
  events.push({
    at: s.deliveryAt - 14 * HOUR,
    status: 'InTransit',
    message: 'Shipment received at destination depot.',
    ...destinationDepot,
  });
  events.push({
    at: s.deliveryAt - 5 * HOUR,
    status: 'OutForDelivery',
    message: 'Out for delivery.',
    ...destinationDepot,
  });
  const signer = s.destinationContact?.contactPerson;
  events.push({
    at: s.deliveryAt,
    status: 'Delivered',
    message: signer ? `Delivered. Signed by ${signer}.` : 'Delivered.',
    ...atDestination,
  });
}

function seaEvents(s: ShipmentRecord, events: Draft[], atOrigin: Place, atDestination: Place): void {
  const firstLeg = s.legs[0];
  const lastLeg = s.legs[s.legs.length - 1];
  if (!firstLeg || !lastLeg) return;
  const port = (p: { code: string; city: string; countryCode: string; rkstCode: string | null }) => ({
    city: p.city,
    countryCode: p.countryCode,
    address: p.rkstCode ? `Terminal ${p.rkstCode}` : null,
    portCode: p.code,
  });
  // The consignee's messages are written in the local time of the port of discharge.
  const consignee = { ...atDestination, portCode: lastLeg.to.code };
  const doorPickup = s.spec.originServiceType === 'SD';
  events.push(
    doorPickup
      ? { at: s.pickupAt, status: 'PickedUp', message: "Cargo picked up at the shipper's premises.", ...atOrigin }
      : {
          // Container yard: the shipper collects the empty box, loads it and brings it back before the cut-off.
          at: Math.min(s.pickupAt, firstLeg.departAt - 4 * 24 * HOUR),
          status: 'PickedUp',
          message: 'Empty container released to the shipper.',
          ...port(firstLeg.from),
        },
  );
  events.push({
    at: firstLeg.departAt - 2 * 24 * HOUR,
    status: 'GateIn',
    message: `Full container gated in at ${firstLeg.from.city}.`,
    ...port(firstLeg.from),
  });
  s.legs.forEach((leg, i) => {
    const g = { groupIndex: i };
    events.push({
      at: leg.departAt - 8 * HOUR,
      status: 'Loaded',
      message: `Loaded on ${leg.transportName} at ${leg.from.city}.`,
      ...port(leg.from),
      ...g,
    });
    events.push({
      at: leg.departAt,
      status: 'Departed',
      message: `${leg.transportName} departed ${leg.from.city} for ${leg.to.city}.`,
      ...port(leg.from),
      ...g,
    });
    events.push({
      at: leg.arriveAt,
      status: 'Arrived',
      message: `${leg.transportName} arrived at ${leg.to.city}.`,
      ...port(leg.to),
      ...g,
    });
    if (leg !== lastLeg) {
      events.push({
        at: leg.arriveAt + 6 * HOUR,
        status: 'Discharged',
        message: `Discharged at ${leg.to.city} for transhipment.`,
        ...port(leg.to),
        ...g,
      });
    }
  });
  const dischargeAt = lastLeg.arriveAt + 6 * HOUR;
  events.push({
    at: dischargeAt,
    status: 'Discharged',
    message: `Discharged at ${lastLeg.to.city}.`,
    ...port(lastLeg.to),
  });
  if (s.spec.customs)
    events.push({
      at: dischargeAt + 12 * HOUR,
      status: 'CustomsCleared',
      message: 'Import customs cleared.',
      ...port(lastLeg.to),
    });
  const terminal = port(lastLeg.to);
  // LCL cargo leaves the line's warehouse (its boxes are the line's to unpack); FCL, the full container.
  const goods = s.type === 'sea/lcl' ? `Cargo released from the ${lastLeg.to.city} warehouse` : 'Full container';
  if (s.spec.destinationServiceType === 'SD') {
    // Carrier haulage: the line's own trucks take the box out, deliver it and bring the empty back, and say so.
    const deliveredAt = Math.max(s.deliveryAt, dischargeAt + 18 * HOUR);
    events.push({
      at: deliveredAt - 8 * HOUR,
      status: 'GateOut',
      message: s.type === 'sea/lcl' ? `${goods}.` : `Full container gated out at the ${lastLeg.to.city} terminal.`,
      ...terminal,
    });
    events.push({
      at: deliveredAt - 6 * HOUR,
      status: 'OutForDelivery',
      message: 'Out for delivery to the consignee.',
      ...consignee,
    });
    events.push({ at: deliveredAt, status: 'Delivered', message: 'Delivered to the consignee.', ...consignee });
    if (s.type === 'sea/fcl')
      events.push({
        at: deliveredAt + EMPTY_RETURN_AFTER_DELIVERY,
        status: 'EmptyReturned',
        message: `Empty container returned to the ${lastLeg.to.city} depot.`,
        ...terminal,
      });
  } else {
    // Merchant haulage: the consignee's haulier collects when it can; the line hears of no empty return.
    const releasedAt = Math.max(s.deliveryAt, dischargeAt + MERCHANT_HAULAGE_COLLECTION);
    events.push({
      at: releasedAt,
      status: 'GateOut',
      message:
        s.type === 'sea/lcl'
          ? `${goods} to the consignee's haulier.`
          : `Full container released to the consignee's haulier, gated out at the ${lastLeg.to.city} terminal.`,
      ...terminal,
    });
    events.push({
      at: releasedAt + 4 * HOUR,
      status: 'Delivered',
      message: 'Delivered to the consignee.',
      ...consignee,
    });
  }
}

function airEvents(s: ShipmentRecord, events: Draft[], atOrigin: Place, atDestination: Place): void {
  events.push({ at: s.pickupAt, status: 'PickedUp', message: 'Shipment picked up.', ...atOrigin });
  s.legs.forEach((leg, i) => {
    const from = { city: leg.from.city, countryCode: leg.from.countryCode, address: null, groupIndex: i };
    const to = { city: leg.to.city, countryCode: leg.to.countryCode, address: null, groupIndex: i };
    events.push({
      at: leg.departAt - 4 * HOUR,
      status: 'InTransit',
      message: `Received at ${leg.from.code} for flight ${leg.transportName}.`,
      ...from,
    });
    events.push({
      at: leg.departAt,
      status: 'Departed',
      message: `Flight ${leg.transportName} departed ${leg.from.code}.`,
      ...from,
    });
    events.push({
      at: leg.arriveAt,
      status: 'Arrived',
      message: `Flight ${leg.transportName} arrived at ${leg.to.code}.`,
      ...to,
    });
  });
  events.push({
    at: s.deliveryAt - 2 * HOUR,
    status: 'OutForDelivery',
    message: 'Out for delivery.',
    ...atDestination,
  });
  events.push({ at: s.deliveryAt, status: 'Delivered', message: 'Delivered.', ...atDestination });
}

/** Times never run backwards (a late booking squeezes its first events together). */
function finish(events: Draft[]): TimelineEvent[] {
  let last = Number.NEGATIVE_INFINITY;
  return events.map((e) => {
    last = Math.max(last, e.at);
    return { ...e, at: last, groupIndex: e.groupIndex ?? null, portCode: e.portCode ?? null };
  });
}

/** The events that have happened by `now`. */
export function eventsUntil(s: ShipmentRecord, now: number): TimelineEvent[] {
  return timelineOf(s).filter((e) => e.at <= now);
}

const isShipmentStatus = (status: TimelineStatus): status is ShipmentStatus => status !== 'EmptyReturned';

/** The status at `now`: the last event of the shipment that has happened (the empty's return leaves it delivered). */
export function statusAt(s: ShipmentRecord, now: number): ShipmentStatus {
  // Cheap path for the big list: no need to build every event when the answer is at either end.
  if (s.confirms && now >= s.deliveryAt && s.type !== 'sea/fcl' && s.type !== 'sea/lcl') return 'Delivered';
  return (
    eventsUntil(s, now)
      .map((e) => e.status)
      .filter(isShipmentStatus)
      .at(-1) ?? 'Booked'
  );
}

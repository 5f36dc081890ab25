import type { Dataset } from '../data/dataset';
import { checklistFor } from '../engines/document-checklist';
import { SHIPMENT_TYPE_NAMES } from '../engines/shipment-types';
import { eventsUntil, statusAt, type TimelineEvent } from '../engines/tracking-timeline';
import { unitNumber } from '../engines/units';
import type { ContactRecord, PlaceRecord, ShipmentRecord } from '../state/records';
import { stableUuid } from '../util/prng';
import { wireDateTime, wireLocalDateTime } from '../util/dates';

/** The tracking status the list shows: the shipment's status, or None while its tracking is switched off. */
export function trackingStatusOf(s: ShipmentRecord, now: number): string {
  return s.trackingActive ? statusAt(s, now) : 'None';
}

function customsStatusOf(s: ShipmentRecord, status: string): string | null {
  if (!s.spec.customs) return null;
  return status === 'CustomsCleared' || status === 'GateOut' || status === 'Delivered' || status === 'OutForDelivery'
    ? 'Cleared'
    : 'Pending';
}

function hasInvoice(s: ShipmentRecord): boolean {
  if (s.documents.length === 0) return false;
  const invoice = checklistFor(s.type, false).find((t) => t.key === 'commercial-invoice');
  return !!invoice && s.documents.some((d) => d.templateId === invoice.templateId);
}

const listLocation = (p: PlaceRecord) => ({
  state: p.state,
  countryCode: p.country,
  city: p.city,
  postalCode: p.postalCode,
});

/** A shipment as the tracking list shows it (the payload's item shape). */
export function shipmentListItem(s: ShipmentRecord, now: number) {
  const status = statusAt(s, now);
  return {
    shipmentId: s.shipmentId,
    agency: s.agency,
    pickUpDate: wireDateTime(s.pickupAt),
    deliveryDate: wireDateTime(s.deliveryAt),
    transitDays: s.transitDays,
    price: s.price,
    currency: s.currency,
    shipmentCode: s.code,
    customs: s.spec.customs,
    insurance: s.spec.insurance,
    shipmentType: SHIPMENT_TYPE_NAMES[s.type],
    trackingStatus: s.trackingActive ? status : 'None',
    customsStatus: customsStatusOf(s, status),
    origin: listLocation(s.spec.origin),
    destination: listLocation(s.spec.destination),
    hasInvoice: hasInvoice(s),
    // Beyond the payload: whether tracking is switched on (the switch flips it).
    isActiveTracking: s.trackingActive,
  };
}

function detailLocation(p: PlaceRecord, c: ContactRecord | null) {
  return {
    address: c?.address ?? p.street,
    state: p.state,
    city: p.city,
    postalCode: p.postalCode,
    countryCode: p.country,
    company: c?.companyName ?? null,
    contact: c?.contactPerson ?? null,
    mail: c?.contactMail ?? null,
    // "34 - 943606383", as the payload writes prefix and number.
    phone: c ? (c.phonePrefix ? `${c.phonePrefix} - ${c.phone}` : c.phone) : null,
  };
}

/** A shipment's detail (the payload's shape: commodityType, externalTrackingURL, measurementUnit as a number). */
export function shipmentDetail(s: ShipmentRecord, now: number) {
  const pallets = s.type === 'pallets';
  const fcl = s.type === 'sea/fcl';
  return {
    shipmentId: s.shipmentId,
    commodityType: SHIPMENT_TYPE_NAMES[s.type],
    serviceName: s.service,
    shipmentCode: s.code,
    bookingCode: s.bookingCode,
    externalTracking: s.trackingCode,
    externalTrackingURL: s.externalTrackingUrl,
    customs: s.spec.customs,
    insurance: s.spec.insurance,
    origin: detailLocation(s.spec.origin, s.originContact),
    destination: detailLocation(s.spec.destination, s.destinationContact),
    commodity: {
      commodityDescription: s.spec.goodsDescription,
      commodityValue: s.spec.goodsValue,
      currency: s.currency,
      commodityUnits: s.spec.units.map((u, i) => ({
        commodityId: s.shipmentId,
        commodityUnitId: stableUuid(`commodity-unit:${s.shipmentId}:${i}`),
        unitType: u.unitType,
        measurementUnit: unitNumber('CmKg'),
        quantity: u.quantity,
        weight: round(u.weightKg),
        length: u.lengthCm === null ? null : round(u.lengthCm),
        width: u.widthCm === null ? null : round(u.widthCm),
        height: u.heightCm === null ? null : round(u.heightCm),
        cbm: u.cbm ?? null,
        isStackable: pallets ? (u.isStackable ?? null) : null,
        palletType: pallets ? (u.palletType ?? null) : null,
        containerType: fcl ? (u.containerType ?? null) : null,
        isOwnedContainer: fcl ? (u.isOwnedContainer ?? null) : null,
        isReeferContainer: fcl ? (u.isReeferContainer ?? null) : null,
        imoNumber: fcl ? (u.imoNumber ?? null) : null,
      })),
    },
    pickupDescription: s.pickupDescription,
    deliveryDescription: s.deliveryDescription,
    pickupHours: `${s.pickupTimeFrom}-${s.pickupTimeTo}`,
    // Beyond the payload: what the list also says, and the booking's terms.
    pickUpDate: wireDateTime(s.pickupAt),
    deliveryDate: wireDateTime(s.deliveryAt),
    trackingStatus: trackingStatusOf(s, now),
    isActiveTracking: s.trackingActive,
    incotermCode: s.incotermCode,
    cargos: s.cargos.map((c) => ({
      description: c.description,
      ediType: c.ediType,
      hsCode: c.hsCode,
      sequentialNumber: c.containerSequence,
      indexContainer: c.indexContainer,
    })),
  };
}

/** The messages a client sees: events so far (up to when tracking was switched off), newest first. */
export function trackingMessages(s: ShipmentRecord, now: number, data: Dataset) {
  const until = !s.trackingActive && s.trackingOffAt !== null ? Math.min(now, s.trackingOffAt) : now;
  return eventsUntil(s, until)
    .reverse()
    .map((e: TimelineEvent) => ({
      shipmentId: s.shipmentId,
      message: e.message,
      // As a line writes them: the local time of the place, without a zone (sea: its port's).
      updatedDate: wireLocalDateTime(e.at, e.portCode ? (data.port(e.portCode)?.timeZone ?? null) : null),
      status: e.status,
      groupIndex: e.groupIndex,
      countryCode: e.countryCode,
      countryName: e.countryCode ? (data.countryName(e.countryCode)?.name ?? null) : null,
      city: e.city,
      address: e.address,
    }));
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

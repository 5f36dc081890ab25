import type { Dataset } from '../data/dataset';
import { statusAt } from '../engines/tracking-timeline';
import { forbidden, invalidField, notFound } from '../errors';
import type { PlaceRecord, ShipmentRecord } from '../state/records';
import { DAY, parseWireDateTime } from '../util/dates';
import { fold } from '../util/text';
import { shipmentDetail, shipmentListItem, trackingMessages } from './shipment-views';
import { empty, ok, pathId, type Handler } from './types';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A place matches a search text by city (any case, any accents), postal code prefix, country code or country name. */
function placeMatches(place: PlaceRecord, text: string, data: Dataset): boolean {
  const needle = fold(text);
  if (!needle) return true;
  if (place.city && fold(place.city).includes(needle)) return true;
  if (
    place.postalCode &&
    place.postalCode.toUpperCase().replace(/\s+/g, '').startsWith(text.trim().toUpperCase().replace(/\s+/g, ''))
  )
    return true;
  if (place.country.toLowerCase() === needle) return true;
  const names = data.countryName(place.country);
  return !!names && (fold(names.name).includes(needle) || fold(names.localName).includes(needle));
}

function dateParam(value: string | undefined, field: string, endOfDay: boolean): number | null {
  if (value === undefined || value.trim() === '') return null;
  const ms = parseWireDateTime(value);
  if (Number.isNaN(ms)) throw invalidField(field, `${field} must be a date or date-time such as 2024-09-01`);
  // A bare date as EndDate means "up to the end of that day".
  return endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? ms + DAY - 1 : ms;
}

/** GET /v1/tracking/shipments: every query field filters; newest bookings first. */
export const listShipments: Handler<'tracking.shipments'> = ({ account, params, now, services }) => {
  const from = dateParam(params.StartDate, 'StartDate', false);
  const to = dateParam(params.EndDate, 'EndDate', true);
  const code = params.ShipmentCode?.trim().toUpperCase() ?? '';
  const operator = fold(params.TransportOperator ?? '');
  const data = services.data;
  const matches = (s: ShipmentRecord) =>
    (from === null || s.pickupAt >= from) &&
    (to === null || s.pickupAt <= to) &&
    (code === '' || s.code.toUpperCase().includes(code)) &&
    (operator === '' || fold(s.agency).includes(operator)) &&
    (!params.Origin || placeMatches(s.spec.origin, params.Origin, data)) &&
    (!params.Destination || placeMatches(s.spec.destination, params.Destination, data));
  const shipments = services.state.shipmentsOf(account).filter(matches);
  const items = shipments.sort((a, b) => b.bookedAt - a.bookedAt).map((s) => shipmentListItem(s, now));
  return ok({ shipments: items, totalElements: items.length });
};

export const shipmentDetailHandler: Handler<'tracking.detail'> = ({ account, params, now, services }) => {
  const id = pathId(params.shipmentId, 'shipmentId');
  const shipment = services.state.shipment(account, id);
  if (!shipment) throw notFound(`no shipment ${id} for this account`);
  return ok(shipmentDetail(shipment, now));
};

/** Messages by shipment code (the table) or id (lenient: the example calls mix them). */
export const shipmentMessages: Handler<'tracking.messages'> = ({ account, params, now, services }) => {
  const key = pathId(params.shipmentCode, 'shipmentCode');
  const shipment = services.state.shipmentByCode(account, key) ?? services.state.shipment(account, key);
  if (!shipment) throw notFound(`no shipment with code or id ${key} for this account`);
  return ok(trackingMessages(shipment, now, services.data));
};

/**
 * GET /v1/shipment/{shipmentId}/status/enable?status=true|false: a status code
 * only (spec 4.9): 200 done, 400 not a shipment id, 403 not this account's
 * shipment (or unknown) or already delivered.
 */
export const switchTracking: Handler<'tracking.switch'> = ({ account, params, now, services }) => {
  const id = params.shipmentId;
  if (!GUID.test(id)) throw invalidField('shipmentId', `shipmentId ${id} is not a shipment id (a GUID)`);
  const shipment = services.state.shipmentOfAnyAccount(id);
  if (!shipment || shipment.account !== account)
    throw forbidden(`shipment ${id} is not one of this account's shipments`);
  if (statusAt(shipment, now) === 'Delivered') {
    throw forbidden(`shipment ${shipment.code} was delivered; its tracking can no longer be switched`);
  }
  if (shipment.trackingActive !== params.status) {
    services.state.switchTracking(shipment, {
      trackingActive: params.status,
      trackingOffAt: params.status ? null : now,
    });
  }
  return empty(200);
};

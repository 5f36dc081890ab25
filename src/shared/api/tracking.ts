import { z } from 'zod';
import { expects } from './answer-words';
import {
  bool,
  id,
  inCurrency,
  list,
  nullable,
  openEnum,
  optAmount,
  optBool,
  optDateTime,
  optInt,
  optNum,
  optText,
  optUnitText,
  statusResult,
} from './wire';

/** Location of a shipment list item. */
export const shipmentLocation = z.looseObject({
  countryCode: optText,
  state: optText,
  city: optText,
  postalCode: optText,
});

export const trackingStatuses = ['None'] as const;

/**
 * Shipment list item. `price` is a Long next to `currency` (-> Money in that
 * currency) or a Money object; `expirationDate` is in the table, not the payload.
 */
export const shipmentListItem = z
  .looseObject({
    shipmentId: id,
    shipmentCode: optText,
    agency: optText,
    pickUpDate: optDateTime,
    deliveryDate: optDateTime,
    transitDays: optInt,
    expirationDate: optDateTime,
    price: optAmount,
    currency: optText,
    customs: optBool,
    insurance: optBool,
    shipmentType: optText,
    trackingStatus: nullable(openEnum(trackingStatuses)),
    customsStatus: optText,
    origin: nullable(shipmentLocation),
    destination: nullable(shipmentLocation),
    hasInvoice: bool.nullish().transform((v) => v ?? false),
  })
  .transform((s) => ({ ...s, price: inCurrency(s.price, s.currency) }));
export type ShipmentListItem = z.output<typeof shipmentListItem>;

/** `{shipments, totalElements}` (the payload; a bare list is read too). totalElements defaults to the count. */
export const shipmentListResponse = z
  .union(
    [z.array(shipmentListItem), z.looseObject({ shipments: list(shipmentListItem), totalElements: optInt })],
    expects('shipment-list'),
  )
  .nullish()
  .transform((v) => {
    if (v === undefined || v === null) return { shipments: [], totalElements: 0 };
    if (Array.isArray(v)) return { shipments: v, totalElements: v.length };
    return { ...v, totalElements: v.totalElements ?? v.shipments.length };
  });
export type ShipmentList = z.output<typeof shipmentListResponse>;

/** Address of a shipment detail (every field may be null). */
export const detailLocation = z.looseObject({
  address: optText,
  state: optText,
  countryCode: optText,
  city: optText,
  postalCode: optText,
  company: optText,
  contact: optText,
  mail: optText,
  phone: optText,
});

/**
 * Commodity unit. `measurementUnit` is a number in payloads (1) and text in the
 * model: kept as text ("1"). The FCL/pallet-only fields are typed String in the
 * model, so booleans also come as "true"/"false".
 */
export const commodityUnit = z.looseObject({
  commodityId: optText,
  commodityUnitId: optText,
  unitType: optText,
  measurementUnit: optUnitText,
  quantity: optInt,
  weight: optNum,
  length: optNum,
  width: optNum,
  height: optNum,
  isStackable: optBool,
  palletType: optText,
  containerType: optText,
  isOwnedContainer: optBool,
  isReeferContainer: optBool,
  imoNumber: optText,
});
export type CommodityUnit = z.output<typeof commodityUnit>;

/** Commodity; `commodityValue` is a goods value in minor units (-> Money, currency from a sibling `currency` if any). */
export const commodity = z
  .looseObject({
    commodityUnits: list(commodityUnit),
    commodityDescription: optText,
    commodityValue: optAmount,
    currency: optText,
  })
  .transform((c) => ({ ...c, commodityValue: inCurrency(c.commodityValue, c.currency) }));

/**
 * Shipment detail. Wire -> domain:
 * - `commodityType` (payload) / `shipmentType` (table) -> both kept, `shipmentType` = either;
 * - `shipmentCode` (payload) / `reference` (table) -> both kept, `reference` = either;
 * - `externalTrackingURL` (payload) / `externalTrackingUrl` (booking) -> `externalTrackingUrl`;
 * - customs/insurance null -> null; absent texts -> null.
 */
export const shipmentDetailResponse = z
  .looseObject({
    shipmentId: id,
    shipmentType: optText,
    commodityType: optText,
    serviceName: optText,
    shipmentCode: optText,
    reference: optText,
    bookingCode: optText,
    externalTracking: optText,
    externalTrackingUrl: optText,
    externalTrackingURL: optText,
    customs: optBool,
    insurance: optBool,
    origin: nullable(detailLocation),
    destination: nullable(detailLocation),
    commodity: nullable(commodity),
    pickupDescription: optText,
    deliveryDescription: optText,
    pickupHours: optText,
  })
  .transform(({ externalTrackingURL, ...rest }) => ({
    ...rest,
    shipmentType: rest.shipmentType ?? rest.commodityType,
    commodityType: rest.commodityType ?? rest.shipmentType,
    reference: rest.reference ?? rest.shipmentCode,
    externalTrackingUrl: rest.externalTrackingUrl ?? externalTrackingURL,
  }));
export type ShipmentDetail = z.output<typeof shipmentDetailResponse>;

/** Tracking message; location fields may be null; messages group by `groupIndex` when it is not null. */
export const trackingMessage = z.looseObject({
  shipmentId: optText,
  message: optText,
  updatedDate: optDateTime,
  status: nullable(openEnum(trackingStatuses)),
  groupIndex: optInt,
  countryCode: optText,
  countryName: optText,
  city: optText,
  address: optText,
});
export const trackingMessagesResponse = list(trackingMessage);
export type TrackingMessage = z.output<typeof trackingMessage>;

/** Tracking switch: a status code only. */
export const trackingSwitchResponse = statusResult;

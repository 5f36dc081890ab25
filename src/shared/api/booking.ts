import { z } from 'zod';
import type { BookingMode } from './modes';
import * as rq from './request-fields';
import { id, optText } from './wire';

/* ------------------------------------------------------------------ requests */
// Spec 2.2 in the observed wire spelling: cargo fields are `cbm`, `ediType`,
// `hsCode` (the tables say CBM/EDIType/HSCode), times are `pickupTimeFrom/To`.

/** Origin or destination contact of a booking. Content rules: booking-rules.ts. */
export const bookingAddressRequest = z.object({
  contactPerson: rq.reqText('contactPerson'),
  companyName: rq.reqText('companyName'),
  contactMail: rq.reqText('contactMail'),
  address: rq.reqText('address'),
  /** Without the plus sign. (The examples swap phonePrefix and phone; the app sends them right.) */
  phonePrefix: rq.optText('phonePrefix'),
  phone: rq.reqText('phone'),
});
export type BookingAddressRequest = z.input<typeof bookingAddressRequest>;

/** The part every booking mode shares (spec 2.2.1). Boxes and pallets send only this. */
export const bookingCommonRequest = z.object({
  /** Id of the selected quote (the examples send a rating rate id). */
  id: rq.reqText('id'),
  origin: bookingAddressRequest,
  destination: bookingAddressRequest,
  /** hh:mm or hh:mm:ss. */
  pickupTimeFrom: rq.reqText('pickupTimeFrom'),
  pickupTimeTo: rq.reqText('pickupTimeTo'),
  pickupDescription: rq.optText('pickupDescription'),
  deliveryDescription: rq.optText('deliveryDescription'),
  /** Optional for boxes and pallets, mandatory for sea (a rule, so the schema accepts null). */
  incotermCode: rq.optText('incotermCode'),
});

export const fclCargoRequest = z.object({
  quantity: rq.reqInt('quantity'),
  weight: rq.reqNumber('weight'),
  cbm: rq.reqNumber('cbm'),
  description: rq.reqText('description'),
  ediType: rq.reqText('ediType'),
  hsCode: rq.reqText('hsCode'),
  /** From 0, below quantity (a rule: the FCL example breaks it). */
  indexContainer: rq.reqInt('indexContainer'),
});
export const bookingContainerRequest = z.object({
  /** From 0, unique. */
  sequentialNumber: rq.reqInt('sequentialNumber'),
  cargos: rq.reqList('cargos', fclCargoRequest),
});
export const lclCargoBookingRequest = z.object({
  description: rq.reqText('description'),
  ediType: rq.reqText('ediType'),
  hsCode: rq.reqText('hsCode'),
});

/** What each mode adds to the common part: one table, no copy per mode. */
export const bookingExtensions = {
  boxes: {},
  pallets: {},
  'sea-fcl': {
    containers: rq.reqList('containers', bookingContainerRequest),
    isActiveTracking: rq.optBool('isActiveTracking'),
  },
  'sea-lcl': {
    cargos: rq.reqList('cargos', lclCargoBookingRequest),
    isActiveTracking: rq.optBool('isActiveTracking'),
  },
} as const;

export const boxBookingRequest = bookingCommonRequest.extend(bookingExtensions.boxes);
export const palletBookingRequest = bookingCommonRequest.extend(bookingExtensions.pallets);
export const seaFclBookingRequest = bookingCommonRequest.extend(bookingExtensions['sea-fcl']);
export const seaLclBookingRequest = bookingCommonRequest.extend(bookingExtensions['sea-lcl']);

export type BookingCommonRequest = z.input<typeof bookingCommonRequest>;
/** Each booking mode's request schema, beside the schemas: the mode table (modes.ts) holds the rest of what differs per mode. */
export const bookingRequests = {
  boxes: boxBookingRequest,
  pallets: palletBookingRequest,
  'sea-fcl': seaFclBookingRequest,
  'sea-lcl': seaLclBookingRequest,
} as const satisfies Record<BookingMode, z.ZodType>;

export type BoxBookingRequest = z.input<typeof boxBookingRequest>;
export type PalletBookingRequest = z.input<typeof palletBookingRequest>;
export type SeaFclBookingRequest = z.input<typeof seaFclBookingRequest>;
export type SeaLclBookingRequest = z.input<typeof seaLclBookingRequest>;
export type BookingRequest = BoxBookingRequest | PalletBookingRequest | SeaFclBookingRequest | SeaLclBookingRequest;

/* ----------------------------------------------------------------- response */

/**
 * Booking result (all modes). Domain `externalTrackingUrl` is the wire's
 * `externalTrackingUrl` or `externalTrackingURL` (the spelling of tracking
 * detail); the URL key is dropped.
 */
export const bookingResultResponse = z
  .looseObject({
    shipmentId: id,
    shipmentCode: optText,
    trackingCode: optText,
    externalTrackingUrl: optText,
    externalTrackingURL: optText,
    bookingCode: optText,
  })
  .transform(({ externalTrackingURL, ...rest }) => ({
    ...rest,
    externalTrackingUrl: rest.externalTrackingUrl ?? externalTrackingURL,
  }));
export type BookingResult = z.output<typeof bookingResultResponse>;

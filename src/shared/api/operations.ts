/*
 * THE operation table: every operation of the freight API (id, method, path,
 * params, request and response schemas, what it changes), one entry each.
 * Over 400 lines because it is one table: the client, the sandbox's handler
 * table, the CLI and the contract tests all read it, and split by area it
 * would no longer be one place to check that every operation is served.
 */
import { z } from 'zod';
import type { OperationSpec } from './operation';
import { serviceRefusalText } from './request-field-refusals';
import { tokenResponse } from './auth';
import { airQuoteResponse, seaQuoteResponse, terrestrialQuoteResponse } from './rating';
import {
  airRatingRequest,
  boxRatingRequest,
  palletRatingRequest,
  seaFclRatingRequest,
  seaLclRatingRequest,
} from './rating-requests';
import { deleteQuoteResponse, quoteType, saveQuoteResponse, savedQuoteListResponse } from './quotes';
import {
  boxBookingRequest,
  bookingResultResponse,
  palletBookingRequest,
  seaFclBookingRequest,
  seaLclBookingRequest,
} from './booking';
import {
  shipmentDetailResponse,
  shipmentListResponse,
  trackingMessagesResponse,
  trackingSwitchResponse,
} from './tracking';
import {
  documentDownloadResponse,
  documentListResponse,
  documentUploadRequest,
  documentUploadResponse,
} from './documents';
import { tariffReportRequest, tariffReportResponse, tariffUploadRequest, tariffUploadResponse } from './tariffs';
import {
  airportListResponse,
  containerTypeListResponse,
  palletTypeListResponse,
  portListResponse,
  postalCodeListResponse,
} from './lookups';
import { pickupTimesResponse } from './pickup';

const noParams = z.object({});
const requiredText = (what: string) => z.string().trim().min(1, `${what} is required`);
/** Ids in paths: GUIDs by the spec, but the service's own examples hold ids that are not (215bcdxe-...). */
const idParam = (what: string) => z.object({ [what]: requiredText(what) });

/** Where a booking shows once the service made it. */
// A booking turns a saved quote into a shipment.
const booked = { check: 'the shipment list (Tracking) for a new shipment', stale: ['shipments', 'quotes'] } as const;

function op<P extends z.ZodType, Q extends z.ZodType | undefined, R extends z.ZodType>(
  spec: OperationSpec<P, Q, R>,
): OperationSpec<P, Q, R> {
  return spec;
}

/**
 * Every operation of the freight API, by id. The ids are the ones the CLI,
 * the tests and the IPC services use.
 */
export const operations = {
  'auth.token': op({
    id: 'auth.token',
    method: 'POST',
    path: '/v1/auth/token',
    summary: 'Get a bearer token with the API key and secret',
    auth: false,
    params: noParams,
    request: undefined,
    response: tokenResponse,
    changes: false,
  }),

  'rates.boxes': op({
    id: 'rates.boxes',
    method: 'POST',
    path: '/v1/rates/boxes',
    summary: 'Rate a shipment of boxes',
    auth: true,
    params: noParams,
    request: boxRatingRequest,
    response: terrestrialQuoteResponse,
    changes: false,
  }),
  'rates.pallets': op({
    id: 'rates.pallets',
    method: 'POST',
    path: '/v1/rates/pallets',
    summary: 'Rate a shipment of pallets',
    auth: true,
    params: noParams,
    request: palletRatingRequest,
    response: terrestrialQuoteResponse,
    changes: false,
  }),
  'rates.sea-fcl': op({
    id: 'rates.sea-fcl',
    method: 'POST',
    path: '/v1/rates/sea/fcl',
    summary: 'Rate a full-container sea shipment',
    auth: true,
    params: noParams,
    request: seaFclRatingRequest,
    response: seaQuoteResponse,
    changes: false,
  }),
  'rates.sea-lcl': op({
    id: 'rates.sea-lcl',
    method: 'POST',
    path: '/v1/rates/sea/lcl',
    summary: 'Rate a less-than-container sea shipment',
    auth: true,
    params: noParams,
    request: seaLclRatingRequest,
    response: seaQuoteResponse,
    changes: false,
  }),
  'rates.air': op({
    id: 'rates.air',
    method: 'POST',
    path: '/v1/rates/air',
    summary: 'Rate an air shipment (beyond the spec: historical docs)',
    auth: true,
    params: noParams,
    request: airRatingRequest,
    response: airQuoteResponse,
    changes: false,
  }),

  'quotes.list': op({
    id: 'quotes.list',
    method: 'GET',
    path: '/v1/quotes',
    summary: 'List saved quotes',
    auth: true,
    params: noParams,
    request: undefined,
    response: savedQuoteListResponse,
  }),
  'quotes.save': op({
    id: 'quotes.save',
    method: 'POST',
    path: '/v1/quotes/{type}/{rateId}',
    summary: 'Save a rate as a quote',
    auth: true,
    params: z.object({ type: quoteType, rateId: requiredText('rateId') }),
    request: undefined,
    response: saveQuoteResponse,
    changes: { check: 'the saved quotes (Quotes)', stale: ['quotes'] },
  }),
  'quotes.delete': op({
    id: 'quotes.delete',
    method: 'DELETE',
    path: '/v1/quotes/{type}/{quoteId}',
    summary: 'Delete a saved quote',
    auth: true,
    params: z.object({ type: quoteType, quoteId: requiredText('quoteId') }),
    request: undefined,
    response: deleteQuoteResponse,
    changes: { check: 'the saved quotes (Quotes)', stale: ['quotes'] },
  }),

  'booking.boxes': op({
    id: 'booking.boxes',
    method: 'POST',
    path: '/v1/Booking/boxes',
    summary: 'Book a shipment of boxes',
    auth: true,
    params: noParams,
    request: boxBookingRequest,
    response: bookingResultResponse,
    changes: booked,
  }),
  'booking.pallets': op({
    id: 'booking.pallets',
    method: 'POST',
    path: '/v1/Booking/pallets',
    summary: 'Book a shipment of pallets',
    auth: true,
    params: noParams,
    request: palletBookingRequest,
    response: bookingResultResponse,
    changes: booked,
  }),
  'booking.sea-fcl': op({
    id: 'booking.sea-fcl',
    method: 'POST',
    path: '/v1/Booking/sea/fcl',
    summary: 'Book a full-container sea shipment',
    auth: true,
    params: noParams,
    request: seaFclBookingRequest,
    response: bookingResultResponse,
    changes: booked,
  }),
  'booking.sea-lcl': op({
    id: 'booking.sea-lcl',
    method: 'POST',
    path: '/v1/Booking/sea/lcl',
    summary: 'Book a less-than-container sea shipment',
    auth: true,
    params: noParams,
    request: seaLclBookingRequest,
    response: bookingResultResponse,
    changes: booked,
  }),

  'tracking.shipments': op({
    id: 'tracking.shipments',
    method: 'GET',
    path: '/v1/tracking/shipments',
    summary: 'List shipments with tracking data',
    auth: true,
    params: z.object({
      Origin: z.string().optional(),
      Destination: z.string().optional(),
      ShipmentCode: z.string().optional(),
      TransportOperator: z.string().optional(),
      StartDate: z.string().optional(),
      EndDate: z.string().optional(),
    }),
    request: undefined,
    response: shipmentListResponse,
  }),
  'tracking.detail': op({
    id: 'tracking.detail',
    method: 'GET',
    path: '/v1/tracking/shipment/{shipmentId}/detail',
    summary: 'Read the detail of a shipment',
    auth: true,
    params: idParam('shipmentId'),
    request: undefined,
    response: shipmentDetailResponse,
    alternates: [{ path: '/v1/tracking/shipment/{shipmentId}' }],
  }),
  'tracking.messages': op({
    id: 'tracking.messages',
    method: 'GET',
    path: '/v1/tracking/shipment/{shipmentCode}/messages',
    summary: 'Read the tracking messages of a shipment',
    auth: true,
    params: idParam('shipmentCode'),
    request: undefined,
    response: trackingMessagesResponse,
    alternates: [{ path: '/v1/tracking/shipment/{shipmentCode}/detail' }],
  }),
  'tracking.switch': op({
    id: 'tracking.switch',
    method: 'GET',
    path: '/v1/shipment/{shipmentId}/status/enable',
    summary: 'Switch tracking of a shipment on or off',
    auth: true,
    params: z.object({
      shipmentId: requiredText('shipmentId'),
      status: z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')]),
    }),
    request: undefined,
    response: trackingSwitchResponse,
    statusOnly: true,
    // A GET by the spec, yet it switches tracking on or off.
    // The shipment list carries each shipment's tracking status.
    changes: { check: "the shipment's detail (Tracking)", stale: ['shipments'] },
  }),

  'documents.list': op({
    id: 'documents.list',
    method: 'GET',
    path: '/v1/documents/shipment/{shipmentId}',
    summary: 'List the documents of a shipment',
    auth: true,
    params: idParam('shipmentId'),
    request: undefined,
    response: documentListResponse,
  }),
  'documents.download': op({
    id: 'documents.download',
    method: 'GET',
    path: '/v1/documents/shipment/{documentId}/download',
    summary: 'Download a shipment document',
    auth: true,
    params: idParam('documentId'),
    request: undefined,
    response: documentDownloadResponse,
  }),
  'documents.upload': op({
    id: 'documents.upload',
    method: 'POST',
    path: '/v1/documents/shipment/upload',
    summary: 'Upload a shipment document',
    auth: true,
    params: noParams,
    request: documentUploadRequest,
    response: documentUploadResponse,
    alternates: [{ path: '/v1/documents/shipment/{shipmentId}/upload' }],
    // The shipment list says whether an invoice was uploaded.
    changes: { check: "the shipment's document checklist (Documents)", stale: ['documents', 'shipments'] },
  }),

  'tariffs.upload': op({
    id: 'tariffs.upload',
    method: 'POST',
    path: '/v1/tariff/upload',
    summary: 'Upload maritime tariff files',
    auth: true,
    params: noParams,
    request: tariffUploadRequest,
    response: tariffUploadResponse,
    changes: { check: 'the tariff report of the contract (Tariffs)', stale: ['tariffs'] },
  }),
  'tariffs.report': op({
    id: 'tariffs.report',
    method: 'POST',
    path: '/v1/tariff',
    summary: 'Query the tariff report',
    auth: true,
    params: noParams,
    request: tariffReportRequest,
    response: tariffReportResponse,
    changes: false,
  }),

  'lookup.ports': op({
    id: 'lookup.ports',
    method: 'GET',
    path: '/v1/maritime/ports',
    summary: 'Find maritime ports by city name',
    auth: true,
    params: z.object({ cityName: requiredText('cityName') }),
    request: undefined,
    response: portListResponse,
    alternates: [{ path: '/v1/maritime/ports', queryKeys: { cityName: 'CityName' } }],
  }),
  'lookup.containers': op({
    id: 'lookup.containers',
    method: 'GET',
    path: '/v1/maritime/containers',
    summary: 'List maritime container types',
    auth: true,
    params: noParams,
    request: undefined,
    response: containerTypeListResponse,
  }),
  'lookup.postal-codes': op({
    id: 'lookup.postal-codes',
    method: 'GET',
    path: '/v1/postalcodes',
    summary: 'Find postal code locations by country and city or code',
    auth: true,
    params: z.object({
      countryCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, serviceRefusalText({ field: 'countryCode', kind: 'country-code', missing: false }))
        .transform((s) => s.toUpperCase()),
      loc: requiredText('loc'),
    }),
    request: undefined,
    response: postalCodeListResponse,
  }),
  'lookup.pallet-types': op({
    id: 'lookup.pallet-types',
    method: 'GET',
    path: '/v1/courier/pallet/types',
    summary: 'List pallet types',
    auth: true,
    params: noParams,
    request: undefined,
    response: palletTypeListResponse,
  }),
  'lookup.airports': op({
    id: 'lookup.airports',
    method: 'GET',
    path: '/v1/aerial/airports',
    summary: 'Find airports by name, city or IATA code',
    auth: true,
    params: z.object({ nameCityIata: requiredText('nameCityIata') }),
    request: undefined,
    response: airportListResponse,
  }),

  'pickup.times': op({
    id: 'pickup.times',
    method: 'GET',
    path: '/v1/shipping/pickUpTime/{shipmentId}',
    summary: 'Pickup time windows offered for a shipment (beyond the spec: service docs)',
    auth: true,
    params: idParam('shipmentId'),
    request: undefined,
    response: pickupTimesResponse,
  }),
} as const;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationIds = Object.keys(operations) as OperationId[];

/** What a caller passes as params: the schema's input. */
export type OperationParams<K extends OperationId> = z.input<Operations[K]['params']>;
/** What a caller passes as body: the request schema's input (never for GETs). */
export type OperationBody<K extends OperationId> = Operations[K]['request'] extends z.ZodType
  ? z.input<Operations[K]['request']>
  : undefined;
/** The normalised domain value an operation returns. */
export type OperationResult<K extends OperationId> = z.output<Operations[K]['response']>;

export function isOperationId(value: string): value is OperationId {
  return Object.hasOwn(operations, value);
}

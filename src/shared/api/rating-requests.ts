import { z } from 'zod';
import type { RatingMode } from './modes';
import * as rq from './request-fields';

/**
 * The rating requests of every mode (spec 2.3, plus air from the historical
 * docs), in their wire spelling (camelCase, as in the observed rating
 * requests). Their answers are in rating.ts.
 */

export const coordRequest = z.object({ lat: rq.reqNumber('lat'), lng: rq.reqNumber('lng') });

/** Location of a rating request: all text fields but street are mandatory. */
export const ratingLocationRequest = z.object({
  postalCode: rq.reqText('postalCode'),
  country: rq.reqText('country'),
  city: rq.reqText('city'),
  state: rq.reqText('state'),
  street: rq.optText('street'),
  coords: coordRequest.nullish(),
});
export type RatingLocationRequest = z.infer<typeof ratingLocationRequest>;

export const measuredItemRequest = z.object({
  quantity: rq.reqInt('quantity'),
  length: rq.reqNumber('length'),
  width: rq.reqNumber('width'),
  height: rq.reqNumber('height'),
  weight: rq.reqNumber('weight'),
  /** `CmKg` in every payload. */
  measurementUnit: rq.reqText('measurementUnit'),
});
export const boxRequest = measuredItemRequest;
/** Spec PalletType for rating: Custom | Euro1 | Euro2 | Uk (the lookup's values differ; see lookups.ts). */
export const ratingPalletTypes = ['Custom', 'Euro1', 'Euro2', 'Uk'] as const;
export const palletRequest = measuredItemRequest.extend({
  isStackable: rq.reqBool('isStackable'),
  palletType: rq.reqText('palletType'),
});

/** Fields shared by the box and pallet rating requests. */
const terrestrialRatingCommon = z.object({
  origin: ratingLocationRequest,
  destination: ratingLocationRequest,
  pickUpDate: rq.reqDateTime('pickUpDate'),
  goodsDescription: rq.reqText('goodsDescription'),
  /** Long, two implied decimals. */
  goodsValue: rq.reqInt('goodsValue'),
  insurance: rq.reqBool('insurance'),
  customs: rq.reqBool('customs'),
  currency: rq.reqText('currency'),
  dangerousCargo: rq.reqBool('dangerousCargo'),
});

export const boxRatingRequest = terrestrialRatingCommon.extend({ boxes: rq.reqList('boxes', boxRequest) });
export const palletRatingRequest = terrestrialRatingCommon.extend({ pallets: rq.reqList('pallets', palletRequest) });

/** Service type at each end of a sea shipment: container yard or store door. */
export const serviceTypes = ['CY', 'SD'] as const;

/** Fields shared by the FCL and LCL rating requests (origin/destination optional as a whole). */
const seaRatingCommon = z.object({
  origin: ratingLocationRequest.nullish(),
  destination: ratingLocationRequest.nullish(),
  pickUpDate: rq.reqDateTime('pickUpDate'),
  goodsDescription: rq.optText('goodsDescription'),
  goodsValue: rq.optInt('goodsValue'),
  insurance: rq.optBool('insurance'),
  customs: rq.optBool('customs'),
  currency: rq.optText('currency'),
  originServiceType: rq.reqText('originServiceType'),
  destinationServiceType: rq.reqText('destinationServiceType'),
  originUnLocCode: rq.reqText('originUnLocCode'),
  destinationUnLocCode: rq.reqText('destinationUnLocCode'),
  originRkstCode: rq.optText('originRkstCode'),
  destinationRkstCode: rq.optText('destinationRkstCode'),
});

export const containerRequest = z.object({
  quantity: rq.reqInt('quantity'),
  weight: rq.reqNumber('weight'),
  measurementUnit: rq.reqText('measurementUnit'),
  /** A DRY20-style code (domain/containers.ts). */
  type: rq.reqText('type'),
  isOwnedContainer: rq.reqBool('isOwnedContainer'),
  isReeferContainer: rq.reqBool('isReeferContainer'),
  imoNumber: rq.optText('imoNumber'),
});
export const seaFclRatingRequest = seaRatingCommon.extend({ containers: rq.reqList('containers', containerRequest) });

/**
 * LCL cargo item: the spec gives only measurementUnit and CBM (upper case on the
 * wire, unlike booking's `cbm`); the observed request also sends quantity and
 * weight. Loose, because the material does not show the whole item.
 */
export const lclCargoRequest = z.looseObject({
  quantity: rq.optInt('quantity'),
  weight: rq.optNumber('weight'),
  measurementUnit: rq.reqText('measurementUnit'),
  CBM: rq.reqNumber('CBM'),
});
export const seaLclRatingRequest = seaRatingCommon.extend({ cargos: rq.reqList('cargos', lclCargoRequest) });

/** Air cargo item, from the historical docs (observed-payloads/historical/rating.air.request.json). */
export const airCargoRequest = z.looseObject({
  quantity: rq.reqInt('quantity'),
  length: rq.reqNumber('length'),
  width: rq.reqNumber('width'),
  height: rq.reqNumber('height'),
  weight: rq.reqNumber('weight'),
  measurementUnit: rq.reqText('measurementUnit'),
  isStackable: rq.optBool('isStackable'),
  isTiltable: rq.optBool('isTiltable'),
  isTopLoadable: rq.optBool('isTopLoadable'),
  chargeableWeight: rq.optNumber('chargeableWeight'),
  /** `TOTAL` in the only example. */
  weightType: rq.optText('weightType'),
});
/** Air rating (beyond the spec): the terrestrial request plus airports, with `cargos` and no dangerousCargo. */
export const airRatingRequest = z.looseObject({
  ...terrestrialRatingCommon.shape,
  dangerousCargo: rq.optBool('dangerousCargo'),
  departureAirportCode: rq.reqText('departureAirportCode'),
  arrivalAirportCode: rq.reqText('arrivalAirportCode'),
  cargos: rq.reqList('cargos', airCargoRequest),
});

/** Each rating mode's request schema, beside the schemas: the mode table (modes.ts) holds the rest of what differs per mode. */
export const ratingRequests = {
  boxes: boxRatingRequest,
  pallets: palletRatingRequest,
  'sea-fcl': seaFclRatingRequest,
  'sea-lcl': seaLclRatingRequest,
  air: airRatingRequest,
} as const satisfies Record<RatingMode, z.ZodType>;

export type BoxRatingRequest = z.input<typeof boxRatingRequest>;
export type PalletRatingRequest = z.input<typeof palletRatingRequest>;
export type SeaFclRatingRequest = z.input<typeof seaFclRatingRequest>;
export type SeaLclRatingRequest = z.input<typeof seaLclRatingRequest>;
export type AirRatingRequest = z.input<typeof airRatingRequest>;

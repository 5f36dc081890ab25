import { issueToken } from './auth';
import { bookingHandler } from './booking';
import { downloadDocument, listDocuments, uploadDocument } from './documents';
import { findAirports, findPorts, findPostalCodes, listContainers, listPalletTypes } from './lookups';
import { pickupTimes } from './pickup';
import { deleteQuote, listQuotes, saveQuote } from './quotes';
import { rateAirShipment, rateBoxes, ratePallets, rateSeaFcl, rateSeaLcl } from './rating';
import { tariffReport, uploadTariff } from './tariffs';
import { listShipments, shipmentDetailHandler, shipmentMessages, switchTracking } from './tracking';
import type { HandlerTable } from './types';

/**
 * Operation id -> handler. Typed against the operation table, so an
 * operation added to src/shared/api/operations.ts without a handler here
 * fails the build.
 */
export const handlers: HandlerTable = {
  'auth.token': issueToken,
  'rates.boxes': rateBoxes,
  'rates.pallets': ratePallets,
  'rates.sea-fcl': rateSeaFcl,
  'rates.sea-lcl': rateSeaLcl,
  'rates.air': rateAirShipment,
  'quotes.list': listQuotes,
  'quotes.save': saveQuote,
  'quotes.delete': deleteQuote,
  'booking.boxes': bookingHandler('boxes'),
  'booking.pallets': bookingHandler('pallets'),
  'booking.sea-fcl': bookingHandler('sea-fcl'),
  'booking.sea-lcl': bookingHandler('sea-lcl'),
  'tracking.shipments': listShipments,
  'tracking.detail': shipmentDetailHandler,
  'tracking.messages': shipmentMessages,
  'tracking.switch': switchTracking,
  'documents.list': listDocuments,
  'documents.download': downloadDocument,
  'documents.upload': uploadDocument,
  'tariffs.upload': uploadTariff,
  'tariffs.report': tariffReport,
  'lookup.ports': findPorts,
  'lookup.containers': listContainers,
  'lookup.postal-codes': findPostalCodes,
  'lookup.pallet-types': listPalletTypes,
  'lookup.airports': findAirports,
  'pickup.times': pickupTimes,
};

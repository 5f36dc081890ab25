import { m } from '../i18n/messages';
import type { OperationId } from './operations';

/**
 * Each operation's summary in the desk's language, for the failure messages
 * main makes ("The freight service did not answer "Rate a shipment of boxes"
 * ..."): a Record over the operation ids, so an operation added without its
 * words fails the type check. The table's own English summary stays the
 * CLI's, which speaks English.
 */
const summaries: Record<OperationId, () => string> = {
  'auth.token': m.op_auth_token,
  'rates.boxes': m.op_rates_boxes,
  'rates.pallets': m.op_rates_pallets,
  'rates.sea-fcl': m.op_rates_sea_fcl,
  'rates.sea-lcl': m.op_rates_sea_lcl,
  'rates.air': m.op_rates_air,
  'quotes.list': m.op_quotes_list,
  'quotes.save': m.op_quotes_save,
  'quotes.delete': m.op_quotes_delete,
  'booking.boxes': m.op_booking_boxes,
  'booking.pallets': m.op_booking_pallets,
  'booking.sea-fcl': m.op_booking_sea_fcl,
  'booking.sea-lcl': m.op_booking_sea_lcl,
  'tracking.shipments': m.op_tracking_shipments,
  'tracking.detail': m.op_tracking_detail,
  'tracking.messages': m.op_tracking_messages,
  'tracking.switch': m.op_tracking_switch,
  'documents.list': m.op_documents_list,
  'documents.download': m.op_documents_download,
  'documents.upload': m.op_documents_upload,
  'tariffs.upload': m.op_tariffs_upload,
  'tariffs.report': m.op_tariffs_report,
  'lookup.ports': m.op_lookup_ports,
  'lookup.containers': m.op_lookup_containers,
  'lookup.postal-codes': m.op_lookup_postal_codes,
  'lookup.pallet-types': m.op_lookup_pallet_types,
  'lookup.airports': m.op_lookup_airports,
  'pickup.times': m.op_pickup_times,
};

/** Where the operator sees whether a change happened, by the table's `check` (English, the CLI's). */
const checks: Readonly<Record<string, () => string>> = {
  'the shipment list (Tracking) for a new shipment': m.op_check_shipment_list,
  'the saved quotes (Quotes)': m.op_check_quotes,
  "the shipment's detail (Tracking)": m.op_check_shipment_detail,
  "the shipment's document checklist (Documents)": m.op_check_documents,
  'the tariff report of the contract (Tariffs)': m.op_check_tariffs,
  "the service's records": m.op_check_service_records,
};

/** An operation's summary in the desk's language; an id the table does not know keeps the summary given. */
export function operationSummary(id: string, summary: string): string {
  return Object.hasOwn(summaries, id) ? summaries[id as OperationId]() : summary;
}

/** Where to check a change, in the desk's language; a place without words is said as given. */
export function checkWords(check: string): string {
  return Object.hasOwn(checks, check) ? (checks[check] as () => string)() : check;
}

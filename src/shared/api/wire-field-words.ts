import { m } from '../i18n/messages';

/*
 * The desk's words for a field of a request or an answer that neither the
 * rating nor the booking form labels: what an error's top line names instead
 * of the wire's key ("País", not "countryCode"); a key the table does not
 * hold stays as the service spells it.
 */

/** Each wire key by the word of the screen that asks for it or shows it; a list by the word of one item. */
const WORDS: Readonly<Record<string, () => string>> = {
  coords: m.field_word_coords,
  rateId: m.field_word_rate_id,
  quoteId: m.field_word_quote_id,
  id: m.field_word_id,
  sequentialNumber: m.field_word_sequential_number,
  indexContainer: m.field_word_index_container,
  Origin: m.field_word_origin,
  Destination: m.field_word_destination,
  ShipmentCode: m.field_word_shipment_code,
  TransportOperator: m.tracking_filter_operator,
  StartDate: m.tracking_filter_from,
  EndDate: m.tracking_filter_to,
  shipmentCode: m.field_word_shipment_code,
  shipmentId: m.field_word_shipment_id,
  status: m.field_word_status,
  documentId: m.field_word_document_id,
  documentTemplateId: m.field_word_document_template_id,
  documentName: m.field_word_document_name,
  file: m.field_word_file,
  files: m.field_word_file,
  fileName: m.field_word_file_name,
  extension: m.field_word_extension,
  observations: m.field_word_observations,
  name: m.field_word_name,
  contractNumber: m.field_word_contract_number,
  contractReference: m.tariffs_contract_reference,
  carrierSCAC: m.tariffs_scac,
  externalId: m.tariffs_external_id,
  comments: m.tariffs_comments,
  tariffName: m.tariffs_name,
  fromDate: m.field_word_from_date,
  toDate: m.field_word_to_date,
  delegationId: m.field_word_delegation_id,
  cityName: m.field_word_city_name,
  countryCode: m.field_word_country_code,
  loc: m.field_word_loc,
  nameCityIata: m.field_word_name_city_iata,
  price: m.field_word_price,
  totalPrice: m.field_word_total_price,
  value: m.field_word_value,
  currency: m.field_word_currency,
  rates: m.field_word_rates,
  charges: m.field_word_charges,
  surcharges: m.field_word_surcharges,
  surchages: m.field_word_surcharges,
  costs: m.field_word_costs,
  shipments: m.field_word_shipments,
  agency: m.field_word_agency,
  service: m.field_word_service,
  deliveryDate: m.field_word_delivery_date,
  pickupDate: m.field_word_pickup_date,
  expirationDate: m.field_word_expiration_date,
  transitDays: m.field_word_transit_days,
  startDate: m.field_word_start_date,
  endDate: m.field_word_end_date,
  updatedDate: m.field_word_updated_date,
  freeTimeGrantInDays: m.field_word_free_time_grant_in_days,
  trackingStatus: m.field_word_tracking_status,
};

/** "País" for countryCode; null for a key the table does not hold. */
export function wireFieldWords(key: string): string | null {
  // hasOwn finds the key among the table's own keys ("constructor" is not a field).
  return Object.hasOwn(WORDS, key) ? (WORDS[key]?.() ?? null) : null;
}

/** A list position of a path: "rates[0]" -> "tarifa 1" (the list by its item's word, else its wire key). */
function placeWords(list: string, index: string): { readonly said: string; readonly known: boolean } {
  const words = wireFieldWords(list);
  const item = words === null ? list : words.charAt(0).toLocaleLowerCase() + words.slice(1);
  return { said: m.field_word_place({ list: item, position: String(Number(index) + 1) }), known: words !== null };
}

/** An item of an answer that is a list at its root: "elemento 1". */
function rootPlace(index: string): { readonly said: string; readonly known: boolean } {
  return { said: m.field_word_place({ list: m.field_word_item(), position: String(Number(index) + 1) }), known: true };
}

/**
 * A wire path in the desk's words: its last key's word, with the positions
 * of the lists it is in ("Precio (tarifa 1)" for $.rates[0].price; "Archivo 2"
 * for $.files[1]); null when the table does not hold what the path ends at.
 */
export function wirePathWords(path: string): string | null {
  // A list in a list ("value[0][1]") has no word for its inner places: the path itself names it.
  if (path.includes('][')) return null;
  // An answer that is a list at its root ("$[0].name") names its items by a word of their own.
  const places = [...path.matchAll(/(\w+|^\$)\[(\d+)\]/g)].map(([, list = '', index = '0']) =>
    list === '$' ? rootPlace(index) : placeWords(list, index),
  );
  let field: string | null;
  if (path.endsWith(']')) {
    // The path ends at an item of a list: that place is the field.
    const item = places.pop();
    field = item?.known ? item.said.charAt(0).toLocaleUpperCase() + item.said.slice(1) : null;
  } else {
    field = wireFieldWords(/(\w+)$/.exec(path)?.[1] ?? '');
  }
  if (field === null) return null;
  return places.length === 0 ? field : m.field_word_at_places({ field, places: places.map((p) => p.said).join(', ') });
}

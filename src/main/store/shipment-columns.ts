import type { ShipmentDetail, ShipmentListItem } from '@shared/api/tracking';
import { NO_STATUS, trackingStatusCodes } from '@shared/domain/code-labels';
import { foldText } from '@shared/domain/fold';

/** The columns of a shipments row that come from the list item (all but position and times). */
export interface ShipmentColumns {
  readonly shipment_id: string;
  readonly shipment_code: string | null;
  readonly agency: string | null;
  readonly pick_up_date: string | null;
  readonly delivery_date: string | null;
  readonly price_value: number | null;
  readonly tracking_status: string | null;
  readonly customs_status: string | null;
  /** Where the status stands in a shipment's life (statusRank): the list's status order. */
  readonly status_rank: number | null;
  readonly code_folded: string;
  readonly agency_folded: string;
  readonly origin_city_folded: string;
  readonly origin_postal_code: string;
  readonly origin_country_code: string;
  readonly destination_city_folded: string;
  readonly destination_postal_code: string;
  readonly destination_country_code: string;
  readonly search_text: string;
}

/**
 * A tracking status's place in the order a shipment lives them (the label
 * table's trackingStatusCodes): a status the table does not know comes after
 * every known one; no status (None, nothing) has none, so it sorts last as any
 * row without a value does. A change of that order needs a migration that
 * writes the ranks again (v10 wrote them first).
 */
export function statusRank(status: string | null | undefined): number | null {
  const code = status?.trim() ?? '';
  if (code === '' || code === NO_STATUS) return null;
  const at = (trackingStatusCodes as readonly string[]).indexOf(code);
  return at === -1 ? trackingStatusCodes.length : at;
}

/** A postal code as the filters compare it: upper case, no spaces ("46 001" = "46001"). */
export function postalKey(text: string | null | undefined): string {
  return (text ?? '').toUpperCase().replace(/\s+/g, '');
}

const fold = (text: string | null | undefined): string => (text ? foldText(text) : '');

/**
 * One line per searchable value. Lines keep values apart: a search word never
 * contains a line break, so it cannot match across two fields.
 */
function lines(values: readonly string[]): string {
  return values.filter((value) => value !== '').join('\n');
}

/** The detail's references (booking code, tracking reference, reference), folded, searched with the list row. */
export function referencesText(detail: ShipmentDetail): string {
  return lines([fold(detail.bookingCode), fold(detail.externalTracking), fold(detail.reference)]);
}

interface FoldedPlace {
  readonly city: string;
  readonly state: string;
  readonly postal: string;
  readonly country: string;
}

function foldPlace(place: ShipmentListItem['origin']): FoldedPlace {
  return {
    city: fold(place?.city),
    state: fold(place?.state),
    postal: postalKey(place?.postalCode),
    country: (place?.countryCode ?? '').trim().toUpperCase(),
  };
}

/**
 * Code, agency, both places (city, state, postal code as the filters compare
 * it, country code) and the detail's references: what a text search looks in.
 */
function searchLines(
  code: string,
  agency: string,
  origin: FoldedPlace,
  destination: FoldedPlace,
  references: string,
): string {
  const place = (p: FoldedPlace) => [p.city, p.state, p.postal.toLowerCase(), p.country.toLowerCase()];
  const own = lines([code, agency, ...place(origin), ...place(destination)]);
  return references === '' ? own : `${own}\n${references}`;
}

export function searchText(item: ShipmentListItem, references: string): string {
  return searchLines(
    fold(item.shipmentCode),
    fold(item.agency),
    foldPlace(item.origin),
    foldPlace(item.destination),
    references,
  );
}

/**
 * Marks that make a substring index answer "starts with" and "equals": a
 * postal code is indexed as START + code, a country code as START + code +
 * END, and the query asks for START + prefix (or START + code + END). Nothing
 * the operator types holds these control characters.
 */
export const START_MARK = '\u0002';
export const END_MARK = '\u0003';

/**
 * The columns of the trigram index (migration v2), each in the very form
 * the list's conditions compare, so the index answers a filter exactly:
 * folded code, agency and cities; marked postal and country codes; and
 * `other`, the rest of what a text search looks in (states, the postal and
 * country codes in lower case, the detail's references).
 */
export interface SearchFields {
  readonly code: string;
  readonly agency: string;
  readonly origin_city: string;
  readonly origin_postal: string;
  readonly origin_country: string;
  readonly destination_city: string;
  readonly destination_postal: string;
  readonly destination_country: string;
  readonly other: string;
}

export const SEARCH_FIELD_NAMES: readonly (keyof SearchFields)[] = [
  'code',
  'agency',
  'origin_city',
  'origin_postal',
  'origin_country',
  'destination_city',
  'destination_postal',
  'destination_country',
  'other',
];

/** The columns a text search looks in (not the marked codes: their lower-case copies are in `other`). */
export const SEARCHED_FIELD_NAMES: readonly (keyof SearchFields)[] = [
  'code',
  'agency',
  'origin_city',
  'destination_city',
  'other',
];

export function searchFields(item: ShipmentListItem, references: string): SearchFields {
  const origin = foldPlace(item.origin);
  const destination = foldPlace(item.destination);
  const marked = (p: FoldedPlace) => ({
    postal: p.postal === '' ? '' : `${START_MARK}${p.postal}`,
    country: p.country === '' ? '' : `${START_MARK}${p.country}${END_MARK}`,
  });
  const rest = (p: FoldedPlace) => [p.state, p.postal.toLowerCase(), p.country.toLowerCase()];
  return {
    code: fold(item.shipmentCode),
    agency: fold(item.agency),
    origin_city: origin.city,
    origin_postal: marked(origin).postal,
    origin_country: marked(origin).country,
    destination_city: destination.city,
    destination_postal: marked(destination).postal,
    destination_country: marked(destination).country,
    other: lines([...rest(origin), ...rest(destination), references]),
  };
}

export function shipmentColumns(item: ShipmentListItem, references: string): ShipmentColumns {
  const code = fold(item.shipmentCode);
  const agency = fold(item.agency);
  const origin = foldPlace(item.origin);
  const destination = foldPlace(item.destination);
  return {
    shipment_id: item.shipmentId,
    shipment_code: item.shipmentCode,
    agency: item.agency,
    pick_up_date: item.pickUpDate,
    delivery_date: item.deliveryDate,
    price_value: item.price?.value ?? null,
    tracking_status: item.trackingStatus,
    customs_status: item.customsStatus,
    status_rank: statusRank(item.trackingStatus),
    code_folded: code,
    agency_folded: agency,
    origin_city_folded: origin.city,
    origin_postal_code: origin.postal,
    origin_country_code: origin.country,
    destination_city_folded: destination.city,
    destination_postal_code: destination.postal,
    destination_country_code: destination.country,
    search_text: searchLines(code, agency, origin, destination, references),
  };
}

import { m } from '../i18n/messages';
import type { RatingIssue, RatingRule, RatingRuleBroken, RatingRuleField } from './rating-rules';

/*
 * A broken rating rule in the words of the rating form and the desk's
 * language of the moment: the field in words ("origin postal code", "el
 * código postal de origen"), said inside the rule's sentence, capitalised.
 */

const FIELD_WORDS: Readonly<Record<RatingRuleField, () => string>> = {
  origin: m.rating_rule_field_origin,
  destination: m.rating_rule_field_destination,
  postalCode: m.rating_rule_field_postal_code,
  city: m.rating_rule_field_city,
  // The form calls a location's state its region code (what the lookup fills in).
  state: m.rating_rule_field_state,
  country: m.rating_rule_field_country,
  goodsDescription: m.rating_rule_field_goods_description,
  goodsValue: m.rating_rule_field_goods_value,
  currency: m.rating_rule_field_currency,
  palletType: m.rating_rule_field_pallet_type,
  quantity: m.rating_rule_field_quantity,
  length: m.rating_rule_field_length,
  width: m.rating_rule_field_width,
  height: m.rating_rule_field_height,
  weight: m.rating_rule_field_weight,
  measurementUnit: m.rating_rule_field_measurement_unit,
  CBM: m.rating_rule_field_cbm,
  originServiceType: m.rating_rule_field_origin_service_type,
  destinationServiceType: m.rating_rule_field_destination_service_type,
  originUnLocCode: m.rating_rule_field_origin_un_loc_code,
  destinationUnLocCode: m.rating_rule_field_destination_un_loc_code,
  departureAirportCode: m.rating_rule_field_departure_airport_code,
  arrivalAirportCode: m.rating_rule_field_arrival_airport_code,
  lat: m.rating_rule_field_lat,
  lng: m.rating_rule_field_lng,
  isReeferContainer: m.rating_rule_field_reefer,
  type: m.rating_rule_field_type,
  boxes: m.rating_rule_field_boxes,
  pallets: m.rating_rule_field_pallets,
  cargos: m.rating_rule_field_cargos,
  containers: m.rating_rule_field_containers,
};

/** The request's other fields, which no rule is about but its schema can refuse. */
const OTHER_FIELD_WORDS: Readonly<Record<string, () => string>> = {
  pickUpDate: m.rating_field_pick_up_date,
  street: m.rating_field_street,
  insurance: m.rating_field_insurance,
  customs: m.rating_field_customs,
  dangerousCargo: m.rating_field_dangerous_cargo,
  isStackable: m.rating_field_stackable,
  isOwnedContainer: m.rating_field_owned_container,
  isTiltable: m.rating_field_tiltable,
  isTopLoadable: m.rating_field_top_loadable,
  imoNumber: m.rating_field_imo_number,
  originRkstCode: m.rating_field_origin_rkst_code,
  destinationRkstCode: m.rating_field_destination_rkst_code,
  chargeableWeight: m.rating_field_chargeable_weight,
  weightType: m.rating_field_weight_type,
};

const END_WORDS = { origin: m.rating_rule_end_origin, destination: m.rating_rule_end_destination } as const;

type Said = (field: string, values: Readonly<Record<string, string>>) => string;
const value = (values: Readonly<Record<string, string>>, key: string) => values[key] ?? '';

const RULE_WORDS: Readonly<Record<RatingRule, Said>> = {
  required: (field) => m.rating_rule_required({ field }),
  'required-cmkg': (field) => m.rating_rule_required_cmkg({ field }),
  'not-negative': (field) => m.rating_rule_not_negative({ field }),
  currency: (field) => m.rating_rule_currency({ field }),
  country: (field) => m.rating_rule_country({ field }),
  'one-of': (field, values) => m.rating_rule_one_of({ field, codes: value(values, 'codes') }),
  iata: (field) => m.rating_rule_iata({ field }),
  'service-type': (field) => m.rating_rule_service_type({ field }),
  'un-locode': (field) => m.rating_rule_un_locode({ field }),
  between: (field, values) => m.rating_rule_between({ field, min: value(values, 'min'), max: value(values, 'max') }),
  decimals: (field, values) => m.rating_rule_decimals({ field, max: value(values, 'max') }),
  'no-items': (field) => m.rating_rule_no_items({ field }),
  'no-containers': (field) => m.rating_rule_no_containers({ field }),
  'no-cargos': (field) => m.rating_rule_no_cargos({ field }),
  'more-than-zero': (field) => m.rating_rule_more_than_zero({ field }),
  'container-unknown': (_field, values) => m.rating_rule_container_unknown({ type: value(values, 'type') }),
  'container-written': (_field, values) => m.rating_rule_container_written({ code: value(values, 'code') }),
  'reefer-true': (field, values) => m.rating_rule_reefer_true({ field, code: value(values, 'code') }),
  'reefer-false': (field, values) => m.rating_rule_reefer_false({ field, code: value(values, 'code') }),
};

/** Words of a field said at its end, when it has one: "el código postal de origen". */
function atEnd(words: string, end: RatingRuleBroken['end']): string {
  return end === undefined ? words : m.rating_rule_at_end({ end: END_WORDS[end](), field: words });
}

/** The field a rule is about, in words: "origin postal code", "el código postal de origen". */
function fieldWords({ field, end }: RatingRuleBroken): string {
  return atEnd(FIELD_WORDS[field](), end);
}

const END_IN_PATH = /(?:^|[.$])(origin|destination)[.[]/;

/** The end a request path is at, in words ("origen"); null for a path at neither end. */
export function endWordsOfPath(path: string): string | null {
  const end = END_IN_PATH.exec(path)?.[1] as RatingRuleBroken['end']; // the pattern matches only the two ends
  return end === undefined ? null : END_WORDS[end]();
}

/**
 * A request's field in the rating form's words, at the end its path names
 * ("request.origin.postalCode": "el código postal de origen"); null for a
 * field no rating request has.
 */
export function ratingFieldWords(field: string, path: string): string | null {
  const end = END_IN_PATH.exec(path)?.[1] as RatingRuleBroken['end']; // the pattern matches only the two ends
  // hasOwn finds the field among a table's own keys.
  if (Object.hasOwn(FIELD_WORDS, field)) return atEnd(FIELD_WORDS[field as RatingRuleField](), end);
  const other = Object.hasOwn(OTHER_FIELD_WORDS, field) ? OTHER_FIELD_WORDS[field] : undefined;
  return other ? atEnd(other(), end) : null;
}

/** "Origin postal code is required", "Falta el código postal de origen". */
export function ratingRuleText({ broken }: Pick<RatingIssue, 'broken'>): string {
  const text = RULE_WORDS[broken.rule](fieldWords(broken), broken.values ?? {});
  return text.charAt(0).toUpperCase() + text.slice(1);
}

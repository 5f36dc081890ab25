import type { z } from 'zod';
import { findContainerType, toRatingContainerCode } from '../domain/containers';
import type { PayloadIssue } from './issues';
import { jsonPath } from './issues';
import type { RatingMode } from './modes';
import type {
  airRatingRequest,
  boxRatingRequest,
  palletRatingRequest,
  ratingLocationRequest,
  seaFclRatingRequest,
  seaLclRatingRequest,
} from './rating-requests';
import { ratingPalletTypes, serviceTypes } from './rating-requests';

/*
 * Business rules of a rating request (spec 2.3 and 8), kept apart from the
 * request schemas like booking-rules.ts: positive quantities, sizes and weights,
 * coordinate precision (3, 6), ISO country and currency codes, known pallet and
 * container types, and a reefer flag that matches the container type.
 */

/** The body of each rating mode once it passed that mode's request schema. */
export interface RatingRuleInputs {
  boxes: z.output<typeof boxRatingRequest>;
  pallets: z.output<typeof palletRatingRequest>;
  'sea-fcl': z.output<typeof seaFclRatingRequest>;
  'sea-lcl': z.output<typeof seaLclRatingRequest>;
  air: z.output<typeof airRatingRequest>;
}
export type RatingRuleInput = RatingRuleInputs[RatingMode];

type Location = z.output<typeof ratingLocationRequest>;

/**
 * Which rule a problem breaks, about which field (and end), with the figures
 * it names: a form says it in the desk's language from these
 * (rating-rule-words.ts); `message` stays the English that main's log and
 * the sandbox, speaking as the service, send.
 */
export interface RatingRuleBroken {
  readonly rule: RatingRule;
  readonly field: RatingRuleField;
  readonly end?: 'origin' | 'destination';
  readonly values?: Readonly<Record<string, string>>;
}
export type RatingIssue = PayloadIssue & { readonly broken: RatingRuleBroken };

export type RatingRule =
  | 'required'
  | 'required-cmkg'
  | 'not-negative'
  | 'currency'
  | 'country'
  | 'one-of'
  | 'iata'
  | 'service-type'
  | 'un-locode'
  | 'between'
  | 'decimals'
  | 'no-items'
  | 'no-containers'
  | 'no-cargos'
  | 'more-than-zero'
  | 'container-unknown'
  | 'container-written'
  | 'reefer-true'
  | 'reefer-false';

/** The fields a rule can be about: the request's keys. */
export type RatingRuleField =
  | 'origin'
  | 'destination'
  | 'postalCode'
  | 'city'
  | 'state'
  | 'country'
  | 'goodsDescription'
  | 'goodsValue'
  | 'currency'
  | 'palletType'
  | 'quantity'
  | 'length'
  | 'width'
  | 'height'
  | 'weight'
  | 'measurementUnit'
  | 'CBM'
  | 'originServiceType'
  | 'destinationServiceType'
  | 'originUnLocCode'
  | 'destinationUnLocCode'
  | 'departureAirportCode'
  | 'arrivalAirportCode'
  | 'lat'
  | 'lng'
  | 'isReeferContainer'
  | 'type'
  | 'boxes'
  | 'pallets'
  | 'cargos'
  | 'containers';

type Add = (path: PropertyKey[], message: string, broken: RatingRuleBroken) => void;

/** The fields every mode has, read the same way for all. */
interface CommonFields {
  origin?: Location | null;
  destination?: Location | null;
  goodsDescription?: string | null;
  goodsValue?: number | null;
  currency?: string | null;
}

const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const UN_LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const IATA_AIRPORT = /^[A-Z]{3}$/;
/** Spec 8: coordinate precision (3, 6): at most 6 decimals. */
const MAX_COORD_DECIMALS = 6;

/** What each mode checks beyond the common fields: one table, no copy per mode. */
const modeRules: { [M in RatingMode]: (body: RatingRuleInputs[M], add: Add) => void } = {
  boxes: (body, add) => checkItems(body.boxes, 'boxes', add),
  pallets: (body, add) => {
    checkItems(body.pallets, 'pallets', add);
    body.pallets.forEach((p, i) => {
      if (!(ratingPalletTypes as readonly string[]).includes(p.palletType)) {
        const codes = ratingPalletTypes.join(', ');
        add(['pallets', i, 'palletType'], `palletType must be one of ${codes}`, {
          rule: 'one-of',
          field: 'palletType',
          values: { codes },
        });
      }
    });
  },
  'sea-fcl': (body, add) => {
    checkSeaEnds(body, add);
    checkContainers(body.containers, add);
  },
  'sea-lcl': (body, add) => {
    checkSeaEnds(body, add);
    checkLclCargos(body.cargos, add);
  },
  air: (body, add) => {
    checkItems(body.cargos, 'cargos', add);
    for (const field of ['departureAirportCode', 'arrivalAirportCode'] as const) {
      if (!IATA_AIRPORT.test(body[field]))
        add([field], `${field} must be a 3-letter IATA airport code`, { rule: 'iata', field });
    }
  },
};

/** Every rule the body breaks, each with the JSON path of the field. Empty when the request may be sent. */
export function checkRatingRules<M extends RatingMode>(mode: M, body: RatingRuleInputs[M]): RatingIssue[] {
  const issues: RatingIssue[] = [];
  const add: Add = (path, message, broken) => issues.push({ path: jsonPath(path), message, broken });
  const sea = mode === 'sea-fcl' || mode === 'sea-lcl';
  const common: CommonFields = body;

  for (const end of ['origin', 'destination'] as const) {
    const location = common[end];
    if (location) checkLocation(location, end, add);
    else if (!sea) add([end], `${end} is required`, { rule: 'required', field: end });
  }
  if (!sea && (common.goodsDescription ?? '').trim() === '') {
    add(['goodsDescription'], 'goodsDescription must not be empty', { rule: 'required', field: 'goodsDescription' });
  }
  if (common.goodsValue != null && common.goodsValue < 0) {
    add(['goodsValue'], 'goodsValue must not be negative', { rule: 'not-negative', field: 'goodsValue' });
  }
  if (common.currency != null && !CURRENCY.test(common.currency)) {
    add(['currency'], 'currency must be an ISO 4217 code such as EUR', { rule: 'currency', field: 'currency' });
  }
  // TS cannot tie modeRules[mode] to body's type through the generic; the index is the same M.
  (modeRules[mode] as (b: RatingRuleInputs[M], a: Add) => void)(body, add);
  return issues;
}

function checkSeaEnds(body: RatingRuleInputs['sea-fcl'] | RatingRuleInputs['sea-lcl'], add: Add): void {
  for (const field of ['originServiceType', 'destinationServiceType'] as const) {
    if (!(serviceTypes as readonly string[]).includes(body[field])) {
      add([field], `${field} must be CY (container yard) or SD (store door)`, { rule: 'service-type', field });
    }
  }
  for (const field of ['originUnLocCode', 'destinationUnLocCode'] as const) {
    if (!UN_LOCODE.test(body[field]))
      add([field], `${field} must be a UN/LOCODE such as ESBCN`, { rule: 'un-locode', field });
  }
}

function checkLocation(location: Location, end: 'origin' | 'destination', add: Add): void {
  const at = [end];
  if (!COUNTRY.test(location.country)) {
    add([...at, 'country'], `${end} country must be an ISO 3166-1 alpha-2 code such as ES`, {
      rule: 'country',
      field: 'country',
      end,
    });
  }
  for (const field of ['postalCode', 'city', 'state'] as const) {
    if (location[field].trim() === '') {
      add([...at, field], `${end} ${field} must not be empty`, { rule: 'required', field, end });
    }
  }
  if (location.coords) {
    const { lat, lng } = location.coords;
    const range = (field: 'lat' | 'lng', limit: number) => ({
      rule: 'between' as const,
      field,
      values: { min: String(-limit), max: String(limit) },
    });
    const decimals = (field: 'lat' | 'lng') => ({
      rule: 'decimals' as const,
      field,
      values: { max: String(MAX_COORD_DECIMALS) },
    });
    if (!(lat >= -90 && lat <= 90)) add([...at, 'coords', 'lat'], 'lat must be between -90 and 90', range('lat', 90));
    if (!(lng >= -180 && lng <= 180)) {
      add([...at, 'coords', 'lng'], 'lng must be between -180 and 180', range('lng', 180));
    }
    if (fractionDigits(lat) > MAX_COORD_DECIMALS) {
      add([...at, 'coords', 'lat'], 'lat has more than 6 decimals', decimals('lat'));
    }
    if (fractionDigits(lng) > MAX_COORD_DECIMALS) {
      add([...at, 'coords', 'lng'], 'lng has more than 6 decimals', decimals('lng'));
    }
  }
}

interface MeasuredItem {
  quantity: number;
  length: number;
  width: number;
  height: number;
  weight: number;
  measurementUnit: string;
}
interface LclCargo {
  quantity?: number | null;
  weight?: number | null;
  measurementUnit: string;
  CBM: number;
}

const moreThanZero = (field: RatingRuleField): RatingRuleBroken => ({ rule: 'more-than-zero', field });
const UNIT_REQUIRED: RatingRuleBroken = { rule: 'required-cmkg', field: 'measurementUnit' };

function checkItems(items: readonly MeasuredItem[], field: 'boxes' | 'pallets' | 'cargos', add: Add): void {
  if (items.length === 0) add([field], `${field} must hold at least one item`, { rule: 'no-items', field });
  items.forEach((item, i) => {
    if (!(item.quantity > 0)) add([field, i, 'quantity'], 'quantity must be more than 0', moreThanZero('quantity'));
    for (const dim of ['length', 'width', 'height', 'weight'] as const) {
      if (!(item[dim] > 0)) add([field, i, dim], `${dim} must be more than 0`, moreThanZero(dim));
    }
    if (item.measurementUnit.trim() === '')
      add([field, i, 'measurementUnit'], 'measurementUnit must not be empty (CmKg)', UNIT_REQUIRED);
  });
}

function checkContainers(containers: z.output<typeof seaFclRatingRequest>['containers'], add: Add): void {
  if (containers.length === 0) {
    add(['containers'], 'containers must hold at least one container', { rule: 'no-containers', field: 'containers' });
  }
  containers.forEach((c, i) => {
    if (!(c.quantity > 0)) add(['containers', i, 'quantity'], 'quantity must be more than 0', moreThanZero('quantity'));
    if (!(c.weight > 0)) add(['containers', i, 'weight'], 'weight must be more than 0', moreThanZero('weight'));
    const info = findContainerType(c.type);
    if (!info) {
      add(['containers', i, 'type'], `type ${c.type} is not a container type of the spec (DRY20, HDRY40, RF40, ...)`, {
        rule: 'container-unknown',
        field: 'type',
        values: { type: c.type },
      });
      return;
    }
    if (info.code !== c.type) {
      const code = toRatingContainerCode(c.type) ?? info.code;
      add(['containers', i, 'type'], `type must be written ${code} in a rating request`, {
        rule: 'container-written',
        field: 'type',
        values: { code },
      });
    }
    if (c.isReeferContainer !== info.isReefer) {
      const broken = {
        rule: info.isReefer ? 'reefer-true' : 'reefer-false',
        field: 'isReeferContainer',
        values: { code: info.code },
      } as const;
      add(
        ['containers', i, 'isReeferContainer'],
        info.isReefer
          ? `isReeferContainer must be true for ${info.code}`
          : `isReeferContainer must be false for ${info.code} (not a reefer)`,
        broken,
      );
    }
  });
}

function checkLclCargos(cargos: readonly LclCargo[], add: Add): void {
  if (cargos.length === 0)
    add(['cargos'], 'cargos must hold at least one cargo', { rule: 'no-cargos', field: 'cargos' });
  cargos.forEach((c, i) => {
    if (!(c.CBM > 0)) add(['cargos', i, 'CBM'], 'CBM must be more than 0', moreThanZero('CBM'));
    if (c.quantity != null && !(c.quantity > 0)) {
      add(['cargos', i, 'quantity'], 'quantity must be more than 0', moreThanZero('quantity'));
    }
    if (c.weight != null && !(c.weight > 0)) {
      add(['cargos', i, 'weight'], 'weight must be more than 0', moreThanZero('weight'));
    }
    if (c.measurementUnit.trim() === '')
      add(['cargos', i, 'measurementUnit'], 'measurementUnit must not be empty (CmKg)', UNIT_REQUIRED);
  });
}

/** Decimals of a number as JSON writes it (1e-7 has 7). */
export function fractionDigits(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  const decimals = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, decimals - Number(exponent));
}

import type { z } from 'zod';
import { findContainerType, toRatingContainerCode } from '../domain/containers';
import type { PayloadIssue } from './issues';
import { jsonPath } from './issues';
import type { RatingMode } from './modes';
import type { airRatingRequest, boxRatingRequest, palletRatingRequest, ratingLocationRequest, seaFclRatingRequest, seaLclRatingRequest } from './rating-requests';
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
type Add = (path: PropertyKey[], message: string) => void;

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
        add(['pallets', i, 'palletType'], `palletType must be one of ${ratingPalletTypes.join(', ')}`);
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
      if (!IATA_AIRPORT.test(body[field])) add([field], `${field} must be a 3-letter IATA airport code`);
    }
  },
};

/** Every rule the body breaks, each with the JSON path of the field. Empty when the request may be sent. */
export function checkRatingRules<M extends RatingMode>(mode: M, body: RatingRuleInputs[M]): PayloadIssue[] {
  const issues: PayloadIssue[] = [];
  const add: Add = (path, message) => issues.push({ path: jsonPath(path), message });
  const sea = mode === 'sea-fcl' || mode === 'sea-lcl';
  const common: CommonFields = body;

  for (const end of ['origin', 'destination'] as const) {
    const location = common[end];
    if (location) checkLocation(location, [end], add);
    else if (!sea) add([end], `${end} is required`);
  }
  if (!sea && (common.goodsDescription ?? '').trim() === '') {
    add(['goodsDescription'], 'goodsDescription must not be empty');
  }
  if (common.goodsValue != null && common.goodsValue < 0) add(['goodsValue'], 'goodsValue must not be negative');
  if (common.currency != null && !CURRENCY.test(common.currency)) {
    add(['currency'], 'currency must be an ISO 4217 code such as EUR');
  }
  // TS cannot tie modeRules[mode] to body's type through the generic; the index is the same M.
  (modeRules[mode] as (b: RatingRuleInputs[M], a: Add) => void)(body, add);
  return issues;
}

function checkSeaEnds(body: RatingRuleInputs['sea-fcl'] | RatingRuleInputs['sea-lcl'], add: Add): void {
  for (const field of ['originServiceType', 'destinationServiceType'] as const) {
    if (!(serviceTypes as readonly string[]).includes(body[field])) {
      add([field], `${field} must be CY (container yard) or SD (store door)`);
    }
  }
  for (const field of ['originUnLocCode', 'destinationUnLocCode'] as const) {
    if (!UN_LOCODE.test(body[field])) add([field], `${field} must be a UN/LOCODE such as ESBCN`);
  }
}

function checkLocation(location: Location, at: PropertyKey[], add: Add): void {
  const end = String(at[0]);
  if (!COUNTRY.test(location.country)) {
    add([...at, 'country'], `${end} country must be an ISO 3166-1 alpha-2 code such as ES`);
  }
  for (const field of ['postalCode', 'city', 'state'] as const) {
    if (location[field].trim() === '') add([...at, field], `${end} ${field} must not be empty`);
  }
  if (location.coords) {
    const { lat, lng } = location.coords;
    if (!(lat >= -90 && lat <= 90)) add([...at, 'coords', 'lat'], 'lat must be between -90 and 90');
    if (!(lng >= -180 && lng <= 180)) add([...at, 'coords', 'lng'], 'lng must be between -180 and 180');
    if (fractionDigits(lat) > MAX_COORD_DECIMALS) add([...at, 'coords', 'lat'], 'lat has more than 6 decimals');
    if (fractionDigits(lng) > MAX_COORD_DECIMALS) add([...at, 'coords', 'lng'], 'lng has more than 6 decimals');
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

function checkItems(items: readonly MeasuredItem[], field: string, add: Add): void {
  if (items.length === 0) add([field], `${field} must hold at least one item`);
  items.forEach((item, i) => {
    if (!(item.quantity > 0)) add([field, i, 'quantity'], 'quantity must be more than 0');
    for (const dim of ['length', 'width', 'height', 'weight'] as const) {
      if (!(item[dim] > 0)) add([field, i, dim], `${dim} must be more than 0`);
    }
    if (item.measurementUnit.trim() === '')
      add([field, i, 'measurementUnit'], 'measurementUnit must not be empty (CmKg)');
  });
}

function checkContainers(containers: z.output<typeof seaFclRatingRequest>['containers'], add: Add): void {
  if (containers.length === 0) add(['containers'], 'containers must hold at least one container');
  containers.forEach((c, i) => {
    if (!(c.quantity > 0)) add(['containers', i, 'quantity'], 'quantity must be more than 0');
    if (!(c.weight > 0)) add(['containers', i, 'weight'], 'weight must be more than 0');
    const info = findContainerType(c.type);
    if (!info) {
      add(['containers', i, 'type'], `type ${c.type} is not a container type of the spec (DRY20, HDRY40, RF40, ...)`);
      return;
    }
    if (info.code !== c.type) {
      add(['containers', i, 'type'], `type must be written ${toRatingContainerCode(c.type)} in a rating request`);
    }
    if (c.isReeferContainer !== info.isReefer) {
      add(
        ['containers', i, 'isReeferContainer'],
        info.isReefer
          ? `isReeferContainer must be true for ${info.code}`
          : `isReeferContainer must be false for ${info.code} (not a reefer)`,
      );
    }
  });
}

function checkLclCargos(cargos: readonly LclCargo[], add: Add): void {
  if (cargos.length === 0) add(['cargos'], 'cargos must hold at least one cargo');
  cargos.forEach((c, i) => {
    if (!(c.CBM > 0)) add(['cargos', i, 'CBM'], 'CBM must be more than 0');
    if (c.quantity != null && !(c.quantity > 0)) add(['cargos', i, 'quantity'], 'quantity must be more than 0');
    if (c.weight != null && !(c.weight > 0)) add(['cargos', i, 'weight'], 'weight must be more than 0');
    if (c.measurementUnit.trim() === '')
      add(['cargos', i, 'measurementUnit'], 'measurementUnit must not be empty (CmKg)');
  });
}

/** Decimals of a number as JSON writes it (1e-7 has 7). */
export function fractionDigits(n: number): number {
  const [mantissa = '', exponent = '0'] = String(n).split('e');
  const decimals = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, decimals - Number(exponent));
}

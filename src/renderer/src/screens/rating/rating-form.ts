import { jsonPath } from '@shared/api/issues';
import { ratingRuleText } from '@shared/api/rating-rule-words';
import type { RequestFieldRefusal } from '@shared/api/request-field-refusals';
import { requestProblemText } from '@shared/api/request-field-words';
import { checkRatingRules } from '@shared/api/rating-rules';
import { ratingRequests } from '@shared/api/rating-requests';
import { parseMinor } from '@shared/domain/money';
import { m } from '@shared/i18n/messages';
import { inFormWords } from '../../lib/field-errors';
import { readTypedNumber, typedNumberProblem } from '../../lib/typed-number';
import type { FormMode } from './form-modes';
import { linePath, newLine, type LineValues } from './line-kinds';
import {
  emptyAddress,
  emptyAirport,
  emptyPort,
  isBlankAddress,
  type AddressValues,
  type AirportValues,
  type PortValues,
} from './location-pick';

/*
 * The rating form as data: what the operator entered (text, as typed), the
 * request it becomes, and every problem found BEFORE anything is sent, each
 * with the request path of its field (`boxes[0].weight`), which is also the
 * path main reports (`request.boxes[0].weight`), so both land under the same
 * field.
 */

export type End = 'origin' | 'destination';
export const ends: readonly End[] = ['origin', 'destination'];

export type ServiceType = 'CY' | 'SD';

export interface EndValues {
  address: AddressValues;
  port: PortValues;
  airport: AirportValues;
  /** Sea only: container yard or store door. */
  serviceType: ServiceType;
}

export interface RatingFormValues {
  origin: EndValues;
  destination: EndValues;
  lines: LineValues[];
  /** `YYYY-MM-DD` from the date input. */
  pickUpDate: string;
  goodsDescription: string;
  /** A decimal as typed ("1250,50"); sent as integer minor units. */
  goodsValue: string;
  currency: string;
  insurance: boolean;
  customs: boolean;
  dangerousCargo: boolean;
}

export interface FieldProblem {
  readonly path: string;
  readonly message: string;
  /** Already in the form's words and the desk's language (a message); else the English of a schema or main, put in the form's words when placed. */
  readonly said?: boolean;
  /** The request field its request schema refused (main names it): said in the form's words and the desk's language. */
  readonly requestField?: RequestFieldRefusal;
}

/** Today's date in the operator's time zone, as the date input writes it. */
export function todayText(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

function emptyEnd(): EndValues {
  return { address: emptyAddress(), port: emptyPort(), airport: emptyAirport(), serviceType: 'CY' };
}

export function emptyRatingForm(form: FormMode, today: string): RatingFormValues {
  return {
    origin: emptyEnd(),
    destination: emptyEnd(),
    lines: [newLine(form.lines)],
    pickUpDate: today,
    goodsDescription: '',
    goodsValue: '',
    currency: 'EUR',
    insurance: false,
    customs: false,
    dangerousCargo: false,
  };
}

/* ------------------------------------------------------------ paths */

/** The airport field of each end of an air request. */
export const airportField: Readonly<Record<End, 'departureAirportCode' | 'arrivalAirportCode'>> = {
  origin: 'departureAirportCode',
  destination: 'arrivalAirportCode',
};

/** Whether an end's address is part of the request (always, except sea with container-yard service). */
export function hasAddress(form: FormMode, values: RatingFormValues, end: End): boolean {
  return form.ends !== 'port' || values[end].serviceType === 'SD';
}

/**
 * Every field the form shows, by request path. A problem is shown under the
 * field whose path is the longest one that starts its own path.
 */
export function formFieldPaths(form: FormMode, values: RatingFormValues): string[] {
  const paths = ['pickUpDate', 'goodsDescription', 'goodsValue', 'currency', 'insurance', 'customs'];
  if (form.dangerousCargo) paths.push('dangerousCargo');
  for (const end of ends) {
    if (form.ends === 'port') paths.push(`${end}UnLocCode`, `${end}ServiceType`);
    if (form.ends === 'airport') paths.push(airportField[end]);
    if (hasAddress(form, values, end)) {
      paths.push(end, `${end}.country`, `${end}.postalCode`, `${end}.city`, `${end}.state`);
    }
  }
  const kind = form.lines;
  paths.push(kind.listField);
  values.lines.forEach((_, index) => {
    for (const field of kind.fields) if (field.kind !== 'derived') paths.push(linePath(kind, index, field.key));
  });
  return paths;
}

/**
 * Paths that have no field of their own, shown under the field that decides
 * them: coordinates under the place search, the RKST code under the port, the
 * derived reefer flag under the container type.
 */
function alias(path: string): string {
  return path
    .replace(/^(origin|destination)\.(coords|street)(\..*)?$/, '$1')
    .replace(/^(origin|destination)RkstCode$/, '$1UnLocCode')
    .replace(/^(containers\[\d+\])\.isReeferContainer$/, '$1.type');
}

/** `request.boxes[0].weight` (main) or `$.boxes[0].weight` (rules) -> `boxes[0].weight`. */
export function normalisePath(path: string): string {
  return path
    .replace(/^request(?=[.[]|$)/, '')
    .replace(/^\$/, '')
    .replace(/^\./, '');
}

export interface PlacedProblems {
  /** The first message for each field path. */
  readonly byField: Readonly<Record<string, string>>;
  /** Messages for no field the form shows (kept, shown above the buttons). */
  readonly other: readonly string[];
}

export function placeProblems(problems: readonly FieldProblem[], fieldPaths: readonly string[]): PlacedProblems {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const problem of problems) {
    const path = alias(normalisePath(problem.path));
    let best: string | null = null;
    for (const field of fieldPaths) {
      const covers = path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`);
      if (covers && (best === null || field.length > best.length)) best = field;
    }
    const message = problem.said ? problem.message : (requestProblemText(problem) ?? humanizeMessage(problem.message));
    if (best === null) {
      if (!other.includes(message)) other.push(message);
    } else byField[best] ??= message;
  }
  return { byField, other };
}

/* ---------------------------------------------------------- messages */

/** The request's field names in words, so rule messages read like the form. */
const fieldWords: Readonly<Record<string, string>> = {
  postalCode: 'postal code',
  /** The form calls a location's state its region code (what the lookup fills in). */
  state: 'region code',
  goodsDescription: 'goods description',
  goodsValue: 'goods value',
  pickUpDate: 'pickup date',
  dangerousCargo: 'dangerous cargo',
  measurementUnit: 'measurement unit',
  palletType: 'pallet type',
  isStackable: 'stackable flag',
  isReeferContainer: 'reefer flag',
  isOwnedContainer: 'owned-container flag',
  imoNumber: 'IMO number',
  originServiceType: 'origin service type',
  destinationServiceType: 'destination service type',
  originUnLocCode: 'UN/LOCODE of the port of loading',
  destinationUnLocCode: 'UN/LOCODE of the port of discharge',
  originRkstCode: 'RKST code of the port of loading',
  destinationRkstCode: 'RKST code of the port of discharge',
  departureAirportCode: 'departure airport code',
  arrivalAirportCode: 'arrival airport code',
  lat: 'latitude',
  lng: 'longitude',
  CBM: 'volume (CBM)',
};

/** "origin postalCode must not be empty" -> "Origin postal code is required". */
export function humanizeMessage(message: string): string {
  return inFormWords(message.replace(/\b[A-Za-z]+\b/g, (word) => fieldWords[word] ?? word));
}

/* ----------------------------------------------------- the request */

function addressRequest(a: AddressValues) {
  return {
    postalCode: a.postalCode.trim(),
    country: a.country.trim().toUpperCase(),
    city: a.city.trim(),
    state: a.state.trim(),
    street: null,
    coords: a.coords,
  };
}

export interface BuiltRequest {
  /**
   * The request, always complete in shape: where a value is missing or not a
   * number a neutral stand-in (0, '') takes its place, so the business rules
   * can check everything else in the same pass. It is never sent while
   * `problems` is not empty.
   */
  readonly request: Record<string, unknown>;
  /** What the operator must fix in the values themselves (nothing picked, a number that is not one). */
  readonly problems: FieldProblem[];
}

/** The request the form's values make, with the problems of the values themselves. */
export function buildRatingRequest(form: FormMode, values: RatingFormValues, today: string): BuiltRequest {
  const problems: FieldProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message, said: true });
  const request: Record<string, unknown> = {};

  for (const end of ends) {
    const label = form.endLabels[end];
    const v = values[end];
    if (form.ends === 'port') {
      request[`${end}ServiceType`] = v.serviceType;
      request[`${end}UnLocCode`] = v.port.unLocCode;
      request[`${end}RkstCode`] = v.port.rkstCode || null;
      if (!v.port.unLocCode) problem(`${end}UnLocCode`, m.rating_form_port_required({ end: label }));
    }
    if (form.ends === 'airport') {
      request[airportField[end]] = v.airport.iataCode;
      const which = end === 'origin' ? m.rating_form_departure_airport() : m.rating_form_arrival_airport();
      if (!v.airport.iataCode) problem(airportField[end], m.rating_form_port_required({ end: which }));
    }
    if (hasAddress(form, values, end)) {
      request[end] = addressRequest(v.address);
      if (isBlankAddress(v.address)) {
        const whose =
          form.ends === 'address' ? label : end === 'origin' ? m.rating_pickup_address() : m.rating_delivery_address();
        problem(end, m.rating_form_address_required({ address: whose }));
      }
    } else {
      request[end] = null;
    }
  }

  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(values.pickUpDate);
  if (values.pickUpDate.trim() === '') problem('pickUpDate', m.rating_form_pickup_date_required());
  else if (!dateOk) problem('pickUpDate', m.rating_form_pickup_date_invalid({ example: '2026-03-14' }));
  else if (values.pickUpDate < today) problem('pickUpDate', m.rating_form_pickup_date_past());
  request.pickUpDate = `${dateOk ? values.pickUpDate : today}T00:00:00.000Z`;

  const description = values.goodsDescription.trim();
  request.goodsDescription = description || (form.goodsRequired ? '' : null);
  if (!description && form.goodsRequired) {
    problem('goodsDescription', m.rating_form_goods_required());
  }

  const valueText = values.goodsValue.trim();
  const minor = valueText === '' ? null : parseMinor(valueText);
  request.goodsValue = minor ?? (form.goodsRequired ? 0 : null);
  if (valueText === '') {
    if (form.goodsRequired) problem('goodsValue', m.rating_form_goods_value_required());
  } else if (minor === null) {
    problem('goodsValue', m.rating_form_goods_value_invalid());
  } else if (minor < 0) problem('goodsValue', m.rating_form_goods_value_negative());

  request.currency = values.currency;
  request.insurance = values.insurance;
  request.customs = values.customs;
  if (form.dangerousCargo) request.dangerousCargo = values.dangerousCargo;

  const kind = form.lines;
  request[kind.listField] = values.lines.map((line, index) => {
    const item: Record<string, unknown> = { ...kind.constant };
    for (const field of kind.fields) {
      const path = linePath(kind, index, field.key);
      const raw = line.values[field.key];
      const text = typeof raw === 'string' ? raw.trim() : '';
      switch (field.kind) {
        case 'int':
        case 'decimal': {
          // Whether it is a number here; its bounds ("more than 0") are the shared rules' to say.
          const typed = readTypedNumber(text);
          const wrong = typedNumberProblem(field.label, typed, field.kind === 'int');
          item[field.key] = wrong === null && typed.kind === 'number' ? typed.value : 0;
          if (wrong !== null) problem(path, wrong);
          break;
        }
        case 'text':
          item[field.key] = text || (field.optional ? null : '');
          if (!text && !field.optional) problem(path, m.rating_form_required({ field: field.label }));
          break;
        case 'select':
          item[field.key] = text ? (field.send ? field.send(text) : text) : '';
          if (!text) problem(path, m.rating_form_required({ field: field.label }));
          break;
        case 'check':
          item[field.key] = raw === true;
          break;
        case 'derived':
          item[field.key] = field.derive ? field.derive(line.values) : false;
          break;
      }
    }
    return item;
  });

  return { request, problems };
}

/**
 * Every problem of the form, in the order of the form: the values' own, then
 * the mode's request schema (structure), then the business rules (the same
 * checkRatingRules main runs). Nothing is sent while this is not empty.
 */
export function validateRatingForm(
  form: FormMode,
  values: RatingFormValues,
  today: string,
): { request: Record<string, unknown>; problems: FieldProblem[] } {
  const built = buildRatingRequest(form, values, today);
  const found: FieldProblem[] = [];
  const parsed = ratingRequests[form.mode].safeParse(built.request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      found.push({ path: normalisePath(jsonPath(issue.path)), message: issue.message });
    }
  } else {
    // The schema passed, so the body has the mode's shape; the rules are typed per mode.
    for (const issue of checkRatingRules(form.mode, parsed.data as never)) {
      found.push({ path: normalisePath(issue.path), message: ratingRuleText(issue), said: true });
    }
  }
  // "Pick the origin" already covers "origin postal code must not be empty": say it once.
  const covered = (path: string) =>
    built.problems.some((p) => path === p.path || path.startsWith(`${p.path}.`) || path.startsWith(`${p.path}[`));
  return { request: built.request, problems: [...built.problems, ...found.filter((p) => !covered(p.path))] };
}

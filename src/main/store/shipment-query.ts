import type { ShipmentFilters } from '@shared/ipc/channels/tracking';
import { NO_STATUS } from '@shared/domain/code-labels';
import { normaliseDateTime } from '@shared/domain/datetime';
import { foldText } from '@shared/domain/fold';
import type { ShipmentSort, ShipmentSortKey } from '@shared/domain/stored-records';
import { END_MARK, postalKey, SEARCHED_FIELD_NAMES, START_MARK } from './shipment-columns';
import { StoreError } from './store-error';

export type SqlParam = string | number;

/** A condition on the shipments row and its parameters (values are always parameters, never SQL text). */
export interface SqlCondition {
  readonly sql: string;
  readonly params: readonly SqlParam[];
}

/**
 * One condition of a list query, twice: as SQL on the shipments row, and as
 * an expression of the trigram index (migration v2) that matches exactly the
 * same rows, or null when the index cannot express it (a text under 3
 * characters, a date).
 */
export interface QueryPart {
  readonly condition: SqlCondition;
  readonly index: string | null;
  /**
   * SQL that changes no answer but lets SQLite use an index for the
   * condition (a bounded date is not null), and the sort column of that index.
   */
  readonly hint?: { readonly sql: string; readonly column: string };
  /**
   * Sort columns whose order may bunch the rows this part matches (sorting by
   * agency while filtering by one): walking such an order to fill a page may
   * read most of it (shipment-pages.ts). With an index expression: the part
   * bunches that column only if the index finds the text in it.
   */
  readonly bunches: readonly Bunching[];
  /** The same condition for the rows kept in memory (list-memory.ts). */
  readonly rule: PartRule;
}

/**
 * A condition as list-memory.ts checks it, on the same folded values as the
 * SQL: a column contains the needle (instr), a place (city contains, postal
 * key starts with, country code equals), or the pickup date against a bound.
 */
export type PartRule =
  | { readonly kind: 'contains'; readonly column: 'code' | 'agency' | 'search'; readonly needle: string }
  | {
      readonly kind: 'place';
      readonly place: 'origin' | 'destination';
      readonly needle: string;
      readonly prefix: string;
      readonly country: string;
    }
  | { readonly kind: 'date'; readonly op: DateOp; readonly value: string }
  /** The status is one of `codes` as stored; `none`: also a row with no status (NULL or empty). */
  | { readonly kind: 'status'; readonly codes: readonly string[]; readonly none: boolean };

export type DateOp = '>=' | '<' | '<=';

export interface Bunching {
  readonly column: string;
  /** An index expression: the text occurs in this column (null: assume it does). */
  readonly occursIn: string | null;
}

/** What a list query asks, ready for SQL. */
export interface ShipmentQueryPlan {
  readonly parts: readonly QueryPart[];
}

/** The parts the index answers, as one expression (null when none), and the conditions left to check on rows. */
export function splitPlan(plan: ShipmentQueryPlan): { index: string | null; conditions: SqlCondition[] } {
  const indexed = plan.parts.map((p) => p.index).filter((index): index is string => index !== null);
  return {
    index: indexed.length ? indexed.join(' AND ') : null,
    conditions: plan.parts.filter((p) => p.index === null).map((p) => p.condition),
  };
}

/**
 * The same plan answered without the trigram index: every part checked on
 * the rows. For while some rows are not in the index yet (SearchCatchUp).
 */
export function withoutIndex(plan: ShipmentQueryPlan): ShipmentQueryPlan {
  return {
    parts: plan.parts.map((part) => ({
      ...part,
      index: null,
      bunches: part.bunches.map((bunching) => ({ ...bunching, occursIn: null })),
    })),
  };
}

export const SORT_COLUMN: Record<ShipmentSortKey, string> = {
  pickUpDate: 'pick_up_date',
  deliveryDate: 'delivery_date',
  shipmentCode: 'shipment_code',
  agency: 'agency',
  price: 'price_value',
  status: 'status_rank',
};

/** The sort index a walk in this order reads (migration v1 made it; v4 dropped the descending twin). */
export function sortIndexName(sort: ShipmentSort | undefined): string {
  // One index per column (migration v4): a descending order walks it up (walkSegments).
  return sort ? `shipments_by_${SORT_COLUMN[sort.key]}_asc` : 'shipments_by_position';
}

/**
 * ORDER BY of the tracking list. As the list always sorted: rows without the
 * value last in both directions, ties in the service's order; texts by code
 * point; price by amount whatever its currency. An ascending order's terms
 * are exactly those of its sort index, so SQLite can walk it (a descending
 * one is walked in two segments, walkSegments); `unindexed` prefixes a unary
 * + so that SQLite sorts instead (shipment-pages.ts says when).
 */
export function shipmentOrder(
  sort: ShipmentSort | undefined,
  options: { unindexed?: boolean; notNull?: boolean } = {},
): string {
  const plus = options.unindexed ? '+' : '';
  if (!sort) return `${plus}list_position, row_id`;
  const column = SORT_COLUMN[sort.key];
  // Known not null (a date range on it): the first term is constant, and SQLite only sees that if it is left out.
  const nulls = options.notNull ? '' : `${plus}(${column} IS NULL), `;
  return `${nulls}${options.notNull ? plus : ''}${column}${sort.direction === 'desc' ? ' DESC' : ''}, list_position, row_id`;
}

/** One segment of a walk: the rows it holds (null: all) and their order along the sort index. */
export interface WalkSegment {
  readonly condition: string | null;
  readonly order: string;
}

/**
 * The segments a walk of the list reads in turn, each in its index's order.
 * The service's order and an ascending one are one walk down the index. A
 * descending one is two: the rows with a value, up the ascending index
 * (SQLite walks it backwards and sorts only the ties of one value by
 * position), then those without, in the service's order. One index, and a
 * row written into one B-tree per sort column, serve both directions.
 * `notNull`: a range on the sort column already excludes rows without it.
 */
export function walkSegments(sort: ShipmentSort | undefined, notNull: boolean): readonly WalkSegment[] {
  if (!sort || sort.direction === 'asc') return [{ condition: null, order: shipmentOrder(sort, { notNull }) }];
  const column = SORT_COLUMN[sort.key];
  const valued = { condition: `(${column} IS NULL) = 0`, order: `${column} DESC, list_position, row_id` };
  if (notNull) return [valued];
  // Both terms: the first picks the index's segment, the second tells SQLite the column is constant in it.
  return [valued, { condition: `(${column} IS NULL) = 1 AND ${column} IS NULL`, order: 'list_position, row_id' }];
}

/** The trigram index finds only texts of 3 characters or more. */
const MIN_INDEXED_LENGTH = 3;

/** `column : "text"` (quotes doubled), or null when the text is too short for the index. */
function indexed(columns: string, text: string): string | null {
  return [...text].length >= MIN_INDEXED_LENGTH ? `${columns} : "${text.replaceAll('"', '""')}"` : null;
}

/** Any of these (null when one cannot be looked up: then the index cannot answer the whole). */
function anyOf(expressions: readonly (string | null)[]): string | null {
  if (expressions.some((e) => e === null)) return null;
  // None is null (checked above): one expression is returned as it is.
  return expressions.length === 1 ? (expressions[0] as string) : `(${expressions.join(' OR ')})`;
}

const PLACES = {
  Origin: { name: 'origin', city: 'origin_city', postal: 'origin_postal', country: 'origin_country' },
  Destination: {
    name: 'destination',
    city: 'destination_city',
    postal: 'destination_postal',
    country: 'destination_country',
  },
} as const;

/** The service's rule for a place text: the city contains it (any case, accents), the postal code starts with it, or it is the country code. */
function placePart(text: string, place: (typeof PLACES)[keyof typeof PLACES]): QueryPart | null {
  const needle = foldText(text);
  if (needle === '') return null;
  const prefix = postalKey(text);
  const country = needle.toUpperCase();
  return {
    condition: {
      sql: `(instr(${place.city}_folded, ?) > 0 OR substr(${place.postal}_code, 1, ?) = ? OR ${place.country}_code = ?)`,
      params: [needle, prefix.length, prefix, country],
    },
    bunches: [],
    rule: { kind: 'place', place: place.name, needle, prefix, country },
    // The index holds postal codes as START + code and country codes as START + code + END.
    index: anyOf([
      indexed(place.city, needle),
      prefix === '' ? null : indexed(place.postal, `${START_MARK}${prefix}`),
      indexed(place.country, `${START_MARK}${country}${END_MARK}`),
    ]),
  };
}

function containsPart(
  column: { sql: string; rule: 'code' | 'agency' | 'search' },
  indexColumns: string,
  needle: string,
  bunches: readonly Bunching[],
): QueryPart {
  return {
    condition: { sql: `instr(${column.sql}, ?) > 0`, params: [needle] },
    index: indexed(indexColumns, needle),
    bunches,
    rule: { kind: 'contains', column: column.rule, needle },
  };
}

/** A filter on one column (code, agency): it bunches the rows in that column's order. */
function filterPart(
  column: { sql: string; rule: 'code' | 'agency' },
  indexColumn: string,
  sortColumn: string,
  text: string | undefined,
): QueryPart | null {
  const needle = foldText(text ?? '');
  return needle === '' ? null : containsPart(column, indexColumn, needle, [{ column: sortColumn, occursIn: null }]);
}

/** A search word bunches the code or agency order only where it occurs in codes or agencies. */
function searchPart(term: string): QueryPart {
  return containsPart({ sql: 'search_text', rule: 'search' }, `{${SEARCHED_FIELD_NAMES.join(' ')}}`, term, [
    { column: 'shipment_code', occursIn: indexed('code', term) },
    { column: 'agency', occursIn: indexed('agency', term) },
  ]);
}

/**
 * A filter date in the app's one date-time form; a bare date as an end means
 * "to the end of that day". The hint `(pick_up_date IS NULL) = 0` changes
 * nothing (a bounded date is not null) but lets SQLite use the pickup-date
 * sort index for the range.
 */
function datePart(text: string | undefined, name: 'StartDate' | 'EndDate'): QueryPart | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const normalised = normaliseDateTime(value);
  if (normalised === null)
    throw new StoreError('invalid-query', { key: 'filter-date', values: { name, value: value.slice(0, 40) } });
  const bound: { op: DateOp; value: string } =
    name === 'StartDate'
      ? { op: '>=', value: normalised }
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? { op: '<', value: `${nextDay(value)}T00:00:00` }
        : { op: '<=', value: normalised };
  return {
    condition: { sql: `pick_up_date ${bound.op} ?`, params: [bound.value] },
    index: null,
    hint: { sql: '(pick_up_date IS NULL) = 0', column: 'pick_up_date' },
    bunches: [],
    rule: { kind: 'date', op: bound.op, value: bound.value },
  };
}

function nextDay(date: string): string {
  // Called with a yyyy-mm-dd text only: three numbers.
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The desk's status filter: the row's tracking status is one of the codes as
 * the service sent them; `None` also takes a row it sent none for.
 */
function statusPart(codes: readonly string[] | undefined): QueryPart | null {
  const wanted = [...new Set((codes ?? []).map((code) => code.trim()).filter((code) => code !== ''))];
  if (wanted.length === 0) return null;
  const none = wanted.includes(NO_STATUS);
  return {
    condition: {
      sql: `(tracking_status IN (${wanted.map(() => '?').join(', ')})${none ? " OR tracking_status IS NULL OR tracking_status = ''" : ''})`,
      params: wanted,
    },
    index: null,
    bunches: [{ column: 'status_rank', occursIn: null }],
    rule: { kind: 'status', codes: wanted, none },
  };
}

/** The search words: folded, split on spaces; each must appear. */
export function searchTerms(search: string | undefined): string[] {
  return foldText(search ?? '')
    .split(/\s+/)
    .filter((term) => term !== '');
}

/**
 * The spec's filters as the service applies them, on the stored columns:
 * Origin and Destination by city (contains), postal code (starts with) or
 * country code; ShipmentCode and TransportOperator contain the text (any
 * case, any accents); StartDate and EndDate bound the pickup date (dates
 * compare as the app writes them, ISO text); and the desk's TrackingStatus
 * (statusPart). Plus the search words, each
 * somewhere in the code, agency, places or references.
 */
export function planShipmentQuery(filters: ShipmentFilters | undefined, search: string | undefined): ShipmentQueryPlan {
  const parts: (QueryPart | null)[] = [];
  if (filters) {
    if (filters.Origin !== undefined) parts.push(placePart(filters.Origin, PLACES.Origin));
    if (filters.Destination !== undefined) parts.push(placePart(filters.Destination, PLACES.Destination));
    parts.push(filterPart({ sql: 'code_folded', rule: 'code' }, 'code', 'shipment_code', filters.ShipmentCode));
    parts.push(filterPart({ sql: 'agency_folded', rule: 'agency' }, 'agency', 'agency', filters.TransportOperator));
    parts.push(datePart(filters.StartDate, 'StartDate'));
    parts.push(datePart(filters.EndDate, 'EndDate'));
    parts.push(statusPart(filters.TrackingStatus));
  }
  for (const term of searchTerms(search)) parts.push(searchPart(term));
  return { parts: parts.filter((part): part is QueryPart => part !== null) };
}

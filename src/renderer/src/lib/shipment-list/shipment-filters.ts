import { NO_STATUS, statusLabel, trackingStatusCodes } from '@shared/domain/code-labels';
import { shipmentSortKeys } from '@shared/domain/shipment-sort-keys';
import { m } from '@shared/i18n/messages';
import { STATUS_FILTER_LIMITS } from '@shared/domain/status-filter-limits';
import type { ShipmentFilters } from '@shared/ipc/channels/tracking';

/*
 * The filters of the shipment list (spec 4.5: Origin, Destination,
 * ShipmentCode, TransportOperator, StartDate, EndDate) and its sort order,
 * as the form holds them and as the address carries them
 * (#/tracking?origin=Valencia&from=2026-01-01&status=InTransit,GateIn&sort=price:desc),
 * so a filtered list survives a reload and another screen can link to one.
 * The desk adds a status filter (any of the chosen statuses), answered by the store.
 */

export interface FilterValues {
  origin: string;
  destination: string;
  code: string;
  operator: string;
  /** yyyy-mm-dd, as a date input gives it. */
  from: string;
  to: string;
  /** Status codes (`None`: no updates); empty: any status. */
  statuses: readonly string[];
}

type TextFilterName = Exclude<keyof FilterValues, 'statuses'>;

/** One row of the table that drives the filter form, the address and the query. */
interface FilterField {
  readonly name: TextFilterName;
  /** The spec's query name. */
  readonly query: Exclude<keyof ShipmentFilters, 'TrackingStatus'>;
  /** Read when drawn: the desk's language at that moment. */
  readonly label: () => string;
  readonly kind: 'text' | 'date';
  readonly placeholder?: () => string;
}

export const filterFields: readonly FilterField[] = [
  {
    name: 'origin',
    query: 'Origin',
    label: m.tracking_origin,
    kind: 'text',
    placeholder: m.tracking_filter_place_placeholder,
  },
  {
    name: 'destination',
    query: 'Destination',
    label: m.tracking_destination,
    kind: 'text',
    placeholder: m.tracking_filter_place_placeholder,
  },
  {
    name: 'code',
    query: 'ShipmentCode',
    label: m.tracking_shipment_code,
    kind: 'text',
    placeholder: () => m.tracking_filter_code_placeholder({ example: 'FR00061D' }),
  },
  {
    name: 'operator',
    query: 'TransportOperator',
    label: m.tracking_filter_operator,
    kind: 'text',
    placeholder: m.tracking_filter_operator_placeholder,
  },
  { name: 'from', query: 'StartDate', label: m.tracking_filter_from, kind: 'date' },
  { name: 'to', query: 'EndDate', label: m.tracking_filter_to, kind: 'date' },
];

/** The statuses the filter offers, in a shipment's order, "No updates" last: the label table's, in the desk's language now. */
export function statusChoices(): { readonly value: string; readonly label: string }[] {
  return [...trackingStatusCodes, NO_STATUS].map((code) => ({ value: code, label: statusLabel(code) }));
}

/** The address parameter of the status filter: `status=InTransit,GateIn`. */
const STATUS_PARAM = 'status';

export function emptyFilters(): FilterValues {
  return { origin: '', destination: '', code: '', operator: '', from: '', to: '', statuses: [] };
}

export function filtersFromParams(params: URLSearchParams): FilterValues {
  const values = emptyFilters();
  for (const field of filterFields) values[field.name] = params.get(field.name)?.trim() ?? '';
  const statuses = (params.get(STATUS_PARAM) ?? '').split(',').map((code) => code.trim());
  values.statuses = [...new Set(statuses.filter((code) => code !== ''))];
  return values;
}

/** The address parameters of the filters (empty ones left out by the router). */
export function paramsOfFilters(values: FilterValues): Record<string, string | undefined> {
  return {
    ...Object.fromEntries(filterFields.map((f) => [f.name, values[f.name].trim() || undefined])),
    [STATUS_PARAM]: values.statuses.length > 0 ? values.statuses.join(',') : undefined,
  };
}

/** The channel's filters: only those typed, by their spec names. */
export function toShipmentFilters(values: FilterValues): ShipmentFilters {
  const filters: Record<string, string> = {};
  for (const field of filterFields) {
    const value = values[field.name].trim();
    if (value) filters[field.query] = value;
  }
  const chosen = values.statuses.length > 0 ? { TrackingStatus: [...values.statuses] } : {};
  return { ...(filters as Omit<ShipmentFilters, 'TrackingStatus'>), ...chosen };
}

export function activeFilterCount(values: FilterValues): number {
  return filterFields.filter((f) => values[f.name].trim() !== '').length + (values.statuses.length > 0 ? 1 : 0);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_FILTER_TEXT = 120;

/** Problems per filter, before the list is asked for. */
export function checkFilters(values: FilterValues): Partial<Record<keyof FilterValues, string>> {
  const errors: Partial<Record<keyof FilterValues, string>> = {};
  const { statuses } = STATUS_FILTER_LIMITS;
  if (values.statuses.length > statuses) errors.statuses = m.tracking_filter_too_many_statuses({ max: statuses });
  for (const name of ['from', 'to'] as const) {
    const value = values[name].trim();
    if (value && !DATE.test(value)) errors[name] = m.tracking_filter_date_like({ example: '2026-11-22' });
  }
  if (!errors.from && !errors.to && values.from && values.to && values.from > values.to) {
    errors.to = m.tracking_filter_end_before_start();
  }
  for (const field of filterFields) {
    if (values[field.name].length > MAX_FILTER_TEXT)
      errors[field.name] = m.tracking_filter_too_long({ field: field.label(), max: MAX_FILTER_TEXT });
  }
  return errors;
}

export type SortKey = (typeof shipmentSortKeys)[number];
export interface SortOrder {
  readonly key: SortKey;
  readonly direction: 'asc' | 'desc';
}

/** `price:desc` -> the order; anything else -> none (the service's own order: newest bookings first). */
export function sortFromParam(text: string | null): SortOrder | null {
  const [key, direction] = (text ?? '').split(':');
  if (!key || !(shipmentSortKeys as readonly string[]).includes(key)) return null;
  return { key: key as SortKey, direction: direction === 'desc' ? 'desc' : 'asc' };
}

export function sortParam(sort: SortOrder | null): string | undefined {
  return sort ? `${sort.key}:${sort.direction}` : undefined;
}

/**
 * A click on a column header: ascending first, then descending, then back
 * to the service's order.
 */
export function nextSort(current: SortOrder | null, key: SortKey): SortOrder | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

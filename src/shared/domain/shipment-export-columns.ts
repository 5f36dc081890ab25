import type { ShipmentListItem } from '../api/tracking';
import { codeLabel, statusLabel } from './code-labels';
import { normaliseDateTime } from './datetime';
import type { FreeTimeCountdown } from './free-time';
import { toDecimalString } from './money';

/**
 * The tracking list as a spreadsheet: the columns the screen shows, in its
 * order, each with the type its cells have in a workbook. The screen's Route
 * becomes Origin and Destination (a spreadsheet filters on each), and its
 * Price becomes the amount as a number beside its Currency. One table for
 * the CSV and the XLSX export alike.
 */
export type ExportCellType = 'text' | 'date' | 'money';

/** A cell as the exports write it: a date-time as the service wrote it, an amount in minor units. */
export type ExportCell =
  | { readonly type: 'text'; readonly value: string | null }
  | { readonly type: 'date'; readonly value: string | null }
  | { readonly type: 'money'; readonly value: number | null };

/** What an export knows of a row beyond the list's fields: its free time's most pressing clock, when booked here. */
export interface ExportRowContext {
  readonly freeTime: FreeTimeCountdown | null;
}

export interface ShipmentExportColumn {
  readonly header: string;
  readonly type: ExportCellType;
  /** Characters wide in a workbook. */
  readonly width: number;
  readonly cell: (row: ShipmentListItem, context: ExportRowContext) => ExportCell;
}

type Place = ShipmentListItem['origin'];

/** "46001 Valencia, ES": the place as far as the list knows it. */
export function exportPlace(place: Place): string | null {
  if (!place) return null;
  const town = [place.postalCode, place.city]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  const text = [town, place.countryCode?.trim()].filter(Boolean).join(', ');
  return text === '' ? null : text;
}

const text = (value: string | null | undefined): ExportCell => ({ type: 'text', value: value?.trim() || null });
const date = (value: string | null): ExportCell => ({ type: 'date', value });

const START_WORDS = { discharge: 'discharge', 'gate-out': 'gate out' } as const;

/**
 * The Free time column as Tracking's (its most pressing clock), in words a
 * file keeps without a locale: dates as YYYY-MM-DD, amounts as decimals with
 * their currency. Empty for a shipment with no free time known to the desk.
 */
export function freeTimeExportText(c: FreeTimeCountdown | null): string | null {
  if (c === null) return null;
  const charge = codeLabel('freeTimeCharge', c.chargeType) ?? 'Free time';
  switch (c.state) {
    case 'no-terms':
      return `${charge}: no free days or start event in the rate`;
    case 'not-started':
      return `${charge}: not started (starts at ${START_WORDS[c.startEvent ?? 'discharge']})`;
    case 'running':
      return `${charge}: last free day ${c.lastFreeDay ?? 'unknown'}`;
    case 'due-soon':
      return `${charge}: last free day ${c.lastFreeDay ?? 'unknown'}, 48 hours or less left`;
    case 'past': {
      const accrued = c.accrued
        ? `${toDecimalString(c.accrued)}${c.accrued.currency ? ` ${c.accrued.currency}` : ''} accrued`
        : 'no price per day in the rate';
      const days = `${c.daysCharged} ${c.daysCharged === 1 ? 'day' : 'days'} charged`;
      return `${charge}: past the last free day ${c.lastFreeDay ?? ''}, ${days}, ${accrued}`;
    }
  }
}

export const shipmentExportColumns: readonly ShipmentExportColumn[] = [
  { header: 'Code', type: 'text', width: 16, cell: (r) => text(r.shipmentCode) },
  { header: 'Agency', type: 'text', width: 18, cell: (r) => text(r.agency) },
  { header: 'Origin', type: 'text', width: 26, cell: (r) => text(exportPlace(r.origin)) },
  { header: 'Destination', type: 'text', width: 26, cell: (r) => text(exportPlace(r.destination)) },
  { header: 'Pickup', type: 'date', width: 18, cell: (r) => date(r.pickUpDate) },
  { header: 'Delivery', type: 'date', width: 18, cell: (r) => date(r.deliveryDate) },
  { header: 'Price', type: 'money', width: 12, cell: (r) => ({ type: 'money', value: r.price?.value ?? null }) },
  { header: 'Currency', type: 'text', width: 10, cell: (r) => text(r.price?.currency ?? r.currency) },
  { header: 'Status', type: 'text', width: 16, cell: (r) => text(statusLabel(r.trackingStatus)) },
  { header: 'Free time', type: 'text', width: 40, cell: (_, c) => text(freeTimeExportText(c.freeTime)) },
];

/**
 * A date-time as a spreadsheet date: the wall-clock time as written (the
 * carrier's local time, no zone invented), carried as that time in UTC so
 * a workbook shows it unshifted; a value with a zone is its instant in UTC.
 * Null when it is no date-time.
 */
export function spreadsheetDate(value: string | null): Date | null {
  if (value === null) return null;
  const normalised = normaliseDateTime(value);
  if (normalised === null) return null;
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(normalised);
  const date = new Date(zoned ? normalised : `${normalised}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A cell in CSV: a date-time as "2026-11-23 10:00" (what a spreadsheet
 * reads as a date in any locale), an amount as a plain decimal ("1250.50").
 */
export function csvCell(cell: ExportCell): string | null {
  if (cell.value === null) return null;
  if (cell.type === 'money') return toDecimalString(cell.value);
  if (cell.type === 'date') {
    const when = spreadsheetDate(cell.value);
    return when ? when.toISOString().slice(0, 16).replace('T', ' ') : cell.value;
  }
  return cell.value;
}

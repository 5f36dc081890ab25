import type { ShipmentListItem } from '@shared/api/tracking';
import { m } from '@shared/i18n/messages';
import { statusLabel } from '@shared/domain/code-labels';
import { normaliseDateTime } from '@shared/domain/datetime';
import { toDecimalString, type Money } from '@shared/domain/money';

/**
 * The tracking list as a spreadsheet: the columns the screen shows, in its
 * order, each with the type its cells have in a workbook. The screen's Route
 * becomes Origin and Destination (a spreadsheet filters on each), and its
 * Price becomes the amount as a number beside its Currency; the Free time
 * column becomes the last free day and the charge so far beside its
 * currency. One table for the CSV and the XLSX export alike.
 */
export type ExportCellType = 'text' | 'date' | 'day' | 'money';

/** A cell as the exports write it: a date-time as the service wrote it, a day `YYYY-MM-DD`, an amount in minor units. */
export type ExportCell =
  | { readonly type: 'text'; readonly value: string | null }
  | { readonly type: 'date'; readonly value: string | null }
  | { readonly type: 'day'; readonly value: string | null }
  | { readonly type: 'money'; readonly value: number | null };

/** A booked sea shipment's free time as the export writes it (the list's rows do not carry it). */
export interface ExportFreeTime {
  /** The last free day (the port's date) of the clock the Free time column shows. */
  readonly lastFreeDay: string | null;
  /** What its clocks charged so far, per currency; `complete` false when some charge cannot be known. */
  readonly charged: { readonly totals: readonly Money[]; readonly complete: boolean };
}

/** The row's free time, or null for a shipment without free-time conditions on this desk. */
export type FreeTimeOfRow = (row: ShipmentListItem) => ExportFreeTime | null;

export interface ShipmentExportColumn {
  /** The column's heading, in the desk's language when the export is made. */
  readonly header: () => string;
  readonly type: ExportCellType;
  /** Characters wide in a workbook. */
  readonly width: number;
  readonly cell: (row: ShipmentListItem, freeTime: ExportFreeTime | null) => ExportCell;
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

/** The charge so far as one amount, when it is one amount in one currency the desk knows all of. */
function chargedAmount(freeTime: ExportFreeTime | null): number | null {
  const charged = freeTime?.charged;
  if (!charged?.complete || charged.totals.length > 1) return null;
  return charged.totals[0]?.value ?? 0;
}

/** Its currency; several amounts written out ("EUR 120.00; USD 50.00"); "not known" when a charge cannot be known. */
function chargedCurrency(freeTime: ExportFreeTime | null): string | null {
  const charged = freeTime?.charged;
  if (!charged) return null;
  if (!charged.complete) return m.export_not_known();
  if (charged.totals.length > 1)
    return charged.totals
      .map((total) => `${total.currency ?? m.export_currency_not_stated()} ${toDecimalString(total)}`)
      .join('; ');
  return charged.totals[0]?.currency ?? null;
}

export const shipmentExportColumns: readonly ShipmentExportColumn[] = [
  { header: m.export_code, type: 'text', width: 16, cell: (r) => text(r.shipmentCode) },
  { header: m.export_agency, type: 'text', width: 18, cell: (r) => text(r.agency) },
  { header: m.export_origin, type: 'text', width: 26, cell: (r) => text(exportPlace(r.origin)) },
  { header: m.export_destination, type: 'text', width: 26, cell: (r) => text(exportPlace(r.destination)) },
  { header: m.export_pickup, type: 'date', width: 18, cell: (r) => date(r.pickUpDate) },
  { header: m.export_delivery, type: 'date', width: 18, cell: (r) => date(r.deliveryDate) },
  { header: m.export_price, type: 'money', width: 12, cell: (r) => ({ type: 'money', value: r.price?.value ?? null }) },
  { header: m.export_currency, type: 'text', width: 10, cell: (r) => text(r.price?.currency ?? r.currency) },
  { header: m.export_status, type: 'text', width: 16, cell: (r) => text(statusLabel(r.trackingStatus)) },
  { header: m.export_last_free_day, type: 'day', width: 14, cell: (_, f) => ({ type: 'day', value: f?.lastFreeDay ?? null }) },
  {
    header: m.export_free_time_charged,
    type: 'money',
    width: 16,
    cell: (_, f) => ({ type: 'money', value: chargedAmount(f) }),
  },
  { header: m.export_free_time_currency, type: 'text', width: 16, cell: (_, f) => text(chargedCurrency(f)) },
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
 * reads as a date in any locale), a day as "2026-12-05", an amount as a
 * plain decimal ("1250.50").
 */
export function csvCell(cell: ExportCell): string | null {
  if (cell.value === null) return null;
  if (cell.type === 'money') return toDecimalString(cell.value);
  if (cell.type === 'day') return cell.value;
  if (cell.type === 'date') {
    const when = spreadsheetDate(cell.value);
    return when ? when.toISOString().slice(0, 16).replace('T', ' ') : cell.value;
  }
  return cell.value;
}

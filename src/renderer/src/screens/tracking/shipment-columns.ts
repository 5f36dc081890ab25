import type { ShipmentListItem } from '@shared/api/tracking';
import { statusText } from '@shared/domain/tracking-status';
import { dateTimeFormat } from '@shared/domain/intl-formats';
import type { GridCellText } from '../../components/grid-row-cells';
import type { FreeTimeWords } from '../../lib/free-time-text';
import { countryName, currentLocale, formatMoney, parseAppDateTime } from '../../lib/format';
import type { SortKey } from './shipment-filters';

export { statusText };

/**
 * The columns of the shipment list, once: header, sort key (when the list
 * can be sorted by it), width, and the cell's text.
 */
export interface ShipmentColumn {
  readonly id: string;
  readonly header: string;
  readonly sortKey?: SortKey;
  /** A grid-template-columns track. */
  readonly width: string;
  readonly align?: 'start' | 'end';
  readonly mono?: boolean;
  /**
   * The cell's text and its tooltip (what a narrow cell may cut off), made
   * together: a fast scroll gives 20 rows new cells a frame, and a date read
   * or an amount formatted once for both is half the work.
   */
  readonly cell: (row: ShipmentListItem, locale: string, now: Date) => CellWords;
}

/** A cell's words: its text, and the whole of it for the tooltip. */
interface CellWords {
  readonly text: string;
  readonly title?: string;
}

/** A cell whose text is the whole of it: the tooltip repeats it. */
const whole = (text: string): CellWords => ({ text, title: text });

type Place = ShipmentListItem['origin'];

/** "Valencia, ES": the city and country of a list location; '—' when neither is known. */
export function placeText(place: Place): string {
  if (!place) return '—';
  const parts = [place.city, place.countryCode].map((p) => p?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** "Barcelona → Madrid": the route in a list cell (countries in the tooltip). */
export function routeText(row: Pick<ShipmentListItem, 'origin' | 'destination'>): string {
  const city = (place: Place) => place?.city?.trim() || place?.countryCode?.trim() || '—';
  return `${city(row.origin)} → ${city(row.destination)}`;
}

/** Within this many days of today a day and month name one date only: the nearest one. */
const NO_YEAR_WITHIN_DAYS = 150;

/**
 * "14 Dec" in a list cell, so a date fits a narrow column; the full date is
 * in the tooltip. The year is added only for a date more than about five
 * months away: "23 Nov" read in January is last November, and a desk's
 * pickups and deliveries are mostly within weeks of today, so the year
 * would only widen every date cell around a new year.
 */
export function shortDate(text: string | null, now: Date = new Date(), locale: string = currentLocale()): string {
  if (!text) return '—';
  const date = parseAppDateTime(text);
  return date ? shortDateOf(date, now, locale) : text;
}

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { ...DAY_MONTH, year: '2-digit' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * The list's date formatters for the last locale asked, held here: looked up
 * through intl-formats' cache, each is a key built from its options at every
 * call, and a row has two dates to format twice.
 */
let dateFormats: {
  locale: string;
  dayMonth: Intl.DateTimeFormat;
  dayMonthYear: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
} | null = null;

function dateFormatsOf(locale: string): NonNullable<typeof dateFormats> {
  if (dateFormats?.locale !== locale) {
    dateFormats = {
      locale,
      dayMonth: dateTimeFormat(locale, DAY_MONTH),
      dayMonthYear: dateTimeFormat(locale, DAY_MONTH_YEAR),
      dateTime: dateTimeFormat(locale, DATE_TIME),
    };
  }
  return dateFormats;
}

function shortDateOf(date: Date, now: Date, locale: string): string {
  const far = Math.abs(date.getTime() - now.getTime()) > NO_YEAR_WITHIN_DAYS * 86_400_000;
  const formats = dateFormatsOf(locale);
  return (far ? formats.dayMonthYear : formats.dayMonth).format(date);
}

/** A date's cell: short in the cell, the full date and time (formatDateTime's) in the tooltip; read once for both. */
function dateCell(text: string | null, now: Date, locale: string): CellWords {
  if (!text) return { text: '—' };
  const date = parseAppDateTime(text);
  if (!date) return { text, title: text };
  return { text: shortDateOf(date, now, locale), title: dateFormatsOf(locale).dateTime.format(date) };
}

/** The full place for a tooltip: "46001 Valencia, Spain". */
export function placeTitle(place: Place, locale?: string): string {
  if (!place) return '';
  const town = [place.postalCode, place.city].filter(Boolean).join(' ');
  return [town, place.state, countryName(place.countryCode, locale) ?? place.countryCode].filter(Boolean).join(', ');
}

const orDash = (text: string | null | undefined) => (text && text.trim() !== '' ? text : '—');

export const shipmentColumns: readonly ShipmentColumn[] = [
  {
    id: 'code',
    header: 'Code',
    sortKey: 'shipmentCode',
    width: 'minmax(5.75rem, 0.8fr)',
    mono: true,
    cell: (r) => whole(orDash(r.shipmentCode)),
  },
  {
    id: 'agency',
    header: 'Agency',
    sortKey: 'agency',
    width: 'minmax(5rem, 1fr)',
    cell: (r) => whole(orDash(r.agency)),
  },
  {
    id: 'route',
    header: 'Route',
    width: 'minmax(7rem, 1.6fr)',
    cell: (r, locale) => ({
      text: routeText(r),
      title: `${placeTitle(r.origin, locale)} → ${placeTitle(r.destination, locale)}`,
    }),
  },
  {
    id: 'pickup',
    header: 'Pickup',
    sortKey: 'pickUpDate',
    width: 'minmax(4.75rem, 0.6fr)',
    cell: (r, locale, now) => dateCell(r.pickUpDate, now, locale),
  },
  {
    id: 'delivery',
    header: 'Delivery',
    sortKey: 'deliveryDate',
    width: 'minmax(4.75rem, 0.6fr)',
    cell: (r, locale, now) => dateCell(r.deliveryDate, now, locale),
  },
  {
    id: 'price',
    header: 'Price',
    sortKey: 'price',
    width: 'minmax(5.5rem, 0.7fr)',
    align: 'end',
    cell: (r, locale) => whole(r.price ? formatMoney(r.price, locale) : '—'),
  },
  { id: 'status', header: 'Status', width: 'minmax(5.5rem, 0.8fr)', cell: (r) => whole(statusText(r.trackingStatus)) },
  // Not a field of the list's rows: shipmentRowCells fills it from the free-time countdowns (free-time-flags.svelte.ts).
  { id: 'free-time', header: 'Free time', width: 'minmax(6.5rem, 0.8fr)', cell: () => ({ text: '' }) },
];

/**
 * One row of the list as its cells: each column's text and tooltip. The
 * status of a shipment the service stopped listing says so instead (`unlisted`,
 * from list-state's unlistedMark).
 */
export function shipmentRowCells(
  row: ShipmentListItem,
  unlisted: { text: string; title: string } | null,
  locale: string = currentLocale(),
  freeTime: FreeTimeWords | null = null,
  now: Date = new Date(),
  /** The columns drawn, and the Sell and Margin cells when they are (sell-columns.ts). */
  sells: { readonly columns: readonly ShipmentColumn[]; readonly cell: (id: string) => GridCellText } | null = null,
): GridCellText[] {
  return (sells?.columns ?? shipmentColumns).map((column) => {
    if (unlisted && column.id === 'status')
      return { text: unlisted.text, title: unlisted.title, align: column.align, tone: 'warning' };
    if (column.id === 'free-time') return freeTimeCell(freeTime);
    if (sells && (column.id === 'sell' || column.id === 'margin')) return sells.cell(column.id);
    const { text, title } = column.cell(row, locale, now);
    return { text, title, align: column.align, mono: column.mono };
  });
}

/** The free-time cell: the countdown in short, the sentence in its tooltip; flagged ones in the warning tone. */
function freeTimeCell(words: FreeTimeWords | null): GridCellText {
  if (!words) return { text: '' };
  return words.tone === 'neutral'
    ? { text: words.short, title: words.text }
    : { text: words.short, title: words.text, tone: 'warning' };
}

/** A row still loading: its cells hold their places; the first says so to a screen reader. */
export function loadingCellsOf(columns: readonly ShipmentColumn[]): readonly GridCellText[] {
  return columns.map((column, c) => ({ text: c === 0 ? 'Loading' : '', align: column.align, mono: column.mono }));
}
export const loadingRowCells: readonly GridCellText[] = loadingCellsOf(shipmentColumns);

/** The grid-template-columns of a list of these columns. */
export function gridColumnsOf(columns: readonly ShipmentColumn[]): string {
  return columns.map((c) => c.width).join(' ');
}
export const shipmentGridColumns = gridColumnsOf(shipmentColumns);

import { m } from '@shared/i18n/messages';
import type { ShipmentListItem } from '@shared/api/tracking';
import { NO_STATUS, statusLabel, trackingStatusCodes } from '@shared/domain/code-labels';
import { getLocale } from '@shared/i18n/paraglide/runtime.js';
import { dateTimeFormat } from '@shared/domain/intl-formats';
import type { GridCellText } from '../../components/grid-row-cells';
import type { FreeTimeWords } from '../free-time-text';
import { countryName, currentLocale, formatMoney, parseAppDateTime } from '../format';
import type { SortKey } from './shipment-filters';

/**
 * The columns of the shipment list, once: header, sort key (when the list
 * can be sorted by it), width, and the cell's text.
 */
export interface ShipmentColumn {
  readonly id: string;
  readonly header: string;
  readonly sortKey?: SortKey;
  /**
   * Where the column stays when the list is short of room: `beside`, while a
   * shipment's detail is open beside the list (which shows the dates, price
   * and free time itself); `narrow`, in a list too narrow for every column (a
   * 1024 px window), where the free-time flags stay and the dates go.
   */
  readonly whenShort?: { readonly beside?: boolean; readonly narrow?: boolean };
  /** The column's track when the list is short of room, when it differs (the names take the room the dates leave). */
  readonly shortWidth?: string;
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
    get header() {
      return m.tracking_col_code();
    },
    sortKey: 'shipmentCode',
    whenShort: { beside: true, narrow: true },
    width: 'minmax(5.75rem, 0.8fr)',
    mono: true,
    cell: (r) => whole(orDash(r.shipmentCode)),
  },
  {
    id: 'agency',
    get header() {
      return m.tracking_col_agency();
    },
    sortKey: 'agency',
    whenShort: { beside: true, narrow: true },
    shortWidth: 'minmax(6rem, 1.4fr)',
    width: 'minmax(5rem, 1fr)',
    cell: (r) => whole(orDash(r.agency)),
  },
  {
    id: 'route',
    get header() {
      return m.tracking_col_route();
    },
    whenShort: { beside: true, narrow: true },
    shortWidth: 'minmax(7rem, 1.5fr)',
    width: 'minmax(7rem, 1.6fr)',
    cell: (r, locale) => ({
      text: routeText(r),
      title: `${placeTitle(r.origin, locale)} → ${placeTitle(r.destination, locale)}`,
    }),
  },
  {
    id: 'pickup',
    get header() {
      return m.tracking_col_pickup();
    },
    sortKey: 'pickUpDate',
    width: 'minmax(4.75rem, 0.6fr)',
    cell: (r, locale, now) => dateCell(r.pickUpDate, now, locale),
  },
  {
    id: 'delivery',
    get header() {
      return m.tracking_col_delivery();
    },
    sortKey: 'deliveryDate',
    whenShort: { beside: true },
    width: 'minmax(4.75rem, 0.6fr)',
    cell: (r, locale, now) => dateCell(r.deliveryDate, now, locale),
  },
  {
    id: 'price',
    get header() {
      return m.tracking_col_price();
    },
    sortKey: 'price',
    width: 'minmax(5.5rem, 0.7fr)',
    align: 'end',
    cell: (r, locale) => whole(r.price ? formatMoney(r.price, locale) : '—'),
  },
  {
    id: 'status',
    get header() {
      return m.tracking_col_status();
    },
    sortKey: 'status',
    whenShort: { beside: true, narrow: true },
    shortWidth: 'minmax(7.5rem, 1.1fr)',
    width: 'minmax(6.5rem, 0.9fr)',
    cell: (r) => whole(statusLabel(r.trackingStatus)),
  },
  // Not a field of the list's rows: shipmentRowCells fills it from the free-time clocks (free-time-flags.svelte.ts);
  // wide enough for "End not reported" and "Stopped, €12,345.00".
  {
    id: 'free-time',
    get header() {
      return m.tracking_col_free_time();
    },
    whenShort: { narrow: true },
    width: 'minmax(8.5rem, 1fr)',
    cell: () => ({ text: '' }),
  },
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
  columns: readonly ShipmentColumn[] = shipmentColumns,
  /** The Sell and Margin cells, when those columns are drawn (sell-columns.ts). */
  sellCellOf: ((id: string) => GridCellText) | null = null,
): GridCellText[] {
  return columns.map((column) => {
    if (unlisted && column.id === 'status')
      return { text: unlisted.text, title: unlisted.title, align: column.align, tone: 'warning' };
    if (column.id === 'free-time') return freeTimeCell(freeTime);
    if (sellCellOf && (column.id === 'sell' || column.id === 'margin')) return sellCellOf(column.id);
    const { text, title } = column.cell(row, locale, now);
    return { text, title, align: column.align, mono: column.mono };
  });
}

/** The free-time cell: the most pressing clock in short, every clock's sentence in its tooltip; flagged ones in the warning tone. */
function freeTimeCell(words: FreeTimeWords | null): GridCellText {
  if (!words) return { text: '' };
  return words.tone === 'neutral'
    ? { text: words.short, title: words.text }
    : { text: words.short, title: words.text, tone: 'warning' };
}

/** The columns the list shows, its grid tracks and a loading row's cells (listLayoutsNow). */
export interface ListLayout {
  readonly columns: readonly ShipmentColumn[];
  /** The grid-template-columns of the list. */
  readonly grid: string;
  /** A row still loading: its cells hold their places; the first says so to a screen reader. */
  readonly loadingCells: readonly GridCellText[];
  /** The least width (rem) of its tracks together: below it (with the list's frame) a header would be cut. */
  readonly leastRem: number;
}

/**
 * The status column's least width in a language: its longest status word
 * whole ("Despachado en aduana" is longer than "Customs cleared"), with the
 * cell's padding; `ch` is near a letter's width in the list's face.
 */
function statusWidth(width: string): string {
  return width.replace(/^minmax\(([^,]+),/, `minmax(max($1, calc(${longestStatus()}ch + 1.5rem)),`);
}

/** The letters of the longest status word in the desk's language. */
function longestStatus(): number {
  return Math.max(...[...trackingStatusCodes, NO_STATUS].map((code) => statusLabel(code).length));
}

/** An upper-case letter of a header cell (its small, letter-spaced caps) is narrower than this, in rem. */
const HEADER_LETTER_REM = 0.55;
/** A status word's letter in the list's face, in rem (for the sum of the least widths only). */
const STATUS_LETTER_REM = 0.5;

/**
 * A header's least width in the desk's language (rem): its letters whole,
 * with the cell's padding, the sort arrow's room when it sorts, and the
 * first column's wider padding.
 */
function headerRem(column: ShipmentColumn, first: boolean): number {
  const rem = column.header.length * HEADER_LETTER_REM + 1 + (column.sortKey ? 1 : 0) + (first ? 0.75 : 0);
  return Math.ceil(rem * 4) / 4;
}

/** A track's least width when given in rem ("minmax(5.75rem, 0.8fr)" -> 5.75); 0 otherwise. */
function leastRemOf(width: string): number {
  const least = /^minmax\(([\d.]+)rem,/.exec(width)?.[1];
  return least === undefined ? 0 : Number(least);
}

export function layoutOf(columns: readonly ShipmentColumn[], shortOfRoom: boolean): ListLayout {
  let leastRem = 0;
  const tracks = columns.map((c, i) => {
    const width = shortOfRoom ? (c.shortWidth ?? c.width) : c.width;
    const header = headerRem(c, i === 0);
    const least = leastRemOf(width);
    // A header longer than its column's least width widens it: the language's words are never cut (en-XA proves it).
    const track = header > least ? width.replace(/^minmax\(([^,]+),/, `minmax(${header}rem,`) : width;
    const statusRem = c.id === 'status' ? longestStatus() * STATUS_LETTER_REM + 1.5 : 0;
    leastRem += Math.max(header, least, statusRem);
    return c.id === 'status' ? statusWidth(track) : track;
  });
  return {
    columns,
    grid: tracks.join(' '),
    loadingCells: columns.map((column, c) => ({ text: c === 0 ? m.loading() : '', align: column.align, mono: column.mono })),
    leastRem,
  };
}

/** Every column; those `whenShort.narrow` in a list too narrow for them all; those `whenShort.beside` beside an open detail. */
function layoutsOf(): Record<'whole' | 'narrow' | 'besideDetail', ListLayout> {
  return {
    whole: layoutOf(shipmentColumns, false),
    narrow: layoutOf(
      shipmentColumns.filter((c) => c.whenShort?.narrow),
      true,
    ),
    besideDetail: layoutOf(
      shipmentColumns.filter((c) => c.whenShort?.beside),
      true,
    ),
  };
}

/** The layouts in each language the desk has spoken (their widths follow its words), made once each. */
const layoutsByLanguage = new Map<string, ReturnType<typeof layoutsOf>>();

/** The list's layouts in the desk's language now (a template reading them redraws when it changes). */
export function listLayoutsNow(): ReturnType<typeof layoutsOf> {
  const language = getLocale();
  let layouts = layoutsByLanguage.get(language);
  if (layouts === undefined) {
    layouts = layoutsOf();
    layoutsByLanguage.set(language, layouts);
  }
  return layouts;
}

/** Below this width (rem) every column at its least, with its padding, no longer fits: names get cut. */
export const WHOLE_LIST_MIN_REM = 60;
/** The list's frame around its tracks (rem): a language whose headers need more than the floor above adds it. */
const LIST_FRAME_REM = 2;

/** The least width (rem) of a list of every column: the floor, or more when the language's headers are long. */
export function wholeListMinRem(layout: ListLayout, floor: number = WHOLE_LIST_MIN_REM): number {
  return Math.max(floor, layout.leastRem + LIST_FRAME_REM);
}

/**
 * The layout for a list this wide (CSS px; 0 before it is measured) and whether a detail stands beside it;
 * `whole` is the list with every column and the least width (rem) it needs (more columns, such as Sell, need more).
 */
export function listLayoutFor(
  widthPx: number,
  besideDetail: boolean,
  remPx: number,
  whole: { readonly layout: ListLayout; readonly minRem: number } = {
    layout: listLayoutsNow().whole,
    minRem: wholeListMinRem(listLayoutsNow().whole),
  },
): ListLayout {
  const layouts = listLayoutsNow();
  if (besideDetail) return layouts.besideDetail;
  return widthPx > 0 && widthPx < whole.minRem * remPx ? layouts.narrow : whole.layout;
}

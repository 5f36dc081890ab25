import type { ShipmentListItem } from '@shared/api/tracking';
import { statusText } from '@shared/domain/tracking-status';
import { dateTimeFormat } from '@shared/domain/intl-formats';
import type { GridCellText } from '../../components/grid-row-cells';
import type { FreeTimeWords } from '../../lib/free-time-text';
import { countryName, currentLocale, formatDateTime, formatMoney, parseAppDateTime } from '../../lib/format';
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
  readonly value: (row: ShipmentListItem, locale?: string) => string;
}

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
  if (!date) return text;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
  if (Math.abs(date.getTime() - now.getTime()) > NO_YEAR_WITHIN_DAYS * 86_400_000) options.year = '2-digit';
  return dateTimeFormat(locale, options).format(date);
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
    value: (r) => orDash(r.shipmentCode),
  },
  { id: 'agency', header: 'Agency', sortKey: 'agency', width: 'minmax(5rem, 1fr)', value: (r) => orDash(r.agency) },
  { id: 'route', header: 'Route', width: 'minmax(7rem, 1.6fr)', value: (r) => routeText(r) },
  {
    id: 'pickup',
    header: 'Pickup',
    sortKey: 'pickUpDate',
    width: 'minmax(4.75rem, 0.6fr)',
    value: (r, locale) => shortDate(r.pickUpDate, undefined, locale),
  },
  {
    id: 'delivery',
    header: 'Delivery',
    sortKey: 'deliveryDate',
    width: 'minmax(4.75rem, 0.6fr)',
    value: (r, locale) => shortDate(r.deliveryDate, undefined, locale),
  },
  {
    id: 'price',
    header: 'Price',
    sortKey: 'price',
    width: 'minmax(5.5rem, 0.7fr)',
    align: 'end',
    value: (r, locale) => (r.price ? formatMoney(r.price, locale) : '—'),
  },
  { id: 'status', header: 'Status', width: 'minmax(5.5rem, 0.8fr)', value: (r) => statusText(r.trackingStatus) },
  // Not a field of the list's rows: shipmentRowCells fills it from the free-time countdowns (free-time-flags.svelte.ts).
  { id: 'free-time', header: 'Free time', width: 'minmax(6.5rem, 0.8fr)', value: () => '' },
];

/** A cell's tooltip: what a narrow cell may cut off. */
export function cellTitle(column: ShipmentColumn, row: ShipmentListItem, locale?: string): string | undefined {
  if (column.id === 'route') return `${placeTitle(row.origin, locale)} → ${placeTitle(row.destination, locale)}`;
  if (column.id === 'pickup') return row.pickUpDate ? formatDateTime(row.pickUpDate, locale) : undefined;
  if (column.id === 'delivery') return row.deliveryDate ? formatDateTime(row.deliveryDate, locale) : undefined;
  return column.value(row, locale);
}

/**
 * One row of the list as its cells: each column's text and tooltip. The
 * status of a shipment the service stopped listing says so instead (`unlisted`,
 * from list-state's unlistedMark).
 */
export function shipmentRowCells(
  row: ShipmentListItem,
  unlisted: { text: string; title: string } | null,
  locale?: string,
  freeTime: FreeTimeWords | null = null,
): GridCellText[] {
  return shipmentColumns.map((column) =>
    unlisted && column.id === 'status'
      ? { text: unlisted.text, title: unlisted.title, align: column.align, tone: 'warning' }
      : column.id === 'free-time'
        ? freeTimeCell(freeTime)
        : {
            text: column.value(row, locale),
            title: cellTitle(column, row, locale),
            align: column.align,
            mono: column.mono,
          },
  );
}

/** The free-time cell: the countdown in short, the sentence in its tooltip; flagged ones in the warning tone. */
function freeTimeCell(words: FreeTimeWords | null): GridCellText {
  if (!words) return { text: '' };
  return words.tone === 'neutral'
    ? { text: words.short, title: words.text }
    : { text: words.short, title: words.text, tone: 'warning' };
}

/** A row still loading: its cells hold their places; the first says so to a screen reader. */
export const loadingRowCells: readonly GridCellText[] = shipmentColumns.map((column, c) => ({
  text: c === 0 ? 'Loading' : '',
  align: column.align,
  mono: column.mono,
}));

/** The grid-template-columns of the list. */
export const shipmentGridColumns = shipmentColumns.map((c) => c.width).join(' ');

import { m } from '@shared/i18n/messages';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { GridCellText } from '../../components/grid-row-cells';
import { currentLocale } from '../../lib/format';
import { quoteTypeLabel, quoteTypeOf } from '../../lib/quote-type';
import { shipmentColumns, type ShipmentColumn } from '../../lib/shipment-list/shipment-columns';

/*
 * The columns of the Bookings list: the tracking list's own (one table of
 * how a shipment's code, status, carrier, route and pickup read), in the
 * order a booking is looked for, with its mode (Boxes, Sea FCL) beside its status.
 */

const mode: ShipmentColumn = {
  id: 'mode',
  get header() {
    return m.booking_col_mode();
  },
  width: 'minmax(4.5rem, 0.6fr)',
  cell: (r) => {
    const text = quoteTypeLabel(quoteTypeOf(r), r.shipmentType);
    return { text, title: text };
  },
};

function tracked(id: string): ShipmentColumn {
  // The ids are the tracking table's own; a rename there fails the Bookings list's unit test.
  return shipmentColumns.find((column) => column.id === id) as ShipmentColumn;
}

export const bookedColumns: readonly ShipmentColumn[] = [
  tracked('code'),
  tracked('status'),
  mode,
  tracked('agency'),
  tracked('route'),
  tracked('pickup'),
];

/** The grid-template-columns of the list. */
export const bookedGridColumns = bookedColumns.map((c) => c.width).join(' ');

/** One booking as its cells; a shipment the service stopped listing says so in its status. */
export function bookedRowCells(
  row: ShipmentListItem,
  unlisted: { text: string; title: string } | null,
  locale: string = currentLocale(),
  now: Date = new Date(),
): GridCellText[] {
  return bookedColumns.map((column): GridCellText => {
    if (unlisted && column.id === 'status') return { ...unlisted, tone: 'warning' };
    const { text, title } = column.cell(row, locale, now);
    return { text, title, align: column.align, mono: column.mono };
  });
}

/** A row still loading: its cells hold their places; the first says so to a screen reader, in the desk's language. */
export function loadingBookedCells(): readonly GridCellText[] {
  return bookedColumns.map((column, c) => ({ text: c === 0 ? m.loading() : '', align: column.align, mono: column.mono }));
}

import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import { afterNextPaint } from '../../lib/after-paint';
import { LIST_BLOCK_ROWS, LIST_FIRST_ROWS, loadListRows, type ListQuery } from '../../lib/shipment-list/list-query';
import { RowWindows } from '../../lib/shipment-list/row-windows';
import { emptyFilters } from '../../lib/shipment-list/shipment-filters';

/** Every booking of the account: the store's list unfiltered, in its own order (the service lists the newest first). */
const EVERY_BOOKING: ListQuery = { filters: emptyFilters(), search: '', sort: null };

/**
 * The Bookings list's rows, loaded from main's store a block at a time as the
 * operator scrolls (a store of 100,000 shipments never crosses at once), the
 * way the tracking list loads its own.
 */
export class BookedList {
  /** Bumped whenever a block of rows arrives: what re-draws the list. */
  version = $state(0);
  readonly windows = new RowWindows<StoredShipmentListItem>(
    (offset, limit) => loadListRows(EVERY_BOOKING, offset, limit),
    () => (this.version += 1),
    { blockSize: LIST_BLOCK_ROWS, ahead: 2, firstRows: LIST_FIRST_ROWS, afterFirstRows: afterNextPaint },
  );

  /** The row at an index, read again whenever a block arrives; undefined while its block loads. */
  item(index: number): StoredShipmentListItem | undefined {
    void this.version;
    return this.windows.get(index);
  }
}

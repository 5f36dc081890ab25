import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import type { SavedFile } from '@shared/ipc/channels/files';
import type { ShipmentExportFormat } from '@shared/ipc/channels/tracking';
import { api } from '../backend';
import type { RowPage } from './row-windows';
import {
  filtersFromParams,
  sortFromParam,
  toShipmentFilters,
  type FilterValues,
  type SortOrder,
} from './shipment-filters';

/*
 * What the tracking list asks main for, read from the address: its filters,
 * text search and sort order. One place, so the screen and the early ask for
 * its first rows (first-rows.ts) can never ask for different lists.
 */

export interface ListQuery {
  readonly filters: FilterValues;
  /** The text search applied (empty: none). */
  readonly search: string;
  readonly sort: SortOrder | null;
}

/** The rows main sends per call: the list loads in blocks of this many. */
export const LIST_BLOCK_ROWS = 100;

/**
 * The rows of the list's first call: a screenful (the list's box is at most
 * 576 px, sixteen rows of 36 px) with some to spare. A quarter of a block is
 * quicker for main to send and the window to take in on the way to the
 * list's first paint; the rest of the block follows (RowWindows firstRows).
 */
export const LIST_FIRST_ROWS = 24;

export function listQueryOf(params: URLSearchParams): ListQuery {
  return {
    filters: filtersFromParams(params),
    search: params.get('q')?.trim() ?? '',
    sort: sortFromParam(params.get('sort')),
  };
}

/** Equal for the same filters, search and sort. */
export function listQueryKey(query: ListQuery): string {
  return JSON.stringify([query.filters, query.search, query.sort]);
}

/** The filters, search and sort of a query as main's list channels take them. */
function listInput(query: ListQuery) {
  return {
    filters: toShipmentFilters(query.filters),
    ...(query.search ? { search: query.search } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
  };
}

/** Rows [offset, offset + limit) of the list, answered by main from its local store. */
export function loadListRows(
  query: ListQuery,
  offset: number,
  limit: number,
): Promise<RowPage<StoredShipmentListItem>> {
  return api().tracking.shipments({ ...listInput(query), offset, limit });
}

/** The whole list as the screen has it (every matching row, not the drawn ones), saved by main as CSV or XLSX. */
export function exportList(query: ListQuery, format: ShipmentExportFormat): Promise<SavedFile> {
  return api().tracking.export({ ...listInput(query), format });
}

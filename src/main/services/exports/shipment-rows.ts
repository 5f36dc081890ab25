import type { ShipmentListItem } from '@shared/api/tracking';
import type { ShipmentListQuery } from '@shared/domain/stored-records';
import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';

/** The rows an export asks the store for at a time: one page is a few milliseconds of the event loop. */
export const EXPORT_PAGE_ROWS = 1000;

/** What an export reads: the store's pages, as the screen asks for them. */
export type PageSource = (query: ShipmentListQuery) => StoredShipmentPage;

/** Rows a writer turns into CSV or XLSX in one turn of the event loop: a few milliseconds each. */
export const ROWS_PER_TURN = 200;

/** Lets the event loop answer other calls (the screen's own pages, the sync) between two pieces of an export. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows one at a time, the event loop let go every ROWS_PER_TURN rows: a
 * writer's loop over 100,000 rows never holds it for long.
 */
export async function* rowsInTurns(
  pages: AsyncIterable<readonly ShipmentListItem[]>,
): AsyncGenerator<readonly ShipmentListItem[]> {
  for await (const page of pages) {
    for (let start = 0; start < page.length; start += ROWS_PER_TURN) {
      if (start > 0) await yieldToLoop();
      yield page.slice(start, start + ROWS_PER_TURN);
    }
  }
}

/**
 * Every row the list holds for these filters, search and sort, in the
 * screen's order: page after page from the store, never the whole list in
 * one query, the event loop free between pages. The total is read from the
 * first page; a sync that changes the list meanwhile may shift a row by a
 * page, which the next export corrects.
 */
export async function* allShipmentRows(
  pages: PageSource,
  query: Omit<ShipmentListQuery, 'offset' | 'limit'>,
  pageRows: number = EXPORT_PAGE_ROWS,
): AsyncGenerator<readonly ShipmentListItem[]> {
  for (let offset = 0; ; offset += pageRows) {
    const page = pages({ ...query, offset, limit: pageRows });
    if (page.rows.length > 0) yield page.rows;
    if (page.rows.length < pageRows || offset + page.rows.length >= page.total) return;
    await yieldToLoop();
  }
}

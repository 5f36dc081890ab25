import { csvRecord, UTF8_BOM } from '@shared/domain/csv';
import { csvCell, shipmentExportColumns, type FreeTimeOfRow } from './shipment-export-columns';
import type { ShipmentListItem } from '@shared/api/tracking';
import { rowsInTurns } from './shipment-rows';

/**
 * The tracking list as a CSV file: the byte order mark, the header, one record
 * per row (RFC 4180, formulas neutralised: @shared/domain/csv). Built a page
 * at a time, so 100,000 rows are joined in pieces, not in one array of strings.
 */
export async function shipmentsCsv(
  pages: AsyncIterable<readonly ShipmentListItem[]>,
  freeTimeOf: FreeTimeOfRow = () => null,
): Promise<Buffer> {
  const parts: Buffer[] = [Buffer.from(UTF8_BOM + csvRecord(shipmentExportColumns.map((c) => c.header())), 'utf8')];
  for await (const rows of rowsInTurns(pages)) {
    let text = '';
    for (const row of rows) {
      const freeTime = freeTimeOf(row);
      text += csvRecord(shipmentExportColumns.map((column) => csvCell(column.cell(row, freeTime))));
    }
    parts.push(Buffer.from(text, 'utf8'));
  }
  return Buffer.concat(parts);
}

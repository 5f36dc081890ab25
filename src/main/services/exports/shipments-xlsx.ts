import { PassThrough } from 'node:stream';
import type { ShipmentListItem } from '@shared/api/tracking';
import { rowsInTurns } from './shipment-rows';
import { MINOR_DIGITS } from '@shared/domain/money';
import {
  shipmentExportColumns,
  spreadsheetDate,
  type ExportCell,
  type ExportCellType,
  type FreeTimeOfRow,
} from './shipment-export-columns';

/** How each type of cell shows in the workbook: dates as dates, amounts with two decimals. */
const NUMBER_FORMATS: Readonly<Record<ExportCellType, string | undefined>> = {
  text: undefined,
  date: 'yyyy-mm-dd hh:mm',
  day: 'yyyy-mm-dd',
  money: '#,##0.00',
};

/** A cell's value in the workbook: a Date, a number of currency units, text, or nothing. */
export function xlsxValue(cell: ExportCell): Date | number | string | null {
  if (cell.value === null) return null;
  if (cell.type === 'money') return cell.value / 10 ** MINOR_DIGITS;
  if (cell.type === 'date' || cell.type === 'day') return spreadsheetDate(cell.value) ?? cell.value;
  return cell.value;
}

/**
 * The tracking list as an XLSX workbook (exceljs' streaming writer: each row
 * is written out when committed, so 100,000 rows are never all held as cell
 * objects): one sheet, the header frozen and filterable, dates as dates,
 * prices as numbers beside their currency.
 */
export async function shipmentsXlsx(
  pages: AsyncIterable<readonly ShipmentListItem[]>,
  freeTimeOf: FreeTimeOfRow = () => null,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  // exceljs loads at the first XLSX export, not at every start of the app (it is most of main's code).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Freight Desk';
  const sheet = workbook.addWorksheet('Shipments', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = shipmentExportColumns.map((column) => ({
    header: column.header(),
    width: column.width,
    ...(NUMBER_FORMATS[column.type] ? { style: { numFmt: NUMBER_FORMATS[column.type] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  let rowCount = 0;
  for await (const rows of rowsInTurns(pages)) {
    for (const row of rows) {
      const freeTime = freeTimeOf(row);
      sheet.addRow(shipmentExportColumns.map((column) => xlsxValue(column.cell(row, freeTime)))).commit();
      rowCount += 1;
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rowCount + 1, column: shipmentExportColumns.length } };
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

import { m } from '@shared/i18n/messages';
import type { ShipmentExportFormat } from '@shared/ipc/channels/tracking';
import type { SavedFile } from '@shared/ipc/channels/files';
import type { FreeTimeOfRow } from './shipment-export-columns';
import type { ShipmentListQuery } from '@shared/domain/stored-records';
import type { DesktopPort } from '@main/desktop-port';
import { saveFile } from '../files';
import { allShipmentRows, type PageSource } from './shipment-rows';
import { shipmentsCsv } from './shipments-csv';
import { shipmentsXlsx } from './shipments-xlsx';

const WRITERS = { csv: shipmentsCsv, xlsx: shipmentsXlsx } as const;

/** "shipments 2026-11-23.xlsx", or "shipments 2026-11-23 filtered.csv" when the list was narrowed (in the desk's language). */
export function shipmentExportName(format: ShipmentExportFormat, nowIso: string, narrowed: boolean): string {
  const day = nowIso.slice(0, 10);
  return `${narrowed ? m.file_name_shipments_filtered({ day }) : m.file_name_shipments({ day })}.${format}`;
}

/** Whether filters or a search narrowed the list (the file's name says so). */
function isNarrowed(query: Omit<ShipmentListQuery, 'offset' | 'limit'>): boolean {
  const filters = Object.values(query.filters ?? {}).some((value) => value !== undefined && value !== '');
  return filters || (query.search !== undefined && query.search !== '');
}

/**
 * The tracking list as the screen has it (filters, search, sort), every
 * matching row read from the store page by page (with its free time, which
 * the rows do not carry), written as CSV or XLSX and saved where the
 * operator chooses.
 */
export async function exportShipments(
  desktop: DesktopPort,
  pages: PageSource,
  query: Omit<ShipmentListQuery, 'offset' | 'limit'>,
  format: ShipmentExportFormat,
  nowIso: string,
  freeTimeOf: FreeTimeOfRow = () => null,
): Promise<SavedFile> {
  const bytes = await WRITERS[format](allShipmentRows(pages, query), freeTimeOf);
  return saveFile(desktop, shipmentExportName(format, nowIso, isNarrowed(query)), bytes);
}

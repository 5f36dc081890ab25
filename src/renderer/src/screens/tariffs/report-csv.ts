import type { TariffCost, TariffRate, TariffReportItem } from '../../../../shared/api/tariffs';
import { toDecimalString } from '../../../../shared/domain/money';
import { toCsv, type CsvValue } from '../../lib/files';

/**
 * The tariff report as CSV for a spreadsheet: one row per cost, each row
 * repeating its tariff and rate, so the file filters and pivots on its own.
 * A rate without costs, and a tariff without rates, still get one row (with
 * the cost or rate columns empty), so nothing in the report is left out.
 * Amounts are plain decimals ("1250.50") built from the integer minor units,
 * with the currency in its own column; dates stay as the service sent them.
 */
export const REPORT_CSV_COLUMNS = [
  'contract',
  'carrier',
  'type',
  'documentId',
  'pol',
  'polServiceType',
  'pod',
  'podServiceType',
  'containerType',
  'startDate',
  'endDate',
  'timeInTransit',
  'via',
  'chargeType',
  'chargeName',
  'chargeDescription',
  'amount',
  'currency',
  'chargeUnit',
  'commodity',
] as const;

function itemCells(item: TariffReportItem): CsvValue[] {
  return [item.contractName, item.carrier, item.type, item.documentId];
}

function rateCells(rate: TariffRate | null): CsvValue[] {
  if (!rate) return Array.from({ length: 9 }, () => null);
  return [
    rate.pol,
    rate.polServiceType,
    rate.pod,
    rate.podServiceType,
    rate.containerType,
    rate.startDate,
    rate.endDate,
    rate.timeInTransit,
    rate.via,
  ];
}

function costCells(cost: TariffCost | null): CsvValue[] {
  if (!cost) return Array.from({ length: 7 }, () => null);
  return [
    cost.chargeType,
    cost.chargeName,
    cost.chargeDescription,
    cost.amount ? toDecimalString(cost.amount) : null,
    cost.amount?.currency ?? cost.currency,
    cost.chargeUnit,
    cost.commodity,
  ];
}

/** The rows of the CSV (header first), as fields. */
export function reportRows(items: readonly TariffReportItem[]): CsvValue[][] {
  const rows: CsvValue[][] = [[...REPORT_CSV_COLUMNS]];
  for (const item of items) {
    if (item.rates.length === 0) rows.push([...itemCells(item), ...rateCells(null), ...costCells(null)]);
    for (const rate of item.rates) {
      if (rate.costs.length === 0) rows.push([...itemCells(item), ...rateCells(rate), ...costCells(null)]);
      for (const cost of rate.costs) rows.push([...itemCells(item), ...rateCells(rate), ...costCells(cost)]);
    }
  }
  return rows;
}

/** The whole CSV text (RFC 4180: quoted where needed, CRLF line ends). */
export function reportCsv(items: readonly TariffReportItem[]): string {
  return toCsv(reportRows(items));
}

/** "tariff-report MSC-2026 from 2026-01-01.csv": says what was asked, safe on every OS. */
export function reportFileName(contractNumber: string, fromDate: string, toDate?: string): string {
  const contract = contractNumber.trim().replace(/[\\/:*?"<>|]+/g, '-') || 'contract';
  const period = toDate ? `${fromDate} to ${toDate}` : `from ${fromDate}`;
  return `tariff-report ${contract} ${period}.csv`;
}

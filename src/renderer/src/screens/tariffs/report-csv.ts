import type { TariffCost, TariffRate, TariffReportItem } from '@shared/api/tariffs';
import { toDecimalString } from '@shared/domain/money';
import { m } from '@shared/i18n/messages';
import { TARIFF_CSV_COLUMNS, type TariffCsvColumn } from '@shared/domain/tariff-csv-columns';
import { toCsv, type CsvValue } from '../../lib/files';

/**
 * The tariff report as CSV for a spreadsheet: one row per cost, each row
 * repeating its tariff and rate, so the file filters and pivots on its own.
 * A rate without costs, and a tariff without rates, still get one row (with
 * the cost or rate columns empty), so nothing in the report is left out.
 * Amounts are plain decimals ("1250.50") built from the integer minor units,
 * with the currency in its own column; dates stay as the service sent them.
 *
 * After the tariff's own columns come the columns of the tariff CSV the
 * sandbox imports (TARIFF_CSV_COLUMNS), in its order: a report row reads like
 * the upload row it came from. Each column's cell is in the table below, which
 * fails the type check when a column has none.
 */
const TARIFF_COLUMNS = ['contract', 'carrier', 'type', 'documentId'] as const;

export const REPORT_CSV_COLUMNS = [...TARIFF_COLUMNS, ...TARIFF_CSV_COLUMNS] as const;

type Cell<T> = (of: T) => CsvValue;

const tariffCells: Record<(typeof TARIFF_COLUMNS)[number], Cell<TariffReportItem>> = {
  contract: (item) => item.contractName,
  carrier: (item) => item.carrier,
  type: (item) => item.type,
  documentId: (item) => item.documentId,
};

/** Each upload column's cell: from the rate, or from one of its costs. */
const csvCells: Record<TariffCsvColumn, { rate: Cell<TariffRate> } | { cost: Cell<TariffCost> }> = {
  pol: { rate: (rate) => rate.pol },
  pod: { rate: (rate) => rate.pod },
  polServiceType: { rate: (rate) => rate.polServiceType },
  podServiceType: { rate: (rate) => rate.podServiceType },
  containerType: { rate: (rate) => rate.containerType },
  startDate: { rate: (rate) => rate.startDate },
  endDate: { rate: (rate) => rate.endDate },
  timeInTransit: { rate: (rate) => rate.timeInTransit },
  via: { rate: (rate) => rate.via },
  chargeType: { cost: (cost) => cost.chargeType },
  chargeName: { cost: (cost) => cost.chargeName },
  chargeDescription: { cost: (cost) => cost.chargeDescription },
  amount: { cost: (cost) => (cost.amount ? toDecimalString(cost.amount) : null) },
  currency: { cost: (cost) => cost.amount?.currency ?? cost.currency },
  chargeUnit: { cost: (cost) => cost.chargeUnit },
  commodity: { cost: (cost) => cost.commodity },
};

/** One CSV row; a missing rate or cost leaves its columns empty. */
function row(item: TariffReportItem, rate: TariffRate | null, cost: TariffCost | null): CsvValue[] {
  return [
    ...TARIFF_COLUMNS.map((column) => tariffCells[column](item)),
    ...TARIFF_CSV_COLUMNS.map((column) => {
      const cell = csvCells[column];
      return 'cost' in cell ? cost && cell.cost(cost) : rate && cell.rate(rate);
    }),
  ];
}

/** The rows of the CSV (header first), as fields. */
export function reportRows(items: readonly TariffReportItem[]): CsvValue[][] {
  const rows: CsvValue[][] = [[...REPORT_CSV_COLUMNS]];
  for (const item of items) {
    if (item.rates.length === 0) rows.push(row(item, null, null));
    for (const rate of item.rates) {
      if (rate.costs.length === 0) rows.push(row(item, rate, null));
      for (const cost of rate.costs) rows.push(row(item, rate, cost));
    }
  }
  return rows;
}

/** The whole CSV text (RFC 4180: quoted where needed, CRLF line ends). */
export function reportCsv(items: readonly TariffReportItem[]): string {
  return toCsv(reportRows(items));
}

/** "tariff-report MSC-2026 from 2026-01-01.csv": says what was asked, in the desk's language, safe on every OS. */
export function reportFileName(contractNumber: string, fromDate: string, toDate?: string): string {
  const contract = contractNumber.trim().replace(/[\\/:*?"<>|]+/g, '-') || m.file_name_tariff_contract();
  const name = toDate
    ? m.file_name_tariff_report_period({ contract, from: fromDate, to: toDate })
    : m.file_name_tariff_report_from({ contract, from: fromDate });
  return `${name}.csv`;
}

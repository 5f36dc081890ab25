/**
 * The columns of the tariff CSV the embedded sandbox imports (one row per
 * cost; the format is described in src/sandbox/engines/tariff-csv.ts). The
 * sandbox parses it and the Tariffs screen shows it and writes its template,
 * so it lives here once.
 */
export const TARIFF_CSV_COLUMNS = [
  'pol',
  'pod',
  'polServiceType',
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

export type TariffCsvColumn = (typeof TARIFF_CSV_COLUMNS)[number];

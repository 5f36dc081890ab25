import { m } from '@shared/i18n/messages';
import { toCsv } from '../../lib/files';

import { TARIFF_CSV_COLUMNS } from '@shared/domain/tariff-csv-columns';

export { TARIFF_CSV_COLUMNS };

/** The header line as the hint shows it. */
export const TARIFF_CSV_HEADER = TARIFF_CSV_COLUMNS.join(',');

/**
 * A small tariff to start from: one Valencia -> Shanghai 40' dry rate valid
 * for `year`, with its ocean freight and an origin charge (two rows, one
 * rate), in the exact format the sandbox imports.
 */
export function tariffCsvTemplate(year: number): string {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  return toCsv([
    [...TARIFF_CSV_COLUMNS],
    [
      'ESVLC',
      'CNSHA',
      'CY',
      'CY',
      'DRY40',
      from,
      to,
      28,
      '',
      'Freight',
      'OFR',
      'Ocean freight',
      '1250.00',
      'USD',
      'PerContainer',
      'General cargo',
    ],
    [
      'ESVLC',
      'CNSHA',
      'CY',
      'CY',
      'DRY40',
      from,
      to,
      28,
      '',
      'Origin',
      'THC',
      'Terminal handling, origin',
      '185.50',
      'EUR',
      'PerContainer',
      'General cargo',
    ],
  ]);
}

/** "tariff-template.csv", in the desk's language. */
export function tariffTemplateFileName(): string {
  return `${m.file_name_tariff_template()}.csv`;
}

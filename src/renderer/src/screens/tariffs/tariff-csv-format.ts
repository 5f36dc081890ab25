import { m } from '@shared/i18n/messages';
import { toCsv } from '../../lib/files';

import { TARIFF_CSV_COLUMNS } from '@shared/domain/tariff-csv-columns';

export { TARIFF_CSV_COLUMNS };

/** The header line as the hint shows it. */
export const TARIFF_CSV_HEADER = TARIFF_CSV_COLUMNS.join(',');

/**
 * A small tariff to start from: one Valencia -> Shanghai 40' dry rate valid
 * for `year`, with its ocean freight and an origin charge (two rows, one
 * rate), in the exact format the sandbox imports. The descriptions and the
 * commodity are free text, in the desk's language; the codes stay as the
 * service reads them.
 */
export function tariffCsvTemplate(year: number): string {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const commodity = m.tariffs_template_general_cargo();
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
      m.tariffs_template_ocean_freight(),
      '1250.00',
      'USD',
      'PerContainer',
      commodity,
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
      m.tariffs_template_origin_handling(),
      '185.50',
      'EUR',
      'PerContainer',
      commodity,
    ],
  ]);
}

/** "tariff-template.csv", in the desk's language. */
export function tariffTemplateFileName(): string {
  return `${m.file_name_tariff_template()}.csv`;
}

import { m } from '../i18n/messages';
import { sentenceFinder } from './sentence-finder';

/*
 * Why the service refuses a tariff CSV file, in its own English ("bad.csv
 * line 3: amount "lots" is not an amount like 300 or 300.50"): one table the
 * sandbox words its refusals with and main finds a sentence again in, to say
 * it in the desk's language; the values are the file's own (column names,
 * what a cell held) and stay as they came. Any other sentence stays as the
 * service sent it.
 */

/** Each sentence given the values it names. */
export const tariffCsvText = {
  empty: () => 'the file is empty; the first line must be the header',
  'unknown-column': (name: string, columns: string) => `unknown column "${name}"; the columns are ${columns}`,
  'missing-columns': (columns: string) => `the header lacks these columns: ${columns}`,
  'field-count': (expected: string, found: string) => `expected ${expected} fields like the header, found ${found}`,
  'locode-required': (column: string) => `${column} is required (a UN/LOCODE such as ESVLC)`,
  locode: (column: string, value: string) => `${column} "${value}" is not a UN/LOCODE such as ESVLC`,
  'service-type': (column: string, value: string) => `${column} "${value}" must be CY or SD`,
  'date-required': (column: string) => `${column} is required (YYYY-MM-DD)`,
  date: (column: string, value: string) => `${column} "${value}" is not a date YYYY-MM-DD`,
  'container-type': (value: string) => `containerType "${value}" is not a container type such as DRY40`,
  'date-order': () => 'endDate is before startDate',
  'transit-time': (value: string) => `timeInTransit "${value}" must be a whole number of days`,
  'charge-type': (value: string) => `chargeType "${value}" must be Freight, Origin or Destination`,
  'charge-name': () => 'chargeName is required (a charge code such as THC)',
  amount: (value: string) => `amount "${value}" is not an amount like 300 or 300.50`,
  currency: (value: string) => `currency "${value}" is not an ISO 4217 code such as EUR`,
  'quote-not-followed': () => 'a closing quote must be followed by a comma',
  'quote-not-closed': () => 'a quoted field is not closed on its line',
} as const satisfies Readonly<Record<string, (...values: string[]) => string>>;

export type TariffCsvRefusal = keyof typeof tariffCsvText;

/** Where a sentence is: "bad.csv line 3: …" (the file's name as the operator gave it). */
export function tariffCsvRefusalText(fileName: string, line: number, sentence: string): string {
  return `${fileName} line ${line}: ${sentence}`;
}

/** Each sentence in the desk's language, given the values the service's named. */
const DESK_WORDS: Readonly<Record<TariffCsvRefusal, (values: readonly string[]) => string>> = {
  empty: () => m.tariffs_csv_empty(),
  'unknown-column': ([name = '', columns = '']) => m.tariffs_csv_unknown_column({ name, columns }),
  'missing-columns': ([columns = '']) => m.tariffs_csv_missing_columns({ columns }),
  'field-count': ([expected = '', found = '']) => m.tariffs_csv_field_count({ expected, found: Number(found) }),
  'locode-required': ([column = '']) => m.tariffs_csv_locode_required({ column }),
  locode: ([column = '', value = '']) => m.tariffs_csv_locode({ column, value }),
  'service-type': ([column = '', value = '']) => m.tariffs_csv_service_type({ column, value }),
  'date-required': ([column = '']) => m.tariffs_csv_date_required({ column }),
  date: ([column = '', value = '']) => m.tariffs_csv_date({ column, value }),
  'container-type': ([value = '']) => m.tariffs_csv_container_type({ value }),
  'date-order': () => m.tariffs_csv_date_order(),
  'transit-time': ([value = '']) => m.tariffs_csv_transit_time({ value }),
  'charge-type': ([value = '']) => m.tariffs_csv_charge_type({ value }),
  'charge-name': () => m.tariffs_csv_charge_name(),
  amount: ([value = '']) => m.tariffs_csv_amount({ value }),
  currency: ([value = '']) => m.tariffs_csv_currency({ value }),
  'quote-not-followed': () => m.tariffs_csv_quote_not_followed(),
  'quote-not-closed': () => m.tariffs_csv_quote_not_closed(),
};

const findSentence = sentenceFinder(tariffCsvText);

/** "bad.csv line 3: <sentence>": the file, the line and the sentence. */
const WHERE = /^([\s\S]+?) line (\d+): ([\s\S]+)$/;

/**
 * Why the service refused a tariff CSV file, in the desk's language ("bad.csv,
 * línea 3: …"), found by its sentence in the table; null for any other.
 */
export function tariffCsvWords(message: string): string | null {
  const where = WHERE.exec(message);
  if (!where) return null;
  const [, file = '', line = '', sentence = ''] = where;
  const found = findSentence(sentence);
  return found === null ? null : m.tariffs_csv_refused({ file, line, problem: DESK_WORDS[found.key](found.values) });
}

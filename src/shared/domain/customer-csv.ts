import { m } from '../i18n/messages';
import { saidNumber } from '../i18n/said-number';
import { readCsv } from './csv-read';
import { foldText } from './fold';
import { parsePercentBp, type CustomerFields } from './customers';

/*
 * Customers imported from a CSV file: a header line naming the columns (in
 * any order; only "name" is required), then one customer a line. Every line
 * is checked before anything is kept: a file with a problem imports nothing,
 * and each problem names its line.
 */

/** The columns, the header words each may be written with, and the longest text each takes. */
export const CUSTOMER_CSV_COLUMNS = [
  { key: 'name', header: 'name', also: ['customer', 'company'], max: 120 },
  { key: 'contact', header: 'contact', also: ['email', 'e-mail'], max: 200 },
  { key: 'language', header: 'language', also: ['lang'], max: 40 },
  { key: 'currencyNote', header: 'currency note', also: ['currency', 'currencynote', 'currency_note'], max: 120 },
  {
    key: 'defaultMarginBp',
    header: 'default margin %',
    also: ['default margin', 'margin', 'margin %', 'defaultmargin', 'default_margin'],
    max: 12,
  },
  { key: 'notes', header: 'notes', also: ['note', 'comments'], max: 1000 },
] as const satisfies readonly { key: keyof CustomerFields; header: string; also: readonly string[]; max: number }[];

/** The most characters a customer CSV may hold (about 10,000 customers). */
export const MAX_CUSTOMER_CSV = 2_000_000;

export interface CsvLineProblem {
  readonly line: number;
  readonly message: string;
}

export type CustomerCsv =
  | { readonly ok: true; readonly customers: readonly CustomerFields[] }
  | { readonly ok: false; readonly problems: readonly CsvLineProblem[] };

/** The most problems said at once: the rest are counted. */
const PROBLEMS_SAID = 50;

const headerKey = (text: string) => foldText(text).replace(/\s+/g, ' ');

function columnOf(header: string) {
  const key = headerKey(header);
  return CUSTOMER_CSV_COLUMNS.find((c) => headerKey(c.header) === key || c.also.some((a) => headerKey(a) === key));
}

export function parseCustomerCsv(text: string): CustomerCsv {
  const read = readCsv(text);
  if (!read.ok) return { ok: false, problems: [{ line: read.line, message: read.message }] };
  const [header, ...lines] = read.records;
  if (!header)
    return {
      ok: false,
      problems: [{ line: 1, message: m.pricing_csv_empty() }],
    };
  const problems: CsvLineProblem[] = [];
  const positions = new Map<string, number>();
  header.fields.forEach((name, index) => {
    if (name.trim() === '') return;
    const column = columnOf(name);
    if (!column) {
      problems.push({
        line: header.line,
        message: m.pricing_csv_unknown_column({
          name: name.trim(),
          columns: CUSTOMER_CSV_COLUMNS.map((c) => c.header).join(', '),
        }),
      });
    } else if (positions.has(column.key)) {
      problems.push({ line: header.line, message: m.pricing_csv_column_twice({ name: column.header }) });
    } else positions.set(column.key, index);
  });
  if (!positions.has('name')) problems.push({ line: header.line, message: m.pricing_csv_no_name_column() });
  if (problems.length > 0) return { ok: false, problems };
  if (lines.length === 0)
    return {
      ok: false,
      problems: [{ line: header.line + 1, message: m.pricing_csv_no_customer() }],
    };

  const customers: CustomerFields[] = [];
  const seen = new Map<string, number>();
  for (const record of lines) {
    const cell = (key: string) => (record.fields[positions.get(key) ?? -1] ?? '').trim();
    const lineProblems: string[] = [];
    for (const column of CUSTOMER_CSV_COLUMNS) {
      if (cell(column.key).length > column.max)
        lineProblems.push(m.pricing_csv_too_long({ column: column.header, max: column.max }));
    }
    const name = cell('name');
    if (name === '') lineProblems.push(m.pricing_csv_name_empty());
    const key = foldText(name).replace(/\s+/g, ' ');
    const earlier = seen.get(key);
    if (name !== '' && earlier !== undefined) lineProblems.push(m.pricing_csv_name_repeated({ name, line: earlier }));
    else seen.set(key, record.line);
    const marginText = cell('defaultMarginBp');
    const margin = marginText === '' ? null : parsePercentBp(marginText);
    if (marginText !== '' && margin === null) {
      lineProblems.push(m.pricing_csv_bad_margin({ margin: marginText }));
    }
    if (record.fields.length > header.fields.length) {
      lineProblems.push(m.pricing_csv_extra_fields({ fields: record.fields.length, header: header.fields.length }));
    }
    for (const message of lineProblems) problems.push({ line: record.line, message });
    customers.push({
      name,
      contact: cell('contact'),
      language: cell('language'),
      currencyNote: cell('currencyNote'),
      defaultMarginBp: margin,
      notes: cell('notes'),
    });
  }
  if (problems.length === 0) return { ok: true, customers };
  const said = problems.slice(0, PROBLEMS_SAID);
  if (problems.length > PROBLEMS_SAID) {
    said.push({
      line: (said.at(-1) as CsvLineProblem).line,
      message: m.pricing_csv_more_problems({
        count: problems.length - PROBLEMS_SAID,
        shown: saidNumber(problems.length - PROBLEMS_SAID),
      }),
    });
  }
  return { ok: false, problems: said };
}

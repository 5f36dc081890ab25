/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a
 * comma, a quote, a line break or edge spaces, quotes doubled, CRLF after
 * every record. Shared by main (the tracking list export) and the renderer
 * (the rate comparison, the tariff report).
 */

/** A CSV cell's value: text as is, numbers in plain digits, empty for nothing. */
export type CsvValue = string | number | null | undefined;

/** The byte order mark a file starts with so Excel reads it as UTF-8 (accents, "Łódź"), not the OS code page. */
export const UTF8_BOM = '\uFEFF';

/** A plain number as text ("-12.05", "1250"): never a formula, whatever its sign. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A text a spreadsheet would run as a formula (CSV injection): one starting
 * with = + - @, or a tab or carriage return before one. It gets a leading
 * apostrophe, which spreadsheets show as text and never evaluate. Plain
 * numbers ("-12.05") are left alone: they are no formula and must stay numbers.
 */
export function neutraliseFormula(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: neutralised when it would be a formula, then quoted when needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: its fields joined, CRLF after it. */
export function csvRecord(row: readonly CsvValue[]): string {
  return `${row.map(csvField).join(',')}\r\n`;
}

/** Rows of fields as CSV text: CRLF after every record, as RFC 4180 says. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(csvRecord).join('');
}

/** A whole CSV file for a spreadsheet: the UTF-8 byte order mark, then the records. */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  return UTF8_BOM + toCsv(rows);
}

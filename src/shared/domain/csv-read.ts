import { m } from '../i18n/messages';
/*
 * CSV as spreadsheets write it (RFC 4180, the reading side of csv.ts): fields
 * separated by commas (or semicolons, as a spreadsheet in a comma-decimal
 * locale saves them), quoted fields holding commas, doubled quotes and line
 * breaks, records ended by CRLF or LF, a UTF-8 byte order mark ignored. Each
 * record says the line it starts on, for messages an operator can find.
 */

export interface CsvRecord {
  /** The line of the file the record starts on, from 1. */
  readonly line: number;
  readonly fields: readonly string[];
}

export type CsvRead =
  | { readonly ok: true; readonly records: readonly CsvRecord[] }
  | { readonly ok: false; readonly line: number; readonly message: string };

/** The separator the header line uses: a semicolon when it has more of them than commas outside quotes. */
function separatorOf(text: string): ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const outside = firstLine.replace(/"[^"]*"/g, '');
  return (outside.match(/;/g)?.length ?? 0) > (outside.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** Every record of the text; blank lines are left out. */
export function readCsv(input: string): CsvRead {
  const text = input.replace(/^\uFEFF/, '');
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]?.trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      field = '';
      quoted = true;
      quoteLine = line;
    } else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += c;
    }
  }
  if (quoted) return { ok: false, line: quoteLine, message: m.pricing_csv_quote_open() };
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records };
}

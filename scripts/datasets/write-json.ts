import { writeFileSync } from 'node:fs';

/*
 * Data files are written one record per line: small diffs when a source
 * changes, still plain JSON for every reader. Key order is the order the
 * builders create keys in, and every builder sorts its records, so the same
 * inputs always give the same bytes.
 */

function lines(records: readonly unknown[], indent: string): string {
  return records.map((r) => `${indent}${JSON.stringify(r)}`).join(',\n');
}

export function arrayJson(records: readonly unknown[]): string {
  return records.length === 0 ? '[]\n' : `[\n${lines(records, '  ')}\n]\n`;
}

/** An object whose values are arrays of records: keys sorted, one record per line. */
export function groupedJson(groups: Readonly<Record<string, readonly unknown[]>>): string {
  const keys = Object.keys(groups).sort();
  const body = keys.map((k) => `  ${JSON.stringify(k)}: [\n${lines(groups[k] ?? [], '    ')}\n  ]`).join(',\n');
  return `{\n${body}\n}\n`;
}

/** An object whose values are small records: keys sorted, one entry per line. */
export function mapJson(entries: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(entries).sort();
  return `{\n${keys.map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(entries[k])}`).join(',\n')}\n}\n`;
}

export function writeText(path: string, text: string): void {
  writeFileSync(path, text, 'utf8');
}

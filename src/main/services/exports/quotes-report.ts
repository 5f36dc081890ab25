import { csvFile } from '@shared/domain/csv';
import { m } from '@shared/i18n/messages';
import { RULE_LEVEL_WORDS } from '@shared/domain/margin-rules';
import { RATING_MODE_NAMES } from '@shared/domain/rating-mode-names';
import { MINOR_DIGITS, type Money } from '@shared/domain/money';
import type { PricedQuote } from '@shared/domain/priced-quotes';
import { csvCell, type ExportCell } from './shipment-export-columns';
import type { SavedFile } from '@shared/ipc/channels/files';
import type { quotesReportInput } from '@shared/ipc/channels/quotes';
import type { z } from 'zod';
import type { LocalStore } from '@main/store';
import type { DesktopPort } from '@main/desktop-port';
import { saveFile } from '../files';
import { xlsxValue } from './shipments-xlsx';

/*
 * The quotes report of a period: every quote saved with its sell price (buy,
 * margin and sell per currency, the rule, the customer), or one line per
 * customer (how many quotes, their sell and margin per currency). Amounts are
 * never added across currencies: each currency has its own columns.
 */

type ReportInput = z.output<typeof quotesReportInput>;
type ReportCell = ExportCell | { readonly type: 'count'; readonly value: number };

export interface ReportTable {
  readonly sheetName: string;
  readonly header: readonly string[];
  /** Characters wide in a workbook, per column. */
  readonly widths: readonly number[];
  readonly rows: readonly (readonly ReportCell[])[];
}

const text = (value: string | null): ReportCell => ({ type: 'text', value });
const money = (amounts: readonly Money[], currency: string | null): ReportCell => ({
  type: 'money',
  value: amounts.find((a) => a.currency === currency)?.value ?? null,
});

/** The currencies the quotes' prices are in, each once, in the order met. */
function currenciesOf(quotes: readonly PricedQuote[]): (string | null)[] {
  return [...new Set(quotes.flatMap((q) => q.pricing.buy.map((a) => a.currency)))];
}

/*
 * The report speaks the desk's language (main's, src/main/desk-language.ts):
 * its headers and words, never the figures or the names it lists.
 */
const currencyName = (c: string | null) => ({ currency: c ?? m.pricing_report_no_currency() });

function quoteRows(quotes: readonly PricedQuote[]): ReportTable {
  const currencies = currenciesOf(quotes);
  const perCurrency = currencies.flatMap((c) => [
    m.pricing_report_col_buy(currencyName(c)),
    m.pricing_report_col_margin(currencyName(c)),
    m.pricing_report_col_sell(currencyName(c)),
  ]);
  return {
    sheetName: m.pricing_report_sheet_quotes(),
    header: [
      m.pricing_report_col_quote(),
      m.pricing_report_col_saved(),
      m.pricing_report_col_customer(),
      m.pricing_report_col_mode(),
      m.pricing_report_col_carrier(),
      m.pricing_report_col_from(),
      m.pricing_report_col_to(),
      ...perCurrency,
      m.pricing_report_col_rule(),
      m.pricing_report_col_valid_until(),
    ],
    widths: [14, 18, 24, 16, 20, 26, 26, ...perCurrency.map(() => 12), 30, 18],
    rows: quotes.map((q) => [
      text(q.quoteNumber),
      { type: 'date', value: q.savedAt },
      text(q.customer?.name ?? null),
      text(RATING_MODE_NAMES[q.mode]()),
      text(q.carrier),
      text(q.from),
      text(q.to),
      ...currencies.flatMap((c) => [money(q.pricing.buy, c), money(q.pricing.margin, c), money(q.pricing.sell, c)]),
      text(
        q.pricing.override
          ? m.pricing_report_by_hand()
          : q.pricing.rule
            ? m.pricing_report_rule_level({
                name: q.pricing.rule.name,
                level: RULE_LEVEL_WORDS[q.pricing.rule.level](),
              })
            : m.pricing_report_no_rule(),
      ),
      { type: 'date', value: q.validUntil },
    ]),
  };
}

function customerRows(quotes: readonly PricedQuote[]): ReportTable {
  const currencies = currenciesOf(quotes);
  const groups = new Map<string, { name: string; quotes: PricedQuote[] }>();
  for (const q of quotes) {
    const key = q.customer ? `c${q.customer.id}` : 'none';
    const group = groups.get(key) ?? { name: q.customer?.name ?? m.pricing_report_no_customer(), quotes: [] };
    group.quotes.push(q);
    groups.set(key, group);
  }
  const sum = (list: readonly PricedQuote[], pick: (q: PricedQuote) => readonly Money[], c: string | null) => {
    const found = list.flatMap((q) => pick(q).filter((a) => a.currency === c));
    return found.length === 0 ? null : found.reduce((total, a) => total + a.value, 0);
  };
  const perCurrency = currencies.flatMap((c) => [
    m.pricing_report_col_sell(currencyName(c)),
    m.pricing_report_col_margin(currencyName(c)),
  ]);
  return {
    sheetName: m.pricing_report_sheet_customers(),
    header: [m.pricing_report_col_customer(), m.pricing_report_col_quotes(), ...perCurrency],
    widths: [28, 8, ...perCurrency.map(() => 14)],
    rows: [...groups.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((g) => [
        text(g.name),
        { type: 'count', value: g.quotes.length },
        ...currencies.flatMap((c): ReportCell[] => [
          { type: 'money', value: sum(g.quotes, (q) => q.pricing.sell, c) },
          { type: 'money', value: sum(g.quotes, (q) => q.pricing.margin, c) },
        ]),
      ]),
  };
}

/** The report's table: the quotes saved in the period (UTC days, both ends in), of one customer or all. */
export function quotesReportTable(all: readonly PricedQuote[], input: Omit<ReportInput, 'format'>): ReportTable {
  const from = `${input.from}T00:00:00.000Z`;
  const to = `${input.to}T23:59:59.999Z`;
  const quotes = all
    .filter((q) => q.savedAt >= from && q.savedAt <= to)
    .filter((q) => input.customerId === null || q.customer?.id === input.customerId)
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt) || a.quoteNumber.localeCompare(b.quoteNumber));
  return input.kind === 'quotes' ? quoteRows(quotes) : customerRows(quotes);
}

function reportCsv(table: ReportTable): Buffer {
  const cell = (c: ReportCell) => (c.type === 'count' ? c.value : csvCell(c));
  return Buffer.from(csvFile([table.header, ...table.rows.map((row) => row.map(cell))]), 'utf8');
}

const NUMBER_FORMATS = { money: `#,##0.${'0'.repeat(MINOR_DIGITS)}`, date: 'yyyy-mm-dd hh:mm' } as const;

async function reportXlsx(table: ReportTable): Promise<Buffer> {
  // exceljs loads at the first XLSX export, not at every start of the app.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Freight Desk';
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const types = table.rows[0]?.map((c) => c.type) ?? [];
  sheet.columns = table.header.map((header, i) => {
    const type = types[i];
    const numFmt = type === 'money' || type === 'date' ? NUMBER_FORMATS[type] : undefined;
    return { header, width: table.widths[i] ?? 14, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((c) => (c.type === 'count' ? c.value : xlsxValue(c))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "quotes by customer 2026-11-01 to 2026-11-30.xlsx". */
export function quotesReportName(input: ReportInput): string {
  const period = { from: input.from, to: input.to };
  const name = input.kind === 'quotes' ? m.pricing_report_file_quotes(period) : m.pricing_report_file_customers(period);
  return `${name}.${input.format}`;
}

/** Writes the report as CSV or XLSX and saves it where the operator chooses. */
export async function saveQuotesReport(
  desktop: DesktopPort,
  store: LocalStore,
  input: ReportInput,
): Promise<SavedFile> {
  const table = quotesReportTable(store.pricedQuotes.list(), input);
  const bytes = input.format === 'csv' ? reportCsv(table) : await reportXlsx(table);
  return saveFile(desktop, quotesReportName(input), bytes);
}

import { m } from '@shared/i18n/messages';
import type { Api } from '../../lib/api';
import { api } from '../../lib/backend';
import { pricingBook } from '../../lib/pricing-book.svelte';
import { SaveWithNotice } from '../../lib/save-notice.svelte';

/** What the report reads and calls outside itself; the app's own unless a test gives others. */
export interface QuotesReportDeps {
  /** Today as a UTC day ("2026-11-29"): the report's days are UTC days. */
  readonly today: () => string;
  readonly report: Api['quotes']['report'];
  /** The desk's customers, once read. */
  readonly customers: () => readonly { readonly id: number; readonly name: string }[] | undefined;
}

const appDeps = (): QuotesReportDeps => ({
  today: () => new Date().toISOString().slice(0, 10),
  report: (input) => api().quotes.report(input),
  customers: () => pricingBook.customers.value,
});

/**
 * The quotes the desk saved with a sell price, in a period: each quote (buy,
 * margin and sell per currency, the rule, the customer), or one line per
 * customer (how many, their sell and margin per currency), as CSV or XLSX.
 * Days are UTC days, both ends included; the period starts as this month's.
 */
export class QuotesReportState {
  from: string;
  to: string;
  /** A customer's id as its option's value; empty: every customer. */
  customerId = $state('');
  /** What the report lists: `quotes`, each quote, or `customers`, one line per customer (the select's value). */
  kind = $state('quotes');
  readonly saver = new SaveWithNotice();
  readonly #deps: QuotesReportDeps;

  readonly customerOptions = $derived.by(() => [
    { value: '', label: m.pricing_report_all_customers() },
    ...(this.#deps.customers() ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ]);
  /** A period that ends before it starts, said under its end. */
  readonly periodProblem = $derived.by(() =>
    this.from && this.to && this.from > this.to ? m.pricing_report_period_problem() : undefined,
  );

  constructor(deps: QuotesReportDeps = appDeps()) {
    this.#deps = deps;
    const today = deps.today();
    this.from = $state(`${today.slice(0, 8)}01`);
    this.to = $state(today);
  }

  /** Saves the report through the save dialog, unless its period is not one. */
  exportAs(format: 'csv' | 'xlsx'): void {
    const { from, to } = this;
    if (!from || !to || this.periodProblem) return;
    const input = {
      format,
      kind: this.kind === 'customers' ? ('customers' as const) : ('quotes' as const),
      from,
      to,
      customerId: this.customerId === '' ? null : Number(this.customerId),
    };
    void this.saver.save(format, { cancelled: m.pricing_report_cancelled(), failed: m.pricing_report_failed() }, () =>
      this.#deps.report(input),
    );
  }
}

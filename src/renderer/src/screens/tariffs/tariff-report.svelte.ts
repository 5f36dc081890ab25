import { SvelteSet } from 'svelte/reactivity';
import type { TariffReportItem } from '@shared/api/tariffs';
import { m } from '@shared/i18n/messages';
import type { Api } from '../../lib/api';
import { api } from '../../lib/backend';
import { textToBase64 } from '../../lib/files';
import { FormScaffold } from '../../lib/form.svelte';
import { Query } from '../../lib/query.svelte';
import { SaveWithNotice } from '../../lib/save-notice.svelte';
import { uniqueKeys } from '../../lib/unique-keys';
import { reportCsv, reportFileName } from './report-csv';
import {
  emptyTariffReport,
  tariffReportFields,
  tariffReportInput,
  validateTariffReport,
  type TariffReportValues,
} from './tariff-forms';

type ReportInput = ReturnType<typeof tariffReportInput>;

/** The service's calls the report uses (the bridge in the app, fakes in tests). */
export interface TariffReportDeps {
  report: Api['tariffs']['report'];
  saveFile: Api['files']['save'];
  today: () => Date;
}

/** The service may send one document id twice: each tariff still gets its own key. */
export function itemKey(item: TariffReportItem, index: number): string {
  return item.documentId ?? `item-${index}`;
}

/**
 * The tariff report panel's state: the form, the report it asked for (and
 * when), which tariffs and rates are open, and the CSV export's notice.
 */
export class TariffReport {
  readonly form: FormScaffold<TariffReportValues, (typeof tariffReportFields)[number]>;
  readonly report: Query<Awaited<ReturnType<Api['tariffs']['report']>>, [ReportInput]>;
  readonly exporter = new SaveWithNotice();
  /** Tariffs whose rates are hidden (all show, as a report opens) and rates whose costs are shown. */
  readonly closedItems = new SvelteSet<string>();
  readonly openRates = new SvelteSet<string>();

  readonly items: readonly TariffReportItem[];
  readonly itemKeys: readonly string[];
  /** The request the report shown answers (the form may have changed since). */
  readonly asked: ReportInput | null;

  constructor(private readonly deps: TariffReportDeps) {
    this.form = new FormScaffold(tariffReportFields, emptyTariffReport(deps.today()));
    this.report = new Query((input: ReportInput) => deps.report(input));
    this.items = $derived(this.report.value?.value ?? []);
    this.itemKeys = $derived(uniqueKeys(this.items, itemKey));
    this.asked = $derived(this.report.args?.[0] ?? null);
  }

  /** A contract just uploaded is offered when the contract field is empty. */
  suggest(contract: string | null): void {
    if (contract && this.form.values.contractNumber.trim() === '') this.form.values.contractNumber = contract;
  }

  async submit(): Promise<void> {
    this.exporter.clear();
    if (!this.form.check(validateTariffReport(this.form.values))) return;
    this.closedItems.clear();
    this.openRates.clear();
    await this.report.run(tariffReportInput(this.form.values));
    const error = this.report.error;
    // Main's refusal goes under its fields; the report's error notice says it too.
    if (error?.code === 'validation') this.form.refused(error);
  }

  toggle(set: SvelteSet<string>, key: string): void {
    if (set.has(key)) set.delete(key);
    else set.add(key);
  }

  /** Saves the report shown as CSV, one row per cost, named after its contract and period. */
  async exportCsv(): Promise<void> {
    const asked = this.asked;
    if (!asked) return;
    const items = this.items;
    await this.exporter.save(
      'export',
      { cancelled: m.tariffs_report_export_cancelled(), failed: m.tariffs_report_export_failed() },
      () =>
        this.deps.saveFile({
          fileName: reportFileName(asked.contractNumber, asked.fromDate, asked.toDate || undefined),
          contentBase64: textToBase64(reportCsv(items)),
        }),
    );
  }
}

/** The panel's state on the app's bridge. */
export function tariffReportOnBridge(): TariffReport {
  return new TariffReport({
    report: (input) => api().tariffs.report(input),
    saveFile: (input) => api().files.save(input),
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once for today's year, never watched
    today: () => new Date(),
  });
}

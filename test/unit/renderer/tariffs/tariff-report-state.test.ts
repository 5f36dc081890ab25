import { describe, expect, it } from 'vitest';
import { AppError } from '@renderer/lib/api';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { TariffReport, type TariffReportDeps } from '@renderer/screens/tariffs/tariff-report.svelte';

const item = { documentId: 'doc-1', contractName: 'Spring', carrier: 'MSCU', rates: [] };

function desk(overrides: Partial<TariffReportDeps> = {}) {
  const asked: unknown[] = [];
  const saved: string[] = [];
  const deps: TariffReportDeps = {
    report: async (input) => {
      asked.push(input);
      return { value: [item], fetchedAt: '2031-05-06T10:00:00Z', fromStore: false } as never; // the report's answer shape, trimmed
    },
    saveFile: async (input) => {
      saved.push(input.fileName);
      return { saved: false, fileName: input.fileName, bytes: 0 };
    },
    today: () => new Date(2031, 4, 6),
    ...overrides,
  };
  return { report: new TariffReport(deps), asked, saved };
}

describe('TariffReport', () => {
  it('starts the period on the first day of this year and offers a contract just uploaded only into an empty field', () => {
    const { report } = desk();
    expect(report.form.values.fromDate).toBe('2031-01-01');
    report.suggest('C-1');
    report.suggest('C-2');
    expect(report.form.values.contractNumber).toBe('C-1');
  });

  it('asks nothing until the form is right, then shows the answer for what was asked', async () => {
    const { report, asked } = desk();
    await report.submit();
    expect(asked).toEqual([]);
    expect(report.form.errors.contractNumber).toBe('Contract number is required');
    report.form.values.contractNumber = ' C-1 ';
    await report.submit();
    expect(asked).toHaveLength(1);
    expect(report.asked?.contractNumber).toBe('C-1');
    expect(report.items).toHaveLength(1);
    expect(report.itemKeys).toEqual(['doc-1']);
  });

  it('puts a validation refusal of the report under its field', async () => {
    const { report } = desk({
      report: () =>
        Promise.reject(
          new AppError({
            code: 'validation',
            message: 'x',
            details: { problems: [{ path: 'toDate', message: 'Bad' }] },
          }),
        ),
    });
    report.form.values.contractNumber = 'C-1';
    await report.submit();
    expect(report.form.errors).toEqual({ toDate: 'Bad' });
  });

  it('exports the report shown, says a cancelled export was not saved, and a new report clears the notice', async () => {
    const { report, saved } = desk();
    report.form.values.contractNumber = 'C-1';
    await report.submit();
    await report.exportCsv();
    expect(saved).toHaveLength(1);
    expect(report.exporter.notice).toEqual({ tone: 'info', text: 'Not saved: the export was cancelled.' });
    await report.submit();
    expect(report.exporter.notice).toBeNull();
  });

  it('says a cancelled or failed export in Spanish on a Spanish desk', async () => {
    useLanguageSource(() => 'es');
    try {
      /** The notice after a report of C-1 is exported. */
      const exported = async (overrides: Partial<TariffReportDeps> = {}) => {
        const { report } = desk(overrides);
        report.form.values.contractNumber = 'C-1';
        await report.submit();
        await report.exportCsv();
        return report.exporter.notice;
      };
      expect(await exported()).toEqual({ tone: 'info', text: 'No se guardó: se canceló la exportación.' });
      const failure = new AppError({ code: 'disk-full', message: 'El disco está lleno.' });
      expect(await exported({ saveFile: () => Promise.reject(failure) })).toEqual({
        tone: 'danger',
        text: 'El informe de tarifas no se guardó: El disco está lleno.',
      });
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

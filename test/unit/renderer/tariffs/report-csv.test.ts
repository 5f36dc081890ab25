import { describe, expect, it } from 'vitest';
import { tariffReportResponse } from '@shared/api/tariffs';
import { parseTariffCsv, splitCsvLine, TARIFF_CSV_COLUMNS as SANDBOX_COLUMNS } from '@sandbox/engines/tariff-csv';
import { REPORT_CSV_COLUMNS, reportCsv, reportFileName, reportRows } from '@renderer/screens/tariffs/report-csv';
import { tariffTemplateFileName } from '@renderer/screens/tariffs/tariff-csv-format';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { TARIFF_CSV_HEADER, tariffCsvTemplate } from '@renderer/screens/tariffs/tariff-csv-format';

/** A report as the service sends it, read through the app's own schema. */
const items = tariffReportResponse.parse([
  {
    documentId: 'T1',
    contractName: 'Spring, "special" rates',
    carrier: 'MSCU',
    type: 'SeaContainer',
    rates: [
      {
        pol: 'ESVLC',
        polServiceType: 'CY',
        pod: 'CNSHA',
        podServiceType: null,
        startDate: '2026-01-01T00:00:00Z',
        endDate: '2026-12-31T00:00:00Z',
        timeInTransit: 28,
        via: null,
        containerType: 'DRY40',
        costs: [
          {
            commodity: null,
            chargeType: 'Freight',
            chargeName: 'OFR',
            chargeDescription: 'Ocean freight,\nall in',
            amount: 125050,
            currency: 'USD',
            chargeUnit: 'PerContainer',
            criteria: null,
            extraInfo: null,
          },
          {
            commodity: 'General',
            chargeType: 'Origin',
            chargeName: 'THC',
            chargeDescription: null,
            amount: -1805,
            currency: 'EUR',
            chargeUnit: null,
            criteria: null,
            extraInfo: null,
          },
        ],
      },
      {
        pol: 'ESBCN',
        pod: 'USNYC',
        containerType: 'DRY20',
        startDate: '2026-03-01T00:00:00Z',
        endDate: '2026-09-30T00:00:00Z',
        timeInTransit: null,
        costs: [],
      },
    ],
  },
  { documentId: 'T2', contractName: 'Tariff PDF', carrier: 'MSCU', type: 'SeaContainer', rates: [] },
]);

/** A strict RFC 4180 reader (quoted fields may hold commas, quotes and line breaks), to read the export back. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

describe('report CSV export', () => {
  it('writes one row per cost, repeating its tariff and rate', () => {
    const rows = readCsv(reportCsv(items));
    expect(rows[0]).toEqual([...REPORT_CSV_COLUMNS]);
    const col = (name: (typeof REPORT_CSV_COLUMNS)[number]) => REPORT_CSV_COLUMNS.indexOf(name);
    expect(rows).toHaveLength(1 + 2 + 1 + 1);
    const [freight, origin] = [rows[1]!, rows[2]!];
    expect(freight[col('contract')]).toBe('Spring, "special" rates');
    expect(freight[col('pol')]).toBe('ESVLC');
    expect(freight[col('podServiceType')]).toBe('');
    expect(freight[col('chargeDescription')]).toBe('Ocean freight,\nall in');
    expect(freight[col('amount')]).toBe('1250.50');
    expect(freight[col('currency')]).toBe('USD');
    expect(origin[col('chargeName')]).toBe('THC');
    expect(origin[col('amount')]).toBe('-18.05');
    expect(origin[col('currency')]).toBe('EUR');
  });

  it("follows the tariff columns with the upload format's own columns, in its order", () => {
    expect(REPORT_CSV_COLUMNS.slice(0, 4)).toEqual(['contract', 'carrier', 'type', 'documentId']);
    expect(REPORT_CSV_COLUMNS.slice(4)).toEqual([...SANDBOX_COLUMNS]);
  });

  it('keeps a rate without costs and a tariff without rates, with those columns empty', () => {
    const rows = readCsv(reportCsv(items));
    const col = (name: (typeof REPORT_CSV_COLUMNS)[number]) => REPORT_CSV_COLUMNS.indexOf(name);
    expect(rows[3]![col('pol')]).toBe('ESBCN');
    expect(rows[3]![col('chargeName')]).toBe('');
    expect(rows[4]![col('contract')]).toBe('Tariff PDF');
    expect(rows[4]![col('pol')]).toBe('');
  });

  it('quotes what needs quoting and ends records with CRLF', () => {
    const text = reportCsv(items);
    expect(text).toContain('"Spring, ""special"" rates"');
    expect(text).toContain('"Ocean freight,\nall in"');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(reportRows([])).toEqual([[...REPORT_CSV_COLUMNS]]);
  });

  it('names the file after what was asked', () => {
    expect(reportFileName('MSC/2026', '2026-01-01')).toBe('tariff-report MSC-2026 from 2026-01-01.csv');
    expect(reportFileName('MSC', '2026-01-01', '2026-06-30')).toBe('tariff-report MSC 2026-01-01 to 2026-06-30.csv');
  });

  it('names the file, and the template, in Spanish on a Spanish desk', () => {
    useLanguageSource(() => 'es');
    try {
      expect(reportFileName('MSC', '2026-01-01', '2026-06-30')).toBe('informe-tarifas MSC 2026-01-01 a 2026-06-30.csv');
      expect(reportFileName(' ', '2026-01-01')).toBe('informe-tarifas contrato desde 2026-01-01.csv');
      expect(tariffTemplateFileName()).toBe('plantilla-tarifas.csv');
    } finally {
      useLanguageSource(() => 'en');
    }
    expect(tariffTemplateFileName()).toBe('tariff-template.csv');
  });
});

describe('tariff CSV format', () => {
  it('shows the header the sandbox imports', () => {
    expect(splitCsvLine(TARIFF_CSV_HEADER, 1)).toEqual([...SANDBOX_COLUMNS]);
  });

  it('offers a template the sandbox reads into one rate with two costs', () => {
    const rates = parseTariffCsv(tariffCsvTemplate(2027));
    expect(rates).toHaveLength(1);
    expect(rates[0]).toMatchObject({ pol: 'ESVLC', pod: 'CNSHA', timeInTransit: 28 });
    expect(rates[0]!.costs.map((c) => [c.chargeName, c.amount, c.currency])).toEqual([
      ['OFR', 125000, 'USD'],
      ['THC', 18550, 'EUR'],
    ]);
    expect(new Date(rates[0]!.startDate).toISOString().slice(0, 10)).toBe('2027-01-01');
  });
});

describe('the tariff template on a Spanish desk', () => {
  it('writes its descriptions and commodity in Spanish and keeps the codes the service reads', () => {
    useLanguageSource(() => 'es');
    try {
      const rates = parseTariffCsv(tariffCsvTemplate(2027));
      expect(rates).toHaveLength(1);
      expect(rates[0]!.costs.map((c) => [c.chargeType, c.chargeName, c.chargeDescription, c.commodity])).toEqual([
        ['Freight', 'OFR', 'Flete marítimo', 'Carga general'],
        ['Origin', 'THC', 'Manipulación en terminal, origen', 'Carga general'],
      ]);
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

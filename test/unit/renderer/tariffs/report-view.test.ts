import { describe, expect, it } from 'vitest';
import { tariffReportItem } from '@shared/api/tariffs';
import { useLanguageSource } from '@shared/i18n/desk-language';
import {
  laneText,
  reportCounts,
  serviceTypesText,
  tariffNote,
  tariffTypeText,
  transitText,
  validityText,
} from '@renderer/screens/tariffs/report-view';

const item = tariffReportItem.parse({
  documentId: 'T1',
  contractName: 'Spring',
  carrier: 'MSCU',
  type: 'SeaContainer',
  files: ['rates.csv', 'terms.pdf'],
  uploadedDate: '2026-02-03T09:00:00',
  rates: [
    {
      pol: 'ESVLC',
      pod: 'CNSHA',
      polServiceType: 'CY',
      podServiceType: 'SD',
      startDate: '2026-01-01T00:00:00',
      endDate: '2026-12-31T00:00:00',
      timeInTransit: 28,
      costs: [{ chargeName: 'OFR', amount: 100, currency: 'USD' }],
    },
    { pol: 'ESBCN', pod: null, startDate: null, endDate: '2026-06-30T00:00:00', timeInTransit: 1, costs: [] },
  ],
});

describe('report view', () => {
  it('reads a rate in short words', () => {
    const [first, second] = item.rates;
    expect(laneText(first!)).toBe('ESVLC → CNSHA');
    expect(laneText(second!)).toBe('ESBCN → ?');
    expect(serviceTypesText(first!)).toBe('Container yard → Store door');
    expect(serviceTypesText(second!)).toBeNull();
    expect(validityText(first!, 'en-GB')).toBe('1 Jan 2026 – 31 Dec 2026');
    expect(validityText(second!, 'en-GB')).toBe('until 30 Jun 2026');
    expect(transitText(first!, 'en')).toBe('28 days');
    expect(transitText(second!, 'en')).toBe('1 day');
  });

  it('names the tariff type and counts the report', () => {
    expect(tariffTypeText(item)).toBe('Sea container');
    expect(tariffTypeText({ type: '1' })).toBe('1');
    expect(reportCounts([item], 'en')).toBe('1 tariff, 2 rates, 1 cost');
  });

  it('tells tariffs of one contract apart by their files and upload date, when the service says', () => {
    expect(tariffNote(item, 'en-GB')).toBe('rates.csv, terms.pdf · uploaded 3 Feb 2026');
    expect(tariffNote(tariffReportItem.parse({ rates: [] }))).toBeNull();
  });

  it('reads the report in Spanish: counts by the plural rules, dates day first', () => {
    useLanguageSource(() => 'es');
    try {
      const [first, second] = item.rates;
      expect(reportCounts([item], 'es-ES')).toBe('1 tarifa, 2 precios, 1 coste');
      expect(transitText(first!, 'es-ES')).toBe('28 días');
      expect(transitText(second!, 'es-ES')).toBe('1 día');
      expect(validityText(second!, 'es-ES')).toMatch(/^hasta 30 jun 2026$/);
      expect(tariffNote(item, 'es-ES')).toBe('rates.csv, terms.pdf · subida el 3 feb 2026');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageSource } from '@shared/i18n/desk-language';
import { QuotesReportState, type QuotesReportDeps } from '@renderer/screens/pricing/quotes-report.svelte';

function report() {
  const asked: unknown[] = [];
  const deps: QuotesReportDeps = {
    today: () => '2026-11-29',
    report: async (input) => {
      asked.push(input);
      return { saved: true, path: 'quotes.csv', fileName: 'quotes.csv', bytes: 10 };
    },
    customers: () => [
      { id: 4, name: 'Acme Imports' },
      { id: 9, name: 'Beta Freight' },
    ],
  };
  return { state: new QuotesReportState(deps), asked };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => useLanguageSource(() => 'en'));

describe('the saved quotes’ report', () => {
  it('starts on this month so far, every customer, each quote', () => {
    const { state } = report();
    expect([state.from, state.to, state.customerId, state.kind]).toEqual(['2026-11-01', '2026-11-29', '', 'quotes']);
    expect(state.customerOptions.map((o) => o.label)).toEqual(['All customers', 'Acme Imports', 'Beta Freight']);
  });

  it('saves the period, the customer and the lines picked', async () => {
    const { state, asked } = report();
    state.from = '2026-10-01';
    state.customerId = '9';
    state.kind = 'customers';
    state.exportAs('xlsx');
    await settle();
    expect(asked).toEqual([{ format: 'xlsx', kind: 'customers', from: '2026-10-01', to: '2026-11-29', customerId: 9 }]);
    expect(state.saver.notice).toEqual({ tone: 'ok', text: 'Saved to quotes.csv' });
  });

  it('refuses a period that ends before it starts, and asks for nothing', () => {
    const { state, asked } = report();
    state.from = '2026-12-01';
    expect(state.periodProblem).toBeDefined();
    state.exportAs('csv');
    expect(asked).toEqual([]);
  });
});

import { useLanguageSource } from '@shared/i18n/desk-language';
import { describe, expect, it } from 'vitest';
import { shipmentListItem } from '@shared/api/tracking';
import { gridCellClass } from '@renderer/components/grid-row-cells';
import {
  listLayoutFor,
  listLayoutsNow,
  shipmentColumns,
  shipmentRowCells,
  WHOLE_LIST_MIN_REM,
  wholeListMinRem,
} from '@renderer/lib/shipment-list/shipment-columns';
import { wholeWithSellsNow } from '@renderer/screens/tracking/sell-columns';

describe('a row of the shipment list as its cells', () => {
  const row = shipmentListItem.parse({
    shipmentId: 'a',
    shipmentCode: 'FR000001',
    agency: 'Maersk',
    pickUpDate: '2026-03-14T09:00:00',
    trackingStatus: 'OutForDelivery',
    price: 12_345,
    currency: 'EUR',
    origin: { countryCode: 'ES', city: 'Barcelona', postalCode: '08001', state: null },
    destination: { countryCode: 'FR', city: 'Lyon', postalCode: '69001', state: null },
  });

  it('gives every column its text and the tooltip a narrow cell needs', () => {
    const cells = shipmentRowCells(row, null, 'en-GB');
    expect(cells).toHaveLength(shipmentColumns.length);
    const byColumn = Object.fromEntries(shipmentColumns.map((column, c) => [column.id, cells[c]!]));
    expect(byColumn.code).toMatchObject({ text: 'FR000001', mono: true });
    expect(byColumn.route).toMatchObject({
      text: 'Barcelona → Lyon',
      title: '08001 Barcelona, Spain → 69001 Lyon, France',
    });
    expect(byColumn.pickup!.title).toBe('14 Mar 2026, 09:00');
    expect(byColumn.price).toMatchObject({ align: 'end' });
    expect(byColumn.price!.text).toContain('123.45');
    expect(byColumn.status).toMatchObject({ text: 'Out for delivery' });
    expect(byColumn.status!.tone).toBeUndefined();
    // A cell whose text is all there is repeats it in its tooltip; a date absent has a dash and none.
    for (const id of ['code', 'agency', 'price', 'status']) expect(byColumn[id]!.title).toBe(byColumn[id]!.text);
    expect(byColumn.delivery).toMatchObject({ text: '—', title: undefined });
  });

  it("gives a date's cell the day and month, with the year only far from today, and the whole date in its tooltip", () => {
    const pickupOf = (now: Date) => shipmentRowCells(row, null, 'en-GB', null, now)[3];
    expect(pickupOf(new Date(2026, 0, 1))).toMatchObject({ text: '14 Mar', title: '14 Mar 2026, 09:00' });
    expect(pickupOf(new Date(2025, 0, 1))).toMatchObject({ text: '14 Mar 26', title: '14 Mar 2026, 09:00' });
    const unreadable = shipmentRowCells({ ...row, pickUpDate: 'soon' }, null, 'en-GB')[3];
    expect(unreadable).toMatchObject({ text: 'soon', title: 'soon' });
  });

  it('shows a sea shipment’s free-time countdown in its own cell: flagged ones in the warning tone, none left blank', () => {
    const column = shipmentColumns.findIndex((c) => c.id === 'free-time');
    expect(shipmentRowCells(row, null, 'en-GB')[column]).toEqual({ text: '' });
    const dueSoon = {
      short: '1 d 6 h left',
      text: 'Demurrage: 1 d 6 h left, last free day 5 Dec 2026',
      tone: 'warning',
    } as const;
    expect(shipmentRowCells(row, null, 'en-GB', dueSoon)[column]).toEqual({
      text: '1 d 6 h left',
      title: dueSoon.text,
      tone: 'warning',
    });
    const waiting = {
      short: 'Not started',
      text: 'Storage: free time starts at discharge, not yet discharged',
      tone: 'neutral',
    } as const;
    expect(shipmentRowCells(row, null, 'en-GB', waiting)[column]).toEqual({ text: 'Not started', title: waiting.text });
  });

  it('says in the status cell that the service stopped listing a shipment, why in its tooltip', () => {
    const unlisted = { text: 'No longer listed', title: 'The service has not listed this shipment since 10:00.' };
    const status = shipmentRowCells(row, unlisted, 'en-GB')[shipmentColumns.findIndex((c) => c.id === 'status')]!;
    expect(status).toMatchObject({ text: 'No longer listed', title: unlisted.title, tone: 'warning' });
  });

  it("holds a loading row's places, its first cell telling a screen reader it loads", () => {
    expect(listLayoutsNow().whole.loadingCells.map((cell) => cell.text)).toEqual(['Loading', ...shipmentColumns.slice(1).map(() => '')]);
  });

  it("names each cell's look in one class string", () => {
    expect(gridCellClass({ text: '1', align: 'end' }, false)).toBe('grid-cell end');
    expect(gridCellClass({ text: 'FR1', mono: true }, true)).toBe(
      'grid-cell start text-mono text-sm text-medium quiet',
    );
    // A warning shows once the row has loaded; while it loads, the cell is a grey bar.
    expect(gridCellClass({ text: 'No longer listed', tone: 'warning' }, true)).toBe(
      'grid-cell start quiet warning text-medium',
    );
    expect(gridCellClass({ text: 'No longer listed', tone: 'warning' }, false, true)).toBe('grid-cell start loading');
  });

  it('keeps the key columns readable: all when the list is wide, with free time when narrow, with the ETA beside a detail', () => {
    const ids = (layout: ReturnType<typeof listLayoutFor>) => layout.columns.map((c) => c.id);
    expect(ids(listLayoutFor(1200, false, 16))).toEqual(shipmentColumns.map((c) => c.id));
    expect(ids(listLayoutFor(744, false, 16))).toEqual(['code', 'agency', 'route', 'status', 'free-time']);
    expect(ids(listLayoutFor(744, true, 16))).toEqual(['code', 'agency', 'route', 'delivery', 'status']);
    // Not measured yet: every column, as before.
    expect(listLayoutFor(0, false, 16)).toBe(listLayoutsNow().whole);
    expect(listLayoutsNow().besideDetail.grid.split(' minmax').length).toBe(5);
  });

  it('keeps the longest status word of the desk’s language whole: Spanish’s is longer than English’s', () => {
    const statusTrack = () => listLayoutFor(1200, false, 16).grid.split(' minmax')[6] ?? '';
    expect(statusTrack()).toContain(`calc(${'Out for delivery'.length}ch + 1.5rem)`);
    useLanguageSource(() => 'es');
    try {
      expect(statusTrack()).toContain(`calc(${'Despachado en aduana'.length}ch + 1.5rem)`);
      expect(listLayoutsNow().whole.loadingCells[0]?.text).toBe('Cargando');
    } finally {
      useLanguageSource(() => 'en');
    }
  });

  it('widens a column to its header’s words in the desk’s language, and narrows the list sooner when they need it', () => {
    const leastOf = (id: string) => {
      const { columns, grid } = wholeWithSellsNow().layout;
      const track = grid.split(/ (?=minmax)/)[columns.findIndex((c) => c.id === id)] ?? '';
      return { track, header: columns.find((c) => c.id === id)?.header ?? '' };
    };
    expect(leastOf('margin').track).toBe('minmax(5rem, 0.6fr)');
    const englishWidth = (WHOLE_LIST_MIN_REM + 1) * 16;
    expect(listLayoutFor(englishWidth, false, 16).columns).toHaveLength(shipmentColumns.length);
    useLanguageSource(() => 'en-XA');
    try {
      const margin = leastOf('margin');
      const least = Number(/^minmax\(([\d.]+)rem,/.exec(margin.track)?.[1]);
      // Each of the header's letters has half a rem at least, beside the cell's padding.
      expect(least).toBeGreaterThanOrEqual(margin.header.length * 0.5 + 1);
      expect(wholeListMinRem(listLayoutsNow().whole)).toBeGreaterThan(WHOLE_LIST_MIN_REM);
      expect(listLayoutFor(englishWidth, false, 16).columns.length).toBeLessThan(shipmentColumns.length);
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});

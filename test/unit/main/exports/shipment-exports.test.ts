import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { ExportFreeTime } from '@main/services/exports/shipment-export-columns';
import type { ShipmentListQuery } from '@shared/domain/stored-records';
import type { StoredShipmentPage } from '@shared/ipc/channels/tracking';
import { allShipmentRows } from '@main/services/exports/shipment-rows';
import { shipmentsCsv } from '@main/services/exports/shipments-csv';
import { shipmentsXlsx } from '@main/services/exports/shipments-xlsx';
import { listItem } from '../../../helpers/list-item';

const rows: ShipmentListItem[] = [
  listItem({
    shipmentId: 's1',
    shipmentCode: 'FR0001',
    agency: '=cmd|calc',
    pickUpDate: '2026-11-23T10:00:00',
    deliveryDate: '2026-11-25T17:30:00',
    price: { value: 125050, currency: 'EUR' },
    trackingStatus: 'None',
    origin: { city: 'Łódź', countryCode: 'PL', postalCode: '90-001', state: null },
    destination: { city: 'İzmir', countryCode: 'TR', postalCode: null, state: null },
  }),
  listItem({ shipmentId: 's2', shipmentCode: 'FR0002', price: { value: -500, currency: 'USD' } }),
];

/** A store of `count` rows answering pages as shipment-pages.ts does, counting the pages asked. */
function pagedStore(count: number) {
  const all = Array.from({ length: count }, (_, i) => listItem({ shipmentId: `s${i}`, shipmentCode: `C${i}` }));
  const asked: ShipmentListQuery[] = [];
  const pages = (query: ShipmentListQuery): StoredShipmentPage => {
    asked.push(query);
    const slice = all.slice(query.offset, query.offset + query.limit);
    return {
      total: count,
      totalElements: count,
      offset: query.offset,
      rows: slice.map((r) => ({ ...r, stored: { fetchedAt: '', missingSince: null } })),
      fetchedAt: null,
    };
  };
  return { pages, asked };
}

async function* once(list: readonly ShipmentListItem[]) {
  yield list;
}

/**
 * FR0001's free time: 3 x 40DRY of demurrage past its last free day, 5 Dec:
 * 4 days x EUR 150.00 x 3 = EUR 1,800.00; FR0002 has none on this desk.
 */
const freeTimeOf = (row: ShipmentListItem): ExportFreeTime | null =>
  row.shipmentId === 's1'
    ? { lastFreeDay: '2026-12-05', charged: { totals: [{ value: 180_000, currency: 'EUR' }], complete: true } }
    : null;

describe('every matching row, page by page', () => {
  it('reads the store in pages until the last, with the screen’s filters, search and sort', async () => {
    const store = pagedStore(2500);
    const query = {
      filters: { TransportOperator: 'DSV' },
      search: 'valencia',
      sort: { key: 'price', direction: 'desc' },
    } as const;
    const read: string[] = [];
    for await (const page of allShipmentRows(store.pages, query, 1000)) read.push(...page.map((r) => r.shipmentId));
    expect(read).toHaveLength(2500);
    expect(new Set(read).size).toBe(2500);
    expect(store.asked.map((q) => q.offset)).toEqual([0, 1000, 2000]);
    expect(store.asked.every((q) => q.search === 'valencia' && q.sort?.key === 'price' && q.limit === 1000)).toBe(true);
  });

  it('asks once for an empty list', async () => {
    const store = pagedStore(0);
    for await (const page of allShipmentRows(store.pages, {}, 1000)) expect(page).toEqual([]);
    expect(store.asked).toHaveLength(1);
  });
});

describe('the list as CSV', () => {
  it('has the BOM, the screen’s columns, amounts as decimals beside the currency, and no formula', async () => {
    const text = (await shipmentsCsv(once(rows), freeTimeOf)).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, first, second] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'Code,Agency,Origin,Destination,Pickup,Delivery,Price,Currency,Status,Last free day,Free time charged,Free time currency',
    );
    expect(first).toBe(
      `FR0001,'=cmd|calc,"90-001 Łódź, PL","İzmir, TR",2026-11-23 10:00,2026-11-25 17:30,1250.50,EUR,No updates,2026-12-05,1800.00,EUR`,
    );
    expect(second).toBe('FR0002,,,,,,-5.00,USD,No updates,,,');
  });

  it('says a charge it cannot know is not known, and writes amounts of several currencies out', async () => {
    const unknown = (): ExportFreeTime => ({
      lastFreeDay: '2026-12-05',
      charged: { totals: [{ value: 180_000, currency: 'EUR' }], complete: false },
    });
    const [, first] = (await shipmentsCsv(once(rows.slice(0, 1)), unknown)).toString('utf8').slice(1).split('\r\n');
    expect(first?.endsWith(',2026-12-05,,not known')).toBe(true);
    const mixed = (): ExportFreeTime => ({
      lastFreeDay: null,
      charged: {
        totals: [
          { value: 12_000, currency: 'EUR' },
          { value: 5_000, currency: 'USD' },
        ],
        complete: true,
      },
    });
    const [, second] = (await shipmentsCsv(once(rows.slice(0, 1)), mixed)).toString('utf8').slice(1).split('\r\n');
    expect(second?.endsWith(',,,EUR 120.00; USD 50.00')).toBe(true);
  });
});

describe('the list as XLSX', () => {
  it('reads back with dates as dates, prices as numbers with their currency, texts as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const bytes = await shipmentsXlsx(once(rows), freeTimeOf);
    // exceljs' own Buffer type (an ArrayBuffer) is older than Node's typed Buffer: the bytes are what it reads.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Shipments')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A1').value).toBe('Code');
    expect(sheet.getCell('B2').value).toBe('=cmd|calc');
    expect(sheet.getCell('C2').value).toBe('90-001 Łódź, PL');
    // The carrier's local time as written, unshifted.
    expect(sheet.getCell('E2').value).toEqual(new Date('2026-11-23T10:00:00Z'));
    expect(sheet.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getCell('G2').value).toBe(1250.5);
    expect(sheet.getCell('G2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('H2').value).toBe('EUR');
    expect(sheet.getCell('G3').value).toBe(-5);
    expect(sheet.getCell('E3').value).toBeNull();
    // The free time: the last free day as a date, the charge as a number beside its currency.
    expect(sheet.getCell('J1').value).toBe('Last free day');
    expect(sheet.getCell('J2').value).toEqual(new Date('2026-12-05T00:00:00Z'));
    expect(sheet.getCell('J2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('K2').value).toBe(1800);
    expect(sheet.getCell('L2').value).toBe('EUR');
    expect(sheet.getCell('K3').value).toBeNull();
  });
});

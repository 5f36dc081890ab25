import { beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentDetail, ShipmentListItem } from '@shared/api/tracking';
import type { ShipmentFilters } from '@shared/ipc/channels/tracking';
import { shipmentSortKeys } from '@shared/ipc/channels/tracking';
import type { ShipmentSort } from '@shared/domain/stored-records';
import type { LocalStore } from '@main/store';
import { syntheticShipments } from '../../helpers/synthetic-shipments';
import { referenceMatches, referenceSort } from './shipment-page-reference';
import { connectionOf, listItem, openSuiteStore, partial, syncList } from './store-helpers';

/*
 * Every filter, search and sort order of the stored tracking list against
 * the same rules computed in plain JS (shipment-page-reference.ts), on a few
 * thousand shipments with nulls, ties, accents and spaces where the service
 * sends them.
 */

/** Rows that test edges: the same values (ties), no values, texts the search index must not read as syntax. */
const edges: ShipmentListItem[] = [
  listItem({
    shipmentId: 'edge-1',
    shipmentCode: 'AB"C',
    agency: 'OR AND NOT',
    pickUpDate: '2025-05-05T00:00:00',
    price: { value: 100, currency: 'EUR' },
  }),
  listItem({
    shipmentId: 'edge-2',
    shipmentCode: 'NEAR(X*)',
    agency: 'column:agency',
    pickUpDate: '2025-05-05T00:00:00',
    price: { value: 100, currency: 'USD' },
  }),
  listItem({
    shipmentId: 'edge-3',
    shipmentCode: 'TIE',
    agency: 'Tie',
    pickUpDate: '2025-05-05T00:00:00',
    price: { value: 100, currency: 'EUR' },
  }),
  listItem({
    shipmentId: 'edge-4',
    origin: { countryCode: 'es', state: null, city: '  Castellón de la Plana ', postalCode: '12 001' },
  }),
  listItem({ shipmentId: 'edge-5', destination: { countryCode: null, state: null, city: null, postalCode: null } }),
  listItem({
    shipmentId: 'edge-6',
    shipmentCode: 'ÅRHUS-1',
    agency: 'Ærø Fragt',
    pickUpDate: '2025-12-31T23:59:59',
    deliveryDate: '2026-01-01T00:00:00Z',
  }),
  listItem({ shipmentId: 'edge-7', shipmentCode: '^caret`grave', pickUpDate: '2026-01-01T00:00:00' }),
  // Statuses the label table does not know, and an empty one (no status, as None).
  listItem({ shipmentId: 'edge-8', shipmentCode: 'HOLD-1', trackingStatus: 'CustomsHold' }),
  listItem({ shipmentId: 'edge-9', shipmentCode: 'HOLD-2', trackingStatus: 'ON_HOLD' }),
  listItem({ shipmentId: 'edge-10', shipmentCode: 'EMPTY-1', trackingStatus: '' }),
  listItem({ shipmentId: 'edge-11', shipmentCode: 'CLEARED-1', trackingStatus: 'CustomsCleared' }),
];

const shipments: ShipmentListItem[] = [...syntheticShipments(3_500, 42), ...edges];
const detailReferences = new Map<string, string[]>();

const FILTERS: readonly ShipmentFilters[] = [
  {},
  { Origin: 'valencia' },
  { Origin: 'VALÈNCIA' },
  { Origin: '46' },
  { Origin: '46 0' },
  { Origin: '4' },
  { Origin: 'es' },
  { Origin: 'castellon de' },
  { Destination: 'de' },
  { Destination: 'München' },
  { Destination: '3011 a' },
  { Destination: 'sao paulo' },
  { ShipmentCode: 'fr1' },
  { ShipmentCode: 'FR12' },
  { ShipmentCode: 'b"c' },
  { TransportOperator: 'maersk' },
  { TransportOperator: 'LOGISTIK' },
  { TransportOperator: 'ø' },
  { StartDate: '2025-03-01' },
  { EndDate: '2025-03-01' },
  { StartDate: '2025-03-01', EndDate: '2025-06-30' },
  { StartDate: '2025-03-01T12:00:00', EndDate: '2025-03-20T06:30:00' },
  { Origin: 'Hamburg', StartDate: '2025-01-01' },
  { TransportOperator: 'DHL', Destination: 'Madrid' },
  { Origin: 'paris', Destination: 'es', TransportOperator: 'e', StartDate: '2024-06-01', EndDate: '2026-06-01' },
  { Origin: 'nowhere at all' },
  { TrackingStatus: ['InTransit'] },
  { TrackingStatus: ['None'] },
  { TrackingStatus: ['PickedUp', 'Delivered', 'CustomsHold'] },
  { TrackingStatus: ['CustomsCleared', 'None'], Origin: 'es' },
  { TrackingStatus: ['NoSuchStatus'] },
];

const SEARCHES: readonly string[] = [
  'valencia',
  'maersk',
  'fr1',
  'leon',
  'sao',
  'de',
  'e',
  'müller 46',
  '3011',
  'xyz',
  'cargo łódź',
  'paris 750',
  'a"b',
  'or',
  'and not',
  'near(x*)',
  'column:agency',
  '"',
  '^caret',
  'bk-9000',
  'ÅRHUS',
  'bayern',
  'ile-de',
  'nj',
];

const SORTS: readonly (ShipmentSort | undefined)[] = [
  undefined,
  ...shipmentSortKeys.flatMap((key) => (['asc', 'desc'] as const).map((direction) => ({ key, direction }))),
];

function expected(filters: ShipmentFilters, search: string | undefined, sort: ShipmentSort | undefined): string[] {
  const matching = shipments.filter((s) => referenceMatches(s, filters, search, detailReferences.get(s.shipmentId)));
  return referenceSort(matching, sort).map((s) => s.shipmentId);
}

/**
 * Pages are answered two ways: by SQL, and from the list's columns main
 * keeps in memory once loaded (list-memory.ts). Both must give the rules'
 * answer for every filter, search, sort and window.
 */
const MODES = [
  { name: 'by SQL', listInMemory: false },
  { name: 'from the list kept in memory', listInMemory: true },
] as const;

describe.each(MODES)('the stored tracking list, answered $name', ({ listInMemory }) => {
  let store: LocalStore;
  const statements: string[] = [];

  beforeAll(async () => {
    store = openSuiteStore({ listInMemory });
    const db = connectionOf(store);
    const prepare = db.prepare.bind(db);
    // Which SQL the pages run: the cases below must reach every way a page is found.
    db.prepare = ((sql: string) => (statements.push(sql), prepare(sql))) as typeof db.prepare;
    syncList(store, shipments, '2026-02-01T00:00:00.000Z', 1_000);
    // Details bring references that the search finds.
    for (const [index, item] of shipments.slice(0, 60).entries()) {
      const references = [`BK-${9000 + index}`, `MAEU${index}`];
      detailReferences.set(item.shipmentId, references);
      store.details.put(
        partial<ShipmentDetail>({
          shipmentId: item.shipmentId,
          bookingCode: references[0],
          externalTracking: references[1],
        }),
        '2026-02-01T00:00:00.000Z',
      );
    }
    if (listInMemory) await store.shipments.pages.whenInMemory();
  });

  function check(filters: ShipmentFilters, search: string | undefined): void {
    for (const sort of SORTS) {
      const all = expected(filters, search, sort);
      const offsets = [0, 37, Math.max(0, all.length - 50), 1_000, 2_950, all.length + 10];
      for (const offset of offsets) {
        const page = store.shipments.pages.page({ filters, search, sort, offset, limit: 100 });
        expect(page.total, `total of ${JSON.stringify({ filters, search })}`).toBe(all.length);
        expect(
          page.rows.map((r) => r.shipmentId),
          `${JSON.stringify({ filters, search, sort, offset })}`,
        ).toEqual(all.slice(offset, offset + 100));
      }
    }
  }

  it.each(FILTERS.map((f) => [JSON.stringify(f), f] as const))(
    'filters %s and sorts every way like the rules',
    (_, filters) => {
      check(filters, undefined);
    },
  );

  it.each(SEARCHES)('searches %j and sorts every way like the rules', (search) => {
    check({}, search);
  });

  it('combines filters and search', () => {
    check({ Origin: 'es', TransportOperator: 'a' }, 'de');
    check({ StartDate: '2025-01-01' }, 'valencia maersk');
    check({ TrackingStatus: ['InTransit', 'Booked'] }, 'de');
  });

  it.runIf(!listInMemory)('reached every way of finding a page', () => {
    const pages = statements.filter((sql) => sql.includes('ORDER BY'));
    expect(
      pages.some((sql) => sql.includes('INDEXED BY') && sql.includes('OFFSET')),
      'a walk down a sort index',
    ).toBe(true);
    expect(
      pages.some((sql) => sql.includes('MATCH') && sql.includes('ORDER BY +')),
      'rows found by the search index',
    ).toBe(true);
    expect(
      pages.some((sql) => !sql.includes('MATCH') && sql.includes('ORDER BY +')),
      'a scan',
    ).toBe(true);
    expect(
      pages.some((sql) => sql.startsWith('SELECT row_id FROM')),
      'a whole order kept for scrolling',
    ).toBe(true);
    expect(
      pages.some((sql) => sql.includes('INDEXED BY') && sql.includes(' DESC, list_position')),
      'a descending walk up an ascending index, its rows with a value first',
    ).toBe(true);
    expect(
      statements.some((sql) => sql.startsWith('SELECT count(*) FROM shipments INDEXED BY')),
      'a descending window that starts among the rows without a value',
    ).toBe(true);
    expect(
      statements.some((sql) => sql.startsWith('SELECT count(*) FROM shipment_search')),
      'a count by the index alone',
    ).toBe(true);
  });

  it.runIf(listInMemory)('found every page above in memory, with no count, scan or sort in SQL', () => {
    // The SQL way prepares its windows, index lookups and row checks when first asked; none was.
    const sqlWay = statements.filter((sql) => ['OFFSET', 'MATCH', 'instr('].some((part) => sql.includes(part)));
    expect(sqlWay).toEqual([]);
  });

  it('answers with the rows as the service sent them, the list totals and their times', () => {
    const page = store.shipments.pages.page({ offset: 0, limit: 1 });
    expect(page).toMatchObject({
      total: shipments.length,
      totalElements: shipments.length,
      offset: 0,
      fetchedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(page.rows[0]).toEqual({
      ...shipments[0],
      stored: { fetchedAt: '2026-02-01T00:00:00.000Z', missingSince: null },
    });
    // totalElements is the service's figure for the whole list: not given for a narrowed one.
    expect(store.shipments.pages.page({ search: 'valencia', offset: 0, limit: 1 }).totalElements).toBeNull();
  });

  it('refuses a window or a date it cannot answer, with a clear message', () => {
    expect(() => store.shipments.pages.page({ offset: -1, limit: 10 })).toThrow(/offset must be a whole number/);
    expect(() => store.shipments.pages.page({ offset: 0, limit: 0 })).toThrow(
      /limit must be a whole number from 1 to 1000/,
    );
    expect(() => store.shipments.pages.page({ offset: 0, limit: 10, filters: { StartDate: '2025-13-45' } })).toThrow(
      /StartDate "2025-13-45" is not a date such as 2026-11-22/,
    );
  });
});

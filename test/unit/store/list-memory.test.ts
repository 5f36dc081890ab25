import { describe, expect, it, vi } from 'vitest';
import type { ShipmentDetail } from '@shared/api/tracking';
import type { LocalStore } from '@main/store';
import { syntheticShipments } from '../../helpers/synthetic-shipments';
import { TextColumn } from '@main/store/text-column';
import { connectionOf, listItem, openStore, partial, syncList, tempDataDir } from './store-helpers';

/*
 * The list kept in main's memory answers pages only while it is the file's:
 * any change of the rows, by this connection or another (the sync worker),
 * is in the very next page, and memory takes over again once reloaded.
 */

const shipments = syntheticShipments(500, 9);

/** Records the SQL a store prepares from now on. */
function watchStatements(store: LocalStore): string[] {
  const db = connectionOf(store);
  const prepare = db.prepare.bind(db);
  const statements: string[] = [];
  db.prepare = ((sql: string) => (statements.push(sql), prepare(sql))) as typeof db.prepare;
  return statements;
}

const codes = (store: LocalStore, query: Parameters<LocalStore['shipments']['pages']['page']>[0]) =>
  store.shipments.pages.page(query).rows.map((row) => row.shipmentCode);

describe('the tracking list kept in memory', () => {
  it("waits to load until it is let (the app start's gate), answering by SQL meanwhile", async () => {
    const dir = tempDataDir();
    syncList(openStore(dir, 'profile-a', { listInMemory: false }), shipments, '2026-02-01T00:00:00.000Z');
    let letLoad!: () => void;
    const store = openStore(dir, 'profile-a', { listLoadsAfter: new Promise<void>((resolve) => (letLoad = resolve)) });
    const statements = watchStatements(store);
    let loaded = false;
    void store.shipments.pages.whenInMemory().then(() => (loaded = true));
    // The first page is answered by SQL, in full.
    expect(codes(store, { offset: 0, limit: 3 })).toEqual(shipments.slice(0, 3).map((s) => s.shipmentCode));
    // A list this small loads in one step: time enough for it, and nothing was read.
    for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(loaded).toBe(false);
    expect(statements.filter((sql) => sql.includes('code_folded'))).toEqual([]);
    letLoad();
    await store.shipments.pages.whenInMemory();
    expect(loaded).toBe(true);
  });

  it('shows a change of the rows in the next page, then answers from memory again', async () => {
    const dir = tempDataDir();
    const store = openStore(dir);
    syncList(store, shipments, '2026-02-01T00:00:00.000Z');
    await store.shipments.pages.whenInMemory();
    expect(codes(store, { search: 'zz-ref', offset: 0, limit: 10 })).toEqual([]);

    // A detail's references change what a search finds.
    const target = shipments[321];
    store.details.put(
      partial<ShipmentDetail>({ shipmentId: target?.shipmentId, bookingCode: 'ZZ-REF-1' }),
      '2026-02-02T00:00:00.000Z',
    );
    expect(codes(store, { search: 'zz-ref', offset: 0, limit: 10 })).toEqual([target?.shipmentCode]);

    // This connection stores a booking's row, moving another one to its agency.
    await store.shipments.pages.whenInMemory();
    const moved = shipments[5];
    store.shipments.upsertSome(
      [listItem({ shipmentId: 'own-1', shipmentCode: 'OW00001A' }), { ...moved!, agency: 'Omega Freight' }],
      '2026-02-02T12:00:00.000Z',
    );
    expect(store.shipments.pages.page({ offset: 0, limit: 1 }).rows[0]?.shipmentId).toBe('own-1');
    expect(codes(store, { filters: { TransportOperator: 'omega' }, offset: 0, limit: 10 })).toEqual([
      moved?.shipmentCode,
    ]);

    // Another connection (the sync worker's) adds a booking on top.
    const worker = openStore(dir, 'profile-a', { listInMemory: false });
    worker.shipments.upsertSome(
      [listItem({ shipmentId: 'new-1', shipmentCode: 'QQ00001A', agency: 'Zeta Cargo' })],
      '2026-02-03T00:00:00.000Z',
    );
    expect(store.shipments.pages.page({ offset: 0, limit: 1 }).rows[0]?.shipmentId).toBe('new-1');
    expect(codes(store, { filters: { TransportOperator: 'ze' }, offset: 0, limit: 10 })).toEqual(['QQ00001A']);

    await store.shipments.pages.whenInMemory();
    const statements = watchStatements(store);
    expect(codes(store, { filters: { TransportOperator: 'ze' }, offset: 0, limit: 10 })).toEqual(['QQ00001A']);
    expect(codes(store, { search: 'zz-ref', offset: 0, limit: 10 })).toEqual([target?.shipmentCode]);
    expect(store.shipments.pages.page({ offset: 0, limit: 1 }).total).toBe(shipments.length + 2);
    expect(statements.filter((sql) => sql.includes('OFFSET') || sql.includes('instr('))).toEqual([]);
  });

  it('shows rows a sync on this connection marked as no longer listed in the next page', async () => {
    const store = openStore(tempDataDir());
    syncList(store, shipments.slice(0, 20), '2026-02-01T00:00:00.000Z');
    await store.shipments.pages.whenInMemory();
    expect(
      store.shipments.pages.page({ offset: 0, limit: 50 }).rows.every((row) => row.stored.missingSince === null),
    ).toBe(true);
    // The same list without its first shipment: finish() marks that row, beside the row writer.
    syncList(store, shipments.slice(1, 20), '2026-02-02T00:00:00.000Z');
    const gone = store.shipments.pages
      .page({ offset: 0, limit: 50 })
      .rows.find((row) => row.shipmentId === shipments[0]?.shipmentId);
    expect(gone?.stored.missingSince).toBe('2026-02-02T00:00:00.000Z');
  });

  it('stays in use when other records are written (a saved draft)', async () => {
    const store = openStore(tempDataDir());
    syncList(store, shipments, '2026-02-01T00:00:00.000Z');
    await store.shipments.pages.whenInMemory();
    const statements = watchStatements(store);
    store.drafts.save('booking/boxes', { weight: '12' });
    const page = store.shipments.pages.page({ filters: { Origin: '46' }, offset: 0, limit: 10 });
    expect(page.total).toBeGreaterThan(0);
    expect(statements.filter((sql) => sql.includes('OFFSET') || sql.includes('instr('))).toEqual([]);
  });

  it('answers by SQL a text it cannot compare as SQLite does (a lone surrogate)', async () => {
    const store = openStore(tempDataDir());
    syncList(
      store,
      [...shipments, listItem({ shipmentId: 'odd', shipmentCode: 'X\ud800Y' })],
      '2026-02-01T00:00:00.000Z',
    );
    await store.shipments.pages.whenInMemory();
    // SQLite keeps the row's lone surrogate as bytes that read back as U+FFFD: in memory the code no longer
    // holds it, while SQL compares the same bytes in the row and in the filter and finds the row.
    expect(store.shipments.pages.page({ filters: { ShipmentCode: '\ud800' }, offset: 0, limit: 10 }).total).toBe(1);
  });

  it('checks the rows once for a query scrolled page by page, and again after any change of the rows', async () => {
    const dir = tempDataDir();
    const store = openStore(dir);
    syncList(store, shipments, '2026-02-01T00:00:00.000Z');
    await store.shipments.pages.whenInMemory();
    const bySql = openStore(dir, 'profile-a', { listInMemory: false });
    const query = { search: 'valencia', sort: { key: 'price', direction: 'desc' } } as const;
    const page = (from: LocalStore, offset: number) => from.shipments.pages.page({ ...query, offset, limit: 20 });
    const checks = vi.spyOn(TextColumn.prototype, 'markContaining');
    try {
      const first = page(store, 0);
      const checksOfOnePage = checks.mock.calls.length;
      expect(checksOfOnePage).toBeGreaterThan(0);
      for (const offset of [0, 20, 40, 60]) {
        const scrolled = page(store, offset);
        expect(scrolled.total).toBe(first.total);
        expect(scrolled.rows.map((row) => row.shipmentId)).toEqual(page(bySql, offset).rows.map((r) => r.shipmentId));
      }
      expect(checks.mock.calls.length).toBe(checksOfOnePage);

      // Another query between two pages, then the first one again: the same rows as SQL.
      expect(codes(store, { filters: { Origin: '46' }, offset: 0, limit: 5 })).toEqual(
        codes(bySql, { filters: { Origin: '46' }, offset: 0, limit: 5 }),
      );
      expect(page(store, 20).rows.map((row) => row.shipmentId)).toEqual(page(bySql, 20).rows.map((r) => r.shipmentId));

      // Another connection adds a row the search finds: the very next page counts it.
      bySql.shipments.upsertSome(
        [listItem({ shipmentId: 'new-valencia', shipmentCode: 'VV00001A', agency: 'Valencia Cargo' })],
        '2026-02-03T00:00:00.000Z',
      );
      expect(page(store, 20).total).toBe(first.total + 1);
      await store.shipments.pages.whenInMemory();
      expect(page(store, 0).total).toBe(first.total + 1);
    } finally {
      checks.mockRestore();
    }
  });

  it('says so when asked to wait for a list this store does not keep', async () => {
    const store = openStore(tempDataDir(), 'profile-a', { listInMemory: false });
    await expect(store.shipments.pages.whenInMemory()).rejects.toThrow(/keeps no list in memory/);
  });
});

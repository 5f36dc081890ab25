import { statSync } from 'node:fs';
import type { LocalStore } from '@main/store';
import { describe, expect, it } from 'vitest';
import type { ShipmentDetail, ShipmentListItem } from '@shared/api/tracking';
import { listItemHash } from '@main/store/item-hash';
import { SYNC_CHECKPOINT_LOG_BYTES } from '@main/store/shipment-list-sync';
import { CHECKPOINT_LOG_BYTES } from '@main/store/database';
import { connectionOf, listItem, openStore, partial, syncList, tempDataDir } from './store-helpers';

const ship = (id: string, fields: Partial<ShipmentListItem> = {}) =>
  listItem({
    shipmentId: id,
    shipmentCode: `C-${id}`,
    trackingStatus: 'Booked',
    deliveryDate: '2026-03-10T00:00:00',
    ...fields,
  });

const ids = (rows: readonly { shipmentId: string }[]) => rows.map((r) => r.shipmentId);

/** Rows changed by this connection since it opened (SQLite's total_changes(), a number). */
function rowsWritten(store: LocalStore): number {
  return connectionOf(store).prepare<[], number>('SELECT total_changes()').pluck().get() ?? 0;
}

describe('syncing the shipment list', () => {
  it('reports nothing for the first full sync: there is nothing to compare with', () => {
    const store = openStore(tempDataDir());
    expect(syncList(store, [ship('a'), ship('b')], '2026-03-01T10:00:00.000Z')).toEqual([]);
    expect(store.shipments.pages.page({ offset: 0, limit: 10 }).total).toBe(2);
  });

  it('reports each change of status, customs status, delivery date (ETA) and pickup date, and each new shipment', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a'), ship('b'), ship('c')], '2026-03-01T10:00:00.000Z');
    const changes = syncList(
      store,
      [
        ship('new'),
        ship('a', { trackingStatus: 'InTransit' }),
        ship('b', { deliveryDate: '2026-03-12T00:00:00', customsStatus: 'Cleared', pickUpDate: '2026-03-02T08:00:00' }),
        ship('c', { price: { value: 5, currency: 'EUR' } }),
      ],
      '2026-03-01T10:05:00.000Z',
    );
    expect(changes).toEqual([
      { kind: 'added', shipmentId: 'new', shipmentCode: 'C-new' },
      { kind: 'status', shipmentId: 'a', shipmentCode: 'C-a', from: 'Booked', to: 'InTransit' },
      { kind: 'customs-status', shipmentId: 'b', shipmentCode: 'C-b', from: null, to: 'Cleared' },
      {
        kind: 'delivery-date',
        shipmentId: 'b',
        shipmentCode: 'C-b',
        from: '2026-03-10T00:00:00',
        to: '2026-03-12T00:00:00',
      },
      { kind: 'pickup-date', shipmentId: 'b', shipmentCode: 'C-b', from: null, to: '2026-03-02T08:00:00' },
    ]);
    // A change of another field is stored, not reported.
    expect(store.shipments.get('c')?.price).toEqual({ value: 5, currency: 'EUR' });
  });

  it('marks the shipments a full sync no longer lists, keeps them in their place, and unmarks them when they return', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a'), ship('b'), ship('c')], '2026-03-01T10:00:00.000Z');
    const changes = syncList(store, [ship('new'), ship('a'), ship('c')], '2026-03-01T10:05:00.000Z');
    expect(changes).toEqual([
      { kind: 'added', shipmentId: 'new', shipmentCode: 'C-new' },
      { kind: 'unlisted', shipmentId: 'b', shipmentCode: 'C-b', since: '2026-03-01T10:05:00.000Z' },
    ]);
    const page = store.shipments.pages.page({ offset: 0, limit: 10 });
    expect(ids(page.rows)).toEqual(['new', 'a', 'b', 'c']);
    expect(page.rows.map((r) => r.stored.missingSince)).toEqual([null, null, '2026-03-01T10:05:00.000Z', null]);
    // The unlisted row says when it was last fetched; the listed ones are as fresh as the list.
    expect(page.rows.map((r) => r.stored.fetchedAt)).toEqual([
      '2026-03-01T10:05:00.000Z',
      '2026-03-01T10:05:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T10:05:00.000Z',
    ]);
    // Still unlisted at the next sync: reported once only.
    expect(syncList(store, [ship('new'), ship('a'), ship('c')], '2026-03-01T10:10:00.000Z')).toEqual([]);
    expect(store.shipments.get('b')?.stored.missingSince).toBe('2026-03-01T10:05:00.000Z');

    syncList(store, [ship('new'), ship('a'), ship('b'), ship('c')], '2026-03-01T10:15:00.000Z');
    expect(store.shipments.get('b')?.stored).toEqual({ fetchedAt: '2026-03-01T10:15:00.000Z', missingSince: null });
  });

  it('writes nothing for a list that did not change', () => {
    const store = openStore(tempDataDir());
    const list = Array.from({ length: 500 }, (_, i) => ship(`s${i}`));
    syncList(store, list, '2026-03-01T10:00:00.000Z');
    const before = rowsWritten(store);
    expect(syncList(store, list, '2026-03-01T10:05:00.000Z')).toEqual([]);
    // Only the sync's own record moved (sync_state: started, then completed).
    expect(rowsWritten(store) - before).toBe(2);
    expect(store.shipments.pages.page({ offset: 0, limit: 1 }).fetchedAt).toBe('2026-03-01T10:05:00.000Z');
  });

  it('rewrites once the hash of a row stored with another (or no) hash, keeps its item, and then skips it', () => {
    const store = openStore(tempDataDir());
    const list = [ship('a'), ship('b', { trackingStatus: 'InTransit' })];
    syncList(store, list, '2026-03-01T10:00:00.000Z');
    const db = connectionOf(store);
    const hashOf = db.prepare<[string], number | null>('SELECT item_hash FROM shipments WHERE shipment_id = ?').pluck();
    const kept = hashOf.get('b');
    // As an older version (or a store migrated without it) could have left it.
    db.prepare("UPDATE shipments SET item_hash = NULL WHERE shipment_id = 'a'").run();
    db.prepare("UPDATE shipments SET item_hash = 12345 WHERE shipment_id = 'b'").run();

    expect(syncList(store, list, '2026-03-01T10:05:00.000Z')).toEqual([]);
    expect(hashOf.get('a')).toBe(listItemHash(ship('a')));
    expect(hashOf.get('b')).toBe(kept);
    expect(store.shipments.get('b')?.trackingStatus).toBe('InTransit');
    // The next sync of the same list finds both as they are: it writes nothing but its own state.
    const before = rowsWritten(store);
    expect(syncList(store, list, '2026-03-01T10:10:00.000Z')).toEqual([]);
    expect(rowsWritten(store) - before).toBe(2);
  });

  it('keeps one row, at its later place, for a shipment the list holds twice, sync after sync', () => {
    const store = openStore(tempDataDir());
    const list = [ship('a'), ship('b'), ship('a'), ship('c')];
    syncList(store, list, '2026-03-01T10:00:00.000Z', 2);
    const order = () => ids(store.shipments.pages.page({ offset: 0, limit: 10 }).rows);
    expect(order()).toEqual(['b', 'a', 'c']);
    for (const fetchedAt of ['2026-03-01T10:05:00.000Z', '2026-03-01T10:10:00.000Z']) {
      expect(syncList(store, list, fetchedAt, 2)).toEqual([]);
      expect(order()).toEqual(['b', 'a', 'c']);
    }
    // Listed once again, at its first place: moved there, nothing reported.
    expect(syncList(store, [ship('a'), ship('b'), ship('c')], '2026-03-01T10:15:00.000Z')).toEqual([]);
    expect(order()).toEqual(['a', 'b', 'c']);
  });

  it('finds a changed shipment by its new place and agency only, and rewrites no search row for a change of status', () => {
    const store = openStore(tempDataDir());
    const hamburg = { city: 'Hamburg', state: null, postalCode: '20095', countryCode: 'DE' };
    const lyon = { city: 'Lyon', state: null, postalCode: '69001', countryCode: 'FR' };
    syncList(store, [ship('a', { origin: hamburg, agency: 'Maersk' }), ship('b')], '2026-03-01T10:00:00.000Z');
    syncList(store, [ship('a', { origin: lyon, agency: 'Schenker' }), ship('b')], '2026-03-01T10:05:00.000Z');
    const found = (search: string) => ids(store.shipments.pages.page({ search, offset: 0, limit: 10 }).rows);
    expect([found('hamburg'), found('maersk'), found('lyon'), found('schenker')]).toEqual([[], [], ['a'], ['a']]);
    // What any sync writes (its state), then a sync that changes one status.
    const before = rowsWritten(store);
    syncList(store, [ship('a', { origin: lyon, agency: 'Schenker' }), ship('b')], '2026-03-01T10:10:00.000Z');
    const syncAlone = rowsWritten(store) - before;
    syncList(
      store,
      [ship('a', { origin: lyon, agency: 'Schenker', trackingStatus: 'InTransit' }), ship('b')],
      '2026-03-01T10:15:00.000Z',
    );
    // The shipments row and its item; the search row holds the same texts and stays.
    expect(rowsWritten(store) - before - 2 * syncAlone).toBe(2);
    expect([found('lyon'), found('schenker'), found('69001')]).toEqual([['a'], ['a'], ['a']]);
  });

  it('a new booking at the top moves no other row', () => {
    const store = openStore(tempDataDir());
    const list = Array.from({ length: 300 }, (_, i) => ship(`s${i}`));
    syncList(store, list, '2026-03-01T10:00:00.000Z');
    const places = () =>
      connectionOf(store)
        .prepare("SELECT shipment_id, list_position FROM shipments WHERE shipment_id != 'booked'")
        .all();
    const before = places();
    syncList(store, [ship('booked'), ...list], '2026-03-01T10:05:00.000Z');
    expect(places()).toEqual(before);
    expect(ids(store.shipments.pages.page({ offset: 0, limit: 3 }).rows)).toEqual(['booked', 's0', 's1']);
  });

  it('a sync cancelled half way keeps what it wrote and marks nothing missing', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a'), ship('b')], '2026-03-01T10:00:00.000Z');
    const sync = store.shipments.beginSync({ fetchedAt: '2026-03-01T10:05:00.000Z', count: 2 });
    sync.writeBatch([ship('a', { trackingStatus: 'InTransit' })]);
    sync.abandon();
    expect(store.shipments.get('a')?.trackingStatus).toBe('InTransit');
    expect(store.shipments.get('b')?.stored.missingSince).toBeNull();
    expect(store.syncState.get('shipments')).toMatchObject({ fetchedAt: '2026-03-01T10:00:00.000Z' });
    expect(() => sync.writeBatch([ship('b')])).toThrow(/has ended/);
  });

  it('a sync stores a shipment once when a booking, from this connection or another, wrote it between two batches', () => {
    const dir = tempDataDir();
    const store = openStore(dir);
    const other = openStore(dir);
    syncList(store, [ship('a')], '2026-03-01T10:00:00.000Z');
    const sync = store.shipments.beginSync({ fetchedAt: '2026-03-01T10:05:00.000Z', count: 4 });
    sync.writeBatch([ship('x')]);
    store.shipments.upsertSome([ship('y', { trackingStatus: 'InTransit' })], '2026-03-01T10:06:00.000Z');
    sync.writeBatch([ship('y')]);
    other.shipments.upsertSome([ship('z', { trackingStatus: 'InTransit' })], '2026-03-01T10:06:00.000Z');
    sync.writeBatch([ship('z'), ship('a')]);
    sync.finish(4);
    const page = store.shipments.pages.page({ offset: 0, limit: 10 });
    expect(page.total).toBe(4);
    expect(ids(page.rows)).toEqual(['x', 'y', 'z', 'a']);
    other.close();
  });

  it('a sync begun while another runs replaces it', () => {
    const store = openStore(tempDataDir());
    const first = store.shipments.beginSync({ fetchedAt: '2026-03-01T10:00:00.000Z', count: 1 });
    const second = store.shipments.beginSync({ fetchedAt: '2026-03-01T10:01:00.000Z', count: 1 });
    expect(() => first.writeBatch([ship('a')])).toThrow(/has ended/);
    second.writeBatch([ship('a')]);
    second.finish(1);
    expect(store.syncState.get('shipments')).toMatchObject({ fetchedAt: '2026-03-01T10:01:00.000Z', totalElements: 1 });
  });

  it('a booking stored during a sync is not marked missing by that sync, whose list predates it', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a')], '2026-03-01T10:00:00.000Z');
    const sync = store.shipments.beginSync({ fetchedAt: '2026-03-01T10:05:00.000Z', count: 1 });
    expect(store.shipments.upsertSome([ship('booked')], '2026-03-01T10:05:30.000Z')).toEqual([
      { kind: 'added', shipmentId: 'booked', shipmentCode: 'C-booked' },
    ]);
    sync.writeBatch([ship('a')]);
    expect(sync.finish(1)).toEqual([]);
    expect(store.shipments.get('booked')?.stored.missingSince).toBeNull();
    expect(ids(store.shipments.pages.page({ offset: 0, limit: 10 }).rows)).toEqual(['booked', 'a']);
  });

  it('stores a few rows without judging the others, new ones on top in the order given', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a'), ship('b')], '2026-03-01T10:00:00.000Z');
    const changes = store.shipments.upsertSome(
      [ship('x'), ship('y'), ship('b', { trackingStatus: 'Delivered', deliveryDate: '2026-03-11T00:00:00' })],
      '2026-03-01T10:02:00.000Z',
    );
    expect(changes).toEqual([
      { kind: 'added', shipmentId: 'x', shipmentCode: 'C-x' },
      { kind: 'added', shipmentId: 'y', shipmentCode: 'C-y' },
      { kind: 'status', shipmentId: 'b', shipmentCode: 'C-b', from: 'Booked', to: 'Delivered' },
      {
        kind: 'delivery-date',
        shipmentId: 'b',
        shipmentCode: 'C-b',
        from: '2026-03-10T00:00:00',
        to: '2026-03-11T00:00:00',
      },
    ]);
    expect(ids(store.shipments.pages.page({ offset: 0, limit: 10 }).rows)).toEqual(['x', 'y', 'a', 'b']);
    expect(store.shipments.get('b')?.stored.fetchedAt).toBe('2026-03-01T10:02:00.000Z');
    expect(store.shipments.get('a')?.stored.missingSince).toBeNull();
  });

  it('keeps the rows of a list never fully synced, with their own fetch time', () => {
    const store = openStore(tempDataDir());
    store.shipments.upsertSome([ship('booked')], '2026-03-01T09:00:00.000Z');
    const page = store.shipments.pages.page({ offset: 0, limit: 10 });
    expect(page.fetchedAt).toBe('2026-03-01T09:00:00.000Z');
    expect(page.totalElements).toBeNull();
  });

  it('finds a shipment again by the references its detail brings, and no more by the ones it dropped', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a'), ship('b')], '2026-03-01T10:00:00.000Z');
    const detail = partial<ShipmentDetail>({
      shipmentId: 'a',
      bookingCode: 'BK-4711',
      externalTracking: 'MAEU998877',
      reference: 'C-a',
    });
    store.details.put(detail, '2026-03-01T10:01:00.000Z');
    expect(ids(store.shipments.pages.page({ search: 'maeu9988', offset: 0, limit: 10 }).rows)).toEqual(['a']);
    expect(ids(store.shipments.pages.page({ search: 'bk-4711', offset: 0, limit: 10 }).rows)).toEqual(['a']);
    store.details.put(partial<ShipmentDetail>({ shipmentId: 'a', bookingCode: 'BK-0001' }), '2026-03-01T10:02:00.000Z');
    expect(ids(store.shipments.pages.page({ search: 'maeu9988', offset: 0, limit: 10 }).rows)).toEqual([]);
    // The list row keeps its references through a later sync that changes it.
    syncList(store, [ship('a', { trackingStatus: 'InTransit' }), ship('b')], '2026-03-01T10:05:00.000Z');
    expect(ids(store.shipments.pages.page({ search: 'bk-0001', offset: 0, limit: 10 }).rows)).toEqual(['a']);
  });

  it('finds a new shipment by the references of a detail fetched before the list brought it, before and after the index catches up', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a')], '2026-03-01T10:00:00.000Z');
    store.details.put(
      partial<ShipmentDetail>({ shipmentId: 'n', bookingCode: 'BK-NEW-7' }),
      '2026-03-01T10:01:00.000Z',
    );
    // 'n' comes in the same batch as other new rows and one listed twice.
    const list = [ship('m'), ship('n'), ship('o'), ship('m'), ship('a')];
    syncList(store, list, '2026-03-01T10:05:00.000Z', 400, { catchUp: false });
    const found = () => ids(store.shipments.pages.page({ search: 'bk-new-7', offset: 0, limit: 10 }).rows);
    expect(found()).toEqual(['n']);
    while (store.shipments.catchUpSearch(400) > 0);
    expect(found()).toEqual(['n']);
    expect(ids(store.shipments.pages.page({ offset: 0, limit: 10 }).rows)).toEqual(['n', 'o', 'm', 'a']);
  });

  it("main's connection copies none of the log while a sync in another connection runs, and again once every hold is released", () => {
    const dir = tempDataDir();
    const main = openStore(dir);
    const db = connectionOf(main);
    const fileSize = () => statSync(main.file).size;
    const release = main.leaveCheckpointsToOthers();
    const second = main.leaveCheckpointsToOthers();
    // The sync's connection leaves more than main's own checkpoint size in the log.
    const worker = openStore(dir);
    const list = Array.from({ length: 6_000 }, (_, i) => ship(`s${i}`, { agency: `Agency ${i}` }));
    syncList(worker, list, '2026-03-01T10:00:00.000Z', 6_000, { catchUp: false });
    expect(statSync(`${main.file}-wal`).size).toBeGreaterThan(CHECKPOINT_LOG_BYTES);
    const before = fileSize();
    // A commit of main's meanwhile copies none of it into the file.
    main.drafts.save('booking', { step: 1 });
    expect(fileSize()).toBe(before);
    release();
    release();
    main.drafts.save('booking', { step: 2 });
    expect(fileSize()).toBe(before);
    // Every hold released: main's next commit copies the log, as SQLite does by default.
    second();
    main.drafts.save('booking', { step: 3 });
    expect(fileSize()).toBeGreaterThan(before);
    expect(
      Number(db.pragma('wal_autocheckpoint', { simple: true })) * Number(db.pragma('page_size', { simple: true })),
    ).toBe(CHECKPOINT_LOG_BYTES);
    worker.close();
  });

  it("lets SQLite's log grow during a sync without copying it, and restores the connection's checkpoints after", () => {
    const store = openStore(tempDataDir());
    const db = connectionOf(store);
    const logBytes = () =>
      Number(db.pragma('wal_autocheckpoint', { simple: true })) * Number(db.pragma('page_size', { simple: true }));
    expect(logBytes()).toBe(CHECKPOINT_LOG_BYTES);
    const finished = store.shipments.beginSync({ fetchedAt: '2026-03-01T10:00:00.000Z', count: 1 });
    expect(logBytes()).toBe(SYNC_CHECKPOINT_LOG_BYTES);
    finished.writeBatch([ship('a')]);
    finished.finish(1);
    expect(logBytes()).toBe(CHECKPOINT_LOG_BYTES);
    const abandoned = store.shipments.beginSync({ fetchedAt: '2026-03-01T10:05:00.000Z', count: 2 });
    abandoned.writeBatch([ship('b')]);
    abandoned.abandon();
    expect(logBytes()).toBe(CHECKPOINT_LOG_BYTES);
    // A sync replaced by a newer one: the newer one's end restores the connection's own.
    store.shipments.beginSync({ fetchedAt: '2026-03-01T10:10:00.000Z', count: 1 });
    const newer = store.shipments.beginSync({ fetchedAt: '2026-03-01T10:15:00.000Z', count: 1 });
    expect(logBytes()).toBe(SYNC_CHECKPOINT_LOG_BYTES);
    newer.writeBatch([ship('a')]);
    newer.finish(1);
    expect(logBytes()).toBe(CHECKPOINT_LOG_BYTES);
  });
});

describe('a dated list (the shipments since a date) written between whole syncs', () => {
  it('adds new rows on top in its order, reports what changed, and writes nothing for a row stored as it comes', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a'), ship('b'), ship('c')], '2026-03-01T10:00:00.000Z');
    const before = rowsWritten(store);
    expect(store.shipments.writeDated([ship('a'), ship('b')], '2026-03-01T10:05:00.000Z')).toEqual([]);
    expect(rowsWritten(store)).toBe(before);

    const changes = store.shipments.writeDated(
      [ship('new-1'), ship('new-2'), ship('b', { trackingStatus: 'Delivered' }), ship('new-1')],
      '2026-03-01T10:10:00.000Z',
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: 'added', shipmentId: 'new-1', shipmentCode: 'C-new-1' },
        { kind: 'added', shipmentId: 'new-2', shipmentCode: 'C-new-2' },
        { kind: 'status', shipmentId: 'b', shipmentCode: 'C-b', from: 'Booked', to: 'Delivered' },
      ]),
    );
    // Listed twice in the list: one row, added once, at its later place (as a whole sync keeps it).
    expect(changes.filter((change) => change.kind === 'added')).toHaveLength(2);
    const rows = store.shipments.pages.page({ offset: 0, limit: 10 }).rows;
    expect(ids(rows)).toEqual(['new-2', 'new-1', 'a', 'b', 'c']);
    expect(rows.every((row) => row.stored.missingSince === null)).toBe(true);
  });

  it('lists again a row the last whole list no longer held, when a dated list holds it', () => {
    const store = openStore(tempDataDir());
    syncList(store, [ship('a'), ship('b')], '2026-03-01T10:00:00.000Z');
    syncList(store, [ship('a')], '2026-03-01T10:05:00.000Z');
    expect(store.shipments.get('b')?.stored.missingSince).not.toBeNull();
    store.shipments.writeDated([ship('b')], '2026-03-01T10:10:00.000Z');
    expect(store.shipments.get('b')?.stored.missingSince).toBeNull();
  });
});

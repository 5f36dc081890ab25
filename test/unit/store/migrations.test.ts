import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { NEW_STORE_PAGE_SIZE, openDatabase } from '@main/store/database';
import { migrations } from '@main/store/migrations';
import type { Migration } from '@main/store/migrations/migration';
import { StoreError, storeFile } from '@main/store';
import { listItemHash, textHash } from '@main/store/item-hash';
import { SearchIndexWriter } from '@main/store/search-index';
import { connectionOf, listItem, openStore, syncList, tempDataDir } from './store-helpers';

const latest = migrations.at(-1)?.version ?? 0;

/** A database file at `version`, built by the app's own steps up to there. */
function databaseAt(version: number): { dir: string; file: string } {
  const dir = tempDataDir();
  const file = storeFile(dir, 'profile-a');
  openDatabase(file, { migrations: migrations.filter((m) => m.version <= version) }).close();
  return { dir, file };
}

function withRaw<T>(file: string, run: (db: Database) => T): T {
  const db = new Sqlite(file);
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const item = listItem({
  shipmentId: 'ship-1',
  shipmentCode: 'FR00061D',
  agency: 'Transportes Pérez',
  pickUpDate: '2026-02-01T08:00:00',
  price: { value: 12_345, currency: 'EUR' },
  trackingStatus: 'InTransit',
  origin: { countryCode: 'ES', state: null, city: 'València', postalCode: '46 024' },
  destination: { countryCode: 'DE', state: 'Bayern', city: 'München', postalCode: '80331' },
});

/** An item holding a field the schema does not declare (its loose object keeps it). */
const undeclared = { ...listItem({ shipmentId: 'ship-9', shipmentCode: null }), carrierNote: 'kept' };

/** Shipment ship-1 (row, item, detail) and a draft, as version 1 wrote them. */
function seedVersion1Rows(db: Database): void {
  db.prepare(
    `INSERT INTO shipments (row_id, shipment_id, shipment_code, agency, pick_up_date, delivery_date, price_value,
       tracking_status, customs_status, code_folded, agency_folded, origin_city_folded, origin_postal_code,
       origin_country_code, destination_city_folded, destination_postal_code, destination_country_code,
       search_text, list_position, fetched_at)
     VALUES (7, 'ship-1', 'FR00061D', 'Transportes Pérez', '2026-02-01T08:00:00', NULL, 12345, 'InTransit', NULL,
       'fr00061d', 'transportes perez', 'valencia', '46024', 'ES', 'munchen', '80331', 'DE',
       ?, 0, '2026-02-20T10:00:00.000Z')`,
  ).run('fr00061d\ntransportes perez\nvalencia\n46024\nes\nmunchen\nbayern\n80331\nde\nbk-778\nmaeu123');
  db.prepare('INSERT INTO shipment_items (row_id, item_json) VALUES (7, ?)').run(JSON.stringify(item));
  db.prepare(
    `INSERT INTO shipment_details (shipment_id, references_text, detail_json, fetched_at)
     VALUES ('ship-1', 'bk-778\nmaeu123', '{"shipmentId":"ship-1","bookingCode":"BK-778"}', '2026-02-20T10:00:00.000Z')`,
  ).run();
  db.prepare(
    `INSERT INTO drafts (form_key, draft_json, saved_at) VALUES ('booking/boxes', '{"weight":"12"}', '2026-02-20T10:00:00.000Z')`,
  ).run();
}

/**
 * For each version: rows written in the schema of the version BEFORE it (as
 * that version's code wrote them), and what must hold once the step has run.
 * Adding a migration without an entry here fails the first test below.
 */
const steps: Record<number, { seed(db: Database): void; check(dir: string): void | Promise<void> }> = {
  1: {
    // Before version 1 there is nothing: a new, empty file.
    seed() {},
    check(dir) {
      const store = openStore(dir);
      expect(store.shipments.pages.page({ offset: 0, limit: 10 }).total).toBe(0);
      expect(store.drafts.list()).toEqual([]);
    },
  },
  2: {
    // Version 1 held shipments (row, item, detail) without a search index.
    seed: seedVersion1Rows,
    check(dir) {
      const store = openStore(dir);
      const codes = (query: Parameters<typeof store.shipments.pages.page>[0]) =>
        store.shipments.pages.page(query).rows.map((r) => r.shipmentCode);
      // The rows are still there, and the new index finds them by every field it holds.
      expect(codes({ offset: 0, limit: 10 })).toEqual(['FR00061D']);
      expect(codes({ search: 'pérez', offset: 0, limit: 10 })).toEqual(['FR00061D']);
      expect(codes({ search: 'maeu123', offset: 0, limit: 10 })).toEqual(['FR00061D']);
      expect(codes({ filters: { Origin: 'valencia' }, offset: 0, limit: 10 })).toEqual(['FR00061D']);
      expect(codes({ filters: { Origin: '46 02' }, offset: 0, limit: 10 })).toEqual(['FR00061D']);
      expect(codes({ filters: { Destination: 'DE' }, offset: 0, limit: 10 })).toEqual(['FR00061D']);
      expect(codes({ filters: { TransportOperator: 'perez' }, offset: 0, limit: 10 })).toEqual(['FR00061D']);
      expect(codes({ filters: { TransportOperator: 'maersk' }, offset: 0, limit: 10 })).toEqual([]);
      expect(store.drafts.get('booking/boxes')?.value).toEqual({ weight: '12' });
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  3: {
    // Version 2 held the same rows, and their search index.
    seed(db) {
      seedVersion1Rows(db);
      new SearchIndexWriter(db).add(7, item, 'bk-778\nmaeu123');
    },
    check(dir) {
      const store = openStore(dir);
      const db = connectionOf(store);
      // Each row got the hash of its stored item (of its fields since step 8, which the store also took): the next sync of the same list sees it as it is ...
      expect(db.prepare('SELECT item_hash FROM shipments WHERE row_id = 7').pluck().get()).toBe(listItemHash(item));
      const writes = db.prepare<[], number>('SELECT total_changes()').pluck();
      const before = writes.get();
      expect(syncList(store, [item], '2026-02-21T10:00:00.000Z')).toEqual([]);
      // ... and writes nothing but the sync's own state.
      expect((writes.get() ?? 0) - (before ?? 0)).toBe(2);
      // A changed item is still written and reported.
      expect(syncList(store, [{ ...item, trackingStatus: 'Delivered' }], '2026-02-22T10:00:00.000Z')).toEqual([
        expect.objectContaining({ kind: 'status', shipmentId: 'ship-1', from: 'InTransit', to: 'Delivered' }),
      ]);
      expect(
        store.shipments.pages.page({ search: 'maeu123', offset: 0, limit: 10 }).rows.map((r) => r.trackingStatus),
      ).toEqual(['Delivered']);
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  4: {
    // Version 3 held the rows with their hashes, and a sort index of each column both ways.
    seed(db) {
      seedVersion1Rows(db);
      new SearchIndexWriter(db).add(7, item, 'bk-778\nmaeu123');
      db.prepare('UPDATE shipments SET item_hash = ? WHERE row_id = 7').run(textHash(JSON.stringify(item)));
    },
    check(dir) {
      const store = openStore(dir);
      const db = connectionOf(store);
      const indexes = db
        .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'shipments_by_%'")
        .pluck()
        .all();
      // One index per sort column is left, the ascending one ...
      expect(indexes.filter((name) => name.endsWith('_desc'))).toEqual([]);
      // (Five then; v9 adds the status rank's.)
      expect(indexes.filter((name) => name.endsWith('_asc'))).toHaveLength(6);
      // ... and the list still sorts both ways, the row without a value last, by SQL and from memory alike.
      syncList(
        store,
        [listItem({ shipmentId: 'ship-2', shipmentCode: 'FR00062D', pickUpDate: null }), item],
        '2026-02-21T10:00:00.000Z',
      );
      for (const direction of ['asc', 'desc'] as const) {
        const rows = store.shipments.pages.page({ sort: { key: 'pickUpDate', direction }, offset: 0, limit: 10 }).rows;
        expect(rows.map((r) => r.shipmentCode)).toEqual(['FR00061D', 'FR00062D']);
      }
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  5: {
    // Version 4 held the same rows, hashed and indexed for search.
    seed(db) {
      seedVersion1Rows(db);
      new SearchIndexWriter(db).add(7, item, 'bk-778\nmaeu123');
      db.prepare('UPDATE shipments SET item_hash = ? WHERE row_id = 7').run(textHash(JSON.stringify(item)));
    },
    check(dir) {
      // By SQL: the rows a sync leaves out of the index are what this version is about.
      const store = openStore(dir, 'profile-a', { listInMemory: false });
      const db = connectionOf(store);
      const waiting = db.prepare<[], number>('SELECT count(*) FROM shipment_search_pending').pluck();
      // Nothing waits after the step: the rows of version 4 are in the index already ...
      expect(waiting.get()).toBe(0);
      const codes = (search: string) =>
        store.shipments.pages.page({ search, offset: 0, limit: 10 }).rows.map((r) => r.shipmentCode);
      expect(codes('maeu123')).toEqual(['FR00061D']);
      // ... and a sync now leaves its new and changed rows to wait, found all the same, then indexed.
      const moved = { ...item, agency: 'Kühne Logistik' };
      syncList(
        store,
        [listItem({ shipmentId: 'ship-2', shipmentCode: 'FR00062D' }), moved],
        '2026-02-21T10:00:00.000Z',
        400,
        {
          catchUp: false,
        },
      );
      expect(waiting.get()).toBe(2);
      expect(codes('kuhne')).toEqual(['FR00061D']);
      expect(codes('perez')).toEqual([]);
      expect(codes('fr00062')).toEqual(['FR00062D']);
      while (store.shipments.catchUpSearch(1) > 0);
      expect(waiting.get()).toBe(0);
      expect(codes('kuhne')).toEqual(['FR00061D']);
      expect(codes('perez')).toEqual([]);
      expect(codes('fr00062')).toEqual(['FR00062D']);
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  6: {
    // Version 5 kept every file whole, in its row.
    seed(db) {
      db.prepare(
        `INSERT INTO document_files (file_id, shipment_id, document_id, document_key, document_name, file_name,
           extension, source, byte_length, bytes, stored_at)
         VALUES (3, 'ship-1', 'd-1', 'template:t-1', 'Label', 'Label.pdf', 'pdf', 'downloaded', 4, x'25504446',
           '2026-02-20T10:00:00.000Z')`,
      ).run();
    },
    async check(dir) {
      const store = openStore(dir, 'profile-a', { listInMemory: false });
      // The files of version 5 read as they were ...
      expect(store.documents.fileOfDocument('d-1')?.bytes).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
      // ... and a file is now written in chunks, read back whole.
      const fileId = await store.documents.putFileInSteps({
        shipmentId: 'ship-1',
        documentId: null,
        documentKey: 'template:t-2',
        documentName: 'Invoice',
        fileName: 'invoice.pdf',
        extension: 'pdf',
        source: 'uploaded',
        bytes: new Uint8Array([1, 2, 3]),
        storedAt: '2026-02-21T10:00:00.000Z',
      });
      expect(store.documents.file(fileId)?.bytes).toEqual(new Uint8Array([1, 2, 3]));
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  7: {
    // Version 6 kept a shipment's tracking messages, but nothing of its free time, changes or looks.
    seed(db) {
      db.prepare(
        `INSERT INTO tracking_messages (shipment_code, messages_json, message_count, fetched_at)
         VALUES ('SHP-1', '[{"status":"Discharged","updatedDate":"2026-12-01T18:30:00","message":"Discharged."}]', 1,
           '2026-12-02T10:00:00.000Z')`,
      ).run();
    },
    check(dir) {
      const store = openStore(dir, 'profile-a', { listInMemory: false });
      const terms = [
        {
          chargeType: 'Demurrage',
          freeTimeStartEvent: 'DISCHARGE',
          freeTimeGrantInDays: 5,
          price: { value: 30_000, currency: 'USD' },
        },
      ];
      // A saved rate's conditions, under each id a booking may name it by ...
      store.freeTime.keepSource(
        ['rate-1', 'saved-1', null, 'saved-1'],
        { terms, booking: null },
        '2026-11-23T10:00:00.000Z',
      );
      expect(store.freeTime.source('saved-1')).toEqual({ terms, booking: null });
      expect(store.freeTime.source('rate-1')).toEqual({ terms, booking: null });
      expect(store.freeTime.source('other')).toBeNull();
      // ... kept by the shipment booked from it, with what was announced of its countdown.
      store.freeTime.keepBooked({
        shipmentId: 'ship-1',
        shipmentCode: 'SHP-1',
        mode: 'sea-lcl',
        terms,
        booking: null,
        bookedAt: '2026-11-23T10:05:00.000Z',
      });
      store.freeTime.markAnnounced('ship-1', { '0:Demurrage': 'due-soon' });
      expect(store.freeTime.list()).toEqual([
        {
          shipmentId: 'ship-1',
          shipmentCode: 'SHP-1',
          mode: 'sea-lcl',
          terms,
          booking: null,
          announced: { '0:Demurrage': 'due-soon' },
          entered: [],
          bookedAt: '2026-11-23T10:05:00.000Z',
        },
      ]);
      // The version 6 messages are still what the countdown reads.
      expect(store.messages.get('SHP-1')?.value[0]?.status).toBe('Discharged');

      // Changes are logged, read newest first after a moment; the last look is a mark.
      const change = { kind: 'added', shipmentId: 'ship-1', shipmentCode: 'SHP-1' } as const;
      store.changeLog.append('2026-12-01T10:00:00.000Z', [change]);
      store.changeLog.append('2026-12-02T10:00:00.000Z', [{ ...change, shipmentId: 'ship-2' }]);
      expect(store.changeLog.since('', 10).map((c) => c.change)).toEqual([{ ...change, shipmentId: 'ship-2' }, change]);
      expect(store.changeLog.since('2026-12-01T10:00:00.000Z', 10)).toHaveLength(1);
      expect(store.changeLog.countSince('')).toBe(2);
      expect(store.marks.get('today.last-look')).toBeNull();
      store.marks.set('today.last-look', '2026-12-02T11:00:00.000Z');
      expect(store.marks.get('today.last-look')).toBe('2026-12-02T11:00:00.000Z');
      expect(store.pickups.between('2026-12-01T00:00:00Z', '2026-12-04T00:00:00Z')).toEqual([]);
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  8: {
    // Version 7 held the rows with the hash of their JSON text (v3), one of them with a field the schema does not declare.
    seed(db) {
      seedVersion1Rows(db);
      new SearchIndexWriter(db).add(7, item, 'bk-778\nmaeu123');
      db.prepare('UPDATE shipments SET item_hash = ? WHERE row_id = 7').run(textHash(JSON.stringify(item)));
      db.prepare(
        `INSERT INTO shipments (row_id, shipment_id, code_folded, agency_folded, origin_city_folded, origin_postal_code,
           origin_country_code, destination_city_folded, destination_postal_code, destination_country_code,
           search_text, list_position, fetched_at, item_hash)
         VALUES (8, 'ship-9', '', '', '', '', '', '', '', '', '', -1, '2026-02-20T10:00:00.000Z', ?)`,
      ).run(textHash(JSON.stringify(undeclared)));
      db.prepare('INSERT INTO shipment_items (row_id, item_json) VALUES (8, ?)').run(JSON.stringify(undeclared));
    },
    check(dir) {
      const store = openStore(dir);
      const db = connectionOf(store);
      const hashOf = db.prepare<[number], number>('SELECT item_hash FROM shipments WHERE row_id = ?').pluck();
      // Each row's hash is now its fields' (or its JSON's, for the item holding another field) ...
      expect(hashOf.get(7)).toBe(listItemHash(item));
      expect(hashOf.get(7)).not.toBe(textHash(JSON.stringify(item)));
      expect(hashOf.get(8)).toBe(textHash(JSON.stringify(undeclared)));
      const writes = db.prepare<[], number>('SELECT total_changes()').pluck();
      const before = writes.get();
      // ... so the next sync of the same list finds both as they are and writes nothing but its own state ...
      expect(syncList(store, [undeclared, item], '2026-02-21T10:00:00.000Z')).toEqual([]);
      expect((writes.get() ?? 0) - (before ?? 0)).toBe(2);
      // ... and a change, even of the field the schema does not declare, is still written.
      const noteMoved = { ...undeclared, carrierNote: 'moved' };
      expect(
        syncList(store, [noteMoved, { ...item, trackingStatus: 'Delivered' }], '2026-02-22T10:00:00.000Z'),
      ).toEqual([
        expect.objectContaining({ kind: 'status', shipmentId: 'ship-1', from: 'InTransit', to: 'Delivered' }),
      ]);
      expect(store.shipments.get('ship-9')).toMatchObject({ carrierNote: 'moved' });
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  9: {
    // Version 8 kept a rate's conditions and a booked shipment's, without its port, containers or hand-entered stops.
    seed(db) {
      const terms = JSON.stringify([
        {
          chargeType: 'Demurrage',
          freeTimeStartEvent: 'DISCHARGE',
          freeTimeGrantInDays: 5,
          price: { value: 7_500, currency: 'EUR' },
        },
      ]);
      db.prepare(
        `INSERT INTO free_time_sources (source_id, terms_json, kept_at) VALUES ('rate-1', ?, '2026-11-23T10:00:00.000Z')`,
      ).run(terms);
      db.prepare(
        `INSERT INTO shipment_free_time (shipment_id, shipment_code, mode, terms_json, announced_json, booked_at)
         VALUES ('ship-1', 'SHP-1', 'sea-fcl', ?, '{"0:Demurrage":"due-soon"}', '2026-11-23T10:05:00.000Z')`,
      ).run(terms);
    },
    check(dir) {
      const store = openStore(dir, 'profile-a', { listInMemory: false });
      // Kept before: the conditions as they were, the facts the desk did not keep then said to be unknown.
      expect(store.freeTime.source('rate-1')).toMatchObject({ booking: null, terms: [{ freeTimeGrantInDays: 5 }] });
      expect(store.freeTime.get('ship-1')).toMatchObject({
        mode: 'sea-fcl',
        booking: null,
        entered: [],
        announced: { '0:Demurrage': 'due-soon' },
      });
      // A stop entered by hand is kept, replaced, and taken back.
      store.freeTime.enter('ship-1', {
        event: 'empty-return',
        at: '2027-01-04T15:00:00',
        enteredAt: '2027-01-05T09:00:00.000Z',
      });
      store.freeTime.enter('ship-1', {
        event: 'empty-return',
        at: '2027-01-03T15:00:00',
        enteredAt: '2027-01-05T09:10:00.000Z',
      });
      store.freeTime.enter('ship-1', {
        event: 'release',
        at: '2026-12-28T08:00:00',
        enteredAt: '2027-01-05T09:10:00.000Z',
      });
      expect(store.freeTime.list()[0]?.entered).toEqual([
        { event: 'empty-return', at: '2027-01-03T15:00:00', enteredAt: '2027-01-05T09:10:00.000Z' },
        { event: 'release', at: '2026-12-28T08:00:00', enteredAt: '2027-01-05T09:10:00.000Z' },
      ]);
      store.freeTime.forget('ship-1', 'release');
      expect(store.freeTime.get('ship-1')?.entered.map((e) => e.event)).toEqual(['empty-return']);
      // A booking now keeps its port and containers.
      const booking = { port: { code: 'ESVLC', city: 'Valencia', countryCode: 'ES' }, containers: { '40DRY': 3 } };
      store.freeTime.keepSource(['rate-2'], { terms: [], booking }, '2026-11-24T10:00:00.000Z');
      expect(store.freeTime.source('rate-2')?.booking).toEqual(booking);
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  10: {
    // Version 9 held rows with a status (row 7, InTransit), an unknown one and none, and no rank.
    seed(db) {
      seedVersion1Rows(db);
      const row = db.prepare(
        `INSERT INTO shipments (row_id, shipment_id, shipment_code, tracking_status, code_folded, agency_folded,
           origin_city_folded, origin_postal_code, origin_country_code, destination_city_folded,
           destination_postal_code, destination_country_code, search_text, list_position, fetched_at)
         VALUES (?, ?, ?, ?, '', '', '', '', '', '', '', '', '', ?, '2026-02-20T10:00:00.000Z')`,
      );
      const itemRow = db.prepare('INSERT INTO shipment_items (row_id, item_json) VALUES (?, ?)');
      for (const [rowId, code, status] of [
        [8, 'FR00008D', 'CustomsHold'],
        [9, 'FR00009D', null],
        [10, 'FR00010D', 'Booked'],
      ] as const) {
        row.run(rowId, `ship-${rowId}`, code, status, rowId - 7);
        itemRow.run(
          rowId,
          JSON.stringify(listItem({ shipmentId: `ship-${rowId}`, shipmentCode: code, trackingStatus: status })),
        );
      }
    },
    async check(dir) {
      const rankOf = (store: ReturnType<typeof openStore>, rowId: number) =>
        connectionOf(store)
          .prepare<[number], number | null>('SELECT status_rank FROM shipments WHERE row_id = ?')
          .pluck()
          .get(rowId);
      const store = openStore(dir);
      // Each row's rank is its status's place in a shipment's life; an unknown one after them all; none, none.
      expect(rankOf(store, 10)).toBe(0);
      expect(rankOf(store, 7)).toBe(3);
      expect(rankOf(store, 8)).toBe(13);
      expect(rankOf(store, 9)).toBeNull();
      // The list sorts by it, by SQL and from memory alike.
      const order = (direction: 'asc' | 'desc') =>
        store.shipments.pages
          .page({ sort: { key: 'status', direction }, offset: 0, limit: 10 })
          .rows.map((r) => r.shipmentId);
      expect(order('asc')).toEqual(['ship-10', 'ship-1', 'ship-8', 'ship-9']);
      expect(order('desc')).toEqual(['ship-8', 'ship-1', 'ship-10', 'ship-9']);
      await store.shipments.pages.whenInMemory();
      expect(order('asc')).toEqual(['ship-10', 'ship-1', 'ship-8', 'ship-9']);
      expect(order('desc')).toEqual(['ship-8', 'ship-1', 'ship-10', 'ship-9']);
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  11: {
    // Version 10 held shipments and drafts; nothing of what the desk sells at.
    seed(db) {
      seedVersion1Rows(db);
    },
    check(dir) {
      const store = openStore(dir);
      // What version 8 held reads as it was ...
      expect(store.shipments.get('ship-1')).toMatchObject({ shipmentCode: 'FR00061D' });
      expect(store.drafts.get('booking/boxes')?.value).toEqual({ weight: '12' });
      // ... and the new tables start empty and take their rows.
      expect(store.customers.list()).toEqual([]);
      expect(store.marginRules.list()).toEqual([]);
      expect(store.pricedQuotes.list()).toEqual([]);
      expect(store.shipmentSells.list()).toEqual([]);
      const acme = store.customers.save({
        name: 'Acme',
        contact: '',
        language: '',
        currencyNote: '',
        defaultMarginBp: 1000,
        notes: '',
      });
      expect(store.customers.get(acme.id)).toEqual(acme);
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
  12: {
    // Version 11 named the operator's marks desk_marks, and when a rate's conditions were saved kept_at.
    seed(db) {
      db.prepare(`INSERT INTO desk_marks (name, value) VALUES ('today.last-look', '2026-11-20T08:00:00.000Z')`).run();
      db.prepare(
        `INSERT INTO free_time_sources (source_id, terms_json, kept_at) VALUES ('rate-1', '[]', '2026-11-23T10:00:00.000Z')`,
      ).run();
    },
    check(dir) {
      const store = openStore(dir);
      // The rows are where the new names say, as they were ...
      withRaw(storeFile(dir, 'profile-a'), (db) => {
        const tables = db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table'`).pluck().all();
        expect(tables).toContain('operator_marks');
        expect(tables).not.toContain('desk_marks');
        expect(db.prepare(`SELECT saved_at FROM free_time_sources WHERE source_id = 'rate-1'`).pluck().get()).toBe(
          '2026-11-23T10:00:00.000Z',
        );
      });
      // ... and the store reads and writes them.
      expect(store.marks.get('today.last-look')).toBe('2026-11-20T08:00:00.000Z');
      store.marks.set('today.last-look', '2026-11-24T08:00:00.000Z');
      expect(store.marks.get('today.last-look')).toBe('2026-11-24T08:00:00.000Z');
      expect(store.freeTime.source('rate-1')).toMatchObject({ terms: [] });
      expect(store.integrityCheck()).toEqual(['ok']);
    },
  },
};

describe('store migrations', () => {
  it('number the versions 1, 2, 3 ... with no gap, each tested below', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(Object.keys(steps).map(Number)).toEqual(migrations.map((m) => m.version));
  });

  it.each(migrations.map((m) => [m.version, m.summary] as const))(
    'step %i (%s) runs on the previous version holding data',
    async (version) => {
      const { dir, file } = databaseAt(version - 1);
      const step = steps[version];
      if (!step) throw new Error(`no test data for store version ${version}`);
      withRaw(file, (db) => {
        expect(Number(db.pragma('user_version', { simple: true }))).toBe(version - 1);
        step.seed(db);
      });
      await step.check(dir);
      expect(withRaw(file, (db) => Number(db.pragma('user_version', { simple: true })))).toBe(latest);
    },
  );

  it('refuses a database written by a newer version, and leaves it byte for byte as it was', () => {
    const { dir, file } = databaseAt(latest);
    withRaw(file, (db) => db.pragma(`user_version = ${latest + 1}`));
    const before = createHash('sha256').update(readFileSync(file)).digest('hex');

    let error: unknown;
    try {
      openStore(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).code).toBe('newer-schema');
    expect((error as StoreError).message).toContain(`store version ${latest + 1}; this version reads up to ${latest}`);
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(before);
  });

  it('leaves the previous version whole when a step fails half way', () => {
    const { dir, file } = databaseAt(1);
    const failing: Migration = {
      version: 2,
      summary: 'fails after creating a table',
      up(db) {
        db.exec('CREATE TABLE half_done (x INTEGER)');
        throw new Error('disk full');
      },
    };
    expect(() => openDatabase(file, { migrations: [migrations[0] as Migration, failing] })).toThrow('disk full');
    withRaw(file, (db) => {
      expect(Number(db.pragma('user_version', { simple: true }))).toBe(1);
      expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").pluck().get()).toBe(0);
    });
    // The app's own steps then take it to the latest version.
    expect(openStore(dir).version).toBe(latest);
  });

  it('opening an up-to-date store runs no step again', () => {
    const dir = tempDataDir();
    openStore(dir).close();
    const ran: number[] = [];
    const watched = migrations.map((m) => ({ ...m, up: (db: Database) => (ran.push(m.version), m.up(db)) }));
    openDatabase(storeFile(dir, 'profile-a'), { migrations: watched }).close();
    expect(ran).toEqual([]);
  });

  it('makes a new store with pages of 16 KiB, and keeps the 4 KiB pages of a store made before', () => {
    const pageSize = (file: string) => withRaw(file, (db) => Number(db.pragma('page_size', { simple: true })));
    const made = databaseAt(latest);
    expect(pageSize(made.file)).toBe(NEW_STORE_PAGE_SIZE);

    // A file already holding pages of SQLite's 4 KiB (as every store was made before): it keeps them.
    const dir = tempDataDir();
    const file = storeFile(dir, 'profile-a');
    mkdirSync(dirname(file), { recursive: true });
    withRaw(file, (db) => {
      db.pragma('journal_mode = WAL');
      db.exec('CREATE TABLE placeholder (x); DROP TABLE placeholder;');
    });
    expect(pageSize(file)).toBe(4096);
    const first = openStore(dir);
    syncList(first, [listItem({ shipmentId: 'kept' })], '2026-03-01T10:00:00.000Z');
    first.close();

    const store = openStore(dir);
    expect(store.version).toBe(latest);
    syncList(store, [listItem({ shipmentId: 'new' }), listItem({ shipmentId: 'kept' })], '2026-03-01T10:05:00.000Z');
    expect(store.shipments.pages.page({ offset: 0, limit: 10 }).rows.map((row) => row.shipmentId)).toEqual([
      'new',
      'kept',
    ]);
    expect(store.integrityCheck()).toEqual(['ok']);
    // Its log is still copied every 4 MiB, in its own pages.
    expect(Number(connectionOf(store).pragma('wal_autocheckpoint', { simple: true }))).toBe(1024);
    store.close();
    expect(pageSize(file)).toBe(4096);
  });
});

import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import { SEARCH_FIELD_NAMES, searchFields, shipmentColumns, type ShipmentColumns } from './shipment-columns';
import { readJson } from './stored-json';
import { listItemHash } from './item-hash';
import { SearchIndexWriter, type SearchCatchUp } from './search-index';

/** What a write compares against: the stored row's values that changes are reported on. */
interface StoredRow {
  row_id: number;
  /** 1 when the stored item is exactly the one being written (compared in SQLite, without reading it out). */
  same_item: number;
  item_hash: number | null;
  item_json: string;
  list_position: number;
  missing_since: string | null;
  fetched_at: string;
  tracking_status: string | null;
  customs_status: string | null;
  delivery_date: string | null;
  pick_up_date: string | null;
}

/** The tracked values of a list row: a change of any is one event. */
const TRACKED = [
  { kind: 'status', column: 'tracking_status', field: 'trackingStatus' },
  { kind: 'customs-status', column: 'customs_status', field: 'customsStatus' },
  { kind: 'delivery-date', column: 'delivery_date', field: 'deliveryDate' },
  { kind: 'pickup-date', column: 'pick_up_date', field: 'pickUpDate' },
] as const;

/** Every column of ShipmentColumns (a Record, so a column added there must be added here). */
const COLUMNS: Record<keyof ShipmentColumns, true> = {
  shipment_id: true,
  shipment_code: true,
  agency: true,
  pick_up_date: true,
  delivery_date: true,
  price_value: true,
  tracking_status: true,
  customs_status: true,
  status_rank: true,
  code_folded: true,
  agency_folded: true,
  origin_city_folded: true,
  origin_postal_code: true,
  origin_country_code: true,
  destination_city_folded: true,
  destination_postal_code: true,
  destination_country_code: true,
  search_text: true,
};
// Object.keys types its answer string[]; the keys of COLUMNS are exactly the columns.
const COLUMN_NAMES = Object.keys(COLUMNS) as (keyof ShipmentColumns)[];

type Value = string | number | null;

/** A list item a sync inserts: where it stands, its JSON and its hash (listItemHash), made by the sync already. */
export interface NewListRow {
  readonly item: ShipmentListItem;
  readonly position: number;
  readonly itemJson: string;
  readonly hash: number;
}

export interface RowWrite {
  /** Whether the row was written (false: it was already stored as it is). */
  readonly written: boolean;
  readonly rowId: number;
}

/** How a row is written. */
export interface WriteOptions {
  /** Report a row the store did not hold as added (not on the first full sync: the baseline). */
  readonly reportAdded: boolean;
  /** Rewrite the fetch time even when nothing else changed (see write()). */
  readonly touch: boolean;
  /**
   * Leave the row's new texts out of the search index until a catch-up
   * (SearchCatchUp): a full sync's rows, so that the sync is over sooner.
   */
  readonly deferSearch?: boolean;
}

/**
 * Writes list rows one at a time (inside the caller's transaction) and
 * reports what changed. A row stored exactly as it comes, at the same place,
 * is not written again: a sync of an unchanged list of 100,000 writes nothing.
 * Parameters are positional: binding by name costs a lookup per column.
 */
export class ShipmentRowWriter {
  private readonly selectRow: Statement<[string, string], StoredRow>;
  private readonly selectReferences: Statement<[string], string>;
  private readonly selectReferencesOf: Statement<[string], { shipment_id: string; references_text: string }>;
  private readonly insertShipment: Statement<Value[]>;
  private readonly updateRow: Statement<Value[]>;
  private readonly upsertItem: Statement<[number, string]>;
  private readonly move: Statement<[number, string, number, number]>;
  private readonly search: SearchIndexWriter;
  private writes = 0;

  constructor(
    db: Database,
    /** Where a list sync's rows wait for the index (options.deferSearch). */
    private readonly searchCatchUp: SearchCatchUp,
  ) {
    this.selectRow = db.prepare(
      `SELECT s.row_id, i.item_json = ? AS same_item, s.item_hash, i.item_json, s.list_position, s.missing_since, s.fetched_at,
              s.tracking_status, s.customs_status, s.delivery_date, s.pick_up_date
       FROM shipments s JOIN shipment_items i USING (row_id) WHERE s.shipment_id = ?`,
    );
    this.selectReferences = db
      .prepare<[string], string>('SELECT references_text FROM shipment_details WHERE shipment_id = ?')
      .pluck();
    const slots = COLUMN_NAMES.map(() => '?').join(', ');
    this.selectReferencesOf = db.prepare(
      'SELECT shipment_id, references_text FROM shipment_details WHERE shipment_id IN (SELECT value FROM json_each(?))',
    );
    this.insertShipment = db.prepare(
      `INSERT INTO shipments (${COLUMN_NAMES.join(', ')}, list_position, fetched_at, item_hash) VALUES (${slots}, ?, ?, ?)`,
    );
    this.updateRow = db.prepare(
      `UPDATE shipments SET ${COLUMN_NAMES.map((c) => `${c} = ?`).join(', ')}, list_position = ?, fetched_at = ?, item_hash = ?,
       missing_since = NULL WHERE row_id = ?`,
    );
    this.upsertItem = db.prepare(
      'INSERT INTO shipment_items (row_id, item_json) VALUES (?, ?) ON CONFLICT (row_id) DO UPDATE SET item_json = excluded.item_json',
    );
    this.move = db.prepare(
      'UPDATE shipments SET list_position = ?, fetched_at = ?, item_hash = ?, missing_since = NULL WHERE row_id = ?',
    );
    this.search = new SearchIndexWriter(db);
  }

  /**
   * How many times rows of the list were written on this connection (their
   * existence, item, place or state): with data_version (other connections'
   * commits) it says when the list main keeps in memory is stale
   * (shipment-list.ts). Every write on this connection of what memory keeps
   * (a row's existence, item, place, sorted and searched columns) goes
   * through this writer; marking a row missing changes none of those (a
   * page reads each row's state from the file).
   */
  get rowWrites(): number {
    return this.writes;
  }

  /**
   * Stores one list item at `position`. `touch` rewrites the fetch time even
   * when nothing else changed (a fetch of a few rows: they are fresh now); a
   * full sync does not, its time is the list's (ShipmentList.page).
   */
  write(
    item: ShipmentListItem,
    position: number,
    fetchedAt: string,
    options: WriteOptions,
    changes: ShipmentChange[],
    itemJson = JSON.stringify(item),
    hash = listItemHash(item),
  ): RowWrite {
    const stored = this.selectRow.get(itemJson, item.shipmentId);
    if (stored?.same_item === 1) {
      const moved = stored.list_position !== position || stored.missing_since !== null;
      // A hash that differs for the same item (none stored, or another hash function's) is rewritten once: the next sync then skips the row on its hash.
      const staleHash = stored.item_hash !== hash;
      if (!moved && !options.touch && !staleHash) return { written: false, rowId: stored.row_id };
      const time = options.touch || fetchedAt > stored.fetched_at ? fetchedAt : stored.fetched_at;
      this.move.run(position, time, hash, stored.row_id);
      this.writes++;
      return { written: true, rowId: stored.row_id };
    }
    if (!stored)
      return { written: true, rowId: this.insert(item, position, fetchedAt, options, changes, itemJson, hash) };
    const references = this.selectReferences.get(item.shipmentId) ?? '';
    const rowId = stored.row_id;
    this.updateRow.run(...this.values(item, references, position, fetchedAt, hash), rowId);
    this.writes++;
    // Most changes (a status, a date) leave the searched texts as they were: the index row is then kept.
    if (!sameSearchFields(readJson<ShipmentListItem>(stored.item_json), item, references)) {
      if (options.deferSearch) this.searchCatchUp.defer(rowId, true);
      else this.search.replace(rowId, item, references);
    }
    for (const tracked of TRACKED) {
      const from = stored[tracked.column];
      const to = item[tracked.field];
      if (from !== to)
        changes.push({ kind: tracked.kind, shipmentId: item.shipmentId, shipmentCode: item.shipmentCode, from, to });
    }
    this.upsertItem.run(rowId, itemJson);
    return { written: true, rowId };
  }

  /**
   * Stores a list item the store does not hold (write() has just looked);
   * returns its row id.
   */
  private insert(
    item: ShipmentListItem,
    position: number,
    fetchedAt: string,
    options: Omit<WriteOptions, 'touch'>,
    changes: ShipmentChange[],
    itemJson: string,
    hash: number,
  ): number {
    // A detail fetched before the list brought its row has references to search with it.
    const references = this.selectReferences.get(item.shipmentId) ?? '';
    const rowId = this.insertRow(item, position, fetchedAt, references, itemJson, hash, options.reportAdded, changes);
    if (options.deferSearch) this.searchCatchUp.defer(rowId, false);
    else this.search.add(rowId, item, references);
    return rowId;
  }

  /**
   * Stores a sync's items the store does not hold (the sync has looked them
   * up for its whole batch), in list order; returns their row ids. Their
   * details' references are read in one statement and the rows are marked
   * for the search catch-up in one: a row at a time, those two were a
   * visible part of a sync bringing many new shipments.
   */
  insertNew(rows: readonly NewListRow[], fetchedAt: string, reportAdded: boolean, changes: ShipmentChange[]): number[] {
    if (rows.length === 0) return [];
    const references = new Map(
      this.selectReferencesOf
        .all(JSON.stringify(rows.map((row) => row.item.shipmentId)))
        .map((row) => [row.shipment_id, row.references_text]),
    );
    const rowIds = rows.map((row) =>
      this.insertRow(
        row.item,
        row.position,
        fetchedAt,
        references.get(row.item.shipmentId) ?? '',
        row.itemJson,
        row.hash,
        reportAdded,
        changes,
      ),
    );
    this.searchCatchUp.deferNew(rowIds);
    return rowIds;
  }

  /** The row and its item, without its search texts (the callers index them or leave them for a catch-up). */
  private insertRow(
    item: ShipmentListItem,
    position: number,
    fetchedAt: string,
    references: string,
    itemJson: string,
    hash: number,
    reportAdded: boolean,
    changes: ShipmentChange[],
  ): number {
    const rowId = Number(
      this.insertShipment.run(...this.values(item, references, position, fetchedAt, hash)).lastInsertRowid,
    );
    this.writes++;
    this.upsertItem.run(rowId, itemJson);
    if (reportAdded) changes.push({ kind: 'added', shipmentId: item.shipmentId, shipmentCode: item.shipmentCode });
    return rowId;
  }

  private values(
    item: ShipmentListItem,
    references: string,
    position: number,
    fetchedAt: string,
    hash: number,
  ): Value[] {
    const columns = shipmentColumns(item, references);
    const values: Value[] = COLUMN_NAMES.map((name) => columns[name]);
    values.push(position, fetchedAt, hash);
    return values;
  }
}

/** Whether two items give the same index row (the references are the row's, the same for both). */
function sameSearchFields(before: ShipmentListItem, after: ShipmentListItem, references: string): boolean {
  const a = searchFields(before, references);
  const b = searchFields(after, references);
  return SEARCH_FIELD_NAMES.every((name) => a[name] === b[name]);
}

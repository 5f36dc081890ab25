import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import { ShipmentPages, storedItem } from './shipment-pages';
import { ShipmentRowWriter, type NewListRow } from './shipment-rows';
import { listItemHash } from './item-hash';
import { ShipmentListSync } from './shipment-list-sync';
import { SearchCatchUp } from './search-index';
import type { SyncStates } from './sync-state';

/**
 * The tracking list of one profile, as the store holds it: pages answered
 * from SQLite (filters, search and every sort order, never a new fetch), the
 * full sync that replaces it, and the few rows a booking brings.
 */
export class ShipmentList {
  private readonly writer: ShipmentRowWriter;
  /** Windows of the list, filtered, searched and sorted. */
  readonly pages: ShipmentPages;
  private readonly searchCatchUp: SearchCatchUp;
  private readonly selectOne: Statement<
    [string],
    { fetched_at: string; missing_since: string | null; item_json: string }
  >;
  private readonly topPosition: Statement<[], number | null>;
  private readonly selectPosition: Statement<[string], number>;
  private readonly selectListRows: Statement<
    [string],
    { shipment_id: string; list_position: number; item_hash: number | null; missing_since: string | null }
  >;
  private activeSync: ShipmentListSync | null = null;

  constructor(
    private readonly db: Database,
    private readonly states: SyncStates,
    private readonly now: () => Date,
    options: {
      listInMemory: boolean;
      listLoadsAfter?: Promise<void>;
      /** Writes of shipments rows made elsewhere on this connection (a detail's search text). */
      otherRowWrites: () => number;
    },
  ) {
    this.searchCatchUp = new SearchCatchUp(db);
    this.writer = new ShipmentRowWriter(db, this.searchCatchUp);
    this.pages = new ShipmentPages(db, states, {
      searchCatchUp: this.searchCatchUp,
      listInMemory: options.listInMemory,
      ...(options.listLoadsAfter ? { listLoadsAfter: options.listLoadsAfter } : {}),
      listWrites: () => this.writer.rowWrites + options.otherRowWrites(),
    });
    this.selectOne = db.prepare(
      `SELECT s.fetched_at, s.missing_since, i.item_json
       FROM shipments s JOIN shipment_items i USING (row_id) WHERE s.shipment_id = ?`,
    );
    this.topPosition = db.prepare<[], number | null>('SELECT min(list_position) FROM shipments').pluck();
    this.selectListRows = db.prepare(
      `SELECT shipment_id, list_position, item_hash, missing_since FROM shipments
       WHERE shipment_id IN (SELECT value FROM json_each(?))`,
    );
    this.selectPosition = db
      .prepare<[string], number>('SELECT list_position FROM shipments WHERE shipment_id = ?')
      .pluck();
  }

  get(shipmentId: string): StoredShipmentListItem | null {
    const row = this.selectOne.get(shipmentId);
    return row ? storedItem(row, row.item_json, this.states.get('shipments').fetchedAt) : null;
  }

  /**
   * Starts a full sync of the list: the service's whole answer, `count`
   * items, written in batches (ShipmentListSync.writeBatch), then finish()
   * marks the rows it did not hold. A sync begun while another is running
   * replaces it (the older one can no longer write).
   */
  beginSync(options: { fetchedAt: string; count: number }): ShipmentListSync {
    this.activeSync?.abandon();
    const previous = this.states.get('shipments');
    const sync = new ShipmentListSync(this.db, this.writer, this.states, {
      ...options,
      // The first full sync is the baseline: its rows are not news.
      reportAdded: previous.completedAt !== null,
      now: this.now,
      onEnd: () => {
        if (this.activeSync === sync) this.activeSync = null;
      },
    });
    this.activeSync = sync;
    return sync;
  }

  /**
   * Indexes for search up to `limit` of the rows a sync left out of the index
   * (one transaction); returns how many (0: none was waiting). The sync's
   * worker runs it in batches once it has reported the list synced.
   */
  catchUpSearch(limit: number): number {
    return this.searchCatchUp.catchUp(limit);
  }

  /**
   * One batch of a dated sync (the service's list since a date, newest
   * first), handed from the list's last batch to its first: stored rows keep
   * their place, new ones go on top, nothing is marked missing. Their texts
   * are indexed for search after the sync, as a whole sync's are.
   */
  writeDated(items: readonly ShipmentListItem[], fetchedAt: string): ShipmentChange[] {
    const changes: ShipmentChange[] = [];
    const options = { reportAdded: true, touch: false, deferSearch: true };
    this.db
      .transaction(() => {
        // One read for the batch, its ids in order: the index is walked once, not probed at random.
        const ids = items.map((item) => item.shipmentId).sort();
        const stored = new Map(this.selectListRows.all(JSON.stringify(ids)).map((row) => [row.shipment_id, row]));
        const places = new Map<string, number>();
        let top = this.topPosition.get() ?? 1;
        const fresh: NewListRow[] = [];
        const again: { item: ShipmentListItem; position: number }[] = [];
        // From the last: the first item ends up on top. An item listed twice is new once, then written again.
        for (let index = items.length - 1; index >= 0; index--) {
          // The index runs within the batch's bounds.
          const item = items[index] as ShipmentListItem;
          const row = stored.get(item.shipmentId);
          if (row) {
            // The same hash is the same fields (item-hash.ts): a listed row stored as it comes is not looked at again.
            if (row.item_hash !== listItemHash(item) || row.missing_since !== null)
              again.push({ item, position: row.list_position });
            continue;
          }
          const placed = places.get(item.shipmentId);
          if (placed !== undefined) {
            again.push({ item, position: placed });
            continue;
          }
          const position = --top;
          places.set(item.shipmentId, position);
          fresh.push({ item, position, itemJson: JSON.stringify(item), hash: listItemHash(item) });
        }
        // Inserted in the order of their ids, as the batch was read: the id index's pages are met once each.
        fresh.sort((a, b) => (a.item.shipmentId < b.item.shipmentId ? -1 : 1));
        this.writer.insertNew(fresh, fetchedAt, true, changes);
        for (const { item, position } of again) this.writer.write(item, position, fetchedAt, options, changes);
      })
      .immediate();
    return changes;
  }

  /** A dated sync ran to its end (ShipmentListSync.finish records a whole one). */
  completeDated(): void {
    this.states.markCompletedSince('shipments', this.now().toISOString());
  }

  /**
   * Stores some rows the service sent (a booking's new shipment, a list
   * fetched with filters) without judging the others: nothing is marked
   * missing. New rows go to the top, as the service lists new bookings.
   */
  upsertSome(items: readonly ShipmentListItem[], fetchedAt: string): ShipmentChange[] {
    const changesPerItem: ShipmentChange[][] = [];
    this.db
      .transaction(() => {
        let top = this.topPosition.get() ?? 1;
        // From the last: the first item ends up on top.
        for (const item of [...items].reverse()) {
          const position = this.selectPosition.get(item.shipmentId) ?? --top;
          const changes: ShipmentChange[] = [];
          // Written with their fetch time: a sync running now fetched its list earlier and does not judge them.
          this.writer.write(item, position, fetchedAt, { reportAdded: true, touch: true }, changes);
          changesPerItem.unshift(changes);
        }
      })
      .immediate();
    return changesPerItem.flat();
  }
}

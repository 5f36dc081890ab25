import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import { ShipmentPages, storedItem } from './shipment-pages';
import { ShipmentRowWriter } from './shipment-rows';
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

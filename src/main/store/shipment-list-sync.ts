import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import { listItemHash } from './list-item-hash';
import type { ShipmentRowWriter } from './shipment-rows';
import { StoreError } from './store-error';
import type { SyncStates } from './sync-state';

export interface ListSyncOptions {
  /** When the service sent the list. */
  readonly fetchedAt: string;
  /** How many items the whole list holds (places are counted from its end). */
  readonly count: number;
  readonly reportAdded: boolean;
  readonly now: () => Date;
  readonly onEnd: () => void;
}

/**
 * How many rows one transaction of a sync writes, for a sync run in a worker
 * thread (its own connection; main's reads go on meanwhile): larger batches
 * write each index page fewer times. A sync of 110,000 with 10,000 new took
 * about 1.7 s in batches of 5,000 and 1.5 s in batches of 10,000 or 20,000
 * here; 10,000 keeps a cancel (read between batches) within a batch of new
 * rows, about half a second. On main's thread a batch holds the event loop:
 * there a few hundred rows keep each under 50 ms.
 */
export const LIST_SYNC_BATCH_SIZE = 10_000;

/**
 * One full sync of the shipment list: the caller hands the service's list in
 * order, in batches, each written in its own transaction (a kill between two
 * loses nothing committed), then finish() marks what the list no longer
 * holds. Cancelled or failed half way, the rows already written are newer
 * data and stay; nothing is marked missing.
 */
export class ShipmentListSync {
  private written = 0;
  private ended = false;
  /** The rows this sync wrote or found as they are: every other row the list held before is no longer listed. */
  private readonly seen = new Set<number>();
  private readonly selectRowIds: Statement<[], string | null>;
  private readonly selectListed: Statement<[string, string], number>;
  private readonly selectPlaces: Statement<[number, number], string | null>;
  private readonly selectStoredIds: Statement<[string], string>;
  private readonly markMissing: Statement<[string, number], { shipment_id: string; shipment_code: string | null }>;

  constructor(
    private readonly db: Database,
    private readonly writer: ShipmentRowWriter,
    private readonly states: SyncStates,
    private readonly options: ListSyncOptions,
  ) {
    // Every row id, from the narrowest index (10 ms for 110,000; the rows' own pages, read for the conditions, cost 45).
    this.selectRowIds = db
      .prepare<[], string | null>(`SELECT '[' || group_concat(row_id) || ']' FROM shipments`)
      .pluck();
    // Rows written after the list was fetched (a booking's row, while the sync ran) are newer than it: never judged by it.
    this.selectListed = db
      .prepare<[string, string], number>(
        `SELECT row_id FROM shipments WHERE row_id IN (SELECT value FROM json_each(?))
         AND missing_since IS NULL AND fetched_at <= ?`,
      )
      .pluck();
    // One text for a whole batch, parsed at once: a row a time through the driver cost three times as much.
    this.selectPlaces = db
      .prepare<[number, number], string | null>(
        `SELECT '[' || group_concat(list_position || ',' || row_id || ',' || ifnull(item_hash, 'null')) || ']'
         FROM shipments WHERE list_position BETWEEN ? AND ? AND missing_since IS NULL`,
      )
      .pluck();
    this.selectStoredIds = db
      .prepare<[string], string>(
        'SELECT shipment_id FROM shipments WHERE shipment_id IN (SELECT value FROM json_each(?))',
      )
      .pluck();
    this.markMissing = db.prepare(
      'UPDATE shipments SET missing_since = ? WHERE row_id = ? RETURNING shipment_id, shipment_code',
    );
    states.markStarted('shipments', options.now().toISOString());
  }

  /**
   * The listed rows at the places first..last, by place: their row id and
   * item hash. Read afresh for each batch (inside its transaction), so what
   * another connection wrote between two batches is seen as it is.
   */
  private listedAt(first: number, last: number): Map<number, readonly [rowId: number, hash: number | null]> {
    // The text is built above from integers (or null), three to a row.
    const flat = JSON.parse(this.selectPlaces.get(first, last) ?? '[]') as (number | null)[];
    const places = new Map<number, readonly [number, number | null]>();
    for (let i = 0; i + 2 < flat.length; i += 3)
      places.set(flat[i] as number, [flat[i + 1] as number, flat[i + 2] ?? null]);
    return places;
  }

  /** Rows written so far. */
  get count(): number {
    return this.written;
  }

  /**
   * Writes the next items of the list in one transaction; returns what
   * changed in them. Most items of a sync are stored as they come, at the
   * same place: each is hashed (listItemHash: its fields, without writing its JSON) and
   * compared with the hash of the row listed at its place, one read for the
   * whole batch, and not looked at again. The others (new, changed, moved,
   * or a row already met in this sync) are then written in list order: the
   * ones the store does not hold (one read for the batch) are inserted
   * straight away, the rest through the writer, which looks each up.
   */
  writeBatch(items: readonly ShipmentListItem[]): ShipmentChange[] {
    this.checkOpen();
    const changes: ShipmentChange[] = [];
    // Texts of new and changed rows are indexed for search after the sync (SearchCatchUp): it ends sooner.
    const options = { reportAdded: this.options.reportAdded, touch: false, deferSearch: true };
    const first = this.written - (this.options.count - 1);
    const batch = this.db.transaction(() => {
      const listed = this.listedAt(first, first + items.length - 1);
      const others: { index: number; hash: number }[] = [];
      items.forEach((item, index) => {
        const hash = listItemHash(item);
        const row = listed.get(first + index);
        // The same hash is the same fields, shipment id included (list-item-hash.ts). A row met before in this sync is the same shipment listed twice: written at its later place, as it always was.
        if (row !== undefined && row[1] === hash && !this.seen.has(row[0])) this.seen.add(row[0]);
        else others.push({ index, hash });
      });
      if (others.length === 0) return;
      const stored = new Set(this.selectStoredIds.all(JSON.stringify(others.map((o) => items[o.index]?.shipmentId))));
      for (const { index, hash } of others) {
        // Indexes from the forEach above.
        const item = items[index] as ShipmentListItem;
        const position = first + index;
        const json = JSON.stringify(item);
        if (stored.has(item.shipmentId)) {
          this.seen.add(this.writer.write(item, position, this.options.fetchedAt, options, changes, json, hash).rowId);
          continue;
        }
        this.seen.add(this.writer.insert(item, position, this.options.fetchedAt, options, changes, json, hash));
        // Listed again further down: then found stored.
        stored.add(item.shipmentId);
      }
    });
    batch.immediate();
    this.written += items.length;
    return changes;
  }

  /** Marks the rows the list no longer holds and records the sync as complete. */
  finish(totalElements: number | null): ShipmentChange[] {
    this.checkOpen();
    const changes: ShipmentChange[] = [];
    this.db
      .transaction(() => {
        const since = this.options.fetchedAt;
        // The text is built above from integers. Most rows were met in this sync: the few others are then read.
        const ids = JSON.parse(this.selectRowIds.get() ?? '[]') as number[];
        const unseen = ids.filter((rowId) => !this.seen.has(rowId));
        for (const rowId of unseen.length === 0 ? [] : this.selectListed.all(JSON.stringify(unseen), since)) {
          const row = this.markMissing.get(since, rowId);
          if (row)
            changes.push({ kind: 'unlisted', shipmentId: row.shipment_id, shipmentCode: row.shipment_code, since });
        }
        this.states.markCompleted('shipments', this.options.now().toISOString(), since, totalElements);
      })
      .immediate();
    this.end();
    return changes;
  }

  /** Stops here (cancelled or failed): what was written stays, nothing is marked missing. */
  abandon(): void {
    if (this.ended) return;
    this.end();
  }

  private end(): void {
    this.ended = true;
    this.seen.clear();
    this.options.onEnd();
  }

  private checkOpen(): void {
    if (this.ended)
      throw new StoreError(
        'in-use',
        'This sync of the shipment list has ended (finished, cancelled or replaced by a newer one).',
      );
  }
}

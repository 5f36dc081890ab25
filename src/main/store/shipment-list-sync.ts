import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '@shared/api/tracking';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import { listItemHash } from './item-hash';
import type { NewListRow, ShipmentRowWriter } from './shipment-rows';
import { checkpointLogAt } from './database';
import { StoreError } from './store-error';
import type { SyncStates } from './sync-state';

/** An item of the list by its hash (listItemHash), and the item itself when it must be written. */
export interface ListEntry {
  readonly hash: number;
  item(): ShipmentListItem;
}

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
 * write each index page fewer times, up to this size (docs/performance.md);
 * beyond it a cancel (read between batches) would wait longer for no gain.
 * On main's thread a batch holds the event loop: there a few hundred rows
 * keep each short.
 */
export const LIST_SYNC_BATCH_SIZE = 10_000;

/**
 * How far SQLite's log may grow during a sync before a commit copies it into
 * the database file (a checkpoint): 32 MiB, the size the log is cut back to
 * (database.ts), instead of 4 (CHECKPOINT_LOG_BYTES). A checkpoint syncs the
 * log and the file to disk: with the smaller log it was most of the commit of
 * a batch of new rows (docs/performance.md). A sync of 10,000 new now writes
 * its log without one, and the sync's thread copies it as soon as it has told
 * main the sync ended (serve-list-sync.ts); a full sync copies it at this
 * larger size rather than the smaller one.
 */
export const SYNC_CHECKPOINT_LOG_BYTES = 32 * 1024 * 1024;

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
  /** The connection's own checkpoint size, restored when the sync ends. */
  private readonly checkpointPagesBefore: number;
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
    // Every row id, from the narrowest index: the rows' own pages, read for the conditions, cost several times more.
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
    this.checkpointPagesBefore = Number(db.pragma('wal_autocheckpoint', { simple: true }));
    checkpointLogAt(db, SYNC_CHECKPOINT_LOG_BYTES);
  }

  /**
   * The listed rows at the places first..last, by place (index 0 is
   * `first`): their row id and item hash, NaN where no row is listed (or,
   * for the hash, none is stored). Read afresh for each batch (inside its
   * transaction), so what another connection wrote between two batches is
   * seen as it is. Two arrays of numbers rather than a map of pairs: a sync
   * of 110,000 made 110,000 of each.
   */
  private listedAt(first: number, last: number): { rowIds: Float64Array; hashes: Float64Array } {
    const rowIds = new Float64Array(last - first + 1).fill(Number.NaN);
    const hashes = new Float64Array(last - first + 1).fill(Number.NaN);
    // The text is built above from integers (or null), three to a row; a later row at the same place wins.
    const flat = JSON.parse(this.selectPlaces.get(first, last) ?? '[]') as (number | null)[];
    for (let i = 0; i + 2 < flat.length; i += 3) {
      const at = (flat[i] as number) - first;
      rowIds[at] = flat[i + 1] as number;
      hashes[at] = flat[i + 2] ?? Number.NaN;
    }
    return { rowIds, hashes };
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
   * or a row already met in this sync) are then written: the ones the store
   * does not hold (one read for the batch) are inserted together, in list
   * order, then the rest through the writer, which looks each up.
   */
  writeBatch(items: readonly ShipmentListItem[]): ShipmentChange[] {
    return this.writeEntries(items.map((item) => ({ hash: listItemHash(item), item: () => item })));
  }

  /**
   * writeBatch for items whose hash the caller knows: an item is only asked
   * for (`item()`, which may parse it) when it has to be written, so an
   * item stored as it comes is never parsed (last-syncs.ts).
   */
  writeEntries(entries: readonly ListEntry[]): ShipmentChange[] {
    this.checkOpen();
    const changes: ShipmentChange[] = [];
    // Texts of new and changed rows are indexed for search after the sync (SearchCatchUp): it ends sooner.
    const options = { reportAdded: this.options.reportAdded, touch: false, deferSearch: true };
    const first = this.written - (this.options.count - 1);
    const batch = this.db.transaction(() => {
      const listed = this.listedAt(first, first + entries.length - 1);
      const others: { index: number; hash: number }[] = [];
      entries.forEach(({ hash }, index) => {
        // The same hash is the same fields, shipment id included (item-hash.ts); NaN equals nothing. A row met before in this sync is the same shipment listed twice: written at its later place, as it always was.
        const rowId = listed.rowIds[index] as number;
        if (listed.hashes[index] === hash && !this.seen.has(rowId)) this.seen.add(rowId);
        else others.push({ index, hash });
      });
      if (others.length === 0) return;
      // Indexes from the forEach above.
      const itemAt = (index: number) => (entries[index] as ListEntry).item();
      const stored = new Set(this.selectStoredIds.all(JSON.stringify(others.map((o) => itemAt(o.index).shipmentId))));
      // The rows the store does not hold are inserted together; an item listed twice in the batch is new only
      // the first time, and written after the insert at its later place, as a stored row is.
      const fresh: NewListRow[] = [];
      const again: { index: number; hash: number }[] = [];
      for (const other of others) {
        const item = itemAt(other.index);
        if (stored.has(item.shipmentId)) {
          again.push(other);
          continue;
        }
        stored.add(item.shipmentId);
        fresh.push({ item, position: first + other.index, itemJson: JSON.stringify(item), hash: other.hash });
      }
      for (const rowId of this.writer.insertNew(fresh, this.options.fetchedAt, this.options.reportAdded, changes))
        this.seen.add(rowId);
      for (const { index, hash } of again) {
        const item = itemAt(index);
        const write = this.writer.write(
          item,
          first + index,
          this.options.fetchedAt,
          options,
          changes,
          JSON.stringify(item),
          hash,
        );
        this.seen.add(write.rowId);
      }
    });
    batch.immediate();
    this.written += entries.length;
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
    this.db.pragma(`wal_autocheckpoint = ${this.checkpointPagesBefore}`);
    this.seen.clear();
    this.options.onEnd();
  }

  private checkOpen(): void {
    if (this.ended) throw new StoreError('in-use', { key: 'sync-ended', values: {} });
  }
}

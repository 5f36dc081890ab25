import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentListItem } from '../../shared/api/tracking';
import type { ShipmentChange } from '../../shared/domain/shipment-changes';
import { itemHash } from './item-hash';
import type { ShipmentRowWriter, StoredHash } from './shipment-rows';
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
  private readonly selectListed: Statement<[string], number>;
  private stored: Map<string, StoredHash> | null = null;
  private storedAt = '';
  private readonly markMissing: Statement<[string, number], { shipment_id: string; shipment_code: string | null }>;

  constructor(
    private readonly db: Database,
    private readonly writer: ShipmentRowWriter,
    private readonly states: SyncStates,
    private readonly options: ListSyncOptions,
  ) {
    // Rows written after the list was fetched (a booking's row, while the sync ran) are newer than it: never judged by it.
    this.selectListed = db
      .prepare<[string], number>('SELECT row_id FROM shipments WHERE missing_since IS NULL AND fetched_at <= ?')
      .pluck();
    this.markMissing = db.prepare(
      'UPDATE shipments SET missing_since = ? WHERE row_id = ? RETURNING shipment_id, shipment_code',
    );
    states.markStarted('shipments', options.now().toISOString());
  }

  /**
   * The stored rows as this sync last left them: read once, kept up to date
   * with what it writes, and read again when anything else may have written
   * rows between two batches (another connection's commit moves
   * data_version; this connection writes list rows through the writer only,
   * which counts them).
   */
  private storedRows(): Map<string, StoredHash> {
    if (this.stored === null || this.storedAt !== this.writeCount()) this.stored = this.writer.storedHashes();
    return this.stored;
  }

  private writeCount(): string {
    return `${String(this.db.pragma('data_version', { simple: true }))}:${this.writer.rowWrites}`;
  }

  /** Rows written so far. */
  get count(): number {
    return this.written;
  }

  /**
   * Writes the next items of the list in one transaction; returns what
   * changed in them. Most items of a sync are stored as they come: their
   * hashes are read once for the whole sync (storedRows) and those items are
   * not looked at again (a row-by-row comparison with the stored JSON was most
   * of the time of a sync that brought a few new shipments).
   */
  writeBatch(items: readonly ShipmentListItem[]): ShipmentChange[] {
    this.checkOpen();
    const changes: ShipmentChange[] = [];
    const options = { reportAdded: this.options.reportAdded, touch: false };
    const batch = this.db.transaction(() => {
      const stored = this.storedRows();
      items.forEach((item, index) => {
        const position = this.written + index - (this.options.count - 1);
        const json = JSON.stringify(item);
        const hash = itemHash(json);
        const row = stored.get(item.shipmentId);
        if (row === undefined) {
          // New: inserted without a second lookup; noted, so the same shipment listed twice is then found stored.
          const rowId = this.writer.insert(item, position, this.options.fetchedAt, options, changes, json, hash);
          stored.set(item.shipmentId, [rowId, hash, position]);
          this.seen.add(rowId);
          return;
        }
        const [storedRowId, storedHash, listedAt] = row;
        if (listedAt === position && storedHash === hash) {
          this.seen.add(storedRowId);
          return;
        }
        const rowId = this.writer.write(item, position, this.options.fetchedAt, options, changes, json, hash).rowId;
        stored.set(item.shipmentId, [rowId, hash, position]);
        this.seen.add(rowId);
      });
      this.storedAt = this.writeCount();
    });
    try {
      batch.immediate();
    } catch (error) {
      // Rolled back: the kept rows may hold some of it.
      this.stored = null;
      throw error;
    }
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
        for (const rowId of this.selectListed.all(since)) {
          if (this.seen.has(rowId)) continue;
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
    this.stored = null;
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

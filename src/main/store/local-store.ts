import type { Database } from 'better-sqlite3';
import { CHECKPOINT_LOG_BYTES, checkpointLogAt, openDatabase, type OpenDatabaseOptions } from './database';
import { ChangeLog, OperatorMarks } from './change-log';
import { CustomerRecords } from './customer-records';
import { rescueDeskRecords, type DeskRecordsRescue } from './desk-records';
import { DocumentRecords } from './document-records';
import { DraftRecords } from './draft-records';
import { FreeTimeRecords } from './free-time-records';
import { LookupRecords } from './lookup-records';
import { MarginRuleRecords } from './margin-rule-records';
import { PickupsSoon } from './pickups-soon';
import { PricedQuoteRecords } from './priced-quote-records';
import { QuoteRecords } from './quote-records';
import { RatingRecords } from './rating-records';
import { ShipmentList } from './shipment-list';
import { ShipmentIdsByCode } from './shipment-ids';
import { ShipmentDetails, TrackingMessages } from './shipment-records';
import { ShipmentSellRecords } from './shipment-sell-records';
import { storeFile } from './store-files';
import { SyncStates } from './sync-state';
import { TariffRecords } from './tariff-records';

export interface LocalStoreOptions extends OpenDatabaseOptions {
  /** The clock of the times the store stamps itself (drafts, sync completion); tests pass a fixed one. */
  readonly now?: () => Date;
  /**
   * Whether main keeps the list's columns in memory to answer pages (its
   * memory grows with the list, loaded in the background once pages are
   * asked for). True unless a test wants the SQL alone.
   */
  readonly listInMemory?: boolean;
  /** The list kept in memory first loads once this settles (the app's startup gate); default at once. */
  readonly listLoadsAfter?: Promise<void>;
}

/**
 * Everything the desk keeps for ONE profile, in one SQLite file
 * (`<dataDir>/store/<profileId>.sqlite`): a profile's records cannot show
 * under another, whose file is another. Every method is synchronous
 * (better-sqlite3); writes that span many rows are batched by the caller
 * (ShipmentListSync) so no one transaction holds the thread long.
 */
export class LocalStore {
  readonly syncState: SyncStates;
  readonly shipments: ShipmentList;
  readonly details: ShipmentDetails;
  readonly messages: TrackingMessages;
  readonly documents: DocumentRecords;
  readonly quotes: QuoteRecords;
  readonly ratings: RatingRecords;
  readonly tariffs: TariffRecords;
  readonly lookups: LookupRecords;
  readonly drafts: DraftRecords;
  readonly freeTime: FreeTimeRecords;
  readonly changeLog: ChangeLog;
  readonly marks: OperatorMarks;
  readonly pickups: PickupsSoon;
  readonly customers: CustomerRecords;
  readonly marginRules: MarginRuleRecords;
  readonly pricedQuotes: PricedQuoteRecords;
  readonly shipmentSells: ShipmentSellRecords;

  /** Holds of leaveCheckpointsToOthers not yet released. */
  private checkpointHolds = 0;

  private constructor(
    readonly profileId: string,
    readonly file: string,
    private readonly db: Database,
    now: () => Date,
    list: { listInMemory: boolean; listLoadsAfter?: Promise<void> },
  ) {
    this.syncState = new SyncStates(db);
    this.details = new ShipmentDetails(db);
    this.shipments = new ShipmentList(db, this.syncState, now, {
      ...list,
      otherRowWrites: () => this.details.rowWrites,
    });
    const ids = new ShipmentIdsByCode(db);
    this.messages = new TrackingMessages(db, ids);
    this.documents = new DocumentRecords(db);
    this.quotes = new QuoteRecords(db);
    this.ratings = new RatingRecords(db);
    this.tariffs = new TariffRecords(db);
    this.lookups = new LookupRecords(db);
    this.drafts = new DraftRecords(db, now);
    this.freeTime = new FreeTimeRecords(db);
    this.changeLog = new ChangeLog(db, ids);
    this.marks = new OperatorMarks(db);
    this.pickups = new PickupsSoon(db);
    this.customers = new CustomerRecords(db, now);
    this.marginRules = new MarginRuleRecords(db, now);
    this.pricedQuotes = new PricedQuoteRecords(db);
    this.shipmentSells = new ShipmentSellRecords(db);
  }

  /** Opens (creating and migrating as needed) the store of a profile. */
  static open(dataDir: string, profileId: string, options: LocalStoreOptions = {}): LocalStore {
    const file = storeFile(dataDir, profileId);
    return new LocalStore(profileId, file, openDatabase(file, options), options.now ?? (() => new Date()), {
      listInMemory: options.listInMemory ?? true,
      ...(options.listLoadsAfter ? { listLoadsAfter: options.listLoadsAfter } : {}),
    });
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  /** PRAGMA integrity_check: ['ok'] for a sound file, else what SQLite found wrong. */
  integrityCheck(): string[] {
    // pragma() is typed unknown: integrity_check answers one row per finding, {integrity_check: text}.
    const rows = this.db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check);
  }

  /**
   * Copies into this store (a new one) the desk's own records that a damaged
   * store file, set aside, still gives (desk-records.ts).
   */
  rescueDeskRecordsFrom(damagedFile: string): DeskRecordsRescue {
    return rescueDeskRecords(damagedFile, this.db);
  }

  /**
   * Leaves copying the log into the database file to other connections
   * until every hold is released: a list sync in a worker lets the log grow
   * to 32 MiB before it copies it (SYNC_CHECKPOINT_LOG_BYTES), and a commit
   * of main's that found it that long would copy it on main's thread (its
   * disk syncs a long block). Main holds this while its sync runs; the sync's
   * thread copies the log when it ends (copyLog). Returns the release.
   */
  leaveCheckpointsToOthers(): () => void {
    if (this.checkpointHolds++ === 0) this.db.pragma('wal_autocheckpoint = 0');
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.checkpointHolds === 0 && this.db.open) checkpointLogAt(this.db, CHECKPOINT_LOG_BYTES);
    };
  }

  /**
   * Copies what it can of the write-ahead log into the database without
   * waiting for anyone (a PASSIVE checkpoint): what a list sync left in the
   * log, copied by the sync's thread at once, is not copied by main's next
   * commit instead (SQLite checkpoints from inside a commit that finds the
   * log long).
   */
  copyLog(): void {
    this.db.pragma('wal_checkpoint(PASSIVE)');
  }

  /**
   * Copies the write-ahead log into the database and empties it. Worth doing
   * after a large sync: while readers keep reading, SQLite cannot restart the
   * log, which then grows and slows every read; with no reader it restarts.
   * Returns whether the log could be emptied (false: a reader held it; it will
   * be at a later checkpoint).
   */
  checkpoint(): boolean {
    // pragma() is typed unknown: wal_checkpoint answers one row {busy, log, checkpointed}.
    const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return result?.busy === 0;
  }

  /** The schema version of the file. */
  get version(): number {
    return Number(this.db.pragma('user_version', { simple: true }));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

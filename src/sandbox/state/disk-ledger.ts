import type { Database, Statement } from 'better-sqlite3';
import { SandboxHttpError } from '../errors';
import type { DocumentRecord, ShipmentRecord } from './records';
import { whyNotWritten } from './state-database';
import type { Durability, StateLedger, StateWrites } from './state-ledger';

/** The clocks' readings, kept with each change: neither clock runs backwards across a restart. */
export interface ClockReadings {
  readonly simNow: number;
  readonly operatorNow: number;
}

/**
 * The ledger on disk (state-database.ts): each change one transaction,
 * committed before `change` returns. A change the database refuses (a full
 * disk, a read-only folder) is rolled back whole and thrown as a 503 that
 * says why and that nothing was changed.
 */
export class DiskLedger implements StateLedger {
  private readonly writes: StateWrites;
  private readonly saveClocks: Statement<[number, number]>;
  private readonly fileOf: Statement<[string], { file: string }>;
  /** What the connection's synchronous setting keeps (state-database.ts opens it synced). */
  private durability: Durability = 'synced';

  constructor(
    readonly db: Database,
    /** The folder, named in the refusal. */
    private readonly dir: string,
    private readonly clocks: () => ClockReadings,
  ) {
    const upsert = (table: string, key: string, columns: readonly string[]) =>
      db.prepare(
        `INSERT INTO ${table} (${[key, ...columns].join(', ')}) VALUES (${[key, ...columns].map(() => '?').join(', ')})
         ON CONFLICT(${key}) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`,
      );
    const putRate = upsert('rates', 'id', ['record']);
    const forgetRate = db.prepare('DELETE FROM rates WHERE id = ?');
    const putQuote = upsert('quotes', 'quote_id', ['record']);
    const deleteQuote = db.prepare('DELETE FROM quotes WHERE quote_id = ?');
    const putShipment = upsert('shipments', 'shipment_id', ['record']);
    const putDocument = upsert('documents', 'id', ['shipment_id', 'record', 'file']);
    const deleteDocument = db.prepare('DELETE FROM documents WHERE id = ?');
    const putTariff = upsert('tariffs', 'document_id', ['record']);
    const nextCode = db.prepare<[], { value: number }>(
      "UPDATE counters SET value = value + 1 WHERE name = 'shipment-code' RETURNING value",
    );
    this.saveClocks = db.prepare(
      'UPDATE clocks SET sim_now = max(sim_now, ?), operator_now = max(operator_now, ?) WHERE id = 1',
    );
    this.fileOf = db.prepare('SELECT file FROM documents WHERE id = ?');
    this.writes = {
      nextCodeNumber: () => {
        const row = nextCode.get();
        if (!row) throw new Error("the state database has no 'shipment-code' counter");
        return row.value;
      },
      putRates: (rates) => rates.forEach((r) => putRate.run(r.id, JSON.stringify(r))),
      forgetRates: (ids) => ids.forEach((id) => forgetRate.run(id)),
      putQuote: (q) => putQuote.run(q.quoteId, JSON.stringify(q)),
      deleteQuote: (id) => deleteQuote.run(id),
      putShipment: (s) => putShipment.run(s.shipmentId, shipmentJson(s)),
      putDocument: (shipmentId, d, file) => putDocument.run(d.id, shipmentId, documentJson(d), file),
      deleteDocuments: (ids) => ids.forEach((id) => deleteDocument.run(id)),
      putTariff: (t) => putTariff.run(t.documentId, JSON.stringify(t)),
    };
  }

  change<T>(write: (writes: StateWrites) => T, durability: Durability = 'synced'): T {
    const run = this.db.transaction(() => {
      const result = write(this.writes);
      this.keepClocks();
      return result;
    });
    try {
      this.keepAs(durability);
      return run();
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /**
   * One change made of steps with turns of the event loop between them (a
   * state of 100,000 shipments moved in): kept whole when `write` resolves
   * true, rolled back whole when it resolves false or throws. Only while
   * nothing else writes (the sandbox's start, its requests held).
   */
  async changeInSteps(write: (writes: StateWrites) => Promise<boolean>): Promise<boolean> {
    try {
      this.keepAs('synced');
      this.db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      throw this.refusal(error);
    }
    try {
      const keep = await write(this.writes);
      if (!keep) {
        this.db.exec('ROLLBACK');
        return false;
      }
      this.keepClocks();
      this.db.exec('COMMIT');
      return true;
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw this.refusal(error);
    }
  }

  documentFile(documentId: string): string | undefined {
    return this.fileOf.get(documentId)?.file;
  }

  /** The clocks as the last change (or close) kept them. */
  savedClocks(): ClockReadings {
    const row = this.db.prepare('SELECT sim_now AS simNow, operator_now AS operatorNow FROM clocks').get() as
      ClockReadings | undefined;
    return row ?? { simNow: 0, operatorNow: 0 };
  }

  /** Keeps the clocks a last time and closes the file. */
  close(): void {
    if (!this.db.open) return;
    try {
      this.keepClocks();
    } catch (error) {
      // The clocks only keep time from running backwards: a restart still starts at least at now.
      process.emitWarning(`the sandbox could not keep its clocks in ${this.dir}: ${(error as Error).message}`);
    }
    this.db.close();
  }

  /**
   * Sets how the next commit is kept, between transactions (inside one, the
   * outer change's setting holds). The log is written in order, so a synced
   * commit syncs the written ones before it too.
   */
  private keepAs(durability: Durability): void {
    if (durability === this.durability || this.db.inTransaction) return;
    this.db.pragma(`synchronous = ${durability === 'synced' ? 'FULL' : 'NORMAL'}`);
    this.durability = durability;
  }

  private keepClocks(): void {
    const { simNow, operatorNow } = this.clocks();
    this.saveClocks.run(simNow, operatorNow);
  }

  /** A write the database refused as the answer that says so; anything else (a bug) as it is. */
  private refusal(error: unknown): unknown {
    if (!(error instanceof Error) || !('code' in error) || !String(error.code).startsWith('SQLITE_')) return error;
    return new SandboxHttpError(
      503,
      'unavailable',
      `the sandbox could not save this change, so it made none: ${whyNotWritten(error, this.dir)}`,
    );
  }
}

/** A shipment's row: the record without its documents, which have rows of their own. */
function shipmentJson(shipment: ShipmentRecord): string {
  const { documents: _ownRows, ...rest } = shipment;
  return JSON.stringify(rest);
}

/** A document's row: its record, never its file (a document moved in from the JSON-lines state carries it). */
function documentJson(document: DocumentRecord): string {
  const { id, templateId, documentName, extension, observations, uploadedAt } = document;
  return JSON.stringify({ id, templateId, documentName, extension, observations, uploadedAt });
}

import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import { ShipmentCodes } from './shipment-codes';
import type { ShipmentIdsByCode } from './shipment-ids';
import { readJson } from './stored-json';

/** How many changes are kept: weeks of a busy desk; the oldest go first. */
export const KEPT_CHANGES = 2_000;

export interface LoggedChange {
  readonly seq: number;
  /** ISO time the store found it. */
  readonly at: string;
  readonly change: ShipmentChange;
}

/**
 * The shipment changes the store found (the 'shipments.changed' events), kept
 * so the Today screen lists what changed since the operator's last look,
 * after a restart too. Bounded: a first sync after months away keeps the
 * newest KEPT_CHANGES.
 */
export class ChangeLog {
  private readonly insert: Statement<[{ at: string; json: string }]>;
  private readonly prune: Statement<[{ keep: number }]>;
  private readonly selectSince: Statement<
    [{ since: string; limit: number }],
    { seq: number; at: string; change_json: string }
  >;
  private readonly count: Statement<[string], number>;
  private readonly codes: ShipmentCodes;

  constructor(
    private readonly db: Database,
    private readonly ids: ShipmentIdsByCode,
  ) {
    this.codes = new ShipmentCodes(db);
    this.insert = db.prepare('INSERT INTO shipment_change_log (at, change_json) VALUES (@at, @json)');
    this.prune = db.prepare(
      'DELETE FROM shipment_change_log WHERE seq <= (SELECT MAX(seq) FROM shipment_change_log) - @keep',
    );
    this.selectSince = db.prepare(
      'SELECT seq, at, change_json FROM shipment_change_log WHERE at > @since ORDER BY seq DESC LIMIT @limit',
    );
    this.count = db.prepare<[string], number>('SELECT COUNT(*) FROM shipment_change_log WHERE at > ?').pluck();
  }

  append(at: string, changes: readonly ShipmentChange[]): void {
    if (changes.length === 0) return;
    this.db
      .transaction(() => {
        for (const change of changes) this.insert.run({ at, json: JSON.stringify(change) });
        this.prune.run({ keep: KEPT_CHANGES });
      })
      .immediate();
  }

  /**
   * The changes found after `since` (ISO; '' for all kept), newest first, at most `limit`. New messages
   * whose shipment the list did not hold when they were found (or logged before their id was kept) are
   * named by the shipment the list holds under their code now.
   */
  since(since: string, limit: number): LoggedChange[] {
    return this.selectSince
      .all({ since, limit })
      .map((row) => ({ seq: row.seq, at: row.at, change: this.named(readJson<ShipmentChange>(row.change_json)) }));
  }

  /**
   * A change logged before it carried what names its shipment gets it from the list: a document change
   * its code, new messages their shipment's id.
   */
  private named(change: ShipmentChange): ShipmentChange {
    if (change.kind === 'document-validation' && !change.shipmentCode) {
      return { ...change, shipmentCode: this.codes.of(change.shipmentId) };
    }
    if (change.kind === 'messages' && !change.shipmentId) {
      return { ...change, shipmentId: this.ids.idOf(change.shipmentCode) };
    }
    return change;
  }

  countSince(since: string): number {
    return this.count.get(since) ?? 0;
  }
}

/** Named values the operator leaves, per profile (the last look at Today). */
export class OperatorMarks {
  private readonly upsert: Statement<[{ name: string; value: string }]>;
  private readonly select: Statement<[string], string>;

  constructor(db: Database) {
    this.upsert = db.prepare(
      'INSERT INTO operator_marks (name, value) VALUES (@name, @value) ON CONFLICT (name) DO UPDATE SET value = @value',
    );
    this.select = db.prepare<[string], string>('SELECT value FROM operator_marks WHERE name = ?').pluck();
  }

  get(name: string): string | null {
    return this.select.get(name) ?? null;
  }

  set(name: string, value: string): void {
    this.upsert.run({ name, value });
  }
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import type { DocumentRecord, RateRecord, SavedQuoteRecord, ShipmentRecord, TariffDocumentRecord } from './records';
import type { SandboxState } from './sandbox-state';

/** Rows read and parsed between two turns of the event loop: a few milliseconds of work. */
const ROWS_PER_STEP = 200;

/*
 * The state database is a boundary: each row's frame is checked (the ids
 * every index of the SandboxState needs). The rest of a record is the sandbox's own
 * writing, so its other fields are trusted. Plain (not loose) objects: their
 * output is not used, and not walking every other key counts at 100,000 rows.
 */
const owned = { account: z.string().min(1) };
const rateFrame = z.object({ id: z.string().min(1), ...owned });
const quoteFrame = z.object({ quoteId: z.string().min(1), shipmentId: z.string().min(1), ...owned });
const shipmentFrame = z.object({ shipmentId: z.string().min(1), code: z.string().min(1), ...owned });
const documentFrame = z.object({ id: z.string().min(1) });
const tariffFrame = z.object({ documentId: z.string().min(1), ...owned });

interface Row {
  readonly rowid: number;
  readonly record: string;
  readonly shipment_id?: string;
}

/**
 * Reads the whole state database into `state`, a step of rows at a time,
 * letting the event loop turn between steps (the app around the sandbox
 * stays responsive). Stops early when `stopped()` says so. A row that is
 * not a record is left in the file, skipped and counted in one warning.
 */
export async function loadState(db: Database, state: SandboxState, stopped: () => boolean): Promise<void> {
  let skipped = 0;
  const tables: Array<{ table: string; take: (rows: readonly Row[]) => number }> = [
    { table: 'rates', take: (rows) => taken(rows, rateFrame, (r: RateRecord[]) => state.loadRates(r)) },
    { table: 'quotes', take: (rows) => taken(rows, quoteFrame, (q: SavedQuoteRecord[]) => state.loadQuotes(q)) },
    { table: 'tariffs', take: (rows) => taken(rows, tariffFrame, (t: TariffDocumentRecord[]) => state.loadTariffs(t)) },
    {
      table: 'shipments',
      // A shipment's documents are rows of their own, read next.
      take: (rows) => taken(rows, shipmentFrame, (s: ShipmentRecord[]) => state.loadShipments(s.map(withoutDocuments))),
    },
    {
      table: 'documents',
      take: (rows) => {
        const documents: Array<{ shipmentId: string; document: DocumentRecord }> = [];
        let bad = 0;
        for (const row of rows) {
          const document = parsed(row.record, documentFrame) as DocumentRecord | null;
          if (document === null || row.shipment_id === undefined) bad += 1;
          else documents.push({ shipmentId: row.shipment_id, document });
        }
        return bad + state.loadDocuments(documents);
      },
    },
  ];
  for (const { table, take } of tables) {
    const page = db.prepare<[number, number], Row>(
      `SELECT rowid, record${table === 'documents' ? ', shipment_id' : ''} FROM ${table} WHERE rowid > ? ORDER BY rowid LIMIT ?`,
    );
    let after = 0;
    for (;;) {
      const rows = page.all(after, ROWS_PER_STEP);
      if (rows.length === 0) break;
      skipped += take(rows);
      after = (rows[rows.length - 1] as Row).rowid;
      await nextTurn();
      if (stopped()) return;
    }
  }
  if (skipped > 0) {
    process.emitWarning(
      `sandbox state ${db.name}: ${skipped} row${skipped === 1 ? ' is' : 's are'} not a record the sandbox can read; left in the file and skipped`,
    );
  }
}

/** Hands the rows that are records to `take`; how many were not. */
function taken<T>(rows: readonly Row[], frame: z.ZodType, take: (records: T[]) => void): number {
  const records: T[] = [];
  for (const row of rows) {
    const record = parsed(row.record, frame);
    // The frame is checked; the rest is the sandbox's own writing.
    if (record !== null) records.push(record as T);
  }
  take(records);
  return rows.length - records.length;
}

function parsed(text: string, frame: z.ZodType): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return frame.safeParse(value).success ? value : null;
}

function withoutDocuments(shipment: ShipmentRecord): ShipmentRecord {
  // A row holds no documents (disk-ledger.ts): the record gets its own list, filled from their rows.
  shipment.documents = [];
  return shipment;
}

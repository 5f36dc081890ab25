import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DiskLedger } from './disk-ledger';
import { JsonLinesFile } from './json-lines-file';
import { readSavedState, readShipmentLines, type PersistedState, type SavedShipment } from './json-lines-format';
import type { StateWrites } from './state-ledger';

/** Shipments written between two turns of the event loop when a state saved as one document moves in. */
const SHIPMENTS_PER_STEP = 200;

/**
 * The state a sandbox saved as JSON lines before it kept a database, found at
 * start: its clocks now (the sandbox's clocks start from them), its records
 * moved into the database once the sandbox prepares (`move`).
 */
export interface JsonLinesState {
  readonly simNow: number;
  /** Absent in states saved before the sandbox kept the operator's clock. */
  readonly operatorNow: number | undefined;
  /**
   * Moves every record into the database in one transaction; only once it
   * is committed is the file removed (or, when part of it could not be
   * read, kept aside, never lost). Stopped early, nothing is kept and the
   * file stays, to move at the next start.
   */
  move(ledger: DiskLedger, stopped: () => boolean): Promise<void>;
}

/**
 * The JSON-lines state of `dir`, if there is one to move. A file the database
 * already holds (a start ended between the move's commit and the file's
 * removal) is removed now; one that is not a sandbox state is kept aside.
 */
export function findJsonLinesState(dir: string, ledger: DiskLedger): JsonLinesState | undefined {
  const file = new JsonLinesFile(dir);
  let identity: FileIdentity;
  try {
    identity = identityOf(file.path);
  } catch {
    return undefined;
  }
  if (wasImported(ledger, identity)) {
    file.remove();
    return undefined;
  }
  const lines = file.read();
  if (lines === undefined) return undefined;
  const saved = readSavedState(lines);
  if (saved.kind === 'unreadable') {
    file.moveAside(saved.reason);
    return undefined;
  }
  const rest = saved.kind === 'lines' ? { lines, count: saved.shipmentCount } : undefined;
  return {
    simNow: saved.state.simNow,
    operatorNow: saved.state.operatorNow,
    move: async (ledger, stopped) => {
      /** What the file turned out to be when not all of it could be read (damaged, cut short). */
      const read: { problem: string | null } = { problem: null };
      const committed = await ledger.changeInSteps(async (writes) => {
        writeFrame(ledger, writes, saved.state);
        await putShipments(writes, saved.state.shipments);
        if (rest) read.problem = await readShipmentLines(rest.lines, rest.count, (s) => putAll(writes, s), stopped);
        if (stopped()) return false;
        markImported(ledger, identity);
        return true;
      });
      if (!committed) return;
      if (read.problem === null) file.remove();
      else file.moveAside(read.problem, 'went on with the shipments it could read');
    },
  };
}

interface FileIdentity {
  readonly name: string;
  readonly bytes: number;
  /** Whole milliseconds: what every file system and copy keeps of a modification time. */
  readonly modifiedMs: number;
}

function identityOf(path: string): FileIdentity {
  const stat = statSync(path);
  return { name: basename(path), bytes: stat.size, modifiedMs: Math.floor(stat.mtimeMs) };
}

function wasImported(ledger: DiskLedger, file: FileIdentity): boolean {
  const row = ledger.db
    .prepare<[string], { bytes: number; modified_ms: number }>(
      'SELECT bytes, modified_ms FROM imported_files WHERE name = ?',
    )
    .get(file.name);
  return row !== undefined && row.bytes === file.bytes && row.modified_ms === file.modifiedMs;
}

function markImported(ledger: DiskLedger, file: FileIdentity): void {
  ledger.db
    .prepare(
      `INSERT INTO imported_files (name, bytes, modified_ms) VALUES (?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET bytes = excluded.bytes, modified_ms = excluded.modified_ms`,
    )
    .run(file.name, file.bytes, file.modifiedMs);
}

/** All but the shipments; the codes go on from where the file's counter was. */
function writeFrame(ledger: DiskLedger, writes: StateWrites, state: PersistedState): void {
  ledger.db.prepare("UPDATE counters SET value = max(value, ?) WHERE name = 'shipment-code'").run(state.codeSequence);
  writes.putRates(state.rates);
  for (const quote of state.quotes) writes.putQuote(quote);
  for (const tariff of state.tariffs) writes.putTariff(tariff);
}

/** A state saved as one document: its shipments, a step at a time. */
async function putShipments(writes: StateWrites, shipments: readonly SavedShipment[]): Promise<void> {
  for (let i = 0; i < shipments.length; i += SHIPMENTS_PER_STEP) {
    putAll(writes, shipments.slice(i, i + SHIPMENTS_PER_STEP));
    await nextTurn();
  }
}

/** Each shipment, and each of its documents with the file it carried. */
function putAll(writes: StateWrites, shipments: readonly SavedShipment[]): void {
  for (const shipment of shipments) {
    writes.putShipment({ ...shipment, documents: [] });
    for (const { file, ...document } of shipment.documents) writes.putDocument(shipment.shipmentId, document, file);
  }
}

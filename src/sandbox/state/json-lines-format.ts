import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import type { DocumentRecord, RateRecord, SavedQuoteRecord, ShipmentRecord, TariffDocumentRecord } from './records';
import type { SavedLines } from './json-lines-file';

/*
 * How the sandbox saved its state before it kept a database: JSON lines. The
 * first line holds all but the shipments (clocks, code sequence, rates,
 * quotes, tariffs) and how many shipment lines follow; then one shipment per
 * line, its documents' files inside it. Older still (version 1): one JSON
 * document. Both are read once, to move them into the database
 * (json-lines-migration.ts).
 */

/** Shipments parsed between two turns of the event loop: a few milliseconds of work. */
const LINES_PER_STEP = 200;

export type SavedState =
  /** A state saved as one document: all of it, shipments included. */
  | { readonly kind: 'whole'; readonly state: PersistedState }
  /** A state saved as lines: all but the shipments, which `readShipmentLines` reads. */
  | { readonly kind: 'lines'; readonly state: PersistedState; readonly shipmentCount: number }
  | { readonly kind: 'unreadable'; readonly reason: string };

/** What the file's first line says. */
export function readSavedState(saved: SavedLines): SavedState {
  const version = (saved.first as { version?: unknown } | null)?.version;
  if (version === STATE_VERSION) {
    const parsed = persistedStateSchema.safeParse(saved.first);
    if (!parsed.success) return { kind: 'unreadable', reason: notAState(parsed.error.issues[0]?.message) };
    // The frame is checked; the records are the sandbox's own writing (see persistedStateSchema).
    return { kind: 'whole', state: saved.first as PersistedState };
  }
  const header = stateHeaderSchema.safeParse(saved.first);
  if (!header.success) return { kind: 'unreadable', reason: notAState(header.error.issues[0]?.message) };
  const { shipmentCount, version: _linesVersion, ...rest } = saved.first as PersistedState & { shipmentCount: number };
  return { kind: 'lines', state: { ...rest, version: STATE_VERSION, shipments: [] }, shipmentCount };
}

/**
 * Reads the shipment lines after the first, `LINES_PER_STEP` at a time, each
 * checked as the one-document state's shipments are, handing each step to
 * `take` and letting the event loop turn between steps. Stops early when
 * `stopped()` says so. Null when all `expected` lines were read; otherwise
 * what the file was (damaged, cut short), the shipments before that taken.
 */
export async function readShipmentLines(
  saved: SavedLines,
  expected: number,
  take: (shipments: readonly SavedShipment[]) => void,
  stopped: () => boolean,
): Promise<string | null> {
  let read = 0;
  let step: SavedShipment[] = [];
  for await (const lines of saved.rest()) {
    for (const line of lines) {
      if (line.trim() === '') continue;
      let shipment: unknown;
      try {
        shipment = JSON.parse(line);
      } catch {
        return `damaged (shipment line ${read + 1} is not JSON)`;
      }
      const frame = shipmentFrameSchema.safeParse(shipment);
      if (!frame.success) {
        return `damaged (shipment line ${read + 1} is not a shipment: ${frame.error.issues[0]?.message})`;
      }
      // The frame is checked; the rest is the sandbox's own writing, as in a one-document state.
      step.push(shipment as SavedShipment);
      read += 1;
      if (step.length === LINES_PER_STEP) {
        take(step);
        step = [];
        await nextTurn();
        if (stopped()) return null;
      }
    }
  }
  take(step);
  return read === expected ? null : `cut short (it holds ${read} of its ${expected} shipments)`;
}

function notAState(issue: string | undefined): string {
  return `not a sandbox state (${issue ?? 'unknown shape'})`;
}

/** States saved as one JSON document. */
export const STATE_VERSION = 1;

export interface PersistedState {
  readonly version: number;
  readonly simNow: number;
  /** Absent in states saved before the sandbox kept the operator's clock. */
  readonly operatorNow?: number;
  readonly codeSequence: number;
  readonly rates: RateRecord[];
  readonly quotes: SavedQuoteRecord[];
  readonly shipments: SavedShipment[];
  readonly tariffs: TariffDocumentRecord[];
}

/** A shipment as the file holds it: its documents with their files. */
export type SavedShipment = Omit<ShipmentRecord, 'documents'> & { documents: SavedDocument[] };
export type SavedDocument = DocumentRecord & { readonly file: string };

/*
 * The state file is a boundary: its frame is checked (version, arrays, the ids
 * every index needs). Records inside are the sandbox's own writing, so their
 * other fields are trusted.
 */
const withId = (key: string) => z.looseObject({ [key]: z.string().min(1), account: z.string().min(1) });
/**
 * A saved shipment's frame: the ids the state's indexes need. A plain (not
 * loose) object: its output is not used (the record is taken as written), and
 * not walking every other key makes it several times cheaper, which counts
 * at 100,000 shipments.
 */
const shipmentFrameSchema = z.object({
  shipmentId: z.string().min(1),
  account: z.string().min(1),
  code: z.string().min(1),
  documents: z.array(z.object({ id: z.string().min(1), file: z.string() })),
});
/** Everything but the shipments (in a file of the current version, the first line). */
const stateFrame = {
  simNow: z.number(),
  operatorNow: z.number().optional(),
  codeSequence: z.int().min(0),
  rates: z.array(withId('id')),
  quotes: z.array(withId('quoteId').extend({ shipmentId: z.string().min(1) })),
  tariffs: z.array(withId('documentId')),
};
const persistedStateSchema = z.object({
  version: z.literal(STATE_VERSION),
  ...stateFrame,
  shipments: z.array(shipmentFrameSchema),
});
/** The first line of a state saved as lines: how many shipment lines follow it. */
const stateHeaderSchema = z.object({
  version: z.literal(2),
  ...stateFrame,
  shipmentCount: z.int().min(0),
});

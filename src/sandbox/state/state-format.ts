import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RateRecord, ShipmentRecord } from './records';
import type { SavedLines } from './state-file';
import {
  persistedStateSchema,
  shipmentFrameSchema,
  stateHeaderSchema,
  STATE_VERSION,
  type PersistedState,
} from './store';

/*
 * How the sandbox saves its state: JSON lines. The first line holds all but
 * the shipments (clocks, code sequence, rates, quotes, tariffs) and how many
 * shipment lines follow; then one shipment per line.
 *
 * Why lines: with 100,000 seeded shipments the state is over 100 MB, and as
 * one JSON document it had to be parsed (and checked) whole, seconds with the
 * event loop blocked, before the sandbox and the app around it answered
 * anything. As lines, the first one is read at start and the shipments stream
 * in afterwards in small steps, the sandbox holding its requests until they
 * are in (index.ts). A state saved as one JSON document (version 1) is still
 * read, and saved as lines at the next change.
 */

/** Shipments parsed between two turns of the event loop: a few milliseconds of work. */
const LINES_PER_STEP = 200;

/**
 * Each rate's JSON, encoded once. A rate never changes once given (its
 * record is read-only; expired ones are dropped whole), and every rating
 * adds some (a large sea answer: 6 rates, ~120 KB): encoded afresh at each
 * save, a desk rating all day spent most of the sandbox's time re-encoding
 * (and converting to bytes) the rates of the morning. Kept as bytes by the
 * record itself, so a dropped rate's bytes go with it.
 */
const rateBytes = new WeakMap<RateRecord, Buffer>();

function encodedRate(rate: RateRecord): Buffer {
  let bytes = rateBytes.get(rate);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(rate));
    rateBytes.set(rate, bytes);
  }
  return bytes;
}

const COMMA = Buffer.from(',');
/** Shipments encoded into one piece of the file: few pieces, none of them large. */
const SHIPMENTS_PER_PIECE = 500;

/** The whole state as the file's bytes, in pieces to write one after the other (StateFile writes them as they are). */
export function encodeState(state: PersistedState): Buffer[] {
  const { shipments, rates, version: _oneDocumentVersion, ...rest } = state;
  const frame = JSON.stringify({ version: 2, ...rest, shipmentCount: shipments.length });
  // The frame is an object: its closing brace gives way to the rates, each as encoded once.
  const pieces: Buffer[] = [Buffer.from(`${frame.slice(0, -1)},"rates":[`)];
  rates.forEach((rate, i) => {
    if (i > 0) pieces.push(COMMA);
    pieces.push(encodedRate(rate));
  });
  pieces.push(Buffer.from(']}\n'));
  for (let i = 0; i < shipments.length; i += SHIPMENTS_PER_PIECE) {
    const lines = shipments.slice(i, i + SHIPMENTS_PER_PIECE).map((shipment) => `${JSON.stringify(shipment)}\n`);
    pieces.push(Buffer.from(lines.join('')));
  }
  return pieces;
}

export type SavedState =
  /** A state saved as one document: all of it, shipments included. */
  | { readonly kind: 'whole'; readonly state: PersistedState }
  /** A state saved as lines: all but the shipments, which `loadShipments` reads. */
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
export async function loadShipments(
  saved: SavedLines,
  expected: number,
  take: (shipments: readonly ShipmentRecord[]) => void,
  stopped: () => boolean,
): Promise<string | null> {
  let read = 0;
  let step: ShipmentRecord[] = [];
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
      step.push(shipment as ShipmentRecord);
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

import type { DocumentRecord, RateRecord, SavedQuoteRecord, ShipmentRecord, TariffDocumentRecord } from './records';

/** The writes of one change: all of them are kept, or none. */
export interface StateWrites {
  /** The next shipment code's number, from a counter kept with this change (never issued twice). */
  nextCodeNumber(): number;
  putRates(rates: readonly RateRecord[]): void;
  forgetRates(ids: readonly string[]): void;
  putQuote(quote: SavedQuoteRecord): void;
  deleteQuote(quoteId: string): void;
  /** A new shipment, or a changed one (its documents are kept by putDocument). */
  putShipment(shipment: ShipmentRecord): void;
  putDocument(shipmentId: string, document: DocumentRecord, file: string): void;
  deleteDocuments(ids: readonly string[]): void;
  putTariff(tariff: TariffDocumentRecord): void;
}

/**
 * How far a change is kept when `change` returns. 'synced': on the disk
 * itself (SQLite synced its log), surviving a power cut: what the operator
 * confirms (bookings, uploads, saved quotes, tariffs). 'written': handed to
 * the operating system, surviving a crash or a kill of the process but not a
 * power cut: a rating's rates, which a rating asked again gives anew; an
 * fsync per rating would cap the sandbox's ratings at the disk's syncs.
 */
export type Durability = 'synced' | 'written';

/**
 * Where the sandbox keeps what it confirms. The SandboxState (sandbox-state.ts) holds the
 * records in memory for its answers and makes every change here first: a
 * change that cannot be kept throws, and the SandboxState's memory is left as it was.
 */
export interface StateLedger {
  /** Runs `write` as one change, kept before this returns; throws (nothing kept) when it cannot be. */
  change<T>(write: (writes: StateWrites) => T, durability?: Durability): T;
  /** An uploaded document's file, base64. */
  documentFile(documentId: string): string | undefined;
}

/** The sandbox without a dataDir: kept in memory only, for as long as it runs. */
export function memoryLedger(): StateLedger {
  let codes = 0;
  const files = new Map<string, string>();
  const writes: StateWrites = {
    nextCodeNumber: () => ++codes,
    putRates: () => {},
    forgetRates: () => {},
    putQuote: () => {},
    deleteQuote: () => {},
    putShipment: () => {},
    putDocument: (_shipmentId, document, file) => void files.set(document.id, file),
    deleteDocuments: (ids) => ids.forEach((id) => files.delete(id)),
    putTariff: () => {},
  };
  return {
    change: (write) => write(writes),
    documentFile: (id) => files.get(id),
  };
}

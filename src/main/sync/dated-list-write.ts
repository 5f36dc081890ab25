import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { LocalStore } from '@main/store';
import type { ListAnswer } from './list-answer-reader';

export interface DatedListWrite {
  readonly batchSize: number;
  /** When the service sent the list (the rows' fetchedAt). */
  readonly fetchedAt: string;
  /** Read between batches: true stops the write there (what was written stays). */
  readonly isCancelled: () => boolean;
  /** After each batch's transaction: how many items are written, and what that batch changed. */
  readonly onBatch: (written: number, changes: readonly ShipmentChange[]) => void;
}

/**
 * A dated list (the shipments since a date, newest first) written in
 * batches from its last to its first, so its newest rows end on top; stored
 * rows keep their place and nothing is marked missing. Records the sync as
 * completed unless cancelled. Returns how many items it wrote.
 */
export function writeDatedList(
  store: LocalStore,
  answer: ListAnswer,
  write: DatedListWrite,
): { written: number; cancelled: boolean } {
  let written = 0;
  const last = Math.floor(Math.max(answer.count - 1, 0) / write.batchSize) * write.batchSize;
  for (let first = last; first >= 0 && answer.count > 0; first -= write.batchSize) {
    if (write.isCancelled()) return { written, cancelled: true };
    const changes = store.shipments.writeDated(answer.bytesOf(first, write.batchSize).items(), write.fetchedAt);
    written += Math.min(write.batchSize, answer.count - first);
    write.onBatch(written, changes);
  }
  if (write.isCancelled()) return { written, cancelled: true };
  store.shipments.completeDated();
  return { written, cancelled: false };
}

/*
 * A child process for the store's kill -9 test (test/unit/store/kill.test.ts):
 * syncs a list of shipments round after round, in batches, and prints
 * `committed <round> <batch>` after each batch's transaction has committed.
 * The test kills it at random moments and checks every printed batch is there.
 *
 * node --import tsx test/helpers/store-sync-writer.ts <dataDir> <profileId> <firstRound>
 */
import { LocalStore } from '@main/store';
import { listItem } from './list-item';

export const WRITER_SHIPMENTS = 1_500;
export const WRITER_BATCH = 150;

/** The list of a round: every shipment carries the round it was written in. */
export function roundList(round: number) {
  return Array.from({ length: WRITER_SHIPMENTS }, (_, i) =>
    listItem({
      shipmentId: `ship-${i}`,
      shipmentCode: `C${i}`,
      agency: `round ${round}`,
      trackingStatus: `R${round % 7}`,
    }),
  );
}

function main(): void {
  const [dataDir, profileId, firstRound] = process.argv.slice(2);
  if (!dataDir || !profileId || firstRound === undefined)
    throw new Error('usage: store-sync-writer <dataDir> <profileId> <firstRound>');
  const store = LocalStore.open(dataDir, profileId, { now: () => new Date('2026-01-01T00:00:00.000Z') });
  for (let round = Number(firstRound); ; round++) {
    const items = roundList(round);
    const fetchedAt = new Date(Date.UTC(2026, 0, 1) + round * 60_000).toISOString();
    const sync = store.shipments.beginSync({ fetchedAt, count: items.length });
    for (let batch = 0; batch * WRITER_BATCH < items.length; batch++) {
      sync.writeBatch(items.slice(batch * WRITER_BATCH, (batch + 1) * WRITER_BATCH));
      process.stdout.write(`committed ${round} ${batch}\n`);
    }
    sync.finish(items.length);
  }
}

if (process.argv[1]?.endsWith('store-sync-writer.ts')) main();

/*
 * A data folder whose profile's store already holds the shipments, for the
 * benches that measure main or the window on a large list without a sync
 * (main-rss.ts, tracking-first-paint.ts): the sandbox cannot serve a list of
 * a million (its whole-list answer is over the client's response limit).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIST_SYNC_BATCH_SIZE, LocalStore } from '@main/store';
import { SEARCH_CATCH_UP_BATCH } from '@main/sync/list-sync-job';
import { seededRandom, syntheticShipment } from '../helpers/synthetic-shipments';

/** A loopback port nothing listens on: the sign-in fails at once, no sync follows. */
const SILENT_SERVICE = 'http://127.0.0.1:9';

/**
 * The store filled as the list sync fills it (LocalStore's sync, a batch
 * generated at a time), its search index caught up as the sync's thread
 * does after it, then closed.
 */
export function fillStore(dataDir: string, profileId: string, count: number): void {
  const random = seededRandom(1);
  const store = LocalStore.open(dataDir, profileId);
  try {
    const sync = store.shipments.beginSync({ fetchedAt: new Date().toISOString(), count });
    for (let i = 0; i < count; i += LIST_SYNC_BATCH_SIZE) {
      const batch = Math.min(LIST_SYNC_BATCH_SIZE, count - i);
      sync.writeBatch(Array.from({ length: batch }, (_, k) => syntheticShipment(random, i + k)));
    }
    sync.finish(count);
    store.copyLog();
    while (store.shipments.catchUpSearch(SEARCH_CATCH_UP_BATCH) > 0);
    store.checkpoint();
  } finally {
    store.close();
  }
}

/** Makes the profile the active one, a service nobody answers: the app starts on its store and syncs nothing. */
export async function writeSilentProfile(dataDir: string, profileId: string): Promise<void> {
  await writeFile(
    path.join(dataDir, 'settings.json'),
    JSON.stringify({
      version: 1,
      activeProfileId: profileId,
      profiles: [{ id: profileId, name: 'Bench', baseUrl: SILENT_SERVICE, kind: 'service' }],
    }),
  );
}

/*
 * The child process of main-rss.ts: the app's core as the web harness builds
 * it (createAppCore, its embedded sandbox with the demo history), on a data
 * folder whose store already holds the shipments. Its active profile is a
 * service nobody answers (main-rss.ts writes it so), so the start signs in in
 * vain and runs no sync: what is measured is main holding a filled store,
 * its list loaded into memory before the pages and searches are read (the
 * memory engine's cost is in the figure, as in an app that has run a while).
 * Prints one JSON line of memory figures on stdout. Not run by hand.
 */
import { createAppCore } from '@main/app-core';
import { ShipmentPages } from '@main/store/shipment-pages';
import { writeCredentials } from '@main/credentials/credentials';
import type { ShipmentSortKey } from '@shared/domain/stored-records';
import { shipmentSortKeys } from '@shared/domain/shipment-sort-keys';
import { memoryKeychain } from '../helpers/memory-keychain';

export interface CoreMemory {
  readonly label: string;
  /** process.memoryUsage() in MB, as it came. */
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly arrayBuffers: number;
  /** The same RSS right after a full GC. */
  readonly rssAfterGc: number;
  readonly heapUsedAfterGc: number;
}

export interface CoreMemoryReport {
  readonly shipments: number;
  /** From the first page asked to pages answered from memory. */
  readonly loadMs: number;
  readonly readings: readonly CoreMemory[];
  readonly pagesRead: number;
}

const [dataDir, profileId, apiKey, apiSecret] = process.argv.slice(2);
const PAGES = 300;
/** As the store figures ask (store-figures.ts), long and short. */
const SEARCHES = ['valencia', 'maersk', 'fr123', 'leon', 'sao', '3011', 'de', 'e'];
const FILTERS = [
  { TransportOperator: 'maersk' },
  { Origin: 'valencia' },
  { Destination: 'sao paulo' },
  { Origin: '46' },
];

const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;

function reading(label: string): CoreMemory {
  const now = process.memoryUsage();
  if (!global.gc) throw new Error('run with --expose-gc');
  global.gc();
  const settled = process.memoryUsage();
  return {
    label,
    rss: mb(now.rss),
    heapUsed: mb(now.heapUsed),
    heapTotal: mb(now.heapTotal),
    external: mb(now.external),
    arrayBuffers: mb(now.arrayBuffers),
    rssAfterGc: mb(settled.rss),
    heapUsedAfterGc: mb(settled.heapUsed),
  };
}

/**
 * The profile's list pages, caught at their first page: the core hands no
 * store out, and the bench must not widen the app's surface to reach one.
 */
function catchPages(): () => ShipmentPages {
  let caught: ShipmentPages | null = null;
  const { page } = ShipmentPages.prototype;
  ShipmentPages.prototype.page = function (this: ShipmentPages, query) {
    caught ??= this; // eslint-disable-line @typescript-eslint/no-this-alias -- keeping the instance is the point
    return page.call(this, query);
  };
  return () => {
    if (caught === null) throw new Error('no page was read from the store');
    return caught;
  };
}

async function main(): Promise<void> {
  const pages = catchPages();
  if (!dataDir || !profileId || !apiKey || !apiSecret) throw new Error('usage: main-rss-core DATA PROFILE KEY SECRET');
  const keychain = memoryKeychain();
  await writeCredentials(keychain, profileId, { apiKey, apiSecret });
  const core = await createAppCore({ dataDir, keychain, log: { error: () => {}, failed: () => {} } });
  try {
    await core.sandbox.ready;
    const value = async <T>(channel: string, input: unknown): Promise<T> => {
      const answer = await core.invoke(channel, input);
      if (!answer.ok) throw new Error(`${channel} failed: ${JSON.stringify(answer.error)}`);
      return answer.value as T;
    };
    const first = await value<{ total: number }>('tracking.shipments', { offset: 0, limit: 100 });
    const readings = [reading('started, first page read')];
    const loadStarted = performance.now();
    await pages().whenInMemory();
    const loadMs = performance.now() - loadStarted;
    readings.push(reading('the list loaded into memory'));
    const sorts = shipmentSortKeys as readonly ShipmentSortKey[];
    for (let i = 0; i < PAGES; i++) {
      const sort = { key: sorts[i % sorts.length]!, direction: i % 2 === 0 ? 'asc' : 'desc' };
      const offset = (i % 10) * 100;
      if (i % 3 === 0)
        await value('tracking.shipments', { search: SEARCHES[i % SEARCHES.length], offset: 0, limit: 100, sort });
      else if (i % 3 === 1)
        await value('tracking.shipments', { filters: FILTERS[i % FILTERS.length], offset, limit: 100, sort });
      else await value('tracking.shipments', { offset: (i * 997) % first.total, limit: 100, sort });
    }
    readings.push(reading(`after ${PAGES} pages and searches`));
    const report: CoreMemoryReport = { shipments: first.total, loadMs, readings, pagesRead: PAGES + 1 };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await core.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});

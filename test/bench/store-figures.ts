/*
 * The local store under 100,000 shipments and under 1,000,000, as issues 8
 * and 30 measure it: pages filtered, sorted and searched on main, syncs in a
 * worker thread, main's event loop (main's RSS: main-rss.ts). Each figure has
 * warm-up rounds and then enough samples for a median and a p95. Printed by
 * `npm run bench` (run.ts) or on its own: `node --expose-gc --import tsx
 * test/bench/store.ts`. Never asserted.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ShipmentListQuery, ShipmentSortKey } from '@shared/domain/stored-records';
import { shipmentSortKeys } from '@shared/ipc/channels/tracking';
import { LIST_SYNC_BATCH_SIZE, LocalStore, storeFiles } from '@main/store';
import { seededRandom } from '../helpers/synthetic-shipments';
import { bundleForNode } from './bundle-for-node';
import { fromSamples, percentile, type GoalFigure } from './goal-figure';
import type { ListPart } from './store-sync-worker';
import type { DatedList } from '@main/sync/list-sync-job';
import { DATED_SYNC_RULE } from '@main/sync/dated-sync';
import { benchSizes, loadAverage, type SizedFigures } from './bench-sizes';

const NEW_SHIPMENTS = 10_000;
/** The synthetic history's pickups span 2024 to 2026 (synthetic-shipments.ts), 1,095 days. */
const HISTORY_DAYS = 1095;
const LOOKBACK_DAYS = DATED_SYNC_RULE.lookbackMs / 86_400_000;
/** A dated sync after a whole one at the history's end asks since the app's lookback before it. */
const DATED_SINCE = new Date(Date.UTC(2027, 0, 1) - DATED_SYNC_RULE.lookbackMs).toISOString().slice(0, 10);
const WARM_UP = 20;
const SAMPLES = 200;
/** Samples of a sync bringing 10,000 new shipments (and as many rounds on a growing store). */
const SYNC_ROUNDS = 5;
/**
 * From this size on, a sync sample (a million items generated and synced) and
 * a check (the whole file read) take long: fewer rounds, no growing store.
 */
const LARGE = 500_000;
const LARGE_SYNC_ROUNDS = 3;
const LARGE_CHECK_ROUNDS = 2;
/** What a sync figure times (store-sync-worker.ts), as the app's serve-list-sync.ts runs it. */
const SYNC_TIMED =
  'timed in the worker from opening the saved answer to the end of the sync it tells main (the answer read and checked in batches, the rows written, finish: every row committed and listed); the fetch is excluded, and so is what the worker does after (the search index catching up, checkpoint), shown below';

interface WorkerSync {
  readonly ms: number;
  /** Of `ms`: the saved answer read and checked (its outline, then each batch parsed and checked). */
  readonly readMs: number;
  readonly longestBatchMs: number;
  /** After the sync's end: its rows indexed for search. */
  readonly catchUpMs: number;
  /** After the sync's end: the log copied, the catch-up, the checkpoint and closing the store. */
  readonly afterMs: number;
  readonly loopHeldMs: number;
}

let builtWorker: Promise<string> | undefined;
let builtCheckWorker: Promise<string> | undefined;

/**
 * The check of a store file (PRAGMA quick_check, which reads every page) in a
 * worker, as the app runs it after its start: how long, and how long main's
 * event loop was held meanwhile.
 */
async function checkInWorker(file: string): Promise<{ ms: number; loopHeldMs: number }> {
  builtCheckWorker ??= bundleForNode(join(__dirname, 'store-check-worker.ts'), 'store-check-worker');
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const worker = new Worker(await builtCheckWorker, { workerData: { file } });
  const result = await new Promise<{ ms: number; damaged: boolean }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  delay.disable();
  if (result.damaged) throw new Error(`the bench's store ${file} was found damaged`);
  return { ms: result.ms, loopHeldMs: delay.max / 1e6 };
}

/** store-sync-worker.ts bundled as the app bundles its own worker (bundle-for-node.ts says why), once per run. */
function builtSyncWorker(): Promise<string> {
  builtWorker ??= bundleForNode(join(__dirname, 'store-sync-worker.ts'), 'store-sync-worker');
  return builtWorker;
}

/** A full sync in a worker thread with its own connection, main idle meanwhile: how long, and how long main's event loop was held. */
async function syncInWorker(
  dataDir: string,
  parts: readonly ListPart[],
  fetchedAt: string,
  remembered: readonly ListPart[] | null = null,
  dated: DatedList | null = null,
): Promise<WorkerSync> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const worker = new Worker(await builtSyncWorker(), {
    workerData: { dataDir, profileId: 'bench', batchSize: LIST_SYNC_BATCH_SIZE, parts, fetchedAt, remembered, dated },
  });
  const result = await new Promise<Omit<WorkerSync, 'loopHeldMs'>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  delay.disable();
  return { ...result, loopHeldMs: delay.max / 1e6 };
}

/**
 * The same wait with a worker that only spins the CPU (no store): main's
 * event loop is idle in both, so what it shows is the machine's scheduling
 * (2 shared cores), the floor of the figures above.
 */
async function spinInWorker(ms: number): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const worker = new Worker(
    `const end = Date.now() + ${Math.round(ms)}; while (Date.now() < end); require('node:worker_threads').parentPort.postMessage(0);`,
    { eval: true },
  );
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  delay.disable();
  return delay.max / 1e6;
}

const random = seededRandom(7);
const pickOne = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const randomSort = (): ShipmentListQuery['sort'] => ({
  key: pickOne<ShipmentSortKey>(shipmentSortKeys),
  direction: random() < 0.5 ? 'asc' : 'desc',
});

type Filters = NonNullable<ShipmentListQuery['filters']>;
/** Filters an operator types: texts of 3 characters or more, dates, and combinations. */
const FILTERS: readonly Filters[] = [
  { TransportOperator: 'maersk' },
  { TransportOperator: 'logistik' },
  { Origin: 'valencia' },
  { Origin: '460' },
  { Destination: 'sao paulo' },
  { Destination: 'hamburg' },
  { ShipmentCode: 'FR12' },
  { StartDate: '2025-03-01', EndDate: '2025-06-30' },
  { Origin: 'Hamburg', StartDate: '2025-01-01' },
  { TransportOperator: 'DHL', Destination: 'Madrid' },
];
/** The first keystrokes of a filter. */
const SHORT_FILTERS: readonly Filters[] = [{ Origin: '46' }, { Destination: 'DE' }, { TransportOperator: 'tn' }];
const SEARCHES = ['valencia', 'maersk', 'fr123', 'leon', 'sao', 'müller 460', '3011', 'xyz', 'cargo łódź', 'paris 750'];
const SHORT_SEARCHES = ['de', 'e', 'nj'];

/** The heap in use and the memory outside it (typed arrays), after a full GC, in MB (run with --expose-gc). */
function heapAfterGc(): number {
  if (!global.gc) throw new Error('run with --expose-gc');
  global.gc();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1e6;
}

/** What a query asks of the rows, whatever its order and window. */
const conditionsOf = (query: ShipmentListQuery) => JSON.stringify([query.filters ?? null, query.search ?? null]);

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** The store figures at each size of benchSizes(), one run each; the first sync into an empty store once. */
export async function storeFiguresBySize(): Promise<SizedFigures[]> {
  const runs: SizedFigures[] = [];
  for (const size of benchSizes()) {
    process.stderr.write(`store bench: ${size.toLocaleString('en')} shipments\n`);
    const before = loadAverage();
    const figures = await storeFigures(size, runs.length === 0);
    runs.push({ size, figures, load: `${before} before, ${loadAverage()} after` });
  }
  return runs;
}

/** First syncs: a list of 10,000 into an empty store, each round in a new store. */
async function firstSyncFigure(): Promise<GoalFigure> {
  const firstSyncs: WorkerSync[] = [];
  for (let round = 0; round < SYNC_ROUNDS; round++) {
    const emptyDir = mkdtempSync(join(tmpdir(), 'store-bench-first-'));
    try {
      firstSyncs.push(
        await syncInWorker(
          emptyDir,
          [{ count: NEW_SHIPMENTS, seed: 50 + round, firstIndex: 0 }],
          '2026-01-01T00:00:00.000Z',
        ),
      );
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  }
  return fromSamples(
    {
      id: 'store.sync.first-10k',
      name: `first sync of a ${NEW_SHIPMENTS.toLocaleString('en')}-shipment list into an empty store, in a worker`,
      unit: 'ms',
      goal: 1000,
      note: SYNC_TIMED,
    },
    firstSyncs.map((s) => s.ms),
  );
}

/**
 * The figures with `size` shipments stored: the store filled once by a full
 * sync in a worker (the store's own sync path, in its batches) and its file
 * reused by every figure of this size.
 */
export async function storeFigures(size: number, withFirstSync: boolean): Promise<GoalFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'store-bench-'));
  const figures: GoalFigure[] = [];
  const large = size >= LARGE;
  const syncRounds = large ? LARGE_SYNC_ROUNDS : SYNC_ROUNDS;
  try {
    if (withFirstSync) figures.push(await firstSyncFigure());

    LocalStore.open(dir, 'bench').close();
    const listed: ListPart = { count: size, seed: 1, firstIndex: (SYNC_ROUNDS + 1) * NEW_SHIPMENTS };
    const first = await syncInWorker(dir, [listed], '2026-01-01T00:00:00.000Z');
    figures.push({
      id: 'store.full-sync.loop-block',
      name: "full sync of the whole list in a worker: main's event loop held at most",
      unit: 'ms',
      goal: 50,
      median: first.loopHeldMs,
      p95: null,
      note: `monitorEventLoopDelay max; the sync took ${Math.round(first.ms)} ms, longest batch of ${LIST_SYNC_BATCH_SIZE} ${Math.round(first.longestBatchMs)} ms`,
    });

    // The case: `size` shipments in the store, and a sync whose list brings 10,000 new ones
    // on top. Each sample starts from that same store (its file copied back), with other new ones.
    const kept = storeFiles(dir, 'bench').map((file) => ({ file, copy: `${file}.kept` }));
    for (const { file, copy } of kept) if (existsSync(file)) copyFileSync(file, copy);
    const restore = () => {
      for (const { file, copy } of kept) {
        if (existsSync(copy)) copyFileSync(copy, file);
        else rmSync(file, { force: true });
      }
    };
    const syncs: WorkerSync[] = [];
    const rememberedSyncs: WorkerSync[] = [];
    const datedSyncs: WorkerSync[] = [];
    for (let sample = 1; sample <= syncRounds; sample++) {
      const fresh: ListPart = { count: NEW_SHIPMENTS, seed: 200 + sample, firstIndex: NEW_SHIPMENTS };
      const fetchedAt = `2026-01-01T0${sample}:00:00.000Z`;
      restore();
      syncs.push(await syncInWorker(dir, [fresh, listed], fetchedAt));
      // The same sync on a thread that remembers the last one (last-syncs.ts): the syncs after the first.
      restore();
      rememberedSyncs.push(await syncInWorker(dir, [fresh, listed], fetchedAt, [listed]));
      // The same new shipments asked since a date (dated-sync.ts): the service sends them and the stored ones picked up since.
      restore();
      const since: ListPart = { ...listed, pickedUpSince: DATED_SINCE };
      const booked: ListPart = { ...fresh, pickedUpFrom: { date: DATED_SINCE, days: LOOKBACK_DAYS } };
      datedSyncs.push(
        await syncInWorker(dir, [booked, since], fetchedAt, null, { startDate: DATED_SINCE, wholeCount: size }),
      );
    }
    figures.push(
      fromSamples(
        {
          id: 'store.sync.10k-new',
          name: `sync of a list holding ${NEW_SHIPMENTS.toLocaleString('en')} new on top of those stored, in a worker`,
          unit: 'ms',
          goal: 1000,
          note: `${size.toLocaleString('en')} stored before each sample (the same file), every other item unchanged; ${SYNC_TIMED}`,
        },
        syncs.map((s) => s.ms),
      ),
    );
    figures.push(
      fromSamples(
        {
          id: 'store.sync.10k-new.read',
          name: '  of which: the saved answer read and checked',
          unit: 'ms',
          goal: null,
          note: 'its outline found in one pass over the file, then each batch parsed and checked by the list item schema (list-answer-reader.ts)',
        },
        syncs.map((s) => s.readMs),
      ),
    );
    figures.push(
      fromSamples(
        {
          id: 'store.sync.10k-new.remembered',
          name: '  the same sync after another on the same thread (its items remembered)',
          unit: 'ms',
          goal: 1000,
          note: `the thread remembers each place's bytes and item hash from the last completed sync: unchanged items are neither parsed nor checked (last-syncs.ts); read and checked: median ${Math.round(
            percentile(
              rememberedSyncs.map((s) => s.readMs),
              50,
            ),
          )} ms`,
        },
        rememberedSyncs.map((s) => s.ms),
      ),
    );
    figures.push(
      fromSamples(
        {
          id: 'store.sync.10k-new.dated',
          name: `  the same ${NEW_SHIPMENTS.toLocaleString('en')} new in a list asked since a date (between whole syncs)`,
          unit: 'ms',
          goal: 1000,
          note: `the list since ${DATED_SINCE}, the stored history's last ${LOOKBACK_DAYS} days (DATED_SYNC_RULE's lookback): the new ones picked up in those days (a list since a date holds no other), and the stored shipments picked up since then again (about ${Math.round((LOOKBACK_DAYS / HISTORY_DAYS) * size).toLocaleString('en')}); nothing is marked missing; timed in the worker from opening the saved answer to the end it tells main (each batch read, checked and written, from the list's last to its first, then the sync recorded); the fetch and the search index's catch-up after are excluded`,
        },
        datedSyncs.map((s) => s.ms),
      ),
    );

    figures.push(
      fromSamples(
        {
          id: 'store.sync.10k-new.search-catch-up',
          name: '  then, in the same worker: the new rows indexed for search',
          unit: 'ms',
          goal: null,
          note: `after the sync's end and the log's copy (searches by SQL check the waiting rows meanwhile); with the copy, the checkpoint and close: median ${Math.round(
            percentile(
              syncs.map((s) => s.afterMs),
              50,
            ),
          )} ms`,
        },
        syncs.map((s) => s.catchUpMs),
      ),
    );

    // The same on a store that keeps growing (each sync on top of the last), shown for how the time
    // grows with the list; pages below are then read from the grown store. Left out when large: each
    // round would generate and sync a million items again.
    restore();
    for (const { copy } of kept) rmSync(copy, { force: true });
    let stored = size;
    if (!large) {
      const parts: ListPart[] = [listed];
      const growing: WorkerSync[] = [];
      for (let round = SYNC_ROUNDS; round >= 1; round--) {
        parts.unshift({ count: NEW_SHIPMENTS, seed: 100 + round, firstIndex: round * NEW_SHIPMENTS });
        growing.push(await syncInWorker(dir, parts, `2026-01-02T0${SYNC_ROUNDS - round + 1}:00:00.000Z`));
      }
      stored = size + SYNC_ROUNDS * NEW_SHIPMENTS;
      figures.push(
        fromSamples(
          {
            id: 'store.sync.10k-new.growing',
            name: `  the same on a list growing by ${SYNC_ROUNDS} syncs`,
            unit: 'ms',
            goal: null,
            note: `lists of ${(size + NEW_SHIPMENTS).toLocaleString('en')}-${stored.toLocaleString('en')}, each sync on top of the one before`,
          },
          growing.map((s) => s.ms),
        ),
      );
    }
    figures.push(
      fromSamples(
        {
          id: 'store.sync.10k-new.loop-block',
          name: "  main's event loop held at most meanwhile",
          unit: 'ms',
          goal: 50,
        },
        syncs.map((s) => s.loopHeldMs),
      ),
    );
    const spins: number[] = [];
    for (const sync of syncs) spins.push(await spinInWorker(sync.ms));
    figures.push(
      fromSamples(
        {
          id: 'store.sync.loop-block-floor',
          name: '  the same with a worker that only spins (no store)',
          unit: 'ms',
          goal: null,
          note: "main idle as in the syncs: the machine's scheduling alone",
        },
        spins,
      ),
    );

    // The store's check at the app's start: the whole file read, on a worker thread.
    const checks: Array<{ ms: number; loopHeldMs: number }> = [];
    for (let round = 0; round < (large ? LARGE_CHECK_ROUNDS : SYNC_ROUNDS); round++)
      checks.push(await checkInWorker(storeFiles(dir, 'bench')[0] as string));
    const holding = `${stored.toLocaleString('en')} stored`;
    figures.push(
      fromSamples(
        {
          id: 'store.check',
          name: 'check of the store file (PRAGMA quick_check), in a worker',
          unit: 'ms',
          goal: null,
          note: `${holding}; after the startup gate, in the background: damage in the middle of the file is found before a screen meets it`,
        },
        checks.map((c) => c.ms),
      ),
      fromSamples(
        { id: 'store.check.loop-block', name: "  main's event loop held at most meanwhile", unit: 'ms', goal: 50 },
        checks.map((c) => c.loopHeldMs),
      ),
    );

    const store = LocalStore.open(dir, 'bench');
    try {
      store.checkpoint();
      let n = 0;
      // Any write drops the store's kept counts and orders: the next query is answered afresh, as after a keystroke.
      const forget = () => store.drafts.save('bench/forget', { n: n++ });
      store.shipments.pages.page({ offset: 0, limit: 100 });
      // main's RSS is measured in a process of its own, as main: main-rss.ts; here only what the load adds to the heap.
      // Main loads the list's columns in the background after a sync; pages are measured once it has.
      const heapBefore = heapAfterGc();
      const loadStarted = performance.now();
      await store.shipments.pages.whenInMemory();
      figures.push(
        {
          id: 'store.memory-load',
          name: "the list's columns loaded into main's memory, in steps",
          unit: 'ms',
          goal: null,
          median: performance.now() - loadStarted,
          p95: null,
          note: `${holding}; one load, from the first page asked to pages answered from memory (main keeps answering meanwhile)`,
        },
        {
          id: 'store.memory-load.heap',
          name: "  main's memory they take (heap and typed arrays), after a GC",
          unit: 'MB',
          goal: null,
          median: heapAfterGc() - heapBefore,
          p95: null,
        },
      );

      const pageFigure = (
        id: string,
        name: string,
        goal: number,
        query: () => ShipmentListQuery,
        note?: string,
      ): GoalFigure => {
        for (let i = 0; i < WARM_UP; i++) store.shipments.pages.page(query());
        const samples: number[] = [];
        let previous = '';
        for (let i = 0; i < SAMPLES; i++) {
          let q = query();
          // A first page is of a query just typed, never the one asked right before: the list in memory
          // keeps the matches of its last query (a list scrolled), which would flatter the figure.
          for (let tries = 0; q.offset === 0 && conditionsOf(q) === previous && tries < 20; tries++) q = query();
          previous = conditionsOf(q);
          forget();
          // A page further down comes after the first page of the same query, as an operator scrolls.
          if (q.offset > 0) store.shipments.pages.page({ ...q, offset: 0 });
          samples.push(timed(() => store.shipments.pages.page(q)));
        }
        return fromSamples({ id, name, unit: 'ms', goal, ...(note ? { note } : {}) }, samples);
      };
      const window = (offset: number) => ({ offset, limit: 100, sort: randomSort() });
      figures.push(
        pageFigure(
          'store.page.whole-list',
          'page of 100, whole list, any offset, sorted',
          10,
          () => window(Math.floor(random() * (stored / 100)) * 100),
          `${holding}; pages below read from the same`,
        ),
        pageFigure('store.page.filtered-sorted', 'page of 100, filtered + sorted, first page', 10, () => ({
          filters: pickOne(FILTERS),
          ...window(0),
        })),
        pageFigure(
          'store.page.filtered-sorted.offset-100-900',
          'page of 100, filtered + sorted, offset 100-900',
          10,
          () => ({ filters: pickOne(FILTERS), ...window(100 + Math.floor(random() * 9) * 100) }),
          'after the first page of the same query (whose matches the list in memory keeps); offsets past a filter total answer an empty page',
        ),
        pageFigure(
          'store.page.filtered-sorted.offset-1000',
          'page of 100, filtered + sorted, offset 1,000-5,000',
          10,
          () => ({ filters: pickOne(FILTERS), ...window(1_000 + Math.floor(random() * 40) * 100) }),
          'after the first page of the same query (whose matches the list in memory keeps); offsets past a filter total answer an empty page',
        ),
        pageFigure('store.page.short-filter', 'page of 100, filtered by 1-2 characters', 10, () => ({
          filters: pickOne(SHORT_FILTERS),
          ...window(0),
        })),
        pageFigure('store.page.search', 'text search (3+ characters), first page', 20, () => ({
          search: pickOne(SEARCHES),
          ...window(0),
        })),
        pageFigure('store.page.short-search', 'text search of 1-2 characters, first page', 20, () => ({
          search: pickOne(SHORT_SEARCHES),
          ...window(0),
        })),
      );
    } finally {
      store.close();
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

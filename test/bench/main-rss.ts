/*
 * main's RSS with 150,000 and 1,050,000 shipments in its store (issues 8 and
 * 30: under 300 MB), side by side,
 * measured as main: a child process that is the app's core as the web
 * harness builds it (createAppCore with its embedded demo sandbox), started
 * on a data folder whose store already holds the shipments, with no sync at
 * start (its profile's service does not answer). The child reports RSS
 * after its start and first page, once the list is loaded into memory, then
 * after reading pages and searches, each as it came and after a full GC
 * (main-rss-core.ts).
 *
 * The child runs as plain JavaScript, bundled here from its TypeScript as
 * the harness is (scripts/build-harness.ts): no TypeScript loader in the
 * process measured.
 *
 *   node --expose-gc --import tsx test/bench/main-rss.ts   (or in `npm run bench`)
 * STORE_BENCH_SIZES=100000 for one smaller store (50,000 are added to each size, as
 * the store figures' syncs add them). Figures are printed, never asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleForNode, runNodeChild } from './bundle-for-node';
import { fillStore, writeSilentProfile } from './filled-store';
import { fromSamples, percentile, type GoalFigure } from './goal-figure';
import { benchSizes, loadAverage, printSizedTable, type SizedFigures } from './bench-sizes';
import type { CoreMemory, CoreMemoryReport } from './main-rss-core';

/** As the store figures: each size and the 5 syncs of 10,000 new ones on top. */
const ADDED = 50_000;
const ROUNDS = 3;
const PROFILE = 'bench';

/** The child as one CommonJS file under out/ (where node_modules resolves), packages left to require(). */
function buildChild(): Promise<string> {
  return bundleForNode(path.join(__dirname, 'main-rss-core.ts'), 'main-rss-core');
}

async function runChild(file: string, dataDir: string): Promise<CoreMemoryReport> {
  const lines = await runNodeChild(file, [dataDir, PROFILE, 'bench-key', 'bench-secret'], ['--expose-gc']);
  return JSON.parse(lines.at(-1) ?? '') as CoreMemoryReport;
}

const breakdown = (m: CoreMemory) =>
  `heap ${m.heapUsed}/${m.heapTotal} MB, external ${m.external} MB (array buffers ${m.arrayBuffers}); after GC: heap ${m.heapUsedAfterGc} MB`;

/** The figures at each size (benchSizes plus what the syncs add), one run each. */
export async function mainRssFiguresBySize(): Promise<SizedFigures[]> {
  const runs: SizedFigures[] = [];
  for (const size of benchSizes([100_000, 1_000_000]).map((s) => s + ADDED)) {
    process.stderr.write(`main-rss: ${size.toLocaleString('en')} shipments\n`);
    const before = loadAverage();
    const figures = await mainRssFigures(size);
    runs.push({ size, figures, load: `${before} before, ${loadAverage()} after` });
  }
  return runs;
}

export async function mainRssFigures(size: number): Promise<GoalFigure[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-rss-'));
  try {
    fillStore(dataDir, PROFILE, size);
    await writeSilentProfile(dataDir, PROFILE);
    const file = await buildChild();
    const reports: CoreMemoryReport[] = [];
    for (let i = 0; i < ROUNDS; i++) reports.push(await runChild(file, dataDir));
    const at = (index: number) => reports.map((r) => r.readings[index]!);
    const stored = `${reports[0]!.shipments.toLocaleString('en')} shipments stored`;
    const figure = (
      id: string,
      name: string,
      readings: readonly CoreMemory[],
      pick: (m: CoreMemory) => number,
      note: string,
    ): GoalFigure => fromSamples({ id, name, unit: 'MB', goal: 300, note }, readings.map(pick));
    const started = at(0);
    const loaded = at(1);
    const paged = at(2);
    return [
      figure(
        'store.main-rss',
        `main's RSS with ${stored}, after a GC`,
        started,
        (m) => m.rssAfterGc,
        `the app's core in its own process (embedded demo sandbox), sync-free start, first page read; ${ROUNDS} starts; ${breakdown(started[0]!)}`,
      ),
      figure(
        'store.main-rss.no-gc',
        '  the same, as it came (no GC)',
        started,
        (m) => m.rss,
        'right after the first page',
      ),
      figure(
        'store.main-rss.in-memory',
        '  the same once the list is loaded into memory, after a GC',
        loaded,
        (m) => m.rssAfterGc,
        `pages answered from memory (whenInMemory), loaded in median ${Math.round(
          percentile(
            reports.map((r) => r.loadMs),
            50,
          ),
        )} ms; ${breakdown(loaded[0]!)}`,
      ),
      figure(
        'store.main-rss.after-pages',
        '  the same after reading pages and searches from memory, after a GC',
        paged,
        (m) => m.rssAfterGc,
        `${reports[0]!.pagesRead} pages: filtered, sorted, searched, far offsets; ${breakdown(paged[0]!)}`,
      ),
      figure(
        'store.main-rss.after-pages.no-gc',
        '  the same, as it came (no GC)',
        paged,
        (m) => m.rss,
        'mapped pages of the store file count in RSS',
      ),
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('main-rss.ts')) {
  mainRssFiguresBySize()
    .then((runs) => printSizedTable(runs))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}

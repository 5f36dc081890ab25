/*
 * Cold start of the app's core (issue 10: under 300 ms bundled): a new Node
 * process runs the core built as the app builds main (core-cold-start-child.ts
 * through bundleAsMain in bundle-for-node.ts: main's own build config), on a
 * data folder that already holds what a first start wrote (the sandbox's demo
 * history, the settings, the profile's store filled by its first sync), as an
 * operator's second morning does; the sandbox's data sets are loaded lazily,
 * as in the app. Timed from the process's own start to the
 * first IPC answer. The very first start, which writes that folder, is shown
 * for insight.
 *
 *   node --expose-gc --import tsx test/bench/core-cold-start.ts
 * or as one entry of `npm run bench` (run.ts). Printed, never asserted.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundleAsMain } from './bundle-for-node';
import type { CoreStart } from './core-cold-start-child';
import { fromSamples, printFigureTable, type GoalFigure } from './goal-figure';

const run = promisify(execFile);
/** Starts measured after the first (which writes the data folder) and one warm-up (the OS file cache). */
const ROUNDS = 15;

async function startOnce(bundle: string, dataDir: string, flags: readonly string[] = []): Promise<CoreStart> {
  const { stdout } = await run(process.execPath, [bundle, dataDir, ...flags], { timeout: 120_000 });
  const line = stdout.trim().split(/\r?\n/).at(-1) ?? '';
  return JSON.parse(line) as CoreStart;
}

export async function coreColdStartFigures(): Promise<GoalFigure[]> {
  // Built as main is (its chunks too), with the worker thread beside it, where the child starts it from
  // as the app starts out/main/worker-thread.js.
  const dir = await bundleAsMain(
    {
      'core-cold-start-child': path.join(__dirname, 'core-cold-start-child.ts'),
      'worker-thread': path.join(__dirname, '../../src/main/worker-thread/worker-thread.ts'),
    },
    'core-cold-start',
  );
  const bundle = path.join(dir, 'core-cold-start-child.js');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-cold-'));
  try {
    // Until its first sync is done: without it, every later start found a store never synced and, as the
    // app does for a first start, signed in and synced at once, in the middle of the start being timed.
    const first = await startOnce(bundle, dataDir, ['--until-synced']);
    await startOnce(bundle, dataDir);
    const starts: CoreStart[] = [];
    for (let i = 0; i < ROUNDS; i++) starts.push(await startOnce(bundle, dataDir));
    return [
      fromSamples(
        {
          id: 'core.cold-start',
          name: "cold start of the app's core, bundled: process start to first IPC answer",
          unit: 'ms',
          goal: 300,
          note: 'a new Node process each, on a data folder a first start wrote and synced; the sandbox data sets loaded lazily, as in the app',
        },
        starts.map((s) => s.firstAnswerMs),
      ),
      fromSamples(
        {
          id: 'core.cold-start.code-runs',
          name: '  of which Node started and the bundle loaded',
          unit: 'ms',
          goal: null,
        },
        starts.map((s) => s.codeRunsMs),
      ),
      {
        id: 'core.cold-start.first-ever',
        name: '  the very first start (writes the data folder)',
        unit: 'ms',
        goal: null,
        median: first.firstAnswerMs,
        p95: null,
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('core-cold-start.ts')) {
  coreColdStartFigures()
    .then((figures) => printFigureTable(figures))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}

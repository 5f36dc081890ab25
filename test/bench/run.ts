/*
 * npm run bench: every figure, measured in one run. An entry starts what it
 * measures where the app runs it (a sandbox served in a process of its own,
 * the built harness, the app's core in a child); `ctx` holds a sandbox in this
 * process and a signed-in client for an entry that wants them.
 * Each figure is printed, never asserted: speed depends on the machine.
 * To add a figure, add an entry to `entries` below.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Agent } from 'undici';
import { FreightClient, DEFAULT_TIMEOUTS, createKeepAliveAgent } from '@main/api';
import { startSandbox } from '@sandbox';
import type { RunningSandbox } from '@sandbox';
import { bundledFigures } from './bundled-figures';
import { rawToken } from './raw-request';
import { sandboxThroughputFigures } from './sandbox-throughput';
import { trackingFirstPaint, trackingFirstPaintOnFilledStore } from './tracking-first-paint';
import { trackingScroll } from './tracking-scroll';
import { uploadFigures } from './upload-figures';
import { printFigureTable, resultsJson, type GoalFigure } from './goal-figure';
import { storeFiguresBySize } from './store-figures';
import { loadAverage, rowsBySize } from './bench-sizes';
import { mainRssFiguresBySize } from './main-rss';
import { coreColdStartFigures } from './core-cold-start';
import { quotePdfFigures } from './quote-pdf-figures';
import { comparisonMarginFigures } from './comparison-margins';

interface BenchContext {
  readonly sandbox: RunningSandbox;
  /** The app's client, signed in. */
  readonly client: FreightClient;
  /** A separate agent with the client's keep-alive settings, for raw requests. */
  readonly agent: Agent;
  /** A token obtained beforehand, for raw requests. */
  readonly token: string;
}

type Figure = GoalFigure;

/** The project root: bench-results.json is written there. */
const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

interface BenchEntry {
  readonly name: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}

/** Every figure the bench prints, in order. */
const entries: readonly BenchEntry[] = [
  // The sandbox in its own process: the client (bundled as main is, in a child) against a raw request,
  // then the sandbox's throughput.
  { name: 'FreightClient vs raw undici', run: () => bundledFigures('client-vs-raw') },
  { name: 'sandbox throughput: box rating', run: () => sandboxThroughputFigures() },
  // The built harness in its own process, asked as its browser bridge asks (from a bundled child).
  { name: 'rating through the IPC router and the harness', run: () => bundledFigures('ipc-route') },
  // The app's core in a child process of its own, uploading to a sandbox in another.
  { name: 'a 25 MiB document upload', run: () => uploadFigures() },
  // Its own store in a temp folder: 100,000 and 1,000,000 shipments synced in a worker, then pages read on this thread.
  { name: 'local store with 100,000 and 1,000,000 shipments', run: async () => rowsBySize(await storeFiguresBySize()) },
  // The app's core in a child process of its own on a filled store: main's RSS, as main.
  { name: "main's RSS with its store filled", run: async () => rowsBySize(await mainRssFiguresBySize()) },
  // The app's core in a child process of its own, making quote PDFs of hostile rates on its PDF thread.
  { name: 'quote PDFs of hostile rates', run: () => quotePdfFigures() },
  // New Node processes, each starting the app's core bundled as the app bundles main.
  { name: "cold start of the app's core", run: () => coreColdStartFigures() },
  // Its own web harness (100,000 seeded shipments) and Chromium; needs the built renderer.
  { name: 'tracking list first paint in Chromium', run: () => trackingFirstPaint() },
  // The same harness on a store of 1,000,000 filled beforehand (no sandbox list, no sync): the click and cold starts.
  {
    name: 'tracking list first paint in Chromium, 1,000,000 stored',
    run: async () => {
      const load = loadAverage();
      const figures = await trackingFirstPaintOnFilledStore(1_000_000);
      return rowsBySize([{ size: 1_000_000, figures, load }]);
    },
  },
  // Its own web harness (100,000 seeded shipments) and Chromium: scrolled 20 rows a frame.
  { name: 'tracking list scrolling in Chromium', run: () => trackingScroll() },
  // Its own web harness answering a rating with 200 rates, and Chromium: the margins applied again.
  { name: 'rate comparison with margins in Chromium', run: () => comparisonMarginFigures() },
];

async function main(): Promise<void> {
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
  const client = new FreightClient({ baseUrl: sandbox.baseUrl, getCredentials: async () => sandbox.credentials });
  const agent = createKeepAliveAgent(DEFAULT_TIMEOUTS);
  try {
    const token = await rawToken(agent, sandbox.baseUrl, sandbox.credentials);
    await client.signIn();
    const ctx: BenchContext = { sandbox, client, agent, token };
    const figures: Figure[] = [];
    for (const entry of entries) {
      process.stderr.write(`running: ${entry.name}\n`);
      figures.push(...(await entry.run(ctx)));
    }
    console.log(`Freight Desk bench (Node ${process.version}, one sandbox on ${sandbox.baseUrl})`);
    printFigureTable(figures);
    const results = path.join(PROJECT_ROOT, 'bench-results.json');
    writeFileSync(results, resultsJson(figures));
    console.log(`\nThe same rows as JSON: ${path.relative(process.cwd(), results) || results}`);
  } finally {
    await client.close();
    await agent.close();
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

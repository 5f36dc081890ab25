/*
 * The child process of quote-pdf-figures.ts: the app's core (createAppCore,
 * as main runs it, on its embedded sandbox profile), its threads started from
 * the bundled worker file as the app starts them. It keeps a hostile sea FCL
 * rating in the profile's store, as main keeps what a service answered, then
 * asks for the rate's quote PDF through the router several times, as the
 * window does. For each it prints one JSON line: how long the PDF took to the
 * answer, and the longest block of main's event loop meanwhile. Not run by hand.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppCore } from '@main/app-core';
import { LocalStore } from '@main/store';
import { fileWorkerLauncher } from '@main/worker-thread/worker-launcher';
import { hostileSeaRating, type HostileShape } from '../helpers/hostile-rating';
import { memoryKeychain } from '../helpers/memory-keychain';
import { savingDesktop } from '../helpers/saving-desktop';
import { syncIdle, value } from '../integration/helpers/core';

export interface PdfRound {
  /** From the call to the answer (the file handed to the save dialog), in ms. */
  readonly pdfMs: number;
  /** The longest the event loop was held during it, in ms. */
  readonly maxBlockMs: number;
  readonly bytes: number;
  /** The longest block over as long right after, main idle: the machine's own noise, for comparison. */
  readonly idleBlockMs: number;
}

const [dataDir, fixtureFile, shapeJson, roundsArg, workerFile] = process.argv.slice(2);
/** A pause after the start, for what the core loads and warms once its first sync is done (its start gate's deferred work). */
const SETTLE_MS = 3000;
/** Timer resolution of the event-loop monitor: a block shows as its length beyond this. */
const MONITOR_RESOLUTION_MS = 5;

async function main(): Promise<void> {
  if (!dataDir || !fixtureFile || !shapeJson || !workerFile)
    throw new Error('usage: quote-pdf-core-child DATA FIXTURE SHAPE ROUNDS WORKER');
  const { desktop, saved } = savingDesktop(dataDir);
  const core = await createAppCore({
    dataDir,
    keychain: memoryKeychain(),
    desktop,
    log: { error: () => {}, failed: () => {} },
    sandbox: { demoHistory: false },
    workerThread: fileWorkerLauncher(workerFile),
  });
  try {
    const rating = hostileSeaRating(
      JSON.parse(readFileSync(fixtureFile, 'utf8')),
      new Date().toISOString(),
      JSON.parse(shapeJson) as HostileShape,
    );
    const store = LocalStore.open(dataDir, 'sandbox');
    try {
      store.ratings.put(rating.request, rating.result);
    } finally {
      store.close();
    }
    // The start's own work (signing in, the first sync of the sandbox's list) done first: only the PDFs are measured.
    await syncIdle(core);
    await sleep(SETTLE_MS);
    for (let i = 0; i < Number(roundsArg ?? 5); i++) {
      const monitor = monitorEventLoopDelay({ resolution: MONITOR_RESOLUTION_MS });
      monitor.enable();
      const started = performance.now();
      await value(core, 'rating.pdf', { rateId: rating.rateId, locale: 'en-GB' });
      const pdfMs = performance.now() - started;
      monitor.disable();
      const idle = monitorEventLoopDelay({ resolution: MONITOR_RESOLUTION_MS });
      idle.enable();
      await sleep(pdfMs);
      idle.disable();
      const round: PdfRound = {
        pdfMs,
        maxBlockMs: Math.max(0, monitor.max / 1e6 - MONITOR_RESOLUTION_MS),
        bytes: [...saved.values()].at(-1)?.byteLength ?? 0,
        idleBlockMs: Math.max(0, idle.max / 1e6 - MONITOR_RESOLUTION_MS),
      };
      process.stdout.write(`${JSON.stringify(round)}\n`);
    }
  } finally {
    await core.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});

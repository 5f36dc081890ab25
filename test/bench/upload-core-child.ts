/*
 * The child process of upload-figures.ts: the app's core (createAppCore, as
 * main runs it), its active profile a sandbox in another process. It books a
 * shipment, then uploads a document of the limit's size several times through
 * the router, as the window's call arrives: the file's bytes come into main
 * first (Electron's IPC delivers them), then documents.upload runs. For each
 * upload it prints one JSON line: main's RSS before the bytes came and at its
 * peak (the kernel's high-water mark, reset before each), and the longest
 * block of main's event loop. Not run by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppCore } from '@main/app-core';
import { writeCredentials } from '@main/credentials/credentials';
import { fileWorkerLauncher } from '@main/worker-thread/worker-launcher';
import { MAX_UPLOAD_BYTES } from '@shared/domain/upload-limits';
import { memoryKeychain } from '../helpers/memory-keychain';
import { bookThroughCore, value } from '../integration/helpers/core';

export interface UploadRound {
  readonly fileBytes: number;
  /** RSS before the file's bytes were in main, after a GC. */
  readonly rssBeforeBytes: number;
  /** The highest RSS from then until the upload's answer (VmHWM, reset first). */
  readonly rssPeakBytes: number;
  /** The longest the event loop was held during the upload, in ms. */
  readonly maxBlockMs: number;
  /** From the bytes' arrival to the answer, in ms. */
  readonly uploadMs: number;
}

const [dataDir, profileId, apiKey, apiSecret, roundsArg, workerFile] = process.argv.slice(2);
/** Timer resolution of the event-loop monitor: a block shows as its length beyond this. */
const MONITOR_RESOLUTION_MS = 5;

/** The process's RSS high-water mark since it was last reset, in bytes (Linux). */
function peakRss(): number {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  if (!match) throw new Error('no VmHWM in /proc/self/status: this bench reads RSS peaks on Linux only');
  return Number(match[1]) * 1024;
}

/** Sets the high-water mark back to the RSS of now. */
function resetPeakRss(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}

/** The bytes of a file as they arrive from the window: every page written (a file is never all zeros). */
function arrivingFile(size: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  for (let i = 0; i + 4 <= size; i += 4096) bytes.writeUInt32LE(i, i);
  return bytes;
}

async function main(): Promise<void> {
  if (!dataDir || !profileId || !apiKey || !apiSecret)
    throw new Error('usage: upload-core-child DATA PROFILE KEY SECRET');
  if (!global.gc) throw new Error('run with --expose-gc');
  const rounds = Number(roundsArg ?? 5);
  const keychain = memoryKeychain();
  await writeCredentials(keychain, profileId, { apiKey, apiSecret });
  const core = await createAppCore({
    dataDir,
    keychain,
    log: { error: () => {}, failed: () => {} },
    sandbox: { demoHistory: false },
    // The app's threads from their bundled file, as the app starts them (run from source, this bundle has no .ts beside it).
    ...(workerFile ? { workerThread: fileWorkerLauncher(workerFile) } : {}),
  });
  try {
    const shipment = await bookThroughCore(core);
    const { value: docs } = await value<{ value: Array<{ documentTemplateId: string | null; documentName: string }> }>(
      core,
      'documents.list',
      { shipmentId: shipment.shipmentId },
    );
    // A document that takes one file: each upload replaces the last at the service (which is not measured).
    const target = docs.find((d) => d.documentName !== 'Other documents') ?? docs[0];
    for (let i = 0; i < rounds; i++) {
      global.gc();
      await sleep(200);
      global.gc();
      const rssBeforeBytes = process.memoryUsage().rss;
      resetPeakRss();
      const monitor = monitorEventLoopDelay({ resolution: MONITOR_RESOLUTION_MS });
      monitor.enable();
      const started = performance.now();
      const content = arrivingFile(MAX_UPLOAD_BYTES);
      const answer = await value<{ success: boolean; message: string }>(core, 'documents.upload', {
        shipmentId: shipment.shipmentId,
        documentTemplateId: target?.documentTemplateId ?? null,
        documentName: target?.documentName ?? 'Other documents',
        fileName: 'scan.pdf',
        content,
      });
      const uploadMs = performance.now() - started;
      monitor.disable();
      if (!answer.success) throw new Error(`the upload was refused: ${answer.message}`);
      const round: UploadRound = {
        fileBytes: content.byteLength,
        rssBeforeBytes,
        rssPeakBytes: peakRss(),
        maxBlockMs: Math.max(0, monitor.max / 1e6 - MONITOR_RESOLUTION_MS),
        uploadMs,
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

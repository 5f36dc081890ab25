/*
 * A document upload at the limit (issue 10: 25 MB accepted; main's RSS growth
 * under 3x the file; no block of main's event loop over 50 ms): the app's
 * core in a child process of its own, as main (upload-core-child.ts,
 * bundled as the app bundles main), its profile a sandbox in another process
 * (sandbox-process.ts), so that main is all that is measured. The file's
 * bytes come into main as the window's call would bring them, then go
 * through the router, the client and the store.
 *
 *   node --expose-gc --import tsx test/bench/upload-figures.ts
 * or as one entry of `npm run bench` (run.ts). Printed, never asserted.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_MIB } from '@shared/domain/upload-limits';
import { bundleForNode, runNodeChild } from './bundle-for-node';
import { fromSamples, printWhenRunAlone, type GoalFigure } from './goal-figure';
import { startSandboxProcess } from './sandbox-process';
import type { UploadRound } from './upload-core-child';

const PROFILE = 'bench';
/**
 * Uploads measured, after one to warm up (the first of anything in a new
 * process pays for compiling it): 20, so that the p95 is not simply the worst.
 */
const ROUNDS = 20;

export async function uploadFigures(): Promise<GoalFigure[]> {
  const sandbox = await startSandboxProcess();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-upload-'));
  try {
    await writeFile(
      path.join(dataDir, 'settings.json'),
      JSON.stringify({
        version: 1,
        activeProfileId: PROFILE,
        profiles: [{ id: PROFILE, name: 'Bench', baseUrl: sandbox.baseUrl, kind: 'service' }],
      }),
    );
    const file = await bundleForNode(path.join(__dirname, 'upload-core-child.ts'), 'upload-core-child');
    // The worker file the app starts its threads from (the store's file thread among them), bundled as the app's build does.
    const worker = await bundleForNode(
      path.resolve(__dirname, '../../src/main/worker-thread/worker-thread.ts'),
      'worker-thread',
    );
    const { apiKey, apiSecret } = sandbox.credentials;
    const lines = await runNodeChild(
      file,
      [dataDir, PROFILE, apiKey, apiSecret, String(ROUNDS + 1), worker],
      ['--expose-gc'],
    );
    const rounds = lines.map((line) => JSON.parse(line) as UploadRound).slice(1);
    const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
    const first = rounds[0] as UploadRound;
    return [
      fromSamples(
        {
          id: 'upload.main-rss-growth',
          name: `${MAX_UPLOAD_MIB} MiB document upload: main's RSS growth / file`,
          unit: 'x',
          goal: 3,
          note: `peak RSS (VmHWM) over RSS before the file's bytes came into main, in files' worth; e.g. ${mb(first.rssBeforeBytes)} -> ${mb(first.rssPeakBytes)} MB; the core in its own process, the sandbox in another`,
        },
        rounds.map((r) => (r.rssPeakBytes - r.rssBeforeBytes) / r.fileBytes),
      ),
      fromSamples(
        {
          id: 'upload.event-loop-max-block',
          name: `${MAX_UPLOAD_MIB} MiB document upload: main's longest event-loop block`,
          unit: 'ms',
          goal: 50,
          note: 'perf_hooks.monitorEventLoopDelay during each upload, its max less its 5 ms resolution',
        },
        rounds.map((r) => r.maxBlockMs),
      ),
      fromSamples(
        {
          id: 'upload.time',
          name: `${MAX_UPLOAD_MIB} MiB document upload: bytes in main to the answer`,
          unit: 'ms',
          goal: null,
          note: 'through the router, the client (base64 as sent), the sandbox and main keeping the file',
        },
        rounds.map((r) => r.uploadMs),
      ),
    ];
  } finally {
    await sandbox.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

printWhenRunAlone('upload-figures.ts', uploadFigures);

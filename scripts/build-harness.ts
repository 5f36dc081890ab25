/**
 * Builds the web harness into out/harness (`npm run build`, `npm run web`):
 *
 *   main.js              the entry (src/harness/start.ts): runs harness.js with
 *                        V8's code cache, kept beside it as harness.js.cache
 *                        once a start has made it (src/harness/code-cache.ts)
 *   harness.js           the harness (src/harness/main.ts) with the app core and
 *                        the embedded sandbox, as one CommonJS file
 *   worker-thread.js     the worker thread (list sync, file chunks, quote PDFs)
 *   web-bridge.js        the browser bridge the harness injects into the page
 *
 * Why a build: run from source, every start of the harness compiled its
 * TypeScript (and bundled the bridge) before it answered anything, seconds on
 * a busy machine. The JavaScript packages (fastify, undici, zod ...) are
 * bundled in too: resolving and reading them file by file from node_modules
 * was a third of the harness's start (360 ms to its address, now 260 ms);
 * the native ones (keytar, better-sqlite3) are required from node_modules.
 */
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { NODE_BUNDLE, runBuild } from './node-bundle';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'out', 'harness');

async function main(): Promise<void> {
  await rm(OUT, { recursive: true, force: true });
  await Promise.all([
    build({
      ...NODE_BUNDLE,
      entryPoints: {
        main: path.join(ROOT, 'src/harness/start.ts'),
        harness: path.join(ROOT, 'src/harness/main.ts'),
        'worker-thread': path.join(ROOT, 'src/main/worker-thread/worker-thread.ts'),
      },
      outdir: OUT,
      // esbuild only builds the bridge when the harness runs from source.
      external: [...NODE_BUNDLE.external, 'esbuild'],
      // import() of a package (pdf-lib, exceljs: loaded for a PDF or an XLSX) as require(): harness.js runs
      // through V8's code cache, and Node 20 cannot import() from code read from a cache (code-cache.ts).
      supported: { 'dynamic-import': false },
    }),
    build({
      bundle: true,
      logLevel: 'warning',
      legalComments: 'none',
      // The same options as the in-memory build of a harness run from source (src/harness/bridge-bundle.ts).
      entryPoints: { 'web-bridge': path.join(ROOT, 'src/harness/browser/web-bridge.ts') },
      outdir: OUT,
      platform: 'browser',
      format: 'iife',
      target: ['chrome120'],
      sourcemap: false,
    }),
  ]);
}

runBuild('the web harness', main);

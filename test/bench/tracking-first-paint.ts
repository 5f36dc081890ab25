/*
 * The tracking list with 100,000 shipments, in Chromium: how long from
 * navigation start until its first row is painted, and how many row elements
 * the page holds (the list is virtualised: a screenful, not 100,000). Also the
 * gzipped size of the JavaScript the renderer loads at start.
 *
 * Honest about what it includes: the web harness starts with a sandbox seeded
 * with the shipments, the page opens #/tracking cold, and the first window of
 * rows makes main fetch all 100,000 from the sandbox over HTTP and check them
 * with the response schema before the first row can show.
 *
 *   npm run build && npx tsx test/bench/tracking-first-paint.ts [count]
 * or as one entry of `npm run bench` (test/bench/run.ts). Figures are printed, never asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
const RENDERER_DIR = path.join(PROJECT_ROOT, 'out', 'renderer');
/** Seeding and the first fetch of 100,000 shipments take a while on a shared 2-core machine. */
const START_TIMEOUT_MS = 300_000;
const PAINT_TIMEOUT_MS = 300_000;

export interface PaintFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly note?: string;
}

interface Harness {
  readonly url: string;
  stop(): Promise<void>;
}

async function startHarness(seedShipments: number): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/harness/main.ts', '--port', '0', '--data', dataDir, '--downloads', dataDir, '--seed-shipments', String(seedShipments)],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the harness printed no URL in time.\n${stderr}`)), START_TIMEOUT_MS);
      child.once('exit', (code) => reject(new Error(`the harness exited (code ${code}).\n${stderr}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('http://127.0.0.1:')) return;
        clearTimeout(timer);
        child.stdout!.resume();
        resolve(line.trim());
      });
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The JS the page loads to show its first screen, gzipped: the entry index.html
 * names plus the chunks the default screen pulls in (screens are loaded on first
 * visit). Read from the page's own resource timing once that screen's heading
 * is up, then each file gzipped from out/renderer (the harness's bridge is not
 * the app's and is left out).
 */
async function initialJsGzipBytes(page: Page, appUrl: string): Promise<{ bytes: number; files: number }> {
  await page.goto(appUrl);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('main h2, main [role="tablist"]').first().waitFor();
  const names = (await page.evaluate(
    `performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js') && !p.startsWith('/__harness/'))`,
  )) as string[];
  let bytes = 0;
  for (const name of new Set(names)) {
    bytes += gzipSync(await readFile(path.join(RENDERER_DIR, name.replace(/^\//, '')))).byteLength;
  }
  return { bytes, files: new Set(names).size };
}

/*
 * Runs in the page before its own scripts: notes the time (ms since navigation
 * start) when the first loaded row is in the DOM and a frame has been painted.
 * A string, so this Node-typed file needs no DOM types.
 */
const FIRST_ROW_PROBE = `
  window.__firstRowPaint = null;
  const seen = () => document.querySelector('[role="grid"] [role="row"][data-loaded]');
  const observer = new MutationObserver(() => {
    if (window.__firstRowPaint !== null || !seen()) return;
    observer.disconnect();
    // The frame that shows the row, then the moment after it is painted.
    requestAnimationFrame(() => setTimeout(() => { window.__firstRowPaint = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loaded'] });
`;

const ROWS_IN_DOM = `document.querySelectorAll('[role="grid"] [role="rowgroup"] [role="row"]').length`;

export async function trackingFirstPaint(count = 100_000): Promise<PaintFigure[]> {
  const harness = await startHarness(count);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    // Its own page: the tracking figures below must start from a fresh navigation.
    const firstScreenPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const js = await initialJsGzipBytes(firstScreenPage, harness.url);
    await firstScreenPage.close();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript({ content: FIRST_ROW_PROBE });

    // Polled with plain evaluations: waitForFunction's string form needs eval, which the app's CSP forbids.
    const measure = async () => {
      const until = Date.now() + PAINT_TIMEOUT_MS;
      for (;;) {
        const at = (await page.evaluate('window.__firstRowPaint')) as number | null;
        if (at !== null) return at;
        // A list that failed to load shows its error instead of rows: report it rather than wait.
        const failure = (await page.evaluate(
          `[...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent.trim()).join(' | ')`,
        )) as string;
        if (failure) throw new Error(`the tracking list did not load: ${failure}`);
        if (Date.now() > until) throw new Error('no row was painted in time');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // Cold: main has no list yet, so the first window waits for all shipments to be fetched and checked.
    await page.goto(`${harness.url}#/tracking`);
    const coldMs = await measure();
    const rowsInDom = (await page.evaluate(ROWS_IN_DOM)) as number;
    const rowCount = (await page.evaluate(`document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')`)) as string | null;

    // Far down the list: the windows around the middle row only.
    const middle = Math.floor(Math.max(0, Number(rowCount ?? 1) - 1) / 2);
    const jumpMs = (await page.evaluate(`(async () => {
      const viewport = document.querySelector('[role="grid"] [role="rowgroup"]:last-child');
      const start = performance.now();
      viewport.scrollTop = ${middle} * 36;
      const target = '[role="row"][aria-rowindex="${middle + 2}"][data-loaded]';
      while (!document.querySelector(target)) {
        if (performance.now() - start > 60000) return -1;
        await new Promise((r) => setTimeout(r, 5));
      }
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - start;
    })()`)) as number;

    // Warm: a reload while main still holds the list (the same filters).
    await page.reload();
    const warmMs = await measure();

    const listed = rowCount === null ? 'unknown' : (Number(rowCount) - 1).toLocaleString('en');
    return [
      {
        name: 'tracking list: first row painted (cold)',
        value: coldMs,
        unit: 'ms',
        note: `${count.toLocaleString('en')} shipments seeded, list of ${listed}; from navigation start, includes main fetching and checking the whole list`,
      },
      { name: 'tracking list: first row painted (warm)', value: warmMs, unit: 'ms', note: 'reload, list already held by main' },
      {
        name: 'tracking list: jump to the middle',
        value: jumpMs,
        unit: 'ms',
        note: `scroll to row ${(middle + 1).toLocaleString('en')} until its rows are loaded and painted${jumpMs < 0 ? ' (TIMED OUT after 60 s)' : ''}`,
      },
      { name: 'tracking list: row elements in the DOM', value: rowsInDom, unit: 'rows', note: `of ${listed}: virtualised` },
      { name: 'renderer initial JS, gzipped', value: js.bytes / 1024, unit: 'KiB', note: `${js.files} file(s) loaded to show the first screen (Rating), zlib.gzipSync` },
    ];
  } finally {
    await browser.close();
    await harness.stop();
  }
}

if (process.argv[1]?.endsWith('tracking-first-paint.ts')) {
  const count = Number(process.argv[2] ?? 100_000);
  trackingFirstPaint(count)
    .then((figures) => {
      for (const f of figures) {
        const value = f.unit === 'rows' ? String(f.value) : f.value.toFixed(1);
        console.log(`${f.name.padEnd(44)} ${`${value} ${f.unit}`.padStart(14)}  ${f.note ?? ''}`);
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}

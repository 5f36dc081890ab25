/*
 * Where a page's main thread spends its time while something runs in it: a
 * Chrome trace (rendering: style, layout, paint, GC, script) and a JS CPU
 * profile, both written to a folder (open them in Chrome's DevTools,
 * Performance and JavaScript Profiler), and the largest items of each
 * printed. Used by tracking-scroll.ts --profile when a frame figure misses its goal.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'cc',
];

/** The items printed of each list. */
const TOP = 15;

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's CPU time in the event, µs: less moved than `dur` by other processes on the machine. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly src_file?: string };
}

interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
      readonly columnNumber: number;
    };
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const sortedTotals = (totals: Map<string, number>) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP);

/** The renderer main thread's events (null when the trace has no such thread). */
function rendererMainEvents(events: readonly TraceEvent[]): TraceEvent[] | null {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return main ? events.filter((e) => e.pid === main.pid && e.tid === main.tid) : null;
}

/** Complete events with a duration, in start order, an enclosing event before those nested in it. */
const spansInOrder = (events: readonly TraceEvent[]) =>
  events.filter((e) => e.ph === 'X' && (e.dur ?? 0) > 0).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

/**
 * The renderer's main thread's time by event name, each event counting only
 * its own time (its duration less that of the events nested in it), in ms.
 */
export function mainThreadSelfTimes(events: readonly TraceEvent[]): {
  totals: Map<string, number>;
  busyMs: number;
  cpuMs: number;
} {
  const onMain = rendererMainEvents(events);
  const totals = new Map<string, number>();
  if (!onMain) return { totals, busyMs: 0, cpuMs: 0 };
  const spans = spansInOrder(onMain);
  const stack: { end: number; name: string; self: number }[] = [];
  let busy = 0;
  let cpu = 0;
  const close = (until: number) => {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      totals.set(done.name, (totals.get(done.name) ?? 0) + done.self / 1000);
    }
  };
  for (const span of spans) {
    close(span.ts);
    const dur = span.dur ?? 0;
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= dur;
    else {
      busy += dur;
      cpu += span.tdur ?? 0;
    }
    stack.push({ end: span.ts + dur, name: span.name, self: dur });
  }
  close(Number.POSITIVE_INFINITY);
  return { totals, busyMs: busy / 1000, cpuMs: cpu / 1000 };
}

/**
 * Where a task was posted from, by the source file Chrome names for it: tasks
 * of Chrome's own form autofill (components/autofill) run in Debian's
 * Chromium on every form control's change, and Electron's window has no such
 * agent (it ships its own, for datalists only), so they are the test browser's
 * work and not the desk's.
 */
const BROWSER_ONLY_SOURCES = ['components/autofill/'];

/** One measured span of the page: its main thread's CPU, how long it was busy, and the browser-only tasks' CPU, ms. */
export interface SpanWork {
  readonly cpuMs: number;
  readonly busyMs: number;
  readonly browserOnlyCpuMs: number;
}

/**
 * The renderer main thread's work between each pair of user-timing marks
 * (performance.mark in the page): every top-level task that overlaps the span
 * counts whole, as the task that holds the first mark also holds what it
 * started. A browser-only task's forced style and layout count as the
 * desk's. Needs the 'toplevel' and 'blink.user_timing' categories.
 */
export function workBetweenMarks(
  events: readonly TraceEvent[],
  spans: readonly { readonly from: string; readonly to: string }[],
): SpanWork[] {
  const onMain = rendererMainEvents(events);
  if (!onMain) return [];
  const markAt = new Map(onMain.filter((e) => e.ph !== 'X' && e.ph !== 'M').map((e) => [e.name, e.ts]));
  const spansOnMain = spansInOrder(onMain);
  const tasks: {
    start: number;
    end: number;
    cpu: number;
    browserOnly: boolean;
    rendering: number;
    renderingEnd: number;
  }[] = [];
  const postedByBrowser = (span: TraceEvent) =>
    BROWSER_ONLY_SOURCES.some((source) => span.args?.src_file?.startsWith(source));
  for (const span of spansOnMain) {
    const last = tasks[tasks.length - 1];
    const end = span.ts + (span.dur ?? 0);
    if (last && span.ts < last.end) {
      // Nested in the task before: it may name where the task was posted from.
      if (postedByBrowser(span)) last.browserOnly = true;
      // Style and layout a browser-only task forces are the desk's: the next frame would have done them.
      if (span.name === 'Document::UpdateStyleAndLayout' && span.ts >= last.renderingEnd) {
        last.rendering += span.tdur ?? span.dur ?? 0;
        last.renderingEnd = end;
      }
      continue;
    }
    tasks.push({
      start: span.ts,
      end,
      cpu: span.tdur ?? 0,
      browserOnly: postedByBrowser(span),
      rendering: 0,
      renderingEnd: 0,
    });
  }
  return spans.map(({ from, to }) => {
    const start = markAt.get(from);
    const stop = markAt.get(to);
    if (start === undefined || stop === undefined)
      throw new Error(`the trace has no mark ${start === undefined ? from : to}`);
    let cpu = 0;
    let busy = 0;
    let browserOnly = 0;
    for (const task of tasks) {
      if (task.end < start || task.start > stop) continue;
      if (task.browserOnly) {
        const rendering = Math.min(task.rendering, task.cpu);
        browserOnly += task.cpu - rendering;
        cpu += rendering;
      } else {
        cpu += task.cpu;
        busy += task.end - task.start;
      }
    }
    return { cpuMs: cpu / 1000, busyMs: busy / 1000, browserOnlyCpuMs: browserOnly / 1000 };
  });
}

/** JS self time by function (name, file, line), ms. */
export function jsSelfTimes(profile: CpuProfile): Map<string, number> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id);
    if (!frame) return;
    const where = frame.url ? ` ${path.basename(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

/** Records `run` in `page` as a trace and a CPU profile in `dir`, and prints the largest items of each. */
export async function profileFrames(page: Page, dir: string, run: () => Promise<unknown>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const browser = page.context().browser();
  if (!browser) throw new Error('profiling needs a launched browser (page.context().browser())');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const trace = await browser.stopTracing();
  await cdp.detach();
  await writeFile(path.join(dir, 'trace.json'), trace);
  await writeFile(path.join(dir, 'scroll.cpuprofile'), JSON.stringify(profile));

  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const { totals, busyMs, cpuMs } = mainThreadSelfTimes(traceEvents);
  console.log(
    `\nRenderer main thread, busy ${busyMs.toFixed(0)} ms (its CPU time ${cpuMs.toFixed(0)} ms); own time by trace event (ms):`,
  );
  for (const [name, ms] of sortedTotals(totals)) console.log(`${ms.toFixed(1).padStart(9)}  ${name}`);
  console.log('\nJS self time by function (ms):');
  for (const [name, ms] of sortedTotals(jsSelfTimes(profile))) console.log(`${ms.toFixed(1).padStart(9)}  ${name}`);
  console.log(`\nTrace and CPU profile: ${dir}`);
}

/*
 * npm run bench: figures measured in ONE run against ONE sandbox on loopback.
 * Each figure is printed, never asserted: speed depends on the machine.
 * To add a figure, add an entry to `entries` below.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { URL } from 'node:url';
import { Agent } from 'undici';
import type { z } from 'zod';
import { FreightClient, DEFAULT_TIMEOUTS, createKeepAliveAgent } from '@main/api';
import type { CallArgs } from '@main/api';
import { operations } from '@shared/api/operations';
import type { OperationBody, OperationId } from '@shared/api/operations';
import { startSandbox } from '@sandbox';
import type { RunningSandbox } from '@sandbox';
import { largestFclRating, boxRating } from './payloads';
import { rawJsonRequest } from './raw-request';
import { trackingFirstPaint } from './tracking-first-paint';
import { trackingScroll } from './tracking-scroll';
import { timeMs } from './stats';
import { fromSamples, percentile, printFigureTable, resultsJson, type GoalFigure } from './goal-figure';
import { storeFigures } from './store-figures';
import { mainRssFigures } from './main-rss';
import { coreColdStartFigures } from './core-cold-start';

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

/** A figure without a goal in the issue, shown for insight. */
const noGoal = (id: string, name: string, unit: string, value: number, note?: string): Figure => ({
  id,
  name,
  unit,
  goal: null,
  median: value,
  p95: null,
  ...(note ? { note } : {}),
});

/** The project root: bench-results.json is written there. */
const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

interface BenchEntry {
  readonly name: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}

const WARM_UP = 20;
const SAMPLES = 60;

interface ClientVsRaw<K extends OperationId> {
  /** Short label for the figures, e.g. "FCL rating". */
  readonly label: string;
  readonly operationId: K;
  /** The table's path (no placeholders in the operations measured here). */
  readonly path: string;
  readonly body?: OperationBody<K>;
  /** Words about the size of the call, from the body and one answer. */
  describe(answer: unknown): string;
}

/**
 * FreightClient against a raw undici request for one operation, alternating
 * the two so that drift (GC, the sandbox's state growing) hits both alike,
 * plus the operation's schema alone on the same answer (where the gap goes).
 * Which of the two goes first swaps every sample: a call pays for part of the
 * garbage the call before it left (the collector runs when it runs), so a
 * fixed order flatters whichever always runs first.
 */
function clientVsRaw<K extends OperationId>(spec: ClientVsRaw<K>): BenchEntry {
  return {
    name: `${spec.label}: FreightClient vs raw undici`,
    async run({ sandbox, client, agent, token }) {
      const method = operations[spec.operationId].method === 'GET' ? 'GET' : 'POST';
      const text = spec.body === undefined ? undefined : JSON.stringify(spec.body);
      const url = new URL(spec.path, sandbox.baseUrl);
      const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
      if (text !== undefined) headers['content-type'] = 'application/json';
      const viaClient = () => client.call(spec.operationId, { body: spec.body } as CallArgs<K>);
      const viaRaw = () =>
        rawJsonRequest(agent, url, { method, headers, ...(text === undefined ? {} : { body: text }) });

      const sample = await viaRaw();
      for (let i = 0; i < WARM_UP; i++) {
        await viaClient();
        await viaRaw();
      }
      const clientMs: number[] = [];
      const rawMs: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        if (i % 2 === 0) {
          clientMs.push(await timeMs(viaClient));
          rawMs.push(await timeMs(viaRaw));
        } else {
          rawMs.push(await timeMs(viaRaw));
          clientMs.push(await timeMs(viaClient));
        }
      }
      const schema = operations[spec.operationId].response as z.ZodType;
      const answerText = JSON.stringify(sample.value);
      const schemaMs: number[] = [];
      for (let i = 0; i < SAMPLES; i++) schemaMs.push(await timeMs(async () => schema.parse(JSON.parse(answerText))));
      const parseOnlyMs: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const decoded: unknown = JSON.parse(answerText);
        parseOnlyMs.push(await timeMs(async () => schema.parse(decoded)));
      }
      const c = percentile(clientMs, 50);
      const r = percentile(rawMs, 50);
      const id = spec.operationId;
      return [
        fromSamples(
          {
            id: `${id}.client`,
            name: `${spec.label} via FreightClient`,
            unit: 'ms',
            goal: null,
            note: `after ${WARM_UP} warm-up; ${spec.describe(sample.value)}, ${Math.round(answerText.length / 1024)} KiB answer`,
          },
          clientMs,
        ),
        fromSamples(
          {
            id: `${id}.raw`,
            name: `${spec.label} via raw undici + JSON.parse`,
            unit: 'ms',
            goal: null,
            note: 'same keep-alive settings, token already held, no schema',
          },
          rawMs,
        ),
        noGoal(
          `${id}.client-over-raw`,
          `${spec.label}: FreightClient / raw`,
          'x',
          c / r,
          'medians; aim: at most 1.15x',
        ),
        fromSamples(
          {
            id: `${id}.parse-and-schema`,
            name: `${spec.label}: JSON.parse + response schema`,
            unit: 'ms',
            goal: null,
            note: 'no HTTP: what the schema alone costs',
          },
          schemaMs,
        ),
        fromSamples(
          {
            id: `${id}.schema`,
            name: `${spec.label}: response schema parse`,
            unit: 'ms',
            goal: null,
            note: 'the schema on an already decoded answer',
          },
          parseOnlyMs,
        ),
      ];
    },
  };
}

const fcl = largestFclRating();
const fclClientVsRaw = clientVsRaw({
  label: 'largest FCL rating',
  operationId: 'rates.sea-fcl',
  path: '/v1/rates/sea/fcl',
  body: fcl,
  describe: (answer) =>
    `${fcl.containers.length} container lines, ${(answer as { rates?: unknown[] }).rates?.length ?? 0} rates`,
});

/** A small answer with a cheap schema: what the client's own pipeline costs. */
const containersClientVsRaw = clientVsRaw({
  label: 'container types lookup',
  operationId: 'lookup.containers',
  path: '/v1/maritime/containers',
  describe: (answer) => `${Array.isArray(answer) ? answer.length : 0} types`,
});

const BOX_SECONDS = 3;
const BOX_CONCURRENCY = 16;

const boxThroughput: BenchEntry = {
  name: 'sandbox throughput: box rating',
  async run({ sandbox, agent, token }) {
    const text = JSON.stringify(boxRating());
    const url = new URL('/v1/rates/boxes', sandbox.baseUrl);
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    };
    for (let i = 0; i < WARM_UP; i++) await rawJsonRequest(agent, url, { method: 'POST', headers, body: text });
    let done = 0;
    const started = performance.now();
    const until = started + BOX_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: BOX_CONCURRENCY }, async () => {
        while (performance.now() < until) {
          await rawJsonRequest(agent, url, { method: 'POST', headers, body: text });
          done += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return [
      noGoal(
        'sandbox.box-rating.throughput',
        'box rating throughput',
        'req/s',
        done / seconds,
        `${done} requests in ${seconds.toFixed(1)} s, concurrency ${BOX_CONCURRENCY}, raw undici (sandbox and bench share one process)`,
      ),
    ];
  },
};

/** Every figure the bench prints, in order. */
const entries: readonly BenchEntry[] = [
  fclClientVsRaw,
  containersClientVsRaw,
  boxThroughput,
  // Its own store in a temp folder: 100,000 shipments synced in a worker, then pages read on this thread.
  { name: 'local store with 100,000 shipments', run: () => storeFigures() },
  // The app's core in a child process of its own on a filled store: main's RSS, as main.
  { name: "main's RSS with its store filled", run: () => mainRssFigures() },
  // New Node processes, each starting the app's core bundled as the app bundles main.
  { name: "cold start of the app's core", run: () => coreColdStartFigures() },
  // Its own web harness (100,000 seeded shipments) and Chromium; needs the built renderer.
  { name: 'tracking list first paint in Chromium', run: () => trackingFirstPaint() },
  // Its own web harness (100,000 seeded shipments) and Chromium: scrolled 20 rows a frame.
  { name: 'tracking list scrolling in Chromium', run: () => trackingScroll() },
];

async function main(): Promise<void> {
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0 });
  const client = new FreightClient({ baseUrl: sandbox.baseUrl, getCredentials: async () => sandbox.credentials });
  const agent = createKeepAliveAgent(DEFAULT_TIMEOUTS);
  try {
    const tokenAnswer = await rawJsonRequest(agent, new URL('/v1/auth/token', sandbox.baseUrl), {
      method: 'POST',
      headers: { 'x-api-key': sandbox.credentials.apiKey, 'secret-api-key': sandbox.credentials.apiSecret },
    });
    const token = (tokenAnswer.value as { access_token: string }).access_token;
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

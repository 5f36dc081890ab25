/*
 * The sandbox's throughput (issue 10: a figure, no goal): the sandbox in a
 * process of its own (sandbox-process.ts), as `freight-desk sandbox` serves
 * it, sent a fixed number of requests per window from this process over
 * keep-alive connections, CONCURRENCY at a time; the figure is requests per
 * second, the median of several windows, with their range. Box ratings with
 * the state in memory and on disk (issue 25: each change committed before its
 * answer), and bookings on disk, the change that matters most to keep.
 *
 *   node --expose-gc --import tsx test/bench/sandbox-throughput.ts
 * or as one entry of `npm run bench` (run.ts). Printed, never asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { URL } from 'node:url';
import type { Dispatcher } from 'undici';
import { DEFAULT_TIMEOUTS, createKeepAliveAgent } from '@main/api';
import { bookingBody } from '../helpers/booking-request';
import { percentile, printWhenRunAlone, type GoalFigure } from './goal-figure';
import { boxRating } from './payloads';
import { rawJsonRequest, rawToken } from './raw-request';
import { startSandboxProcess } from './sandbox-process';

const WARM_UP = 200;
/** Requests per window: a few seconds each on a shared 2-core machine. */
const REQUESTS_PER_WINDOW = 1000;
const WINDOWS = 7;
/** Bookings per window, and windows: each booking needs a quote rated and saved before. */
const BOOKINGS_PER_WINDOW = 200;
const BOOKING_WINDOWS = 5;
/** Requests in flight at once, over as many keep-alive connections (the client's agent allows 16). */
const CONCURRENCY = 16;

type Post = (pathname: string, body?: unknown) => Promise<unknown>;

/** `count` calls of `call(i)`, CONCURRENCY at a time; the seconds they took. */
async function burst(count: number, call: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await call(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

async function connect(
  agent: Dispatcher,
  sandbox: { baseUrl: string; credentials: { apiKey: string; apiSecret: string } },
): Promise<Post> {
  const token = await rawToken(agent, sandbox.baseUrl, sandbox.credentials);
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` };
  return async (pathname, body) =>
    (
      await rawJsonRequest(agent, new URL(pathname, sandbox.baseUrl), {
        method: 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).value;
}

function figure(id: string, name: string, perSecond: readonly number[], note: string): GoalFigure {
  return {
    id,
    name,
    unit: 'req/s',
    goal: null,
    median: percentile(perSecond, 50),
    p95: null,
    note: `median of ${perSecond.length} windows (range ${Math.round(Math.min(...perSecond))}-${Math.round(Math.max(...perSecond))} req/s), ${CONCURRENCY} at a time over keep-alive connections; ${note}; the sandbox in its own process`,
  };
}

async function ratingWindows(post: Post): Promise<number[]> {
  const body = boxRating();
  await burst(WARM_UP, () => post('/v1/rates/boxes', body));
  const perSecond: number[] = [];
  for (let i = 0; i < WINDOWS; i++) {
    perSecond.push(REQUESTS_PER_WINDOW / (await burst(REQUESTS_PER_WINDOW, () => post('/v1/rates/boxes', body))));
  }
  return perSecond;
}

/** Saved quotes to book, each rated and saved (not timed). */
async function savedQuotes(post: Post, count: number): Promise<string[]> {
  const ids: string[] = [];
  await burst(count, async () => {
    const rated = (await post('/v1/rates/boxes', boxRating())) as { rates: Array<{ id: string }> };
    const saved = (await post(`/v1/quotes/boxes/${rated.rates[0]?.id}`)) as { shipmentId: string };
    ids.push(saved.shipmentId);
  });
  return ids;
}

async function bookingWindows(post: Post): Promise<number[]> {
  const perSecond: number[] = [];
  for (let i = 0; i < BOOKING_WINDOWS; i++) {
    const quotes = await savedQuotes(post, BOOKINGS_PER_WINDOW);
    const seconds = await burst(quotes.length, (n) => post('/v1/Booking/boxes', bookingBody(quotes[n] as string)));
    perSecond.push(BOOKINGS_PER_WINDOW / seconds);
  }
  return perSecond;
}

/** The sandbox in its own process (on disk in a fresh folder when asked), and what `measure` makes of it. */
async function withSandbox<T>(onDisk: boolean, measure: (post: Post) => Promise<T>): Promise<T> {
  const dataDir = onDisk ? await mkdtemp(path.join(tmpdir(), 'fd-bench-sandbox-')) : undefined;
  const sandbox = await startSandboxProcess(dataDir === undefined ? {} : { dataDir });
  const agent = createKeepAliveAgent(DEFAULT_TIMEOUTS);
  try {
    return await measure(await connect(agent, sandbox));
  } finally {
    await agent.close();
    await sandbox.stop();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  }
}

export async function sandboxThroughputFigures(): Promise<GoalFigure[]> {
  const windows = `windows of ${REQUESTS_PER_WINDOW} requests after ${WARM_UP} warm-up`;
  return [
    figure(
      'sandbox.box-rating.throughput',
      'sandbox throughput: box rating',
      await withSandbox(false, ratingWindows),
      `${windows}, the state in memory`,
    ),
    figure(
      'sandbox.box-rating.throughput.on-disk',
      'sandbox throughput: box rating, state on disk',
      await withSandbox(true, ratingWindows),
      `${windows}, the state on disk (its rates kept before each answer)`,
    ),
    figure(
      'sandbox.box-booking.throughput.on-disk',
      'sandbox throughput: box booking, state on disk',
      await withSandbox(true, bookingWindows),
      `windows of ${BOOKINGS_PER_WINDOW} bookings of quotes rated and saved before each window, the state on disk`,
    ),
  ];
}

printWhenRunAlone('sandbox-throughput.ts', sandboxThroughputFigures);

/*
 * The sandbox's throughput on box ratings (issue 10: a figure, no goal): the
 * sandbox in a process of its own (sandbox-process.ts), as `freight-desk
 * sandbox` serves it, sent a fixed number of requests per window from this
 * process over keep-alive connections, CONCURRENCY at a time; the figure is
 * requests per second, the median of several windows, with their range.
 *
 *   node --expose-gc --import tsx test/bench/sandbox-throughput.ts
 * or as one entry of `npm run bench` (run.ts). Printed, never asserted.
 */
import { URL } from 'node:url';
import { DEFAULT_TIMEOUTS, createKeepAliveAgent } from '@main/api';
import { percentile, printWhenRunAlone, type GoalFigure } from './goal-figure';
import { boxRating } from './payloads';
import { rawJsonRequest, rawToken } from './raw-request';
import { startSandboxProcess } from './sandbox-process';

const WARM_UP = 200;
/** Requests per window: a few seconds each on a shared 2-core machine. */
const REQUESTS_PER_WINDOW = 1000;
const WINDOWS = 7;
/** Requests in flight at once, over as many keep-alive connections (the client's agent allows 16). */
const CONCURRENCY = 16;

export async function sandboxThroughputFigures(): Promise<GoalFigure[]> {
  const sandbox = await startSandboxProcess();
  const agent = createKeepAliveAgent(DEFAULT_TIMEOUTS);
  try {
    const token = await rawToken(agent, sandbox.baseUrl, sandbox.credentials);
    const url = new URL('/v1/rates/boxes', sandbox.baseUrl);
    const init = {
      method: 'POST' as const,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(boxRating()),
    };
    /** `count` requests, CONCURRENCY at a time; the seconds they took. */
    const burst = async (count: number): Promise<number> => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < count) {
            next += 1;
            await rawJsonRequest(agent, url, init);
          }
        }),
      );
      return (performance.now() - started) / 1000;
    };
    await burst(WARM_UP);
    const perSecond: number[] = [];
    for (let i = 0; i < WINDOWS; i++) perSecond.push(REQUESTS_PER_WINDOW / (await burst(REQUESTS_PER_WINDOW)));
    return [
      {
        id: 'sandbox.box-rating.throughput',
        name: 'sandbox throughput: box rating',
        unit: 'req/s',
        goal: null,
        median: percentile(perSecond, 50),
        p95: null,
        note: `median of ${WINDOWS} windows of ${REQUESTS_PER_WINDOW} requests (range ${Math.round(Math.min(...perSecond))}-${Math.round(Math.max(...perSecond))} req/s), ${CONCURRENCY} at a time over keep-alive connections, after ${WARM_UP} warm-up; the sandbox in its own process`,
      },
    ];
  } finally {
    await agent.close();
    await sandbox.stop();
  }
}

printWhenRunAlone('sandbox-throughput.ts', sandboxThroughputFigures);

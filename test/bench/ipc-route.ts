/*
 * The largest FCL rating as the renderer gets it through the web harness
 * (issue 10: within 1.3x of the FreightClient call): the built harness in its
 * own process, as `npm run web` serves it, asked here as its browser bridge
 * asks it (POST /__harness/invoke/rating.rate, the answer read and decoded
 * with the bridge's wire codec), against the FreightClient's own call to the
 * harness's embedded sandbox from this process. The two sides alternate
 * sample by sample (which goes first swaps every sample); both read their
 * answer through the client's transport. This side runs bundled as the app
 * bundles main, in a child (bundled-figures.ts).
 *
 *   npm run build && node --expose-gc --import tsx test/bench/ipc-route.ts
 * or as one entry of `npm run bench` (run.ts). Printed, never asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FreightClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUTS,
  createKeepAliveAgent,
  sendRequest,
} from '@main/api';
import { DEMO_CREDENTIALS } from '@sandbox';
import { decodeWire, encodeWire } from '@harness/wire-codec';
import type { IpcResult } from '@shared/ipc/result';
import { bundledFigures } from './bundled-figures';
import { fromSamples, percentile, printWhenRunAlone, ratioFigure, type GoalFigure } from './goal-figure';
import { startHarnessProcess } from './harness-process';
import { largestFclRating } from './payloads';
import { alternated, timeMs } from './stats';

const WARM_UP = 20;
/** Pairs of samples: enough for a median and a p95 that hold still from one run to the next. */
const ROUNDS = 200;
/** Decodes and encodes of one answer, timed on this thread for the notes. */
const CODEC_ROUNDS = 100;
/** The goal for the harness route over the client call. */
export const HARNESS_OVER_CLIENT_GOAL = 1.3;

export async function ipcRouteFigures(): Promise<GoalFigure[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-ipc-bench-'));
  const harness = await startHarnessProcess(['--data', dataDir, '--downloads', dataDir, '--no-demo-history']);
  const client = new FreightClient({ baseUrl: harness.sandboxUrl, getCredentials: async () => DEMO_CREDENTIALS });
  const agent = createKeepAliveAgent(DEFAULT_TIMEOUTS);
  try {
    const request = largestFclRating();
    const invokeBody = encodeWire({ input: { mode: 'sea-fcl', request } });
    const invokeHeaders = { 'content-type': 'application/json', 'x-harness-secret': harness.secret };
    let answerText = '';
    /** One channel through the harness, as its bridge asks; the answer's text and value. */
    const invoke = async (channel: string, body: string) => {
      const response = await sendRequest(agent, {
        url: new URL(`/__harness/invoke/${channel}`, harness.origin),
        method: 'POST',
        headers: invokeHeaders,
        body,
        maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
      });
      const result = decodeWire(response.text) as IpcResult<unknown>;
      if (!result.ok) throw new Error(`${channel} through the harness failed: ${result.error.message}`);
      return { text: response.text, value: result.value };
    };
    let rated: unknown = null;
    const viaHarness = async () => {
      const answer = await invoke('rating.rate', invokeBody);
      answerText = answer.text;
      rated = answer.value;
      return answer.value;
    };
    const viaClient = () => client.call('rates.sea-fcl', { body: request as never });

    for (let i = 0; i < WARM_UP; i++) {
      await viaHarness();
      await viaClient();
    }
    const { first: harnessMs, second: clientMs } = await alternated(ROUNDS, viaHarness, viaClient);

    // What the comparison leaves to later: one sea rate opened, whole (rating.details).
    const rateId = (rated as { quote: { rates: { id: string }[] } } | null)?.quote.rates[0]?.id ?? '';
    const detailsBody = encodeWire({ input: { rateId } });
    let detailsText = '';
    const detailsMs: number[] = [];
    for (let i = 0; i < CODEC_ROUNDS; i++) {
      detailsMs.push(await timeMs(async () => (detailsText = (await invoke('rating.details', detailsBody)).text)));
    }

    const answer = decodeWire(answerText);
    const decodeMs: number[] = [];
    const encodeMs: number[] = [];
    const parseMs: number[] = [];
    for (let i = 0; i < CODEC_ROUNDS; i++) {
      decodeMs.push(await timeMs(async () => decodeWire(answerText)));
      encodeMs.push(await timeMs(async () => encodeWire(answer)));
      parseMs.push(await timeMs(async () => JSON.parse(answerText)));
    }

    const kib = Math.round(answerText.length / 1024);
    return [
      fromSamples(
        {
          id: 'ipc.rating-fcl.harness',
          name: 'largest FCL rating through the harness (router, wire codec)',
          unit: 'ms',
          goal: null,
          note: `after ${WARM_UP} warm-up pairs; the built harness in its own process, asked as its browser bridge asks; ${kib} KiB answer`,
        },
        harnessMs,
      ),
      fromSamples(
        {
          id: 'ipc.rating-fcl.client',
          name: 'largest FCL rating via FreightClient (same sandbox)',
          unit: 'ms',
          goal: null,
          note: "this process's FreightClient to the harness's embedded sandbox, alternated with the harness route",
        },
        clientMs,
      ),
      ratioFigure(
        {
          id: 'ipc.rating-fcl.harness-over-client',
          name: 'largest FCL rating: harness route / FreightClient',
          goal: HARNESS_OVER_CLIENT_GOAL,
          note: `goal: at most ${HARNESS_OVER_CLIENT_GOAL}x`,
        },
        harnessMs,
        clientMs,
      ),
      fromSamples(
        {
          id: 'ipc.wire.decode',
          name: '  decodeWire of that answer',
          unit: 'ms',
          goal: null,
          note: `JSON.parse alone of the same text: median ${percentile(parseMs, 50).toFixed(2)} ms`,
        },
        decodeMs,
      ),
      fromSamples({ id: 'ipc.wire.encode', name: '  encodeWire of that answer', unit: 'ms', goal: null }, encodeMs),
      fromSamples(
        {
          id: 'ipc.rating-fcl.details',
          name: '  one of its sea rates opened, whole, through the harness',
          unit: 'ms',
          goal: null,
          note: `rating.details: the surcharges, conditions, penalties and schedule the comparison is sent without; ${Math.round(detailsText.length / 1024)} KiB`,
        },
        detailsMs,
      ),
    ];
  } finally {
    await client.close();
    await agent.close();
    await harness.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

printWhenRunAlone('ipc-route.ts', () => bundledFigures('ipc-route'));

/*
 * FreightClient against a raw undici request for one operation (issue 10:
 * the largest FCL rating within 1.15x), with the sandbox in a process of its
 * own (sandbox-process.ts), so that its work never shares this thread.
 * Both sides read the answer's body the same way (the client's transport:
 * raw-request.ts) and alternate sample by sample (stats.ts, alternated), after
 * a warm-up; plus
 * the operation's schema alone on the same answer (where the gap goes). The
 * client runs bundled as the app bundles main, in a child (bundled-figures.ts).
 *
 *   node --expose-gc --import tsx test/bench/client-vs-raw.ts
 * or as one entry of `npm run bench` (run.ts). Printed, never asserted.
 */
import { URL } from 'node:url';
import type { Agent } from 'undici';
import type { z } from 'zod';
import { FreightClient, DEFAULT_TIMEOUTS, createKeepAliveAgent } from '@main/api';
import type { CallArgs } from '@main/api';
import { operations } from '@shared/api/operations';
import type { OperationBody, OperationId } from '@shared/api/operations';
import { bundledFigures } from './bundled-figures';
import { fromSamples, printWhenRunAlone, ratioFigure, type GoalFigure } from './goal-figure';
import { largestFclRating } from './payloads';
import { rawJsonRequest, rawToken } from './raw-request';
import { startSandboxProcess } from './sandbox-process';
import { alternated, timeMs } from './stats';

const WARM_UP = 20;
/** Pairs of samples per operation: at 60 the median moved by a tenth from one run to the next. */
const SAMPLES = 200;
/** Runs of the schema alone, for the notes. */
const SCHEMA_SAMPLES = 60;

interface Target {
  readonly baseUrl: string;
  /** The app's client, signed in. */
  readonly client: FreightClient;
  /** A separate agent with the client's keep-alive settings, for raw requests. */
  readonly agent: Agent;
  /** A token obtained beforehand, for raw requests. */
  readonly token: string;
}

interface ClientVsRaw<K extends OperationId> {
  /** Short label for the figures, e.g. "FCL rating". */
  readonly label: string;
  readonly operationId: K;
  /** The table's path (no placeholders in the operations measured here). */
  readonly path: string;
  readonly body?: OperationBody<K>;
  /** The goal for client / raw, or null. */
  readonly goal: number | null;
  /** Words about the size of the call, from the body and one answer. */
  describe(answer: unknown): string;
}

async function clientVsRaw<K extends OperationId>(spec: ClientVsRaw<K>, target: Target): Promise<GoalFigure[]> {
  const { client, agent, token } = target;
  const method = operations[spec.operationId].method === 'GET' ? 'GET' : 'POST';
  const text = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const url = new URL(spec.path, target.baseUrl);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (text !== undefined) headers['content-type'] = 'application/json';
  const viaClient = () => client.call(spec.operationId, { body: spec.body } as CallArgs<K>);
  const viaRaw = () => rawJsonRequest(agent, url, { method, headers, ...(text === undefined ? {} : { body: text }) });

  const sample = await viaRaw();
  for (let i = 0; i < WARM_UP; i++) {
    await viaClient();
    await viaRaw();
  }
  const { first: clientMs, second: rawMs } = await alternated(SAMPLES, viaClient, viaRaw);
  const schema = operations[spec.operationId].response as z.ZodType;
  const answerText = JSON.stringify(sample.value);
  const schemaMs: number[] = [];
  for (let i = 0; i < SCHEMA_SAMPLES; i++)
    schemaMs.push(await timeMs(async () => schema.parse(JSON.parse(answerText))));
  const parseOnlyMs: number[] = [];
  for (let i = 0; i < SCHEMA_SAMPLES; i++) {
    const decoded: unknown = JSON.parse(answerText);
    parseOnlyMs.push(await timeMs(async () => schema.parse(decoded)));
  }
  const id = spec.operationId;
  return [
    fromSamples(
      {
        id: `${id}.client`,
        name: `${spec.label} via FreightClient`,
        unit: 'ms',
        goal: null,
        note: `after ${WARM_UP} warm-up pairs; ${spec.describe(sample.value)}, ${Math.round(answerText.length / 1024)} KiB answer; the sandbox in its own process`,
      },
      clientMs,
    ),
    fromSamples(
      {
        id: `${id}.raw`,
        name: `${spec.label} via raw undici + JSON.parse`,
        unit: 'ms',
        goal: null,
        note: "same keep-alive settings and body read as the client's, token already held, no schema",
      },
      rawMs,
    ),
    ratioFigure(
      { id: `${id}.client-over-raw`, name: `${spec.label}: FreightClient / raw`, goal: spec.goal },
      clientMs,
      rawMs,
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
}

const fcl = largestFclRating();

/** The largest FCL rating (the goal: at most 1.15x), then a small answer with a cheap schema (the client's own pipeline). */
export async function clientVsRawFigures(): Promise<GoalFigure[]> {
  const sandbox = await startSandboxProcess();
  const client = new FreightClient({ baseUrl: sandbox.baseUrl, getCredentials: async () => sandbox.credentials });
  const agent = createKeepAliveAgent(DEFAULT_TIMEOUTS);
  try {
    const token = await rawToken(agent, sandbox.baseUrl, sandbox.credentials);
    await client.signIn();
    const target: Target = { baseUrl: sandbox.baseUrl, client, agent, token };
    return [
      ...(await clientVsRaw(
        {
          label: 'largest FCL rating',
          operationId: 'rates.sea-fcl',
          path: '/v1/rates/sea/fcl',
          body: fcl,
          goal: 1.15,
          describe: (answer) =>
            `${fcl.containers.length} container lines, ${(answer as { rates?: unknown[] }).rates?.length ?? 0} rates`,
        },
        target,
      )),
      ...(await clientVsRaw(
        {
          label: 'container types lookup',
          operationId: 'lookup.containers',
          path: '/v1/maritime/containers',
          goal: null,
          describe: (answer) => `${Array.isArray(answer) ? answer.length : 0} types`,
        },
        target,
      )),
    ];
  } finally {
    await client.close();
    await agent.close();
    await sandbox.stop();
  }
}

printWhenRunAlone('client-vs-raw.ts', () => bundledFigures('client-vs-raw'));

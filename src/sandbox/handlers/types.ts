import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { OperationId, Operations } from '@shared/api/operations';
import type { OperationRequestValue } from '@shared/api/parse';
import type { AccountRegistry } from '../accounts';
import type { TokenAuthority } from '../auth/tokens';
import type { SandboxClock } from '../clock';
import type { Dataset } from '../data/dataset';
import type { FaultTable } from '../faults';
import type { SandboxState } from '../state/sandbox-state';

/** What every handler may use. One per running sandbox. */
export interface SandboxServices {
  readonly data: Dataset;
  readonly state: SandboxState;
  readonly clock: SandboxClock;
  readonly tokens: TokenAuthority;
  readonly accounts: AccountRegistry;
  readonly faults: FaultTable;
  /** Default token lifetime, seconds (SandboxOptions.tokenTtlSeconds). */
  readonly tokenTtlSeconds: number;
}

/** One request, parsed with its operation's schemas. */
export interface HandlerInput<K extends OperationId> {
  /** The caller's account; '' only for the token operation (no bearer). */
  readonly account: string;
  readonly params: z.output<Operations[K]['params']>;
  readonly body: OperationRequestValue<K>;
  readonly headers: IncomingHttpHeaders;
  /** Simulated now, read once per request: what shipments and documents move by. */
  readonly now: number;
  /** The operator's now, read once per request: what validity and expiry are set and judged by (clock.ts). */
  readonly operatorNow: number;
  readonly services: SandboxServices;
}

/** What a handler answers: a status and a JSON body, or no body at all. */
export interface Answer {
  readonly status: number;
  /** undefined = empty body (the tracking switch answers a status code only). */
  readonly body?: unknown;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const empty = (status = 200): Answer => ({ status });

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Answer | Promise<Answer>;

/** THE handler table: one handler per operation id of src/shared/api/operations.ts. */
export type HandlerTable = { readonly [K in OperationId]: Handler<K> };

/**
 * A path id from a params schema built with a computed key (operations.ts'
 * idParam), which TS types as possibly undefined; the schema already made
 * sure it is there.
 */
export function pathId(value: string | undefined, name: string): string {
  if (value === undefined) throw new Error(`${name} missing after its params schema passed`);
  return value;
}

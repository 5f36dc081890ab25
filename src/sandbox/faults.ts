import { validateBodyRewrite, type BodyRewrite } from './body-rewrite';

/**
 * Injected faults, per operation id (or '*' for every operation), off by
 * default. Tests and the web harness use them to show how the app behaves
 * when the service is slow, fails, drops the connection or sends garbage.
 */
export type FaultStatus = 500 | 502 | 503 | 504 | 429;

export interface Fault {
  /** Wait this long (real ms) before handling. */
  readonly latencyMs?: number;
  /** Answer with this status (in the sandbox's error body) instead of handling. */
  readonly status?: FaultStatus;
  /**
   * Carry the operation out, then answer this status (in the sandbox's error
   * body) instead of its answer: a service that failed after making the
   * change, or a gateway that lost the answer. The client cannot tell it from
   * a failure that changed nothing.
   */
  readonly statusAfter?: FaultStatus;
  /** With status or statusAfter 429 or 503: the Retry-After header, in seconds. */
  readonly retryAfterSeconds?: number;
  /** How many requests the fault hits; then it is gone. Default: unlimited. */
  readonly times?: number;
  /**
   * Destroy the connection: 'before' handling (nothing changed), or 'after' the
   * operation was carried out (state changed) but before answering: the client
   * cannot tell whether its POST happened.
   */
  readonly drop?: 'before' | 'after';
  /** Carry the operation out, then answer 200 with a body cut in half. */
  readonly malformedJson?: boolean;
  /**
   * Carry the operation out, then answer 200 with valid JSON of the wrong
   * shape: every field of the answer wrapped in an object, so no field has the
   * type the spec gives it.
   */
  readonly wrongShape?: boolean;
  /**
   * Carry the operation out, then answer 200 with the answer padded (JSON
   * whitespace) to this many bytes: for a client's limit on answer sizes.
   */
  readonly oversizeBytes?: number;
  /** On 'auth.token' only: tokens issued while set live this many (real) seconds. */
  readonly tokenTtlSeconds?: number;
  /**
   * Carry the operation out, then change its JSON answer (another record's id,
   * fields left out, an empty list): see body-rewrite.ts.
   */
  readonly rewrite?: BodyRewrite;
}

export interface FaultController {
  set(operationId: string, fault: Fault): void;
  /** Clears one operation's fault, or all faults without an argument. */
  clear(operationId?: string): void;
  /** Voids every token issued so far: the next call of each client gets a 401. */
  expireTokens(): void;
  /** The faults currently set (for the admin route and debugging). */
  list(): Record<string, Fault>;
}

export const FAULT_STATUSES: readonly FaultStatus[] = [500, 502, 503, 504, 429];

/** The largest padded answer the sandbox sends: beyond any client's limit, within a test machine's memory. */
export const MAX_OVERSIZE_BYTES = 256 * 1024 * 1024;

/**
 * The answer with every field wrapped in an object ({"shipmentId":"x"} ->
 * {"shipmentId":{"unexpected":"x"}}); a list or a bare value is wrapped
 * whole. Valid JSON that no operation's schema accepts.
 */
export function wrongShape(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { unexpected: body ?? true };
  const fields = Object.entries(body);
  if (fields.length === 0) return { success: { unexpected: true } };
  return Object.fromEntries(fields.map(([name, value]) => [name, { unexpected: value }]));
}

export class FaultTable implements FaultController {
  private readonly faults = new Map<string, { fault: Fault; remaining: number }>();

  constructor(private readonly onExpireTokens: () => void) {}

  set(operationId: string, fault: Fault): void {
    validateFault(operationId, fault);
    this.faults.set(operationId, { fault: { ...fault }, remaining: fault.times ?? Number.POSITIVE_INFINITY });
  }

  clear(operationId?: string): void {
    if (operationId === undefined) this.faults.clear();
    else this.faults.delete(operationId);
  }

  expireTokens(): void {
    this.onExpireTokens();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries([...this.faults].map(([id, { fault }]) => [id, fault]));
  }

  /**
   * The fault that hits this request, counting it against `times`. An
   * operation's own fault wins over '*'. A fault with only tokenTtlSeconds does
   * not count as a hit: it shapes tokens, it does not break requests.
   */
  take(operationId: string): Fault | undefined {
    for (const key of [operationId, '*']) {
      const entry = this.faults.get(key);
      if (!entry || !breaksRequests(entry.fault)) continue;
      entry.remaining -= 1;
      if (entry.remaining <= 0) this.faults.delete(key);
      return entry.fault;
    }
    return undefined;
  }

  /** The short token lifetime set on 'auth.token', if any. */
  tokenTtlSeconds(): number | undefined {
    return this.faults.get('auth.token')?.fault.tokenTtlSeconds;
  }
}

function breaksRequests(fault: Fault): boolean {
  return (
    fault.latencyMs !== undefined ||
    fault.status !== undefined ||
    fault.statusAfter !== undefined ||
    fault.drop !== undefined ||
    fault.malformedJson === true ||
    fault.wrongShape === true ||
    fault.oversizeBytes !== undefined ||
    fault.rewrite !== undefined
  );
}

function validateFault(operationId: string, fault: Fault): void {
  if (!operationId) throw new Error('a fault needs an operation id (or "*")');
  for (const [name, status] of [
    ['status', fault.status],
    ['statusAfter', fault.statusAfter],
  ] as const) {
    if (status !== undefined && !FAULT_STATUSES.includes(status)) {
      throw new Error(`fault ${name} must be one of ${FAULT_STATUSES.join(', ')}`);
    }
  }
  if (fault.latencyMs !== undefined && !(fault.latencyMs >= 0)) throw new Error('fault latencyMs must be >= 0');
  if (fault.times !== undefined && !(Number.isInteger(fault.times) && fault.times > 0)) {
    throw new Error('fault times must be a positive integer');
  }
  if (fault.drop !== undefined && fault.drop !== 'before' && fault.drop !== 'after') {
    throw new Error("fault drop must be 'before' or 'after'");
  }
  if (
    fault.oversizeBytes !== undefined &&
    !(Number.isInteger(fault.oversizeBytes) && fault.oversizeBytes > 0 && fault.oversizeBytes <= MAX_OVERSIZE_BYTES)
  ) {
    throw new Error(`fault oversizeBytes must be a positive integer up to ${MAX_OVERSIZE_BYTES}`);
  }
  if (fault.rewrite !== undefined) validateBodyRewrite(fault.rewrite);
  if (fault.tokenTtlSeconds !== undefined && !(Number.isInteger(fault.tokenTtlSeconds) && fault.tokenTtlSeconds > 0)) {
    throw new Error('fault tokenTtlSeconds must be a positive integer');
  }
}

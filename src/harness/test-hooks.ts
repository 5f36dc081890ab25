import { z } from 'zod';
import { bodyRewriteSchema, type Fault, type RunningSandbox } from '@sandbox';

/** What the e2e test hooks drive of the app core's embedded sandbox. */
export interface TestHookSandbox {
  readonly baseUrl: string;
  readonly faults: Pick<RunningSandbox['faults'], 'set' | 'clear' | 'expireTokens'>;
  readonly accounts: Pick<RunningSandbox['accounts'], 'add' | 'revoke'>;
  readonly stats: Pick<RunningSandbox['stats'], 'count'>;
  readonly clock: Pick<RunningSandbox['clock'], 'advance' | 'now' | 'operatorNow' | 'speed' | 'setSpeed'>;
}

/** Main's clock as the hooks set it (the times the status bar shows). */
export interface TestHookAppClock {
  /** Stops main's clock at this epoch ms; null lets it follow the system clock again. */
  fix(ms: number | null): void;
  /** Moves the stopped clock on, firing main's timers that come due (the automatic sign-in attempts). */
  advance(ms: number): void;
}

/** Everything the hooks reach: the sandbox, main's clock, and the links the app asked the desktop to open. */
export interface TestHookTarget {
  readonly sandbox: TestHookSandbox;
  readonly appClock?: TestHookAppClock;
  openedLinks(): readonly string[];
}

export interface TestHookRequest {
  readonly method: string;
  /** The path after /__harness/test/. */
  readonly hook: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export type TestHookResponse = { readonly status: number; readonly body?: unknown };

/** Strict, so a misspelt field in a test fails loudly instead of setting no fault. The sandbox checks the values. */
const faultStatus = z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504), z.literal(429)]);
const fault: z.ZodType<Fault> = z.strictObject({
  latencyMs: z.number().optional(),
  status: faultStatus.optional(),
  statusAfter: faultStatus.optional(),
  retryAfterSeconds: z.number().optional(),
  times: z.number().optional(),
  drop: z.enum(['before', 'after']).optional(),
  malformedJson: z.boolean().optional(),
  wrongShape: z.boolean().optional(),
  oversizeBytes: z.number().optional(),
  tokenTtlSeconds: z.number().optional(),
  rewrite: bodyRewriteSchema.optional(),
});
const faultBody = z.object({ operationId: z.string().min(1), fault });
const clearQuery = z.object({ operationId: z.string().min(1).optional() });
const clockBody = z
  .strictObject({ advanceMs: z.number().int().nonnegative().optional(), speed: z.number().nonnegative().optional() })
  .refine((body) => body.advanceMs !== undefined || body.speed !== undefined, 'give advanceMs, speed or both');
const statsQuery = z.object({ operationId: z.string().min(1) });
const accountBody = z.strictObject({ apiKey: z.string().min(1), apiSecret: z.string().min(1) });
const revokeBody = z.strictObject({ apiKey: z.string().min(1) });
const appClockBody = z.union([
  z.strictObject({ fixedMs: z.number().int().nonnegative().nullable() }),
  z.strictObject({ advanceMs: z.number().int().nonnegative() }),
]);

/**
 * The hooks Playwright tests use to set up what an operator cannot: faults in
 * the sandbox, its request counts, its clock. Only served with --test-hooks.
 *   GET    sandbox             -> { baseUrl }
 *   POST   faults {operationId, fault}   (operationId '*' = every operation)
 *   DELETE faults[?operationId=]         -> clears one fault, or all
 *   POST   expire-tokens       -> the next call of each client gets a 401
 *   GET    stats?operationId=  -> { operationId, count }
 *   POST   clock {advanceMs?, speed?}  -> jumps both sandbox clocks; sets the simulated speed
 *   GET    clock               -> { now, operatorNow, speed }: simulated and operator time, epoch ms
 *   GET    opened-links        -> { urls } the app asked to open in a browser
 *   POST   accounts {apiKey, apiSecret}  opens a sandbox account (a second profile's)
 *   POST   revoke-account {apiKey}       the sandbox refuses that key, secret and its tokens
 *   POST   app-clock {fixedMs}           main's clock stands at fixedMs (null: the system clock)
 *   POST   app-clock {advanceMs}         the stopped clock moves on, firing main's timers due
 */
export function handleTestHook(target: TestHookTarget, request: TestHookRequest): TestHookResponse {
  const { sandbox } = target;
  const route = `${request.method} ${request.hook}`;
  try {
    switch (route) {
      case 'GET sandbox':
        return { status: 200, body: { baseUrl: sandbox.baseUrl } };
      case 'POST faults': {
        const { operationId, fault } = faultBody.parse(request.body);
        sandbox.faults.set(operationId, fault);
        return { status: 204 };
      }
      case 'DELETE faults': {
        const { operationId } = clearQuery.parse(Object.fromEntries(request.query));
        sandbox.faults.clear(operationId);
        return { status: 204 };
      }
      case 'POST expire-tokens':
        sandbox.faults.expireTokens();
        return { status: 204 };
      case 'GET stats': {
        const { operationId } = statsQuery.parse(Object.fromEntries(request.query));
        return { status: 200, body: { operationId, count: sandbox.stats.count(operationId) } };
      }
      case 'POST clock': {
        const { advanceMs, speed } = clockBody.parse(request.body);
        if (advanceMs !== undefined) sandbox.clock.advance(advanceMs);
        if (speed !== undefined) sandbox.clock.setSpeed(speed);
        return { status: 204 };
      }
      case 'GET clock': {
        const { clock } = sandbox;
        return { status: 200, body: { now: clock.now(), operatorNow: clock.operatorNow(), speed: clock.speed } };
      }
      case 'GET opened-links':
        return { status: 200, body: { urls: target.openedLinks() } };
      case 'POST accounts':
        sandbox.accounts.add(accountBody.parse(request.body));
        return { status: 204 };
      case 'POST revoke-account': {
        const { apiKey } = revokeBody.parse(request.body);
        if (!sandbox.accounts.revoke(apiKey)) return { status: 404, body: { error: `No sandbox account ${apiKey}` } };
        return { status: 204 };
      }
      case 'POST app-clock': {
        if (!target.appClock) return { status: 404, body: { error: 'This harness has no settable app clock' } };
        const body = appClockBody.parse(request.body);
        if ('advanceMs' in body) target.appClock.advance(body.advanceMs);
        else target.appClock.fix(body.fixedMs);
        return { status: 204 };
      }
      default:
        return { status: 404, body: { error: `No test hook ${route}` } };
    }
  } catch (error) {
    // A bad hook call is the test's mistake: say what was wrong.
    const message =
      error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error);
    return { status: 400, body: { error: message } };
  }
}

import type { FieldProblem } from '@shared/api/errors';
import { pathParamNames, type HttpMethod } from '@shared/api/operation';
import { ApiError } from './api-error';
import { formatProblem } from './schema-problems';
import { readServiceErrorBody } from './service-error-body';
import type { RawResponse, Timeouts } from './transport';
import { ResponseTooLargeError } from './transport';

/** What the messages need to know about the call that failed. */
export interface FailureContext {
  readonly operationId: string;
  /** The operation's summary, e.g. "Rate a shipment of boxes". */
  readonly summary: string;
  readonly method: HttpMethod;
  /**
   * Where the operator sees whether the call's change happened ("the saved
   * quotes (Quotes)"); null when the call changes nothing (a read, rating).
   */
  readonly check: string | null;
  /** The operation's path from the table: `{param}` placeholders say it addresses one record. */
  readonly path: string;
  /** host:port of the service, for "could not connect to ..." */
  readonly host: string;
  readonly timeouts: Timeouts;
  readonly attempts: number;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const what = (ctx: FailureContext) => `"${ctx.summary}"`;
/** A booking, an upload, a switch: after a broken exchange nobody knows whether it happened. */
const changesState = (ctx: FailureContext) => ctx.check !== null;
/** The sentence that ends every "outcome unknown" message: where to look, and not to repeat blindly. */
const unknownOutcome = (ctx: FailureContext) =>
  ` It may or may not have been carried out: check ${ctx.check ?? "the service's records"} before trying again.`;

/**
 * Whether an answer proves that a state-changing call was NOT carried out.
 *
 * A 4xx refuses the request: the service looked at it and said no (429 too:
 * a rate limiter turns a call away before any handler sees it).
 *
 * A 5xx proves nothing by itself. The spec documents no body for any 5xx
 * (its errors section: "not shown"), so no body can be trusted to say the
 * call was turned away; a 500 comes from a handler that may have failed half
 * way, a 502 or 504 (or a proxy's HTML page) from a gateway that passed the
 * request on and lost the answer, and a 503 from whatever failed after the
 * booking was written as well as from a server that took nothing in.
 *
 * One 503 does say it: one with Retry-After. RFC 9110 gives that header to a
 * 503 to say how long the service will be unavailable; rate limiters and
 * maintenance pages send it, and a handler that failed part way through has
 * no time to name. A 503 without it (ASP.NET's rate limiter rejects with a
 * bare 503 too) counts as unknown: wrong that way, the operator looks in
 * Tracking once; wrong the other way, a retry books twice.
 */
export function provesNotCarriedOut(status: number, retryAfterMs: number | undefined): boolean {
  if (status >= 400 && status < 500) return true;
  return status === 503 && retryAfterMs !== undefined;
}

/** details.outcomeUnknown for a state-changing call whose answer proves nothing; nothing otherwise. */
function outcomeDetails(
  ctx: FailureContext,
  status: number | undefined,
  retryAfterMs?: number,
): { outcomeUnknown?: true } {
  if (!changesState(ctx)) return {};
  if (status !== undefined && provesNotCarriedOut(status, retryAfterMs)) return {};
  return { outcomeUnknown: true };
}

const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  // Happy-eyeballs connects fail with an AggregateError of one error per address.
  if (Array.isArray(errors)) return errorCode(errors[0]);
  return undefined;
}

/** The caller's signal fired: the call was cancelled, whatever undici threw. */
export function cancelled(ctx: FailureContext, mayHaveBeenSent: boolean): ApiError {
  const unknown = mayHaveBeenSent && changesState(ctx);
  return new ApiError({
    kind: 'cancelled',
    operationId: ctx.operationId,
    message: `${what(ctx)} was cancelled.${unknown ? unknownOutcome(ctx) : ''}`,
    ...(unknown ? { details: { outcomeUnknown: true } } : {}),
  });
}

/** A failure below HTTP: no connection, a dropped one, a timeout, a closed client. */
export function transportFailure(error: unknown, ctx: FailureContext): ApiError {
  if (error instanceof ApiError) return error;
  const base = { operationId: ctx.operationId, cause: error };
  if (error instanceof ResponseTooLargeError) {
    const limit = `${Math.round(error.limitBytes / 1048576)} MiB`;
    const outcome = outcomeDetails(ctx, error.status);
    if (outcome.outcomeUnknown) {
      return new ApiError({
        ...base,
        status: error.status,
        kind: 'bad-response',
        message: `The freight service sent an answer to ${what(ctx)} larger than ${limit}; Freight Desk stopped reading it, so the outcome is unknown.${unknownOutcome(ctx)}`,
        details: outcome,
      });
    }
    return new ApiError({
      ...base,
      status: error.status,
      kind: 'bad-response',
      message: changesState(ctx)
        ? `The freight service did not carry out ${what(ctx)} (HTTP ${error.status}), and its answer was larger than ${limit}, too large to read. Try again; if it keeps happening, report it to your provider.`
        : `The freight service sent an answer to ${what(ctx)} larger than ${limit}; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ask your provider.`,
    });
  }
  const code = errorCode(error);
  const unknown = changesState(ctx);
  const outcome = unknown
    ? { details: { outcomeUnknown: true, attempts: ctx.attempts } }
    : { details: { attempts: ctx.attempts } };
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new ApiError({
        ...base,
        kind: 'timeout',
        message: `Could not connect to the freight service at ${ctx.host} within ${seconds(ctx.timeouts.connectMs)}. Check your connection and the service address (the profile's base URL), then try again.`,
      });
    case 'UND_ERR_HEADERS_TIMEOUT':
      return new ApiError({
        ...base,
        kind: 'timeout',
        message: `The freight service did not answer ${what(ctx)} within ${seconds(ctx.timeouts.headersMs)}.${unknown ? unknownOutcome(ctx) : ' Check your connection and try again.'}`,
        ...outcome,
      });
    case 'UND_ERR_BODY_TIMEOUT':
      return new ApiError({
        ...base,
        kind: 'timeout',
        message: `The freight service stopped sending its answer to ${what(ctx)} for ${seconds(ctx.timeouts.bodyMs)}.${unknown ? unknownOutcome(ctx) : ' Check your connection and try again.'}`,
        ...outcome,
      });
    case 'UND_ERR_CLOSED':
      // The client was closed before this request went out: nothing was sent.
      return new ApiError({
        ...base,
        kind: 'cancelled',
        message: `${what(ctx)} was stopped because the connection to the freight service was closed (profile switched or app closing).`,
      });
    case 'UND_ERR_DESTROYED':
      // Destroyed connections may have carried the request already.
      return new ApiError({
        ...base,
        kind: 'cancelled',
        message: `${what(ctx)} was stopped because the connection to the freight service was closed (profile switched or app closing).${unknown ? unknownOutcome(ctx) : ''}`,
        ...(unknown ? { details: { outcomeUnknown: true } } : {}),
      });
  }
  if (code && CONNECT_FAILURES.has(code)) {
    return new ApiError({
      ...base,
      kind: 'network',
      message: `Could not connect to the freight service at ${ctx.host} (${code === 'ECONNREFUSED' ? 'connection refused' : 'address not reachable'}). Check the service address (the profile's base URL) and your connection, then try again.`,
      details: { attempts: ctx.attempts },
    });
  }
  // A reset, a closed socket, a malformed HTTP answer: the exchange broke after it began.
  return new ApiError({
    ...base,
    kind: 'network',
    message: unknown
      ? `The connection to the freight service broke during ${what(ctx)}, so its outcome is unknown.${unknownOutcome(ctx)}`
      : `The connection to the freight service broke during ${what(ctx)}${ctx.attempts > 1 ? ` (${ctx.attempts} attempts)` : ''}. Check your connection and try again.`,
    ...outcome,
  });
}

function firstProblem(problems: readonly FieldProblem[]): string {
  const first = problems[0];
  if (!first) return '';
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return `${formatProblem(first)}${more}`;
}

/** A final non-2xx answer (after any retry or token refresh) as an ApiError. */
export function statusFailure(response: RawResponse, ctx: FailureContext, retryAfterMs?: number): ApiError {
  const status = response.status;
  const body = readServiceErrorBody(response.text);
  const base = { operationId: ctx.operationId, status };
  const said = body.message ? ` It said: "${body.message}".` : '';
  if (status === 401) {
    return new ApiError({
      ...base,
      kind: 'unauthorized',
      message: `The freight service did not accept the session for ${what(ctx)}, even after signing in again. Check the profile's API key and secret.`,
    });
  }
  if (status === 403) {
    return new ApiError({
      ...base,
      kind: 'forbidden',
      message: `The freight service does not allow this account to do ${what(ctx)}.${said} Ask your freight service provider for access.`,
    });
  }
  if (status === 404) return notFound(ctx, base, said);
  if (status === 408) {
    return new ApiError({
      ...base,
      kind: 'timeout',
      message: `The freight service gave up waiting for ${what(ctx)}. Try again.`,
    });
  }
  const wait = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
  const waitDetails = wait === undefined ? {} : { retryAfterSeconds: wait };
  if (status === 429) {
    return new ApiError({
      ...base,
      kind: 'server',
      message: `The freight service is receiving too many requests and refused ${what(ctx)}. Wait ${wait ?? 'a minute'}${wait === undefined ? '' : ' s'} and try again.`,
      details: { attempts: ctx.attempts, ...waitDetails },
    });
  }
  if (status >= 400 && status < 500) {
    const reason = body.message ?? firstProblem(body.problems);
    return new ApiError({
      ...base,
      kind: 'invalid-request',
      message: `The freight service rejected ${what(ctx)}${reason ? `: ${reason}` : ` (HTTP ${status})`}. Correct the request first: sent as it is, it would be refused again.`,
      details: { side: 'service', ...(body.message ? { serverMessage: body.message } : {}), problems: body.problems },
    });
  }
  if (status >= 500) {
    const tries = ctx.attempts > 1 ? ` after ${ctx.attempts} attempts` : '';
    const later = wait === undefined ? 'Try again in a few minutes' : `It asked to wait ${wait} s; try again then`;
    const outcome = outcomeDetails(ctx, status, retryAfterMs);
    return new ApiError({
      ...base,
      kind: 'server',
      message: outcome.outcomeUnknown
        ? `The freight service reported a failure of ${what(ctx)} (HTTP ${status}).${said}${unknownOutcome(ctx)}`
        : `The freight service failed to carry out ${what(ctx)} (HTTP ${status})${tries}.${said} ${later}.`,
      details: { attempts: ctx.attempts, ...waitDetails, ...outcome },
    });
  }
  const outcome = outcomeDetails(ctx, status);
  return new ApiError({
    ...base,
    kind: 'bad-response',
    message: outcome.outcomeUnknown
      ? `The freight service answered ${what(ctx)} with an unexpected HTTP status ${status}.${unknownOutcome(ctx)}`
      : `The freight service answered ${what(ctx)} with an unexpected HTTP status ${status}. Try again; if it keeps happening, report it to your provider.`,
    ...(outcome.outcomeUnknown ? { details: outcome } : {}),
  });
}

/**
 * A 404 means two different things. For an operation that addresses one
 * record by its id or code (a `{param}` in its path), the record is not
 * there. For any other (a rating, a lookup, a list), the address itself is
 * unknown to the service: the base URL or its API version is wrong, and no
 * id or code the operator types can fix that. Neither is worth repeating
 * unchanged.
 */
function notFound(ctx: FailureContext, base: { operationId: string; status: number }, said: string): ApiError {
  if (pathParamNames(ctx.path).length === 0) {
    return new ApiError({
      ...base,
      kind: 'not-found',
      message: `The freight service at ${ctx.host} does not offer ${what(ctx)} at this address (HTTP 404).${said} The profile's base URL, or the API version in it, is probably wrong: check it in Settings.`,
    });
  }
  const next = changesState(ctx)
    ? ' Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else.'
    : ' Check the id or code.';
  return new ApiError({
    ...base,
    kind: 'not-found',
    message: `The freight service found nothing for ${what(ctx)}.${said}${next}`,
  });
}

/**
 * The answer was 2xx but not the JSON the operation promises. For a call
 * that changes state the service said yes, so the change was most likely
 * made: the outcome is unknown, never "not made".
 */
export function badResponse(ctx: FailureContext, problems: readonly FieldProblem[], status: number): ApiError {
  const outcome = outcomeDetails(ctx, status);
  return new ApiError({
    operationId: ctx.operationId,
    status,
    kind: 'bad-response',
    message: outcome.outcomeUnknown
      ? `The freight service accepted ${what(ctx)} but sent an answer Freight Desk cannot read (${firstProblem(problems)}).${unknownOutcome(ctx)}`
      : `The freight service sent an answer to ${what(ctx)} that Freight Desk cannot read (${firstProblem(problems)}). Try again; if it keeps happening, report it to your provider.`,
    details: { problems, ...outcome },
  });
}

/** 200 with `success: false`: the service understood and said no. */
export function refused(ctx: FailureContext, serviceMessage: string | undefined, status: number): ApiError {
  return new ApiError({
    operationId: ctx.operationId,
    status,
    kind: 'refused',
    message: serviceMessage
      ? `The freight service refused ${what(ctx)}: ${serviceMessage}`
      : `The freight service refused ${what(ctx)} without giving a reason.`,
    ...(serviceMessage ? { details: { serverMessage: serviceMessage } } : {}),
  });
}

/** Our own check of params or body failed: nothing was sent. */
export function invalidInput(
  ctx: FailureContext,
  side: 'params' | 'body',
  problems: readonly FieldProblem[],
): ApiError {
  return new ApiError({
    operationId: ctx.operationId,
    kind: 'invalid-request',
    message: `${what(ctx)} was not sent: ${side === 'params' ? 'parameter' : 'request'} ${firstProblem(problems)}.`,
    details: { side, problems },
  });
}

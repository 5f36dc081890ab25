import type { FieldProblem } from '@shared/api/errors';
import { bookingIssueText } from '@shared/api/booking-rule-words';
import { bookingRuleOf, type BookingRule } from '@shared/api/booking-rules';
import type { RequestFieldRefusal } from '@shared/api/request-field-refusals';
import { deskProblem } from '@shared/api/request-field-words';
import { serviceWords } from '@shared/api/service-words';
import { uploadRuleOf, type UploadRule } from '@shared/api/upload-rules';
import { uploadIssueText } from '@shared/api/upload-rule-words';
import { problemLine, type WordedProblem } from '@shared/api/problem-line';
import { pathParamNames, type HttpMethod } from '@shared/api/operation';
import { checkWords } from '@shared/api/operation-words';
import { m } from '@shared/i18n/messages';
import { ApiError } from './api-error';
import { readServiceErrorBody } from './service-error-body';
import type { RawResponse, Timeouts } from './transport';
import { ResponseTooLargeError } from './transport';

/** What the messages need to know about the call that failed. */
export interface FailureContext {
  readonly operationId: string;
  /** The operation's summary in the desk's language, e.g. "Rate a shipment of boxes" (operation-words.ts). */
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

/*
 * The messages are said in the desk's language (main's, src/main/desk-language.ts);
 * `op` is the operation's summary in it (the context's), quoted by each language's message.
 */
const seconds = (ms: number) => String(Math.round(ms / 100) / 10);
const what = (ctx: FailureContext) => ctx.summary;
/** A booking, an upload, a switch: after a broken exchange nobody knows whether it happened. */
const changesState = (ctx: FailureContext) => ctx.check !== null;
/** The sentence that ends every "outcome unknown" message: where to look, and not to repeat blindly. */
const unknownOutcome = (ctx: FailureContext) =>
  ` ${m.failure_unknown_outcome({ check: checkWords(ctx.check ?? "the service's records") })}`;

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
    message: `${m.failure_cancelled({ op: what(ctx) })}${unknown ? unknownOutcome(ctx) : ''}`,
    ...(unknown ? { details: { outcomeUnknown: true } } : {}),
  });
}

/** A failure below HTTP: no connection, a dropped one, a timeout, a closed client. */
export function transportFailure(error: unknown, ctx: FailureContext): ApiError {
  if (error instanceof ApiError) return error;
  const base = { operationId: ctx.operationId, cause: error };
  if (error instanceof ResponseTooLargeError) {
    const limit = String(Math.round(error.limitBytes / 1048576));
    const outcome = outcomeDetails(ctx, error.status);
    if (outcome.outcomeUnknown) {
      return new ApiError({
        ...base,
        status: error.status,
        kind: 'bad-response',
        message: `${m.failure_too_large_unknown({ op: what(ctx), limit })}${unknownOutcome(ctx)}`,
        details: outcome,
      });
    }
    return new ApiError({
      ...base,
      status: error.status,
      kind: 'bad-response',
      message: changesState(ctx)
        ? m.failure_too_large_refused({ op: what(ctx), status: error.status, limit })
        : m.failure_too_large({ op: what(ctx), limit }),
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
        message: m.failure_connect_timeout({ host: ctx.host, seconds: seconds(ctx.timeouts.connectMs) }),
      });
    case 'UND_ERR_HEADERS_TIMEOUT':
      return new ApiError({
        ...base,
        kind: 'timeout',
        message: `${m.failure_headers_timeout({ op: what(ctx), seconds: seconds(ctx.timeouts.headersMs) })}${unknown ? unknownOutcome(ctx) : ` ${m.failure_check_connection()}`}`,
        ...outcome,
      });
    case 'UND_ERR_BODY_TIMEOUT':
      return new ApiError({
        ...base,
        kind: 'timeout',
        message: `${m.failure_body_timeout({ op: what(ctx), seconds: seconds(ctx.timeouts.bodyMs) })}${unknown ? unknownOutcome(ctx) : ` ${m.failure_check_connection()}`}`,
        ...outcome,
      });
    case 'UND_ERR_CLOSED':
      // The client was closed before this request went out: nothing was sent.
      return new ApiError({
        ...base,
        kind: 'cancelled',
        message: m.failure_closed({ op: what(ctx) }),
      });
    case 'UND_ERR_DESTROYED':
      // Destroyed connections may have carried the request already.
      return new ApiError({
        ...base,
        kind: 'cancelled',
        message: `${m.failure_closed({ op: what(ctx) })}${unknown ? unknownOutcome(ctx) : ''}`,
        ...(unknown ? { details: { outcomeUnknown: true } } : {}),
      });
  }
  if (code && CONNECT_FAILURES.has(code)) {
    return new ApiError({
      ...base,
      kind: 'network',
      message:
        code === 'ECONNREFUSED'
          ? m.failure_connection_refused({ host: ctx.host })
          : m.failure_address_unreachable({ host: ctx.host }),
      details: { attempts: ctx.attempts },
    });
  }
  // A reset, a closed socket, a malformed HTTP answer: the exchange broke after it began.
  return new ApiError({
    ...base,
    kind: 'network',
    message: unknown
      ? `${m.failure_broke_unknown({ op: what(ctx) })}${unknownOutcome(ctx)}`
      : ctx.attempts > 1
        ? m.failure_broke_attempts({ op: what(ctx), count: ctx.attempts })
        : m.failure_broke({ op: what(ctx) }),
    ...outcome,
  });
}

/**
 * A problem of the service's refusal, in the desk's words where the desk
 * knows its sentence: an upload rule's, one of the service's own sentences
 * (service-words.ts), a booking rule's with the rule for the booking form, or
 * a request field's (deskProblem); any other as the service said it.
 */
function serviceProblemInDeskWords(
  ctx: FailureContext,
  problem: FieldProblem,
): FieldProblem & {
  readonly rule?: BookingRule | UploadRule;
  readonly requestField?: RequestFieldRefusal;
  readonly namesItsPlace?: true;
} {
  const upload = UPLOADS.has(ctx.operationId) ? uploadRuleOf(problem.message) : null;
  if (upload !== null) return { ...problem, message: uploadIssueText({ rule: upload }), rule: upload };
  const said = serviceWords(ctx.operationId, problem.message);
  if (said !== null) return { ...problem, message: said, namesItsPlace: true };
  const rule = ctx.operationId.startsWith('booking.') ? bookingRuleOf(problem) : null;
  if (rule === null) return deskProblem(problem);
  return { ...problem, message: bookingIssueText({ path: problem.path, rule }), rule };
}

/** The first problem as the operator reads it (its path stays in the details), and how many more. */
function firstProblem(problems: readonly WordedProblem[]): string {
  const first = problems[0];
  if (!first) return '';
  const more = problems.length > 1 ? ` ${m.failure_more_problems({ count: problems.length - 1 })}` : '';
  return `${problemLine(first)}${more}`;
}

/** The operations the upload rules (upload-rules.ts) check. */
const UPLOADS: ReadonlySet<string> = new Set(['documents.upload', 'tariffs.upload']);

/** A final non-2xx answer (after any retry or token refresh) as an ApiError. */
export function statusFailure(response: RawResponse, ctx: FailureContext, retryAfterMs?: number): ApiError {
  const status = response.status;
  const body = readServiceErrorBody(response.text);
  const base = { operationId: ctx.operationId, status };
  const said = body.message ? ` ${m.failure_it_said({ message: body.message })}` : '';
  if (status === 401) {
    return new ApiError({
      ...base,
      kind: 'unauthorized',
      message: m.failure_unauthorized({ op: what(ctx) }),
    });
  }
  if (status === 403) {
    return new ApiError({
      ...base,
      kind: 'forbidden',
      message: `${m.failure_forbidden({ op: what(ctx) })}${said} ${m.failure_ask_access()}`,
    });
  }
  if (status === 404) return notFound(ctx, base, said);
  if (status === 408) {
    return new ApiError({
      ...base,
      kind: 'timeout',
      message: m.failure_request_timeout({ op: what(ctx) }),
    });
  }
  const wait = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
  const waitDetails = wait === undefined ? {} : { retryAfterSeconds: wait };
  if (status === 429) {
    return new ApiError({
      ...base,
      kind: 'server',
      message:
        wait === undefined
          ? m.failure_too_many_requests({ op: what(ctx) })
          : m.failure_too_many_requests_wait({ op: what(ctx), seconds: wait }),
      details: { attempts: ctx.attempts, ...waitDetails },
    });
  }
  if (status >= 400 && status < 500) {
    // A field the service refuses as the request schemas or the booking rules do is said in the desk's language, not the service's.
    const problems = body.problems.map((problem) => serviceProblemInDeskWords(ctx, problem));
    const first = problems[0];
    const reason =
      first !== undefined && (first.requestField !== undefined || first.rule !== undefined || first.namesItsPlace)
        ? firstProblem(problems)
        : (body.message ?? firstProblem(problems));
    return new ApiError({
      ...base,
      kind: 'invalid-request',
      message: reason
        ? m.failure_rejected_reason({ op: what(ctx), reason })
        : m.failure_rejected_status({ op: what(ctx), status }),
      details: { side: 'service', ...(body.message ? { serverMessage: body.message } : {}), problems },
    });
  }
  if (status >= 500) {
    const failed =
      ctx.attempts > 1
        ? m.failure_server_attempts({ op: what(ctx), status, count: ctx.attempts })
        : m.failure_server({ op: what(ctx), status });
    const later = wait === undefined ? m.failure_try_later() : m.failure_try_after({ seconds: wait });
    const outcome = outcomeDetails(ctx, status, retryAfterMs);
    return new ApiError({
      ...base,
      kind: 'server',
      message: outcome.outcomeUnknown
        ? `${m.failure_server_reported({ op: what(ctx), status })}${said}${unknownOutcome(ctx)}`
        : `${failed}${said} ${later}`,
      details: { attempts: ctx.attempts, ...waitDetails, ...outcome },
    });
  }
  const outcome = outcomeDetails(ctx, status);
  return new ApiError({
    ...base,
    kind: 'bad-response',
    message: outcome.outcomeUnknown
      ? `${m.failure_unexpected_status({ op: what(ctx), status })}${unknownOutcome(ctx)}`
      : `${m.failure_unexpected_status({ op: what(ctx), status })} ${m.failure_report_if_again()}`,
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
      message: `${m.failure_no_such_address({ host: ctx.host, op: what(ctx) })}${said} ${m.failure_check_base_url()}`,
    });
  }
  const next = ` ${changesState(ctx) ? m.failure_not_found_changed() : m.failure_not_found_check_id()}`;
  return new ApiError({
    ...base,
    kind: 'not-found',
    message: `${m.failure_not_found({ op: what(ctx) })}${said}${next}`,
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
      ? `${m.failure_unreadable_accepted({ op: what(ctx), problem: firstProblem(problems) })}${unknownOutcome(ctx)}`
      : `${m.failure_unreadable({ op: what(ctx), problem: firstProblem(problems) })} ${m.failure_report_if_again()}`,
    details: { problems, ...outcome },
  });
}

/** 200 with `success: false`: the service understood and said no. */
export function refused(ctx: FailureContext, serviceMessage: string | undefined, status: number): ApiError {
  // A sentence the desk knows is said in its language; the service's own stays in the details.
  const said = serviceMessage && serviceWords(ctx.operationId, serviceMessage);
  const reason = said || serviceMessage;
  const op = what(ctx);
  return new ApiError({
    operationId: ctx.operationId,
    status,
    kind: 'refused',
    message: reason ? m.failure_refused({ op, message: reason }) : m.failure_refused_no_reason({ op }),
    ...(serviceMessage && reason ? { details: { serverMessage: serviceMessage, reason } } : {}),
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
    message: m.failure_not_sent({ op: what(ctx), problem: firstProblem(problems) }),
    details: { side, problems },
  });
}

import type { z } from 'zod';

/*
 * THE error body of the sandbox. Every 4xx and 5xx answer, from every route
 * (including unknown routes, bodies that are not JSON, injected faults), has
 * this one shape:
 *
 *   {
 *     "status": 400,                       // the HTTP status, repeated
 *     "error": "invalid-request",          // a stable machine code, see ErrorCode
 *     "message": "pickupTimeTo: must be after pickupTimeFrom",   // one sentence for a person
 *     "errors": [                          // one entry per field problem; [] when none
 *       { "field": "pickupTimeTo", "message": "must be after pickupTimeFrom" }
 *     ]
 *   }
 *
 * `field` is the JSON path of the offending value in the request
 * (`boxes[0].weight`, `origin.postalCode`, a query key like `countryCode`, or
 * `files[0].file` with the line number in the message). The client
 * (src/main/api/service-error-body.ts) reads `message` and `errors[].field`.
 *
 * The two answers the spec defines as "HTTP 200 with success false" (saving a
 * quote, uploading a document) are NOT errors and do not use this shape.
 */

export type ErrorCode =
  | 'invalid-request'
  | 'invalid-json'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'rate-limited'
  | 'server-error'
  | 'bad-gateway'
  | 'unavailable'
  | 'gateway-timeout';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export interface ErrorBody {
  readonly status: number;
  readonly error: ErrorCode;
  readonly message: string;
  readonly errors: readonly FieldError[];
}

/** Thrown by handlers and the pipeline; turned into an ErrorBody answer by the server. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: readonly FieldError[] = [],
    /** Extra response headers (Retry-After, WWW-Authenticate). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'SandboxHttpError';
  }

  toBody(): ErrorBody {
    return { status: this.status, error: this.code, message: this.message, errors: this.errors };
  }
}

/**
 * One sentence naming the field by its whole path: `pickupTimeTo: must be after
 * ...`, or the message itself when it already starts with the field's name.
 */
function headline(field: string, message: string): string {
  if (!field) return message;
  const last = field.split(/[.[]/).pop() ?? field;
  if (message.startsWith(field)) return message;
  // "indexContainer must be lower ..." about containers[0].cargos[1].indexContainer: say which one.
  if (message.startsWith(`${last} `)) return `${field}${message.slice(last.length)}`;
  return `${field}: ${message}`;
}

/** 400 about one field: the message names the field so a person sees which one. */
export function invalidField(field: string, message: string): SandboxHttpError {
  return new SandboxHttpError(400, 'invalid-request', headline(field, message), [{ field, message }]);
}

/** 400 about several fields at once (all problems of a body, not only the first). */
export function invalidFields(problems: readonly FieldError[]): SandboxHttpError {
  const first = problems[0];
  if (!first) return new SandboxHttpError(400, 'invalid-request', 'the request is not valid');
  const head = headline(first.field, first.message);
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return new SandboxHttpError(400, 'invalid-request', `${head}${more}`, problems);
}

export function unauthorized(message: string): SandboxHttpError {
  return new SandboxHttpError(401, 'unauthorized', message, [], { 'WWW-Authenticate': 'Bearer' });
}

export function forbidden(message: string): SandboxHttpError {
  return new SandboxHttpError(403, 'forbidden', message);
}

export function notFound(message: string): SandboxHttpError {
  return new SandboxHttpError(404, 'not-found', message);
}

export function conflict(message: string, field?: string): SandboxHttpError {
  return new SandboxHttpError(409, 'conflict', message, field ? [{ field, message }] : []);
}

export function payloadTooLarge(message: string, field = ''): SandboxHttpError {
  return new SandboxHttpError(413, 'payload-too-large', message, field ? [{ field, message }] : []);
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  429: 'rate-limited',
  500: 'server-error',
  502: 'bad-gateway',
  503: 'unavailable',
  504: 'gateway-timeout',
};

export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'server-error' : 'invalid-request');
}

/** `boxes[0].weight` from a zod issue path, prefixed with where the value came from when useful. */
export function issuePath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** Every issue of a failed parse as field errors. */
export function fieldErrorsOf(error: z.ZodError, prefix = ''): FieldError[] {
  return error.issues.map((issue) => ({ field: issuePath(issue.path, prefix), message: issue.message }));
}

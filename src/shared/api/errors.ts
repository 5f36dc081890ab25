/**
 * The API error model shared by every process. The main process throws
 * `ApiError` (src/main/api/api-error.ts); what crosses IPC, the CLI's output
 * and the renderer's state classes use the plain `ApiErrorData` shape below.
 */

/** Every way a call to the freight service can fail, from the operator's point of view. */
export const apiErrorKinds = [
  /** No connection, connection reset or dropped before an answer. */
  'network',
  /** Connecting, waiting for the answer's headers or reading its body took too long. */
  'timeout',
  /** 401, or the API key/secret was refused when asking for a token. */
  'unauthorized',
  /** 403: the credentials are valid but not allowed to do this. */
  'forbidden',
  /** 404: the shipment, document or quote does not exist (or the address is wrong). */
  'not-found',
  /** The request was rejected as invalid, before sending (our check) or by the service (4xx). */
  'invalid-request',
  /** 5xx from the service, after the retries a read may have. */
  'server',
  /** The answer was not the JSON the operation promises (or was too large). */
  'bad-response',
  /** The service answered 200 but said no (`success: false`, e.g. saving a quote). */
  'refused',
  /** The caller cancelled the call (AbortSignal). */
  'cancelled',
] as const;

export type ApiErrorKind = (typeof apiErrorKinds)[number];

export function isApiErrorKind(value: unknown): value is ApiErrorKind {
  return typeof value === 'string' && (apiErrorKinds as readonly string[]).includes(value);
}

/**
 * Whether trying the same call again, unchanged, may succeed. The UI offers
 * "Try again" for these; the others need the operator to change something
 * (credentials, input) or are final. It says nothing about whether it is SAFE
 * to resend a POST automatically: the client never does that on its own.
 */
export function isRetrySafe(kind: ApiErrorKind): boolean {
  switch (kind) {
    case 'network':
    case 'timeout':
    case 'server':
      return true;
    case 'unauthorized':
    case 'forbidden':
    case 'not-found':
    case 'invalid-request':
    case 'bad-response':
    case 'refused':
    case 'cancelled':
      return false;
  }
}

/** One problem with a field, as the service or our own schema check reported it. */
export interface FieldProblem {
  /**
   * JSON path of the field: `$.rates[0].price` from our own schema checks,
   * the service's own spelling (`boxes[0].weight`) from its error bodies;
   * empty for the whole value.
   */
  readonly path: string;
  /** What is wrong, saying what was expected ("expected a number, got text"). */
  readonly message: string;
}

/**
 * An ApiError as plain data: safe to serialise (IPC, JSON on the CLI). Never
 * holds credentials, tokens or request headers.
 */
export interface ApiErrorData {
  readonly kind: ApiErrorKind;
  /** A sentence an operator can act on. */
  readonly message: string;
  readonly operationId?: string;
  readonly status?: number;
  readonly details?: ApiErrorDetails;
}

/** What else is known, by kind. Every field is optional so one shape fits all kinds. */
export interface ApiErrorDetails {
  /** bad-response / invalid-request: each problem with its JSON path. */
  readonly problems?: readonly FieldProblem[];
  /** invalid-request from the service: its own message. */
  readonly serverMessage?: string;
  /** refused: the service's reason in the desk's language where the desk knows its sentence, else as it came. */
  readonly reason?: string;
  /** network on a POST/DELETE: the request may have been processed; check before repeating it. */
  readonly outcomeUnknown?: boolean;
  /** How many attempts were made (reads retry on their own). */
  readonly attempts?: number;
  /** Retry-After the service asked for, in seconds. */
  readonly retryAfterSeconds?: number;
  /** Which side of the call a bad request was found on. */
  readonly side?: 'params' | 'body' | 'service';
}

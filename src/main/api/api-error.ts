import type { ApiErrorData, ApiErrorDetails, ApiErrorKind } from '@shared/api/errors';

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  /** A sentence an operator can act on. */
  readonly message: string;
  readonly operationId: string;
  readonly status?: number;
  readonly details?: ApiErrorDetails;
  /** The low-level error, for debugging; never serialised (it may name sockets, never headers). */
  readonly cause?: unknown;
}

/**
 * Every failure of a FreightClient call. `message` is written for the
 * operator; `kind` is what code branches on; `toData()` is what crosses IPC
 * or is printed by the CLI.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operationId: string;
  readonly status?: number;
  readonly details?: ApiErrorDetails;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operationId = init.operationId;
    if (init.status !== undefined) this.status = init.status;
    if (init.details !== undefined) this.details = init.details;
  }

  toData(): ApiErrorData {
    return {
      kind: this.kind,
      message: this.message,
      operationId: this.operationId,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }

  /** JSON.stringify(error) gives the plain data, never the cause. */
  toJSON(): ApiErrorData {
    return this.toData();
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

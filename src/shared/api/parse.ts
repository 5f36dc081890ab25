import type { z } from 'zod';
import type { PayloadIssue } from './issues';
import { describeIssues } from './issues';
import type { OperationId, OperationResult, Operations } from './operations';
import { operations } from './operations';

/** A parse outcome that never throws. */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: PayloadIssue[] };

/** The request body an operation sends, in wire form (the request schema's output). */
export type OperationRequestValue<K extends OperationId> = Operations[K]['request'] extends z.ZodType
  ? z.output<Operations[K]['request']>
  : undefined;

/**
 * Parses a decoded JSON answer (undefined for an empty body) with the
 * operation's tolerant response schema into its domain value.
 */
export function parseOperationResponse<K extends OperationId>(id: K, json: unknown): Parsed<OperationResult<K>> {
  const schema: z.ZodType = operations[id].response;
  const result = schema.safeParse(json);
  return result.success
    ? { ok: true, value: result.data as OperationResult<K> }
    : { ok: false, issues: describeIssues(result.error) };
}

/**
 * Checks a request body against the operation's request schema (structure and
 * mandatory fields only; see checkOperationRequest for the business rules).
 * Operations without a body accept only undefined.
 */
export function parseOperationRequest<K extends OperationId>(id: K, json: unknown): Parsed<OperationRequestValue<K>> {
  const schema: z.ZodType | undefined = operations[id].request;
  if (schema === undefined) {
    return json === undefined || json === null
      ? { ok: true, value: undefined as OperationRequestValue<K> }
      : { ok: false, issues: [{ path: '$', message: `${id} takes no request body` }] };
  }
  const result = schema.safeParse(json);
  return result.success
    ? { ok: true, value: result.data as OperationRequestValue<K> }
    : { ok: false, issues: describeIssues(result.error) };
}

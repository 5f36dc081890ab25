import type { OperationSpec } from '@shared/api/operation';
import { schemaWords } from '@shared/api/schema-words';
import { m } from '@shared/i18n/messages';
import type { FailureContext } from './failures';
import { badResponse, refused, statusFailure } from './failures';
import { parseRetryAfter } from './retry-policy';
import { problemsFromError } from './schema-problems';
import type { RawResponse } from './transport';

function field(value: unknown, ...names: string[]): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const name of names) {
    const found = (value as Record<string, unknown>)[name];
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The refusal flag of a 200 answer (`success: false`), whatever its letter case. */
function refusalOf(raw: unknown): { message: string | undefined } | undefined {
  if (field(raw, 'success', 'Success') !== false) return undefined;
  const message = field(raw, 'message', 'Message');
  return { message: typeof message === 'string' && message.trim() ? message.trim() : undefined };
}

/** A final answer as the operation's domain value, or the ApiError it stands for. */
export function readAnswer(
  op: Pick<OperationSpec, 'response' | 'statusOnly'>,
  sent: { response: RawResponse; attempts: number },
  base: FailureContext,
): unknown {
  const { response, attempts } = sent;
  const ctx = { ...base, attempts };
  throwUnlessSuccess(response, ctx);
  return readAnswerText(op, response.text, response.status, ctx);
}

/** The ApiError of an answer whose status is not 2xx. */
export function throwUnlessSuccess(response: RawResponse, ctx: FailureContext): void {
  if (response.status < 200 || response.status >= 300) {
    throw statusFailure(response, ctx, parseRetryAfter(response.headers['retry-after']));
  }
}

/**
 * The text of a 2xx answer as the operation's domain value, or the ApiError
 * it stands for: parsed, its refusal flag honoured, checked with the
 * operation's schema. Also run on its own where a large answer is checked off
 * main's thread (src/main/sync).
 */
export function readAnswerText(
  op: Pick<OperationSpec, 'response' | 'statusOnly'>,
  text: string,
  status: number,
  ctx: FailureContext,
): unknown {
  const response = { text, status };
  let raw: unknown;
  if (response.text.trim() !== '') {
    try {
      raw = JSON.parse(response.text);
    } catch {
      // A status-only operation promises nothing about its body: a stray "OK" is still success.
      // JSON that breaks off is different: the part lost may have said `"success": false`.
      if (!op.statusOnly || /^\s*[[{]/.test(response.text))
        throw badResponse(ctx, [{ path: '$', message: m.failure_answer_not_json() }], response.status);
    }
  }
  return readAnswerValue(op, raw, response.status, ctx);
}

/**
 * A 2xx answer's parsed JSON (undefined for an empty body) as the
 * operation's domain value: its refusal flag honoured, checked with the
 * operation's schema. Also run on the part of the shipment list read whole
 * where the list is read in pieces (src/main/sync/list-answer-reader.ts).
 */
export function readAnswerValue(
  op: Pick<OperationSpec, 'response'>,
  raw: unknown,
  status: number,
  ctx: FailureContext,
): unknown {
  const refusal = refusalOf(raw);
  if (refusal) throw refused(ctx, refusal.message, status);
  const parsed = op.response.safeParse(raw, { error: schemaWords });
  if (!parsed.success) throw badResponse(ctx, problemsFromError(parsed.error), status);
  return parsed.data;
}

import { z } from 'zod';
import type { PayloadIssue } from '@shared/api/issues';
import { fieldErrorsOf, invalidFields, type FieldError, type SandboxHttpError } from '../errors';
import type { RouteCandidate } from './route-table';

/** `$.origin.postalCode` (shared rules) -> `origin.postalCode` (the sandbox's error field). */
export function fieldOf(issue: PayloadIssue): string {
  return issue.path.replace(/^\$\.?/, '');
}

export function issuesError(issues: readonly PayloadIssue[]): SandboxHttpError {
  return invalidFields(issues.map((i) => ({ field: fieldOf(i), message: i.message })));
}

/** Zod's "expected string, received undefined" reads better as "is required". */
export function paramErrors(error: z.ZodError): FieldError[] {
  return fieldErrorsOf(error).map((e) =>
    /received undefined/.test(e.message) ? { field: e.field, message: `${e.field} is required` } : e,
  );
}

export function paramsError(error: z.ZodError): SandboxHttpError {
  return invalidFields(paramErrors(error));
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The raw params of a request for one candidate: path params by the
 * operation's names, then query keys the params schema declares, found by the
 * form's respelling (CityName) or in any letter case (the table spells the
 * tracking filters Origin, StartDate; clients send origin, startDate).
 */
export function rawParams(
  candidate: RouteCandidate,
  fastifyParams: Readonly<Record<string, string>>,
  query: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const fromPath = new Set<string>();
  for (const [name, keys] of candidate.pathParams) {
    raw[name] = keys.map((k) => fastifyParams[k] ?? '').join('/');
    fromPath.add(name);
  }
  const schema = candidate.operation.params;
  const declared = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const queryKeys = Object.keys(query);
  for (const name of declared) {
    if (fromPath.has(name)) continue;
    const respelled = candidate.queryKeys[name];
    const key =
      (respelled !== undefined && respelled in query ? respelled : undefined) ??
      (name in query ? name : undefined) ??
      queryKeys.find((k) => k.toLowerCase() === name.toLowerCase());
    if (key !== undefined) raw[name] = first(query[key]);
  }
  return raw;
}

/** Path params of the form that the operation's params schema does not declare (the upload's shipment id). */
export function extraPathParams(
  candidate: RouteCandidate,
  raw: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const schema = candidate.operation.params;
  const declared = new Set(schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
  const extra: Record<string, string> = {};
  for (const [name] of candidate.pathParams) {
    const value = raw[name];
    if (!declared.has(name) && typeof value === 'string') extra[name] = value;
  }
  return extra;
}

import { isRequestFieldRefusal, type RequestFieldRefusal } from '@shared/api/request-field-refusals';

/**
 * Per-field messages for forms. Main reports a rejected input as code
 * 'validation' with `details.problems: [{ path, message }]`; a form shows each
 * message under the field whose name is the path.
 */
export type FieldErrors = Readonly<Record<string, string>>;

interface Problem {
  readonly path: string;
  readonly message: string;
  /** The shared rule it breaks, when main names one: the form says it in its own words. */
  readonly rule?: string;
  /** The request field its request schema refused, when it is one: the form names the field in its own words. */
  readonly requestField?: RequestFieldRefusal;
}

function asProblem(value: unknown): Problem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path, message, rule, requestField } = value as {
    path?: unknown;
    message?: unknown;
    rule?: unknown;
    requestField?: unknown;
  };
  if (typeof message !== 'string') return null;
  // Zod-style array paths are accepted too, joined the way main joins them.
  const text = Array.isArray(path) ? path.map(String).join('.') : typeof path === 'string' ? path : '';
  return {
    path: text,
    message,
    ...(typeof rule === 'string' ? { rule } : {}),
    ...(isRequestFieldRefusal(requestField) ? { requestField } : {}),
  };
}

/** The problems listed in an error's details (main's `{ problems }`, or a bare list). */
export function problemsOf(details: unknown): Problem[] {
  const list = Array.isArray(details)
    ? details
    : typeof details === 'object' && details !== null && Array.isArray((details as { problems?: unknown }).problems)
      ? (details as { problems: unknown[] }).problems
      : [];
  return list.map(asProblem).filter((p): p is Problem => p !== null);
}

/**
 * The first message per field, limited to the fields a form has; problems for
 * other paths (or the whole value) are returned separately so nothing is lost.
 */
export function splitProblems(details: unknown, fields: readonly string[]): { byField: FieldErrors; other: string[] } {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const { path, message } of problemsOf(details)) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[`));
    if (field === undefined) other.push(message);
    else byField[field] ??= message;
  }
  return { byField, other };
}

/**
 * A rule's sentence as a form says it: capitalised, and an empty required
 * field is "required" ("origin postal code must not be empty" -> "Origin
 * postal code is required"), never a format error.
 */
export function inFormWords(message: string): string {
  const text = message.replace(/ must not be empty$/, ' is required');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The messages without one field's (the field was edited): a new object, so a $state holding it redraws. */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

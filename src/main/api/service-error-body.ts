import type { FieldProblem } from '@shared/api/errors';

export interface ServiceErrorBody {
  readonly message?: string;
  readonly problems: FieldProblem[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * What a 4xx/5xx body says, whatever its dialect: `{message, errors: [{field,
 * message}]}` (the sandbox), ASP.NET problem details `{title, errors: {Field:
 * [msg]}}` (what a .NET service sends), or `{error}`. Anything else, including
 * a non-JSON body, gives no message and no problems.
 */
export function readServiceErrorBody(body: string): ServiceErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { problems: [] };
  }
  const root = record(parsed);
  if (!root) return { problems: [] };
  const message = text(root.message) ?? text(root.Message) ?? text(root.title) ?? text(root.error) ?? text(root.detail);
  const problems: FieldProblem[] = [];
  const errors = root.errors ?? root.Errors;
  if (Array.isArray(errors)) {
    for (const item of errors) {
      const entry = record(item);
      if (entry) {
        const field = text(entry.field) ?? text(entry.path) ?? text(entry.Field) ?? '';
        const what = text(entry.message) ?? text(entry.Message) ?? 'is not valid';
        problems.push({ path: field, message: what });
      } else if (text(item)) {
        problems.push({ path: '', message: text(item) as string });
      }
    }
  } else {
    const map = record(errors);
    for (const [field, messages] of Object.entries(map ?? {})) {
      const list = Array.isArray(messages) ? messages : [messages];
      for (const m of list) problems.push({ path: field, message: text(m) ?? 'is not valid' });
    }
  }
  return { ...(message ? { message } : {}), problems };
}

import { m } from '@shared/i18n/messages';
import { ZodError } from 'zod';
import { deskProblem } from '@shared/api/request-field-words';
import { problemLine } from '@shared/api/problem-line';
import type { IpcError } from '@shared/ipc/result';
import type { InputProblem } from '@shared/ipc/input-bounds';
import { ApiError } from './api/api-error';
import { KeychainUnavailableError } from './credentials/keychain';
import { UserFacingError } from './errors';

/** A path dotted the way the form fields are named: `request.boxes[0].weight`. */
function problemPath(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');
}

/**
 * Zod issues as {path, message}, the path dotted the way the form fields are
 * named; a request field's refusal is said in the desk's language, with the
 * refusal for the form to say in its own words (deskProblem).
 */
export function validationProblems(error: ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => deskProblem({ path: problemPath(issue.path), message: issue.message }));
}

/** The validation error of problems found in an input, the first one in the message. */
function validationError(problems: Array<{ path: string; message: string }>): IpcError {
  const first = problems[0];
  const message = first ? problemLine(first) : m.failure_input_invalid();
  return { code: 'validation', message, details: { problems } };
}

/** An input refused before its schema read it (too deep, too large, text that is not text): bad input too. */
export function refusedInput(problem: InputProblem): IpcError {
  return validationError([{ path: problemPath(problem.path), message: problem.message }]);
}

/**
 * Turns any failure into what the renderer can show. Known errors keep their
 * code and message; anything else is an 'internal' error whose message tells
 * the operator what to do, while the detail goes to the log only.
 */
export function toIpcError(error: unknown): IpcError {
  if (error instanceof ApiError) {
    const data = error.toData();
    return { code: data.kind, message: data.message, ...(data.details ? { details: data.details } : {}) };
  }
  if (error instanceof ZodError) return validationError(validationProblems(error));
  if (error instanceof UserFacingError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: { problems: error.details } }),
    };
  }
  if (error instanceof KeychainUnavailableError) return { code: error.code, message: error.message };
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  if (error instanceof Error && typeof code === 'string' && /^[a-z][a-z-]{1,39}$/.test(code)) {
    // A coded error raised on purpose (e.g. the session's "not signed in").
    return { code, message: error.message };
  }
  return {
    code: 'internal',
    message: m.failure_internal(),
  };
}

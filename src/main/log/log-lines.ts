import { redactForLog } from '@main/api/redact';
import { CONTROL_CHARACTERS } from '@shared/domain/well-formed-text';

/*
 * A log file is read line by line: one entry starts each line, and only a
 * stack's frames continue one. A value written as it came (an id with a line
 * break, a service's message, a name with a terminal escape) could otherwise
 * start a line that reads as an entry of its own, or rewrite the reader's
 * screen. So every text of every entry has its control characters written
 * out as escapes, here, where every entry passes, not at each call.
 */

/** C0 (tab and line feed too), DEL, C1 (NEL among them), and Unicode's line and paragraph separators. */
const CONTROL = new RegExp(CONTROL_CHARACTERS.source, 'g');
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A text with its control characters written as escapes (`\n`, `\u001b`): it stays on one line and runs nothing. */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A stack frame line as V8 writes it; any other line of a stack belongs to the message before it. */
const FRAME = /^ {4}at \S/;

/**
 * A stack whose lines are its frames only: the message (found whole in the
 * stack's head) and any other line that is not a frame have their breaks
 * written as escapes, so even a message that imitates a frame stays in the head.
 */
function stackLines(stack: string, message: string): string {
  const headEnd = message !== '' && stack.includes(message) ? stack.indexOf(message) + message.length : 0;
  const [rest = '', ...lines] = stack.slice(headEnd).split('\n');
  let out = escapeControls(stack.slice(0, headEnd) + rest);
  for (const line of lines) out += FRAME.test(line) ? `\n${escapeControls(line)}` : `\\n${escapeControls(line)}`;
  return out;
}

/** A copy with every text on one line; the value is redactForLog's copy, bounded in depth and without cycles. */
function oneLine(value: unknown): unknown {
  if (typeof value === 'string') return escapeControls(value);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Error) {
    const safe = new Error(escapeControls(value.message));
    safe.name = escapeControls(value.name);
    safe.stack = value.stack === undefined ? undefined : stackLines(value.stack, value.message);
    const { code, cause } = value as Error & { code?: unknown };
    if (code !== undefined) Object.assign(safe, { code: oneLine(code) });
    if (cause !== undefined) safe.cause = oneLine(cause);
    return safe;
  }
  if (Array.isArray(value)) return value.map(oneLine);
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [escapeControls(key), oneLine(inner)]));
}

/**
 * What a log writes of a value: the client's redaction (redactForLog: secrets
 * out, depth and cycles cut), then every text on one line.
 */
export function forLog(value: unknown, secrets: readonly string[]): unknown {
  return oneLine(redactForLog(value, secrets));
}

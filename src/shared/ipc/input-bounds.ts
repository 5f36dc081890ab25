import { MAX_UPLOAD_BYTES } from '../domain/upload-limits';
import { textProblem } from '../domain/well-formed-text';
import { m } from '../i18n/messages';

/*
 * What any channel's input must be before its schema reads it. Schemas and
 * checks that walk a value (zod's, JSON.stringify in a refinement, a log's
 * formatting) do it by recursion, and a value nested some thousands of levels
 * deep (JSON.parse and Electron's structured clone both make one) overflows
 * the stack in the middle of them. This walk uses no recursion and stops at
 * the first problem, so the router can refuse such an input as bad input,
 * naming where it is, before anything else looks at it.
 */

/** Levels of lists and objects inside one another; the deepest form (a booking's cargo lines) has a handful. */
export const MAX_INPUT_DEPTH = 32;
/** Values in one input, every list item and object field counted; a form has some hundreds. */
export const MAX_INPUT_VALUES = 50_000;
/** Characters of text in one input, keys included: the largest is a file saved as base64 (files.save). */
export const MAX_INPUT_TEXT = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 1024 * 1024;
/** Keys that reach an object's prototype when a value is merged or assigned: no input has a field so named. */
const REFUSED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Where an input goes wrong (keys and list indexes from its top) and how. */
export interface InputProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

interface Visit {
  readonly value: unknown;
  readonly key: string | number | null;
  readonly parent: Visit | null;
  readonly depth: number;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

/** A list or a plain object (what JSON and structured clone make); bytes, dates and the rest are single values. */
function isContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The first reason an input cannot be read safely, or null: too deep, too large, a refused key, text that is not text. */
export function inputProblem(input: unknown): InputProblem | null {
  let values = 1;
  let text = 0;
  const stack: Visit[] = [{ value: input, key: null, parent: null, depth: 0 }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value, depth } = visit;
    const at = (key: string | number, inner: unknown): Visit => ({
      value: inner,
      key,
      parent: visit,
      depth: depth + 1,
    });
    if (typeof value === 'string') {
      text += value.length;
      if (text > MAX_INPUT_TEXT)
        return { path: pathOf(visit), message: m.ipc_input_too_much_text({ max: MAX_INPUT_TEXT }) };
      const problem = textProblem(value);
      if (problem) return { path: pathOf(visit), message: problem };
      continue;
    }
    if (typeof value !== 'object' || value === null || !isContainer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return { path: pathOf(visit), message: m.ipc_input_too_deep({ max: MAX_INPUT_DEPTH }) };
    }
    // Counted before they are walked: a list's length can be far more than the items it holds (a sparse one).
    const tooMany = (count: number): InputProblem | null => {
      values += count;
      return values > MAX_INPUT_VALUES
        ? { path: pathOf(visit), message: m.ipc_input_too_many_values({ max: MAX_INPUT_VALUES }) }
        : null;
    };
    // Pushed last first, so the walk meets them in their order and names the first problem.
    if (Array.isArray(value)) {
      const problem = tooMany(value.length);
      if (problem) return problem;
      for (let i = value.length - 1; i >= 0; i--) stack.push(at(i, value[i]));
      continue;
    }
    // A plain object (isContainer): its fields by name.
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const problem = tooMany(keys.length);
    if (problem) return problem;
    for (const key of keys) {
      if (REFUSED_KEYS.has(key)) return { path: [...pathOf(visit), key], message: m.ipc_input_key_refused({ key }) };
      text += key.length;
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: pathOf(visit), message: m.ipc_input_key_problem({ problem: keyProblem }) };
    }
    for (const key of keys.toReversed()) stack.push(at(key, record[key]));
  }
  return null;
}

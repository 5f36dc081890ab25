import { z } from 'zod';

/**
 * A change to a JSON answer after the operation was carried out: what a
 * service sends when it answers about another record than the one asked
 * for, leaves fields out, or sends nothing at all. Tests use it (as the
 * `rewrite` fault) to check that no screen goes blank or shows the wrong
 * record without a word.
 *
 * Paths are dot-separated keys of the answer: `shipmentId`, `origin.city`,
 * `0.id` (an array index), and `*` for every item of an array or every
 * value of an object (`*.validationStatus`, `rates.*.legs`).
 */
export interface BodyRewrite {
  /** The whole answer instead (e.g. [] for an empty list). Applied first. */
  readonly replace?: unknown;
  /** Values put at paths of the answer (the parent must exist). Applied second. */
  readonly set?: Readonly<Record<string, unknown>>;
  /** Paths left out of the answer. Applied last. */
  readonly remove?: readonly string[];
}

const path = z.string().min(1, 'a rewrite path must not be empty');

/** The rewrite as the admin route and the test hooks accept it (strict: a misspelt key fails loudly). */
export const bodyRewriteSchema: z.ZodType<BodyRewrite> = z.strictObject({
  replace: z.unknown().optional(),
  set: z.record(path, z.unknown()).optional(),
  remove: z.array(path).optional(),
});

/** Throws when the rewrite cannot be applied to any answer (an empty path). */
export function validateBodyRewrite(rewrite: BodyRewrite): void {
  const paths = [...Object.keys(rewrite.set ?? {}), ...(rewrite.remove ?? [])];
  if (paths.some((p) => p.split('.').some((segment) => segment === ''))) {
    throw new Error('fault rewrite paths are dot-separated keys without empty parts (e.g. "rates.*.legs")');
  }
}

/** The answer with the rewrite applied; the original is not changed. */
export function rewriteBody(body: unknown, rewrite: BodyRewrite): unknown {
  let result = structuredClone('replace' in rewrite ? rewrite.replace : body);
  for (const [at, value] of Object.entries(rewrite.set ?? {})) {
    result = edit(result, at.split('.'), (parent, key) => {
      parent[key] = structuredClone(value);
    });
  }
  for (const at of rewrite.remove ?? []) {
    result = edit(result, at.split('.'), (parent, key) => {
      if (!Array.isArray(parent)) delete parent[key];
      else if (/^\d+$/.test(key) && Number(key) < parent.length) parent.splice(Number(key), 1);
    });
  }
  return result;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Calls `change` on every parent the path reaches, with the last key; parts that are not there are skipped. */
function edit(
  root: unknown,
  segments: readonly string[],
  change: (parent: Record<string, unknown>, key: string) => void,
): unknown {
  const walk = (node: unknown, rest: readonly string[]): void => {
    const [head, ...tail] = rest;
    if (head === undefined || !isContainer(node)) return;
    const keys = head === '*' ? Object.keys(node) : [head];
    // An array index is a key too: both are edited through the same record view.
    const record = node as Record<string, unknown>;
    if (tail.length === 0) {
      // Removing from an array by index shifts what follows: go from the end.
      for (const key of [...keys].reverse()) if (head !== '*' || key in record) change(record, key);
      return;
    }
    for (const key of keys) walk(record[key], tail);
  };
  walk(root, segments);
  return root;
}

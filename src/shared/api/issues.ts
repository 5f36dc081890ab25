import type { z } from 'zod';

/** One problem of a payload: where (a JSON path such as `$.rates[0].price`) and what was expected. */
export interface PayloadIssue {
  readonly path: string;
  readonly message: string;
}

type PathKey = PropertyKey;

/** `['rates', 0, 'price']` -> `$.rates[0].price`; odd keys are quoted: `$['a b']`. */
export function jsonPath(path: readonly PathKey[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

interface RawIssue {
  readonly code?: string;
  readonly path: readonly PathKey[];
  readonly message: string;
  readonly errors?: readonly (readonly RawIssue[])[];
}

/**
 * Every issue of a zod error as {path, message}. A failed union is explained by
 * the alternative that got furthest into the value (the one whose issues sit
 * deepest), so `{price: {value: "x"}}` reads `$.price.value: expected an
 * integer...` rather than "invalid input"; when no alternative got inside, the
 * union's own message (which lists the accepted forms) is used.
 */
export function describeIssues(error: z.ZodError): PayloadIssue[] {
  return flatten(error.issues as readonly RawIssue[], []);
}

function flatten(issues: readonly RawIssue[], prefix: readonly PathKey[]): PayloadIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
      const best = deepestBranch(issue.errors);
      if (best) return flatten(best, path);
    }
    return [{ path: jsonPath(path), message: issue.message }];
  });
}

function depth(issues: readonly RawIssue[]): number {
  return Math.max(0, ...issues.map((i) => i.path.length + (i.code === 'invalid_union' && i.errors ? 1 : 0)));
}

function deepestBranch(branches: readonly (readonly RawIssue[])[]): readonly RawIssue[] | undefined {
  let best: readonly RawIssue[] | undefined;
  let bestDepth = 0;
  for (const branch of branches) {
    const d = depth(branch);
    if (d > bestDepth) {
      best = branch;
      bestDepth = d;
    }
  }
  return best;
}

/** One line per issue: `$.rates[0].price: expected ...`. */
export function formatIssues(issues: readonly PayloadIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('\n');
}

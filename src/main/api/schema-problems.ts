import type { z } from 'zod';
import type { FieldProblem } from '@shared/api/errors';
import { describeIssues } from '@shared/api/issues';

/**
 * Each problem of a failed parse with its JSON path (`$.rates[0].price`) and a
 * message that says what was expected. The shared describeIssues explains a
 * failed union by the branch that got furthest, so the culprit is named.
 */
export function problemsFromError(error: z.ZodError): FieldProblem[] {
  return describeIssues(error).map((issue) => ({ path: issue.path, message: issue.message }));
}

/** One line per problem: `$.boxes[0].weight: expected a number`. */
export function formatProblem(problem: FieldProblem): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}

import type { PayloadIssue } from '@shared/api/issues';
import { UserFacingError } from '@main/errors';

/**
 * Business-rule problems of a request as the validation error the renderer
 * shows under each field. `$.boxes[0].weight` under `request` becomes
 * `request.boxes[0].weight`, the path the IPC input had. A problem's rule
 * goes with it, so the form says it in its own words and the desk's language;
 * each message is a rule's sentence, which names its field, so the error's
 * line is the first one's alone (the path stays in the details).
 */
export function throwIfProblems(issues: readonly (PayloadIssue & { readonly rule?: string })[], under: string): void {
  if (issues.length === 0) return;
  const problems = issues.map((issue) => ({
    path: `${under}${issue.path.replace(/^\$/, '')}`.replace(/^\./, ''),
    message: issue.message,
    ...(issue.rule === undefined ? {} : { rule: issue.rule }),
  }));
  const first = problems[0] as { path: string; message: string };
  throw new UserFacingError('validation', first.message, problems);
}

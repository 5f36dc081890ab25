import type { AppError } from './api';

/**
 * An action of the operator's that failed, for the notice that says so: what
 * it was, in the operator's words (ErrorNotice's context), and why. A plain
 * `failure` of a state class is the AppError alone.
 */
export interface FailedAction {
  readonly context: string;
  readonly error: AppError;
}

import type { IconName } from '../components/icons';

/**
 * A change sent to the service (a booking, a saved or deleted quote, an
 * upload, the tracking switch) whose answer could not be read: main marks
 * the error `details.outcomeUnknown`, because the service may have made the
 * change. Every write screen asks this one question of a failure, and then
 * shows OutcomeUnknown (how to check) instead of "not done, try again".
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const details = (error as { details?: unknown }).details;
  return (
    typeof details === 'object' && details !== null && (details as { outcomeUnknown?: unknown }).outcomeUnknown === true
  );
}

/** The one way to check a change: a link to the screen that shows it, or a button that reads it again. */
export interface CheckAction {
  readonly label: string;
  readonly icon?: IconName;
  readonly href?: string;
  readonly onclick?: () => void;
}

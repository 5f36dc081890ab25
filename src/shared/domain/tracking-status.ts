/**
 * The tracking status as the operator reads it: the service's "None" (its only
 * documented value) means no tracking news; any other value is shown exactly
 * as the service sent it, since rewording a status the app does not know
 * ("ON_HOLD", "InTransit") could change what it says and leaves the operator
 * nothing to quote to the carrier. The list, its detail and its exports say it alike.
 */
export function statusText(status: string | null): string {
  const sent = status?.trim() ?? '';
  return sent === '' || sent === 'None' ? 'No updates' : sent;
}

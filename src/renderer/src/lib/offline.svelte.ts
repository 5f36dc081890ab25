import { m } from '@shared/i18n/messages';
import type { SessionStatus } from '@shared/ipc/session';
import type { AppError } from './api';
import { errorTitle } from './errors';
import { session } from './session.svelte';

/**
 * Why the service cannot be asked now, in words for the operator, or null
 * when it can. Actions that need the service (rate, book, upload, switch
 * tracking, save or delete a quote, upload a tariff) are disabled with this
 * reason next to them; what the operator typed stays where it is.
 */
export function serviceUnavailableReason(status: SessionStatus | null): string | null {
  if (!status) return null;
  switch (status.state) {
    case 'unreachable':
      return m.offline_reason_unreachable();
    case 'signed-out':
      return m.offline_reason_signed_out({ name: status.profileName });
    case 'refused':
      return m.offline_reason_refused({ name: status.profileName });
    case 'error':
      return m.offline_reason_error({ name: status.profileName });
    case 'signing-in':
    case 'connected':
      return null;
  }
}

/** The reason for the active profile's session now (reactive: read it in a template or $derived). */
export function needsService(): string | null {
  return serviceUnavailableReason(session.status);
}

/** True when the service cannot be reached at all (the offline banner shows; stored data is reviewed). */
export function isOffline(status: SessionStatus | null = session.status): boolean {
  return status?.state === 'unreachable';
}

/**
 * The failures the top of the window already explains: the session's state
 * (the banner under the top bar for Unreachable, the status bar for the
 * others) says why, once, with main's reason; a screen whose call failed for
 * the same cause names it in a few words and points there.
 */
const toldAtTheTop: Partial<
  Record<SessionStatus['state'], { readonly codes: readonly string[]; readonly cause: string; readonly where: string }>
> = {
  unreachable: {
    codes: ['network', 'timeout'],
    cause: 'the service cannot be reached',
    where: 'the notice at the top of the window says why',
  },
  refused: {
    codes: ['unauthorized'],
    cause: 'the service refused the API key or secret',
    where: 'the status bar at the top says so, with the way to Settings',
  },
  'signed-out': { codes: ['signed-out'], cause: 'you are signed out', where: 'sign in at the top right' },
};

function toldCause(error: Pick<AppError, 'code'>, status: SessionStatus | null) {
  const told = status ? toldAtTheTop[status.state] : undefined;
  return told?.codes.includes(error.code) ? told : null;
}

/**
 * What a screen says of a failed call whose cause the top of the window
 * already explains ("The service cannot be reached: the notice at the top of
 * the window says why."), instead of main's reason a third time; null when
 * the failure is another (the screen then shows main's message).
 */
export function sessionFailure(
  error: Pick<AppError, 'code'>,
  status: SessionStatus | null = session.status,
): string | null {
  const told = toldCause(error, status);
  return told ? `${told.cause.charAt(0).toUpperCase()}${told.cause.slice(1)}: ${told.where}.` : null;
}

/**
 * Why a read has no answer, in a few words for a sentence ("the service
 * cannot be reached", "the freight service had a problem"): a list that
 * could not be read is said to be unread, never shown as empty.
 */
export function unansweredBecause(
  error: Pick<AppError, 'code'>,
  status: SessionStatus | null = session.status,
): string {
  const told = toldCause(error, status);
  if (told) return told.cause;
  const title = errorTitle(error);
  return title.charAt(0).toLowerCase() + title.slice(1);
}

import type { SessionStatus } from '@shared/ipc/session';
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
      return 'The service cannot be reached; what you typed is kept until it answers.';
    case 'signed-out':
      return `You signed out of ${status.profileName}: sign in (top right) to do this; what you typed is kept.`;
    case 'refused':
      return `The service refused the API key or secret of ${status.profileName}: fix them in Settings to do this.`;
    case 'error':
      return `Signing in to ${status.profileName} failed; what you typed is kept until it works.`;
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

import type { DataTopic } from '../api/operation';

/**
 * The connection state of the active profile, as the status bar shows it. It
 * follows what the calls see, not what was true at sign-in:
 * - 'connected': the last call (or sign-in) was answered;
 * - 'signing-in': asking for a token (first time, or after a sign-out or a refusal);
 * - 'refused': the service rejected the key or secret (a 401 even after signing in again);
 * - 'unreachable': no answer (network, timeout, or a 5xx at sign-in); main tries again on its own;
 * - 'signed-out': the operator signed out (calls then fail until they sign in);
 * - 'error': signing in failed for another reason (keychain, unreadable answer).
 */
export const sessionStates = ['signed-out', 'signing-in', 'connected', 'refused', 'unreachable', 'error'] as const;
export type SessionState = (typeof sessionStates)[number];

export interface SessionStatus {
  readonly profileId: string;
  readonly profileName: string;
  readonly state: SessionState;
  /** For 'refused', 'unreachable' and 'error': what went wrong, in words an operator can act on. */
  readonly message?: string;
  /** The error code behind that message (an ApiError kind or 'keychain-unavailable'). */
  readonly code?: string;
  /** ISO time of the last change of state (main's clock). */
  readonly since: string;
  /** ISO time the service last answered a call of this profile; null when it never did in this run. */
  readonly lastSuccessAt: string | null;
  /** 'unreachable' only: when main tries to sign in again on its own; null while an attempt is on its way. */
  readonly nextRetryAt: string | null;
  /**
   * The data scope: bumped whenever the active profile or its credentials
   * change (activate, save or remove of the active profile, sign-out).
   * Everything loaded for an older generation belongs to another session and
   * is dropped.
   */
  readonly generation: number;
  /** Grows with every status main sends: the newest wins, whichever channel it came by. */
  readonly revision: number;
}

export { dataTopics, type DataTopic } from '../api/operation';

/** The 'data.changed' event: main dropped what it kept of these topics; the screens showing them reload. */
export interface DataChange {
  readonly profileId: string;
  /** The data scope (SessionStatus.generation) the change happened in. */
  readonly generation: number;
  readonly topics: readonly DataTopic[];
  /** The shipment the write was about, when there is one (tracking switch, document upload). */
  readonly shipmentId: string | null;
}

/** The key of one data scope: what the renderer compares to drop another profile's data. */
export function scopeKeyOf(status: Pick<SessionStatus, 'profileId' | 'generation'>): string {
  return `${status.profileId}#${status.generation}`;
}

/** The connection state of the active profile, as the status bar shows it. */
export type SessionState = 'signed-out' | 'signing-in' | 'connected' | 'error';

export interface SessionStatus {
  readonly profileId: string;
  readonly profileName: string;
  readonly state: SessionState;
  /** Set for 'error': what went wrong, in words an operator can act on. */
  readonly message?: string;
  /** The error code when state is 'error' (an ApiError kind or 'keychain-unavailable'). */
  readonly code?: string;
  /** ISO time of the last change. */
  readonly since: string;
}
